// process.nextTick passes its extra arguments as given (their count too, so a callback
// sees `undefined` passed apart from none), runs ticks queued from ticks in order after
// those already queued, and a tick that throws leaves the later ones to run.
'use strict';
function show(label) {
  return function (...args) {
    console.log(label, args.length, JSON.stringify(args.map((value) => value === undefined ? 'undefined' : value)));
  };
}
process.on('uncaughtException', (error) => console.log('uncaught', error.message));
process.nextTick(show('none'));
process.nextTick(show('one undefined'), undefined);
process.nextTick(show('two'), 1, 'b');
process.nextTick(show('three'), 1, 2, 3);
process.nextTick(show('four'), 1, 2, 3, 4);
process.nextTick(show('six'), 1, 2, 3, 4, 5, 6);
process.nextTick(function () {
  console.log('this is undefined:', this === undefined);
  process.nextTick(show('queued from a tick'), 'x');
});
process.nextTick(() => { throw new Error('thrown in a tick'); });
process.nextTick(show('after the throw'), 'y');
setImmediate(() => console.log('immediate'));
