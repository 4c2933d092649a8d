// Timers and immediates are disposable (Symbol.dispose clears them, Node 20.5), and
// timers/promises.scheduler is the one Scheduler: its constructor is illegal and its methods
// want it as `this`.
const { scheduler } = require('timers/promises');

const timer = setTimeout(() => console.log('timeout ran'), 1);
const interval = setInterval(() => console.log('interval ran'), 1);
const immediate = setImmediate(() => console.log('immediate ran'));
timer[Symbol.dispose]();
interval[Symbol.dispose]();
immediate[Symbol.dispose]();
console.log('disposed:', timer._destroyed, interval._destroyed, immediate._destroyed);

try {
  new scheduler.constructor();
} catch (err) {
  console.log('new Scheduler:', err.name, err.code, err.message);
}
try {
  scheduler.wait.call({}, 1);
} catch (err) {
  console.log('wait on another this:', err.code);
}
try {
  scheduler.yield.call(null);
} catch (err) {
  console.log('yield on null:', err.code, err.message);
}
scheduler.yield().then(() => scheduler.wait(1)).then(() => console.log('scheduler waited'));
