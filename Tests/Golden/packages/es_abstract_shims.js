// node_modules: call-bind get-intrinsic es-abstract side-channel define-properties object-keys has-symbols is-callable which-typed-array object.assign function.prototype.name string.prototype.trim regexp.prototype.flags array.prototype.find es-get-iterator internal-slot
// Debian packages: node-es-abstract node-call-bind node-get-intrinsic node-side-channel node-define-properties node-object-keys node-has-symbols node-is-callable node-which-typed-array node-object.assign node-function.prototype.name node-string.prototype.trim node-regexp.prototype.flags node-array.prototype.find node-es-get-iterator node-internal-slot
const callBind = require('call-bind');
const callBound = require('call-bind/callBound');
const GetIntrinsic = require('get-intrinsic');
const $slice = callBound('Array.prototype.slice');
const $toString = callBound('%Object.prototype.toString%');
console.log($slice([1, 2, 3], 1), $toString(null), callBind(function () { return this.x; })({ x: 'bound' }));
console.log(typeof GetIntrinsic('%Array.prototype.push%'), GetIntrinsic('%Math.max%')(1, 5), typeof GetIntrinsic('%AsyncGeneratorFunction%'), typeof GetIntrinsic('%ThrowTypeError%'), GetIntrinsic('%TypedArray%').name);
try { GetIntrinsic('%NotAThing%'); } catch (e) { console.log(e.constructor.name, e.message); }
const ES = require('es-abstract');
console.log(ES.ToNumber('0x10'), ES.ToString(Symbol.iterator === 1 ? 1 : 42), ES.IsCallable(() => {}), ES.SameValueZero(NaN, NaN), ES.Type(null), ES.ToPropertyKey(1));
const ES2020 = require('es-abstract/es2020');
console.log(ES2020.ToInteger('-3.7'), ES2020.IsArray([]), ES2020.LengthOfArrayLike({ length: '3' }), ES2020.CanonicalNumericIndexString('-0'), ES2020.StringToBigInt('0x1f'), ES2020.Call(Math.max, null, [2, 9]));
const sc = require('side-channel')();
const k = {};
sc.set(k, 'secret');
console.log(sc.get(k), sc.has({}), sc.has(k));
try { sc.assert({}); } catch (e) { console.log(e.constructor.name, e.message); }
const define = require('define-properties');
const target = {};
define(target, { a: 1, b: 2 }, { b: () => false });
console.log(Object.getOwnPropertyDescriptor(target, 'a'), define.supportsDescriptors);
console.log(require('object-keys')({ z: 1, y: 2 }), require('has-symbols')(), require('is-callable')(class {}), require('is-callable')(null));
console.log(require('which-typed-array')(new Float32Array(1)), require('which-typed-array')([]));
const assign = require('object.assign');
console.log(assign({}, { a: 1 }, null, { b: 2 }), assign.shim === undefined ? 'noshim' : typeof assign.getPolyfill());
const fname = require('function.prototype.name');
console.log(fname(function foo() {}), fname(() => {}), fname(class Bar {}));
console.log(JSON.stringify(require('string.prototype.trim')('\u00a0 x \n')), require('regexp.prototype.flags')(/a/gimsuy), require('array.prototype.find')([5, 12, 8], x => x > 10));
const getIterator = require('es-get-iterator');
const it = getIterator(new Map([['a', 1]]));
console.log(it.next(), [...{ [Symbol.iterator]: () => getIterator('ab') }]);
const SLOT = require('internal-slot');
const o = {};
SLOT.set(o, '[[Thing]]', 7);
console.log(SLOT.get(o, '[[Thing]]'), SLOT.has(o, '[[Other]]'));
