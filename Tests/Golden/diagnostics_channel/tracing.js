// Tracing channels: traceSync, tracePromise and traceCallback publish start/end/asyncStart/
// asyncEnd/error in Node's order with the context object, and run the traced function
// unchanged when nothing listens.
const dc = require('diagnostics_channel');

const tracing = dc.tracingChannel('op');
console.log('names', tracing.start.name, tracing.end.name, tracing.asyncStart.name, tracing.asyncEnd.name, tracing.error.name);
console.log('hasSubscribers', tracing.hasSubscribers);
console.log('untraced', tracing.traceSync((a, b) => a + b, {}, null, 1, 2));

const seen = (event) => (context) => console.log(event, JSON.stringify(context, (key, value) =>
  (value instanceof Error ? `Error(${value.message})` : value)));
const handlers = {
  start: seen('start'), end: seen('end'), asyncStart: seen('asyncStart'), asyncEnd: seen('asyncEnd'), error: seen('error'),
};
tracing.subscribe(handlers);
console.log('hasSubscribers', tracing.hasSubscribers, dc.hasSubscribers('tracing:op:start'));

console.log('traceSync returns', tracing.traceSync(function (a) { return this.base + a; }, { kind: 'sync' }, { base: 10 }, 5));
try {
  tracing.traceSync(() => { throw new Error('sync failure'); }, { kind: 'sync-throw' });
} catch (e) {
  console.log('rethrown', e.message);
}

const steps = [
  () => tracing.tracePromise(async (x) => x * 2, { kind: 'promise' }, null, 21).then((v) => console.log('resolved', v)),
  () => tracing.tracePromise(() => Promise.reject(new Error('rejected')), { kind: 'promise-reject' })
    .catch((e) => console.log('caught', e.message)),
  () => tracing.tracePromise(() => 'not a promise', { kind: 'plain value' }).then((v) => console.log('value', v)),
  () => new Promise((resolve) => {
    tracing.traceCallback((value, callback) => setImmediate(() => callback(null, value + 1)), -1,
      { kind: 'callback' }, null, 41, (err, result) => {
        console.log('callback got', err, result);
        resolve();
      });
  }),
  () => new Promise((resolve) => {
    tracing.traceCallback((callback, value) => process.nextTick(callback, new Error('cb failure')), 0,
      { kind: 'callback-error' }, null, (err) => {
        console.log('callback error', err.message);
        resolve();
      }, 'v');
  }),
  () => {
    console.log('unsubscribe', tracing.unsubscribe(handlers), tracing.hasSubscribers);
    try {
      tracing.traceCallback(() => {}, -1, {}, null, 'not a function');
      console.log('untraced callbacks are not checked');
    } catch (e) {
      console.log(e.code);
    }
    try {
      dc.tracingChannel(42);
    } catch (e) {
      console.log(e.name, e.code, e.message);
    }
    const custom = dc.tracingChannel({
      start: dc.channel('s'), end: dc.channel('e'), asyncStart: dc.channel('as'), asyncEnd: dc.channel('ae'), error: dc.channel('er'),
    });
    console.log('from channels', custom.start.name, custom.error.name);
  },
];
steps.reduce((promise, step) => promise.then(step), Promise.resolve());
