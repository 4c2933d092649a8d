'use strict';
// CallTracker: recorded calls are frozen, the wrapper ignores traps planted on
// Object.prototype, and tracking from an 'exit' listener is refused.
const assert = require('assert');
process.noDeprecation = true;

const tracker = new assert.CallTracker();
Object.prototype.get = () => { throw new Error('planted get trap ran'); };
function add(a, b) { return a + b; }
add.label = 'adder';
const tracked = tracker.calls(add, 2);
console.log(tracked(1, 2), tracked.label, tracked.name, tracked.length);
delete Object.prototype.get;

const calls = tracker.getCalls(tracked);
console.log(Object.isFrozen(calls), Object.isFrozen(calls[0]), Object.isFrozen(calls[0].arguments));
for (const attempt of [() => calls.push(1), () => Object.assign(calls[0], { foo: 1 }), () => calls[0].arguments.push(1)]) {
  try { attempt(); console.log('changed'); } catch (error) { console.log(error.name, error.message); }
}
console.log(tracker.report().map((entry) => entry.message));
tracked(3, 4);
tracker.verify();
console.log('verified');

process.on('exit', () => {
  try { tracker.calls(add, 1); } catch (error) { console.log(error.code, error.message); }
});
