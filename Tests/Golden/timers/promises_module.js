'use strict';
// `timers.promises` is the `timers/promises` module itself, and util.promisify of the
// callback timers gives its functions.
const timers = require('timers');
const timersPromises = require('timers/promises');
const util = require('util');

console.log(Object.keys(timers));
console.log(timers.promises === timersPromises, Object.keys(timers.promises));
console.log(util.promisify(setTimeout) === timersPromises.setTimeout);
console.log(util.promisify(setImmediate) === timersPromises.setImmediate);
timers.promises.setTimeout(1, 'done').then(console.log);
