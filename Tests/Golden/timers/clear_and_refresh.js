// Clearing immediates and timers from inside callbacks and ticks, refresh() of a fired
// timer, unref'd immediates, and lists of several durations due at once.
const order = [];
const log = (what) => order.push(what);

setImmediate(() => {
  log('i1');
  clearImmediate(i2);
  process.nextTick(() => {
    log('tick after i1');
    clearImmediate(i3);
  });
  Promise.resolve().then(() => log('micro after i1'));
});
const i2 = setImmediate(() => log('i2 (cleared)'));
const i3 = setImmediate(() => log('i3 (cleared by a tick)'));
setImmediate(() => {
  log('i4');
  let fired = 0;
  const again = setTimeout(() => {
    fired++;
    log(`again fired ${fired}`);
    if (fired === 1) {
      setTimeout(() => again.refresh(), 1);
      return;
    }
    // Two timers of one list: the first clears the second.
    const clearsNext = setTimeout(() => {
      log('clearsNext');
      clearTimeout(victim);
      setTimeout(() => console.log(order.join('\n')), 5);
    }, 2);
    const victim = setTimeout(() => log('victim (cleared)'), 2);
  }, 1);
});
const unrefd = setImmediate(() => log('unref\'d immediate'));
unrefd.unref();

for (let i = 0; i < 3; i++) setTimeout(() => log(`one-${i}`), 1);
for (let i = 0; i < 3; i++) setTimeout(() => log(`two-${i}`), 2);
const busyUntil = Date.now() + 5;
while (Date.now() < busyUntil);

