// The deprecated timers.enroll/unenroll/active/_unrefActive: plain objects with an
// `_onTimeout` used as timers, each function warning once with its DEP code.
const timers = require('timers');

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

const warnings = [];
process.on('warning', (warning) => warnings.push(`${warning.name} ${warning.code} ${warning.message}`));

for (const name of ['enroll', 'unenroll', 'active', '_unrefActive']) {
  console.log(name, typeof timers[name], timers[name].name, timers[name].length);
}

const order = [];
const late = { _onTimeout() { order.push('late (20 ms)'); finish(); } };
const early = {
  _onTimeout() {
    order.push(`early (5 ms), this is the item: ${this === early}`);
  },
};
timers.enroll(late, 20);
timers.enroll(early, 5);
console.log(early._idleTimeout, early._idleNext === early, early._idlePrev === early, Object.keys(early));
// The early one starts first: each start reads the clock afresh (as Node's getLibuvNow), so on
// a loaded machine a later start of the 5 ms one could otherwise expire after the 20 ms one.
timers.active(early);
timers.active(late);

const cancelled = { _onTimeout() { order.push('cancelled one ran'); } };
timers.enroll(cancelled, 1);
timers._unrefActive(cancelled);
timers.unenroll(cancelled);
console.log('after unenroll:', cancelled._idleTimeout);

// An unref'd item does not keep the process alive: this one never runs.
const unreferenced = { _onTimeout() { order.push('unref ran'); } };
timers.enroll(unreferenced, 60 * 1000);
timers._unrefActive(unreferenced);

attempt('negative:', () => timers.enroll({}, -1));
attempt('not a number:', () => timers.enroll({}, 'a'));
attempt('infinite:', () => timers.enroll({}, Infinity));
const huge = {};
timers.enroll(huge, 2 ** 31);
console.log('truncated to', huge._idleTimeout);

function finish() {
  console.log(order);
  setImmediate(() => console.log(warnings));
}
