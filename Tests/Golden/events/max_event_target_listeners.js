// events.kMaxEventTargetListeners(Warned): an EventTarget's listener limit, set by
// events.setMaxListeners and read by getMaxListeners, warned about once when exceeded.
const events = require('events');

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

const { kMaxEventTargetListeners, kMaxEventTargetListenersWarned } = events;
console.log(kMaxEventTargetListeners, kMaxEventTargetListenersWarned, Object.keys(events).includes('kMaxEventTargetListeners'));
console.log(Object.getOwnPropertyDescriptor(events, 'kMaxEventTargetListeners'));

const target = new EventTarget();
console.log(target[kMaxEventTargetListeners], target[kMaxEventTargetListenersWarned], events.getMaxListeners(target));
events.setMaxListeners(2, target);
console.log(target[kMaxEventTargetListeners], events.getMaxListeners(target));

const warnings = [];
process.on('warning', (warning) => {
  // (The message names the target as util.inspect shows it at depth -1.)
  const message = warning.target === target ? warning.message : warning.message.replace(/added to .*\. Max/, 'added to … Max');
  warnings.push([warning.name, message, warning.type, warning.count, warning.target === target]);
});
for (let i = 0; i < 4; i++) target.addEventListener('ping', () => {});
target.addEventListener('pong', () => {});
console.log('warned:', target[kMaxEventTargetListenersWarned]);

const controller = new AbortController();
events.setMaxListeners(1, controller.signal);
controller.signal.addEventListener('abort', () => {});
controller.signal.addEventListener('abort', () => {});

events.setMaxListeners(0, target);
attempt('getMaxListeners at 0:', () => events.getMaxListeners(target));
events.defaultMaxListeners = 3;
console.log(new EventTarget()[kMaxEventTargetListeners]);
attempt('not a target:', () => events.setMaxListeners(1, {}));

setImmediate(() => console.log(warnings));
