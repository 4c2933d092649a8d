// The global object says `global` to Object.prototype.toString, and has V8's object of its
// own between it and Object.prototype, which packages use to tell it from plain objects.
console.log(Object.prototype.toString.call(globalThis), String(globalThis[Symbol.toStringTag]));
console.log(Object.getOwnPropertyDescriptor(globalThis, Symbol.toStringTag));
const proto = Object.getPrototypeOf(globalThis);
console.log(proto === Object.prototype, Object.getPrototypeOf(proto) === Object.prototype, Object.getOwnPropertyNames(proto), proto.constructor === Object);
console.log(globalThis.constructor === Object, globalThis instanceof Object, Object.prototype.toString.call(proto));
console.log(require('util').inspect(globalThis, { depth: 0 }).split('\n')[0]);
console.log(typeof hasOwnProperty, typeof toString, toString === Object.prototype.toString);
