// Annex B's Object.prototype.__defineGetter__, __defineSetter__, __lookupGetter__ and
// __lookupSetter__ (§B.2.2.2–5), as packages like colors use them on String.prototype.
const attempt = (fn) => { try { return fn(); } catch (error) { return `${error.name}: ${error.message}`; } };
const names = ['__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__'];
for (const name of names) {
  const descriptor = Object.getOwnPropertyDescriptor(Object.prototype, name);
  console.log(name, typeof descriptor.value, descriptor.value.length, descriptor.enumerable, descriptor.writable, descriptor.configurable);
}
String.prototype.__defineGetter__('shout', function () { return `${this.toUpperCase()}!`; });
console.log('hello'.shout, Object.getOwnPropertyDescriptor(String.prototype, 'shout').enumerable);
const target = {};
let stored;
target.__defineSetter__('value', (v) => { stored = v * 2; });
target.value = 21;
console.log(stored, typeof target.__lookupSetter__('value'), target.__lookupGetter__('value'));
const child = Object.create(target);
console.log(child.__lookupSetter__('value') === target.__lookupSetter__('value'));
const shadow = Object.create(target, { value: { value: 1 } });
console.log(shadow.__lookupSetter__('value'));
console.log(attempt(() => ({}).__defineGetter__('x', 1)));
console.log(attempt(() => ({}).__defineSetter__('x', {})));
console.log(attempt(() => Object.prototype.__lookupGetter__.call(null, 'x')));
console.log(attempt(() => Object.freeze({}).__defineGetter__('x', () => 1)));
const key = { toString() { return 'computed'; } };
const object = {};
object.__defineGetter__(key, () => 'from key');
console.log(object.computed, 'abc'.__lookupGetter__('length'));
