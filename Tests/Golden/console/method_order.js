// Object.keys(console) in Node's order (Console.prototype's methods, then Console and what V8
// adds to the global console alone); Console instances and Console.prototype without V8's additions.
console.log(Object.keys(console).join(','));
const { Console } = require('console');
console.log(Object.keys(new Console(process.stdout)).join(','));
console.log(Object.getOwnPropertyNames(Console.prototype).join(','));
console.log(typeof console.profile, typeof console.timeStamp, typeof new Console(process.stdout).profile, console.profile(), console.timeStamp('x'));
const c = new Console(process.stdout); c.count(); c.count('a'); c.count(); console.count(); c.group('g'); c.log('in'); c.groupEnd(); c.table([1]);
