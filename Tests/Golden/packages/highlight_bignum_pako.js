// node_modules: highlight.js big.js bn.js pako
// Debian packages: node-highlight.js node-big.js node-bn.js node-pako
const hljs = require('highlight.js');
console.log(hljs.highlight('javascript', 'const x = 1; // hi\nfunction f(a) { return "s" + a; }').value);
const auto = hljs.highlightAuto('<div class="a">text</div>', ['xml', 'css', 'python']);
console.log(auto.language, auto.relevance > 0);
console.log(hljs.highlight('python', 'def f(x):\n    return x ** 2  # sq').value);
console.log(hljs.listLanguages().length > 50, hljs.getLanguage('js').name);
const Big = require('big.js');
console.log(new Big('0.1').plus('0.2').toString(), new Big(1).div(3).toFixed(10), new Big('123.456').round(1).toString(), new Big(2).pow(100).toString(), new Big('1e-7').toString(), new Big('-0.5').abs().times(4).eq(2), Big.DP);
const BN = require('bn.js');
const a = new BN('123456789012345678901234567890');
const b = new BN('ff', 16);
console.log(a.mul(b).toString(), a.add(b).toString(16), a.mod(new BN(97)).toNumber(), a.shln(10).toString(36), b.pow(new BN(20)).toString(), new BN(-5).toTwos(8).toString(2), a.cmp(b), a.toArrayLike(Buffer, 'be', 16).toString('hex'));
const pako = require('pako');
const input = 'hello hello hello hello pako';
const deflated = pako.deflate(input);
console.log(deflated.length, Buffer.from(deflated).toString('base64'), pako.inflate(deflated, { to: 'string' }), pako.ungzip(pako.gzip(input), { to: 'string' }));
console.log(Buffer.from(pako.deflateRaw(new Uint8Array([1, 2, 3, 1, 2, 3]))).toString('hex'), require('zlib').inflateSync(Buffer.from(pako.deflate(input))).toString());
