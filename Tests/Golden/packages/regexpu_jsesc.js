// node_modules: regexpu-core regjsparser regjsgen regenerate jsesc esutils js-tokens
// Debian packages: node-regexpu-core node-regjsparser node-regjsgen node-regenerate node-jsesc node-esutils node-js-tokens
const rewritePattern = require('regexpu-core');
console.log(rewritePattern('foo.bar', 'u', { unicodeFlag: 'transform' }));
console.log(rewritePattern('[\\u{1D306}-\\u{1D308}a-z]', 'u', { unicodeFlag: 'transform' }));
console.log(rewritePattern('\\p{Script_Extensions=Greek}', 'u', { unicodePropertyEscapes: 'transform', unicodeFlag: 'transform' }).length > 50);
console.log(rewritePattern('(?<year>\\d{4})-\\k<year>', '', { namedGroups: 'transform' }));
console.log(rewritePattern('.', 's', { dotAllFlag: 'transform' }));
const regjsparser = require('regjsparser');
const tree = regjsparser.parse('^a(?:b|[c-e])+\\d{2,}$', 'u');
console.log(JSON.stringify(tree, (k, v) => k === 'range' || k === 'raw' ? undefined : v));
console.log(require('regjsgen').generate(tree));
const regenerate = require('regenerate');
const set = regenerate(0x1D306, 'A', 'b', 0x10FFFF).addRange(0x61, 0x69).remove('b');
console.log(set.toString(), set.toArray().length, set.contains('c'), regenerate().addRange(0x0, 0x10FFFF).toString({ bmpOnly: false }).length);
const jsesc = require('jsesc');
console.log(jsesc('Ich ♥ Bücher 𝌆 \u2028 "q" \'s\''), jsesc('a"b', { quotes: 'double', wrap: true }), jsesc({ a: [1, 'two', null, new Map([['k', new Set([1])]])], b: Buffer.from('x') }, { compact: false, indent: '  ' }));
console.log(jsesc(['\x00\x7f', 42n, -0, NaN, Infinity], { json: false, numbers: 'hexadecimal' }), jsesc('\u{1F4A9}', { es6: true }), jsesc('</script>', { isScriptContext: true }), jsesc('lone\uD800', { minimal: true }));
const esutils = require('esutils');
console.log(esutils.keyword.isReservedWordES6('yield', true), esutils.keyword.isIdentifierNameES6('𝒜bc'), esutils.code.isDecimalDigit(0x35), esutils.ast.isExpression({ type: 'Literal' }));
const jsTokens = require('js-tokens');
const toks = [...jsTokens('const a = /re+/g.test(`x${y}z`) // c\n  && 0x1F;')];
console.log(toks.map(t => t.type + ':' + JSON.stringify(t.value)).join(' '));
console.log([...jsTokens('<div a="1">{x}</div>', { jsx: true })].map(t => t.type).join(','));
