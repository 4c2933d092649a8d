// util.inherits, util.deprecate and util.types.
const util = require('util');
function Animal(name) {
  this.name = name;
}
Animal.prototype.speak = function () {
  return `${this.name} makes a sound`;
};
function Dog(name) {
  Animal.call(this, name);
}
util.inherits(Dog, Animal);
const d = new Dog('Rex');
console.log(d.speak(), d instanceof Animal, Dog.super_ === Animal);
try {
  util.inherits(Dog, null);
} catch (err) {
  console.log(err.code, err.message);
}
process.on('warning', (w) => console.log('warning:', w.name, w.code, w.message));
const old = util.deprecate((x) => x * 2, 'old() is deprecated', 'DEP_TEST');
console.log(old(2), old(3));
const t = util.types;
console.log(t.isPromise(Promise.resolve()), t.isPromise({ then() {} }));
console.log(t.isMap(new Map()), t.isSet(new Set()), t.isWeakMap(new WeakMap()), t.isWeakSet(new WeakSet()));
console.log(t.isNativeError(new TypeError()), t.isNativeError({ name: 'Error' }));
console.log(t.isAsyncFunction(async () => {}), t.isAsyncFunction(() => {}));
console.log(t.isGeneratorFunction(function* () {}), t.isGeneratorFunction(function () {}));
console.log(t.isBoxedPrimitive(new String('')), t.isBoxedPrimitive(''), t.isNumberObject(new Number(1)));
console.log(t.isArgumentsObject((function () { return arguments; })()), t.isArgumentsObject([]));
console.log(util.isError(new Error()), util.isFunction(() => {}), util.isPrimitive(null), util.isObject(null));
