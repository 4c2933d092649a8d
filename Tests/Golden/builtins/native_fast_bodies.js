// Built-ins with a fast body (run without a native frame when `this` and the arguments
// need no conversion) must answer as their full body does, and hand every other case
// (coercible receivers, objects with valueOf/toString, proxies, errors) to it.

const s = 'Hello, World ÄÖ';
const valueOf = (v) => ({ valueOf() { console.log('valueOf', v); return v; } });
const show = (label, values) => console.log(label, values.map((v) => (typeof v === 'string' ? JSON.stringify(v) : String(v))).join(' | '));

show('charCodeAt', [s.charCodeAt(1), s.charCodeAt(99), s.charCodeAt(), s.charCodeAt(-1), s.charCodeAt(1.7),
  s.charCodeAt('2'), s.charCodeAt(null), s.charCodeAt(true), s.charCodeAt(valueOf(3)), s.charCodeAt(NaN), s.charCodeAt(-0)]);
show('codePointAt', [s.codePointAt(0), s.codePointAt(100), '😀x'.codePointAt(0), '😀x'.codePointAt(1), '😀x'.codePointAt(-1)]);
show('charAt/at', [s.charAt(0), s.charAt(100), s.charAt(-1), s.charAt(Infinity), s.at(-1), s.at(100), s.at(0), s.at(-100), s.at(valueOf(1))]);
show('indexOf', [s.indexOf('o'), s.indexOf('o', 5), s.indexOf('o', -5), s.indexOf('o', 100), s.indexOf(''), s.indexOf('', 100),
  s.indexOf({ toString() { return 'W'; } }), s.indexOf(undefined), 'a undefined'.indexOf(), s.indexOf('l', valueOf(4))]);
show('includes/startsWith/endsWith', [s.includes('World'), s.includes('World', 8), s.startsWith('Hell'), s.startsWith('ello', 1),
  s.endsWith('ÄÖ'), s.endsWith('Hello', 5), s.endsWith('x', -3), s.endsWith('', 0), s.startsWith('', 99), s.endsWith('H', 1.9)]);
try { s.startsWith(/H/); } catch (e) { console.log(e.constructor.name, e.message); }
try { s.includes(/H/); } catch (e) { console.log(e.constructor.name, e.message); }
show('slice', [s.slice(1, 4), s.slice(-3), s.slice(3, 1), s.slice(), s.slice(NaN, 2), s.slice(0, -1), s.slice(undefined, 3), s.slice(-Infinity, Infinity)]);
show('substring/substr', [s.substring(4, 1), s.substring(-1, 3), s.substring(3), s.substring(NaN), s.substring(2, undefined),
  s.substr(-3, 2), s.substr(2), s.substr(1, -1), s.substr(1, undefined), s.substr(-100, 3), s.substr(valueOf(2), 2)]);
show('case', ['ABC'.toLowerCase(), 'abc'.toLowerCase(), 'MiXeD 123 [@`{'.toUpperCase(), 'MiXeD 123 [@`{'.toLowerCase(), 'ÄÖ'.toLowerCase(),
  'ß'.toUpperCase(), ''.toUpperCase(), 'İ'.toLowerCase().length, 'ΑΣ'.toLowerCase(), 'abc'.toLocaleUpperCase()]);
const lower = 'already lower';
console.log('same string', lower.toLowerCase() === lower, Object.is(lower.toLowerCase(), lower));
show('receivers', [String.prototype.charCodeAt.call(12345, 1), String.prototype.slice.call(true, 1), String.prototype.indexOf.call([1, 2], ','),
  String.prototype.toUpperCase.call({ toString() { return 'obj'; } }), String.prototype.charAt.call(new String('boxed'), 1)]);
for (const method of ['charCodeAt', 'indexOf', 'slice', 'toLowerCase']) {
  try { String.prototype[method].call(undefined, 0); } catch (e) { console.log(e.constructor.name, e.message); }
}
show('fromCharCode', [String.fromCharCode(65), String.fromCharCode(65, 66, 67), String.fromCharCode(0x10041), String.fromCharCode(),
  String.fromCharCode('66'), String.fromCharCode(228), String.fromCharCode(-1).charCodeAt(0), String.fromCharCode(valueOf(72), 105),
  String.fromCharCode(...Array.from({ length: 20 }, (_, i) => 97 + i))]);

const o = { a: 1, [Symbol.iterator]: 2 };
o[3] = 4;
const hasOwn = Object.prototype.hasOwnProperty;
show('hasOwnProperty', [o.hasOwnProperty('a'), o.hasOwnProperty('b'), o.hasOwnProperty('toString'), o.hasOwnProperty(3), o.hasOwnProperty('3'),
  o.hasOwnProperty(Symbol.iterator), hasOwn.call(o, 'a'), hasOwn.call([1], 0), hasOwn.call([1], 'length'), hasOwn.call('ab', 'length'),
  hasOwn.call('ab', 1), hasOwn.call(function f() {}, 'prototype'), hasOwn.call(new Proxy({ p: 1 }, {}), 'p'), hasOwn.call(o, { toString() { return 'a'; } })]);
try { hasOwn.call(null, 'a'); } catch (e) { console.log(e.constructor.name, e.message); }
const trapped = new Proxy({}, { getOwnPropertyDescriptor(target, key) { console.log('trap', key); return undefined; } });
console.log('proxy trap', hasOwn.call(trapped, 'x'));

show('keys', [JSON.stringify(Object.keys(o)), JSON.stringify(Object.keys([5, , 6])), JSON.stringify(Object.keys('ab')),
  JSON.stringify(Object.keys(Object.create({ x: 1 }, { y: { value: 1, enumerable: true }, z: { value: 2 } }))),
  JSON.stringify(Object.keys(new Proxy({ p: 1, q: 2 }, {}))), JSON.stringify(Object.keys(function () {})), JSON.stringify(Object.keys(new Uint8Array(2)))]);
try { Object.keys(undefined); } catch (e) { console.log(e.constructor.name, e.message); }

const toString = Object.prototype.toString;
class WithGetter { get [Symbol.toStringTag]() { return 'Getter'; } }
const tagged = { [Symbol.toStringTag]: 'Mine' };
console.log('toString', [undefined, null, 1, 'a', true, Symbol(), 1n, {}, [], function () {}, () => {}, class {}, new Error('x'), /x/,
  new Date(0), new WithGetter(), tagged, Object.create(tagged), { [Symbol.toStringTag]: 5 }, new Map(), new Set(), Promise.resolve(),
  new Uint8Array(2), new Proxy({}, {}), new Proxy([], {}), Math, JSON, (function () { return arguments; })(), new String('s'),
  Object.create(null), new ArrayBuffer(1), Object].map((v) => toString.call(v)).join(' '));

const a = [1, 2, 3];
show('push/pop/indexOf', [a.push(4), a.push(5, 6), a.push(), a.pop(), a.indexOf(3), a.indexOf(3, 3), a.indexOf(1, -10), a.indexOf('1'),
  [NaN].indexOf(NaN), a.indexOf(2, Infinity), a.indexOf(2, -Infinity), [].pop(), [, 1].indexOf(undefined), a.indexOf(4, valueOf(1)), a.join()]);
const frozen = Object.freeze([1, 2]);
try { frozen.push(3); } catch (e) { console.log(e.constructor.name); }
try { frozen.pop(); } catch (e) { console.log(e.constructor.name); }
const arrayLike = { length: 1, 0: 'x' };
show('array-likes', [Array.prototype.push.call(arrayLike, 'y'), Array.prototype.pop.call(arrayLike), Array.prototype.indexOf.call(arrayLike, 'x'), arrayLike.length]);
show('isArray', [Array.isArray([]), Array.isArray({}), Array.isArray(), Array.isArray(new Proxy([], {})), Array.isArray('[]')]);
const revocable = Proxy.revocable([], {});
revocable.revoke();
try { Array.isArray(revocable.proxy); } catch (e) { console.log(e.constructor.name, e.message); }

show('Math', [Math.max(), Math.min(), Math.max(1, 3, 2), Math.max(1, NaN), Object.is(Math.min(0, -0), -0), Object.is(Math.max(-0, 0), 0),
  Math.max('5', 2), Math.floor(2.5), Math.abs(-3), Math.floor('7.5'), Math.sqrt(), Math.max(null, -1), Math.min(valueOf(3), 4), Math.round(-0.5)]);

// call and apply of a native go straight to it, with the same `this` and arguments.
show('call/apply', [Math.max.apply(null, [1, 9, 3]), Math.min.apply(Math, a), String.fromCharCode.apply(null, [72, 105]),
  Math.max.call(null, 4, 8), ''.concat.call('a', 'b', 'c'), Array.prototype.slice.call({ length: 2, 0: 'x', 1: 'y' }).join(),
  (function () { return Array.prototype.slice.apply(arguments).length; })(1, 2, 3), Math.max.apply(null), Math.max.call(),
  String.prototype.toUpperCase.call('call'), Function.prototype.call.call(String.prototype.charAt, 'xyz', 2)]);
try { Math.max.apply(null, 5); } catch (e) { console.log(e.constructor.name, e.message); }
function outer() { return new Error('where').stack.split('\n').slice(0, 2).map((line) => line.trim().split(' (')[0]).join(' / '); }
console.log(Reflect.apply.call(null, outer, null, []));

// test and exec of a plain RegExp with a number lastIndex; anything else takes the full body.
const regexpResults = [];
const global = /a(b)?/g;
regexpResults.push(global.test('xab'), global.lastIndex, global.test('xab'), global.lastIndex, RegExp.$1, RegExp.lastMatch);
const sticky = /\w+/y;
sticky.lastIndex = 2;
regexpResults.push(sticky.exec('ab cd'), sticky.lastIndex);
sticky.lastIndex = 3;
regexpResults.push(JSON.stringify(sticky.exec('ab cd')), sticky.exec('ab cd'), sticky.lastIndex);
const objectIndex = /b/g;
objectIndex.lastIndex = { valueOf() { regexpResults.push('valueOf'); return 1; } };
regexpResults.push(objectIndex.test('abc'), objectIndex.lastIndex);
const ownExec = /x/;
ownExec.exec = () => { regexpResults.push('own exec'); return null; };
regexpResults.push(ownExec.test('x'), /x/.test(5), /5/.test(5), /u/.test(), /undefined/.test());
const named = /(?<y>\d{4})/.exec('in 2024');
regexpResults.push(named.index, named.input, named.groups.y);
try { Object.freeze(/a/g).test('a'); } catch (e) { regexpResults.push(e.constructor.name); }
console.log('regexp', regexpResults.map(String).join(' | '));
