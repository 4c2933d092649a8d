// Libraries detect Node by process's class string (bluebird's util.isNode, which then
// schedules its callbacks with setImmediate: its then-callbacks run after promise jobs).
console.log(Object.prototype.toString.call(process), String(process));
const descriptor = Object.getOwnPropertyDescriptor(process, Symbol.toStringTag);
console.log(descriptor.value, descriptor.writable, descriptor.enumerable, descriptor.configurable);
console.log(Object.keys(process).includes(Symbol.toStringTag.toString()));
console.log(require("util").inspect(process,{depth:0}).split("\n")[0], process instanceof process.constructor, process.constructor.name)
