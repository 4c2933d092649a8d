'use strict';
// EventTarget's listener options read as Node reads them: addEventListener reads once,
// capture, passive and signal (in that order), refuses primitives other than booleans and
// a signal that is not an AbortSignal; removeEventListener reads only an object's capture.
const target = new EventTarget();
const reads = [];
const options = {};
for (const name of ['capture', 'once', 'passive', 'signal', 'dummy']) {
  Object.defineProperty(options, name, { get() { reads.push(name); return undefined; } });
}
target.addEventListener('a', null, options);
console.log('add reads', reads.splice(0));
target.removeEventListener('a', null, options);
console.log('remove reads', reads.splice(0));

for (const value of [1, 'str', 1n, Symbol('s')]) {
  try {
    target.addEventListener('a', () => {}, value);
    console.log(typeof value, 'accepted');
  } catch (error) {
    console.log(typeof value, error.name, error.code);
  }
}
for (const signal of [null, 1, {}, [], () => {}, undefined, new AbortController().signal]) {
  try {
    target.addEventListener('a', () => {}, { signal });
    console.log('signal', signal === null ? 'null' : typeof signal, 'accepted');
  } catch (error) {
    console.log('signal', signal === null ? 'null' : typeof signal, error.name, error.code);
  }
}
const fired = [];
const listener = (event) => fired.push(event.type);
target.addEventListener('b', listener, true);
target.removeEventListener('b', listener, true);
target.dispatchEvent(new Event('b'));
target.addEventListener('c', listener, { capture: true });
target.removeEventListener('c', listener, { capture: true });
target.dispatchEvent(new Event('c'));
console.log('fired', fired);
