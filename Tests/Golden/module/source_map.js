// module.SourceMap decodes a Source Map v3 payload (index maps too); module.findSourceMap
// gives the map of a CommonJS module loaded while source maps are enabled.
const { SourceMap, findSourceMap } = require('module');
// Made by the source-map package: a.ts (with a name), b.ts, and a one-field segment last.
const payload = { version: 3, sources: ['a.ts', 'b.ts'], names: ['foo'], mappings: 'AAAA,YACIA;;GCQF,M', file: 'out.js' };
const gen = { toString: () => JSON.stringify(payload) };
const sm = new SourceMap(payload, { lineLengths: [20, 0, 15] });
console.log(sm.payload, sm.payload !== payload, sm.lineLengths);
for (const [l, c] of [[0, 0], [0, 11], [0, 12], [0, 30], [1, 0], [2, 2], [2, 3], [2, 8], [2, 9], [5, 0]]) console.log(l, c, sm.findEntry(l, c));
console.log(sm.findOrigin(1, 13), sm.findOrigin(3, 6), sm.findOrigin(3, 12));
console.log(sm.findEntry(2, 5).originalSource, new SourceMap({ version: 3, sources: [], names: [], mappings: '' }).findEntry(0, 0));
try { new SourceMap(null); } catch (e) { console.log(e.code, e.message); }
const idx = new SourceMap({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: payload }, { offset: { line: 10, column: 5 }, map: payload }] });
console.log(idx.findEntry(10, 17), idx.findEntry(13, 4));
const fs = require('fs'), path = require('path'), os = require('os');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsm-'));
const file = path.join(dir, 'gen.js');
fs.writeFileSync(file, 'module.exports = 1;\n//# sourceMappingURL=data:application/json;base64,' + Buffer.from(gen.toString()).toString('base64') + '\n');
require(file);
console.log(findSourceMap(file));
process.setSourceMapsEnabled(true);
const file2 = path.join(dir, 'gen2.js');
fs.writeFileSync(file2, 'module.exports = 2;\n//# sourceMappingURL=gen2.js.map\n');
fs.writeFileSync(file2 + '.map', gen.toString());
require(file2);
const found = findSourceMap(file2);
console.log(found.findOrigin(1, 13).fileName.replace(require('url').pathToFileURL(dir).href, '<dir>'));
console.log(found instanceof SourceMap, found.payload.sources.map((source) => source.replace(require('url').pathToFileURL(dir).href, '<dir>')), found.lineLengths, found.findOrigin(1, 13).lineNumber, findSourceMap(require('url').pathToFileURL(file2).href) === found, findSourceMap('/nope.js'));
fs.rmSync(dir, { recursive: true });
