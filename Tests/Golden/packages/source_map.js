// node_modules: source-map source-map-support
// Debian packages: node-source-map node-source-map-support
const { SourceMapGenerator, SourceMapConsumer, SourceNode } = require('source-map');
const gen = new SourceMapGenerator({ file: 'out.js', sourceRoot: 'http://example.com/src' });
gen.addMapping({ source: 'a.js', original: { line: 1, column: 0 }, generated: { line: 1, column: 0 } });
gen.addMapping({ source: 'a.js', original: { line: 2, column: 4 }, generated: { line: 1, column: 12 }, name: 'foo' });
gen.addMapping({ source: 'b.js', original: { line: 10, column: 2 }, generated: { line: 2, column: 3 } });
gen.setSourceContent('a.js', 'var x;\n    foo();');
const json = gen.toJSON();
console.log(JSON.stringify(json));
const consumer = new SourceMapConsumer(gen.toString());
console.log(JSON.stringify(consumer.originalPositionFor({ line: 1, column: 13 })));
console.log(JSON.stringify(consumer.generatedPositionFor({ source: 'http://example.com/src/b.js', line: 10, column: 2 })));
console.log(consumer.sources, consumer.hasContentsOfAllSources(), consumer.sourceContentFor('http://example.com/src/a.js'));
const all = [];
consumer.eachMapping(m => all.push(`${m.generatedLine}:${m.generatedColumn}->${m.source}:${m.originalLine}:${m.originalColumn}${m.name ? ' ' + m.name : ''}`));
console.log(all.join(' | '));
const node = new SourceNode(1, 0, 'x.js', ['function f() {\n', new SourceNode(2, 2, 'x.js', 'return 1;', 'ret'), '\n}\n']);
const { code, map } = node.toStringWithSourceMap({ file: 'x.min.js' });
console.log(JSON.stringify(code), map.toString());
const fromExisting = SourceMapGenerator.fromSourceMap(new SourceMapConsumer(map.toString()));
console.log(fromExisting.toString() === map.toString());

// source-map-support rewrites stack traces through inline source maps.
const sms = require('source-map-support');
const inline = new SourceMapGenerator({ file: 'gen.js' });
inline.addMapping({ source: 'original.ts', original: { line: 42, column: 6 }, generated: { line: 2, column: 8 } });
const b64 = Buffer.from(inline.toString()).toString('base64');
const src = 'module.exports = function () {\n  throw new Error("mapped");\n};\n//# sourceMappingURL=data:application/json;base64,' + b64;
const fs = require('fs');
const path = require('path');
const dir = fs.mkdtempSync(path.join(require('os').tmpdir(), 'sms-'));
fs.writeFileSync(path.join(dir, 'gen.js'), src);
sms.install({ environment: 'node', handleUncaughtExceptions: false });
// The frame's position is mapped; its name (V8 infers `module.exports`) is left out.
try { require(path.join(dir, 'gen.js'))(); } catch (e) {
  const frame = e.stack.split('\n')[1].trim();
  console.log(e.message, frame.replace(/^.*[ (]([^ (]*:\d+:\d+)\)?$/, '$1').replace(dir, '.'));
}
console.log(JSON.stringify(sms.mapSourcePosition({ source: path.join(dir, 'gen.js'), line: 2, column: 8 })).split(dir).join('.'));
fs.rmSync(dir, { recursive: true });
