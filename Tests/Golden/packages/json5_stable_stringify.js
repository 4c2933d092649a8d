// node_modules: json5 fast-json-stable-stringify json-stable-stringify parse-json
// Debian packages: node-json5 node-fast-json-stable-stringify node-json-stable-stringify node-jsonify node-parse-json
const JSON5 = require('json5');
const text = `{
  // comments
  unquoted: 'and you can quote me on that',
  singleQuotes: 'I can use "double quotes" here',
  lineBreaks: "Look, Mom! \\
No \\\\n's!",
  hexadecimal: 0xdecaf,
  leadingDecimalPoint: .8675309, andTrailing: 8675309.,
  positiveSign: +1,
  trailingComma: 'in objects', andIn: ['arrays',],
  "backwardsCompatible": "with JSON",
  inf: Infinity, nan: NaN,
}`;
const o = JSON5.parse(text);
console.log(o);
console.log(JSON5.stringify(o, null, 2));
console.log(JSON5.stringify({ a: 'it\'s', b: [1, { c: undefined, d: null }], 'e-f': -0 }, { quote: '"' }));
try { JSON5.parse('{a: 1,,}'); } catch (e) { console.log(e.name, e.message, e.lineNumber, e.columnNumber); }
console.log(JSON5.parse('[1, 2]', (k, v) => typeof v === 'number' ? v * 10 : v));
const stable = require('fast-json-stable-stringify');
console.log(stable({ c: 8, b: [{ z: 6, y: 5, x: 4 }, 7], a: 3 }));
console.log(stable({ a: 1, b: 2 }, (a, b) => a.key < b.key ? 1 : -1));
const jss = require('json-stable-stringify');
console.log(jss({ c: 8, b: [{ z: 6, y: 5, x: 4 }, 7], a: 3 }, { space: 2 }));
const parseJson = require('parse-json');
try { parseJson('{\n  "a": 1,\n  "b": }', 'config.json'); } catch (e) { console.log(e.name, e.message.split('\n')[0], e.fileName); }
console.log(parseJson('{"ok": true}'));
