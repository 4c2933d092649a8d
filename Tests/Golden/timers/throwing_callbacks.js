// A callback that throws is reported as an uncaught exception; with an 'uncaughtException'
// handler the other due timers (and the rest of the check phase) still run in the same
// turn, the next one before the ticks queued meanwhile (Node's RunTimers/CheckImmediate).
process.on('uncaughtException', (error) => {
  console.log('caught', error.message);
  process.nextTick(() => console.log('tick from handler', error.message));
});
setTimeout(() => {
  console.log('t1');
  process.nextTick(() => console.log('tick t1'));
  throw new Error('t1');
}, 1);
setTimeout(() => console.log('t2'), 1);
setTimeout(() => {
  console.log('t3');
  throw new Error('t3');
}, 1);
setTimeout(() => {
  console.log('t4');
  setImmediate(() => {
    console.log('i1');
    process.nextTick(() => console.log('tick i1'));
    throw new Error('i1');
  });
  setImmediate(() => console.log('i2'));
  setImmediate(() => {
    console.log('i3');
    throw new Error('i3');
  });
  setImmediate(() => {
    console.log('i4');
    setImmediate(() => {
      console.log('i5, next check phase');
      const interval = setInterval(() => {
        console.log('interval throws');
        clearInterval(interval);
        throw new Error('interval');
      }, 1);
    });
  });
}, 1);
// All four are due when the loop starts.
const busyUntil = Date.now() + 5;
while (Date.now() < busyUntil);
process.on('beforeExit', () => console.log('beforeExit'));
process.on('exit', () => console.log('exit'));
