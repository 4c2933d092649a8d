// events.once(emitter, name, { signal }): an abort rejects with Node's AbortError and
// removes the listeners; an already aborted signal rejects at once; EventTargets work too.
const { once, EventEmitter } = require('events');

async function main() {
  const emitter = new EventEmitter();
  const controller = new AbortController();
  const pending = once(emitter, 'ready', { signal: controller.signal });
  console.log('listeners while waiting:', emitter.listenerCount('ready'), emitter.listenerCount('error'));
  controller.abort();
  try {
    await pending;
  } catch (error) {
    console.log(error.name, error.code, error.message, error.constructor.name, error instanceof Error);
    console.log('cause:', error.cause.name, error.cause.message);
  }
  console.log('listeners after abort:', emitter.listenerCount('ready'), emitter.listenerCount('error'));

  try {
    await once(emitter, 'ready', { signal: AbortSignal.abort('too late') });
  } catch (error) {
    console.log('already aborted:', error.name, error.cause);
  }

  const later = new AbortController();
  const resolved = once(emitter, 'ready', { signal: later.signal });
  emitter.emit('ready', 1, 2);
  console.log('resolved:', await resolved);
  later.abort();

  const target = new EventTarget();
  const fromTarget = once(target, 'ping');
  target.dispatchEvent(new Event('ping'));
  const [event] = await fromTarget;
  console.log('event target:', event.type);

  for (const bad of [null, 'x', {}]) {
    try {
      await once(emitter, 'ready', { signal: bad });
    } catch (error) {
      console.log('bad signal:', error.code);
    }
  }
}
main();
