// process.on('SIGTERM' | 'SIGINT' | 'SIGHUP' | 'SIGUSR2'): the listener runs instead of the
// signal ending the process; each signal is sent only after the previous one was handled.
const order = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGUSR2'];
const keepAlive = setTimeout(() => console.log('timed out waiting for a signal'), 60000);
let index = 0;
function handler(name, number) {
  console.log('received', name, typeof number, this === process);
  process.removeListener(name, handler);
  index++;
  if (index < order.length) {
    process.on(order[index], handler);
    process.kill(process.pid, order[index]);
  } else {
    clearTimeout(keepAlive);
    console.log('listeners left:', order.map((name) => process.listenerCount(name)).join(','));
  }
}
process.on(order[0], handler);
process.kill(process.pid, order[0]);
console.log('sent', order[0]);
