// monitorEventLoopDelay: an interval histogram of the loop's lateness. A blocked loop must
// show up as one long delay; the timer never keeps the process alive.
const util = require('util');
const { monitorEventLoopDelay } = require('perf_hooks');

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

const monitor = monitorEventLoopDelay({ resolution: 5 });
console.log(Object.getPrototypeOf(monitor).constructor.name, Object.getOwnPropertyNames(Object.getPrototypeOf(monitor)));
console.log(util.inspect(monitor), typeof monitor.record);
console.log(monitor.enable(), monitor.enable());

// Spin until the timer has sampled a few times, then block the loop for 100 ms.
function spin(ms) {
  const end = Date.now() + ms;
  while (Date.now() < end);
}
let rounds = 0;
function round() {
  rounds++;
  if (monitor.count < 3 && rounds < 2000) {
    setTimeout(round, 5);
    return;
  }
  spin(100);
  setTimeout(() => {
    console.log('sampled:', monitor.count >= 3);
    console.log('a 100 ms block was seen:', monitor.max >= 90e6);
    console.log('min recorded:', monitor.min > 0 && monitor.min <= monitor.max);
    console.log('percentiles ordered:', [...monitor.percentiles.values()].every((v, i, a) => i === 0 || v >= a[i - 1]));
    console.log(monitor.disable(), monitor.disable());
    const count = monitor.count;
    setTimeout(() => {
      console.log('no samples while disabled:', monitor.count === count);
      monitor.reset();
      console.log(monitor.count, monitor.min, monitor.max);
      // An enabled monitor does not keep the process running.
      monitorEventLoopDelay().enable();
    }, 30);
  }, 10);
}
round();

attempt('resolution 0:', () => monitorEventLoopDelay({ resolution: 0 }));
attempt('resolution 1.5:', () => monitorEventLoopDelay({ resolution: 1.5 }));
attempt("resolution 'a':", () => monitorEventLoopDelay({ resolution: 'a' }));
attempt('options 1:', () => monitorEventLoopDelay(1));
attempt('unbound enable:', () => Object.getPrototypeOf(monitor).enable.call({}));
