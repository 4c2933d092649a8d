// V8's legacy `caller` and `arguments` own properties of sloppy functions (node reads them:
// `arguments.callee.caller`), null for strict callers, built-ins and top-level code.
'use strict';
const sloppy = new Function(`
  function inner() { return inner.caller; }
  function outer() { return inner(); }
  function viaMap() { return [1].map(function f() { return f.caller; })[0]; }
  function viaApply() { return inner.apply(null, []); }
  function viaReflect() { return Reflect.apply(inner, null, []); }
  function viaEval() { return eval('inner()'); }
  function args(a, b) { a = 5; return args.arguments; }
  function recurse(n) { return n ? recurse(n - 1) : recurse.caller === recurse; }
  const object = { method() { return inner(); } };
  return { inner, outer, viaMap, viaApply, viaReflect, viaEval, args, recurse, object };
`)();
function strictCaller() { return sloppy.inner(); }

console.log(sloppy.outer() === sloppy.outer);
console.log(sloppy.viaMap());
console.log(sloppy.viaApply() === sloppy.viaApply, sloppy.viaReflect() === sloppy.viaReflect);
console.log(sloppy.viaEval() === sloppy.viaEval);
console.log(strictCaller());
console.log(sloppy.object.method() === sloppy.object.method);
console.log(sloppy.recurse(3));
const args = sloppy.args(1, 2);
console.log(Object.prototype.toString.call(args), args.length, args[1]);
console.log(sloppy.inner.caller, sloppy.inner.arguments);

// Shape: own, non-enumerable, non-configurable properties in V8's key order. (V8 shows
// them as data properties whose value changes; Eddy as getters, which keeps the invariants
// of [[GetOwnProperty]], so the descriptors' kind is not compared here.)
console.log(Object.getOwnPropertyNames(sloppy.inner));
for (const key of ['caller', 'arguments']) {
  const { enumerable, configurable } = Object.getOwnPropertyDescriptor(sloppy.inner, key);
  console.log(key, { enumerable, configurable });
}
console.log(Reflect.defineProperty(sloppy.inner, 'caller', { value: 1 }),
            Reflect.defineProperty(sloppy.inner, 'arguments', { get() {} }));
console.log(Reflect.deleteProperty(sloppy.inner, 'caller'), Reflect.set(sloppy.inner, 'caller', 2));
console.log(Object.isFrozen(Object.freeze(new Function('return 1'))));

// Everything else has none and reaches %ThrowTypeError% on Function.prototype.
for (const f of [strictCaller, () => 1, function* () {}, async function () {}, class {}, { m() {} }.m]) {
  let outcome;
  try { outcome = f.caller; } catch (error) { outcome = error.constructor.name; }
  console.log(Object.getOwnPropertyNames(f).join(), outcome);
}
