// util.deprecate's fourth parameter (useEmitSync, Node 20.19): with a code, the
// 'warning' event is emitted before the wrapped call returns rather than on the next tick.
const util = require('util');
const order = [];
process.on('warning', (w) => order.push(`warning ${w.name} ${w.code} ${w.message}`));
const syncOld = util.deprecate(() => 'sync result', 'sync is old', 'DEP_SYNC_1', true);
const asyncOld = util.deprecate(() => 'async result', 'async is old', 'DEP_ASYNC_1');
order.push(syncOld());
order.push('after sync call');
order.push(asyncOld());
order.push('after async call');
syncOld();
const sameCode = util.deprecate(() => 'same code', 'same code again', 'DEP_SYNC_1', true);
order.push(sameCode());
// Without a code, the fourth parameter does not matter: the warning waits for the next tick.
const noCode = util.deprecate(() => 'no code', 'no code given', undefined, true);
order.push(noCode());
order.push('end of script');
process.nextTick(() => console.log(order.join('\n')));
setImmediate(() => console.log(order.slice(-2).join('\n')));
