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
