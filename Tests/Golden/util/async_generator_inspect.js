// util.inspect names async generator functions and objects as Node does.
const util = require('util');
async function* named() { yield 1; }
const anonymous = async function* () {};
class Holder {
  async *method() {}
  static async *['computed' + 1]() {}
}
const object = { async *shorthand() {} };
const AsyncGeneratorFunction = Object.getPrototypeOf(named).constructor;
const made = new AsyncGeneratorFunction('a', 'yield a');

console.log(named, anonymous, Holder.prototype.method, Holder.computed1, object);
console.log(named(), made, made(1));
console.log(AsyncGeneratorFunction, Object.getPrototypeOf(named));
console.log(Object.getPrototypeOf(named).prototype);
console.log(util.inspect(named, { showHidden: true }));
console.log(util.types.isAsyncFunction(named), util.types.isGeneratorFunction(named),
            util.types.isGeneratorObject(named()), util.types.isAsyncFunction(named()));
console.log(String(named), String(Holder.prototype.method), String(object.shorthand));
console.log(String(made));
console.log(Object.prototype.toString.call(named), Object.prototype.toString.call(named()));
console.log(named.length, named.name, made.name, Object.getOwnPropertyNames(named).sort());
console.log(typeof Symbol.asyncIterator, Symbol.asyncIterator.toString());
