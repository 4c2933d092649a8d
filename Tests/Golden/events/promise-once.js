// events.once() resolves with the arguments or rejects on 'error'.
const events = require('events');
const { once, EventEmitter } = events;

async function main() {
  const e = new EventEmitter();
  setTimeout(() => e.emit('ready', 'a', 2), 1);
  const args = await once(e, 'ready');
  console.log(JSON.stringify(args), e.listenerCount('error'), e.listenerCount('ready'));

  const p = once(e, 'never');
  e.emit('error', new Error('failed'));
  try {
    await p;
  } catch (err) {
    console.log('rejected', err.message, e.listenerCount('never'));
  }
  const q = once(e, 'error');
  e.emit('error', 'as value');
  console.log(JSON.stringify(await q));
}
main().then(() => console.log('done'));
