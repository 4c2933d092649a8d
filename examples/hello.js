// A first look at Eddy's interpreter: classes, closures, generators, destructuring.
class Greeter {
  constructor(name) { this.name = name; }
  *greetings(times) {
    for (let i = 1; i <= times; i++) yield `Hello from ${this.name} (${i}/${times})`;
  }
}

const { name = 'Eddy', times = 2 } = {};
for (const line of new Greeter(name).greetings(times)) console.log(line);

const counter = (() => { let count = 0; return () => ++count; })();
counter();
console.log('closures count:', counter());

// The runtime around it: modules, the file system, timers and promises in Node's order.
const path = require('path');
const fs = require('fs');
console.log('this file has', fs.readFileSync(__filename, 'utf8').split('\n').length, 'lines:', path.basename(__filename));
setTimeout(() => console.log('a timer fired'), 1);
Promise.resolve('a promise settled').then(console.log);
process.nextTick(() => console.log('a tick ran'));
