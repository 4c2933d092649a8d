// events.on(emitter, name, { signal }): an abort ends the iteration with an AbortError, a
// signal already aborted throws at once, and an EventTarget is iterated as well as an emitter.
const { on, EventEmitter } = require('events');

async function abortDuringIteration() {
  const ee = new EventEmitter();
  const ac = new AbortController();
  process.nextTick(() => { ee.emit('tick', 1); ee.emit('tick', 2, 'x'); ac.abort(); });
  const seen = [];
  try {
    for await (const args of on(ee, 'tick', { signal: ac.signal })) seen.push(args);
  } catch (e) {
    console.log('aborted:', e.name, e.code, e.message);
  }
  console.log('seen', JSON.stringify(seen), 'listeners left', ee.listenerCount('tick'), ee.listenerCount('error'));
}

async function abortWhileWaiting() {
  const ee = new EventEmitter();
  const ac = new AbortController();
  const iterator = on(ee, 'data', { signal: ac.signal });
  const pending = iterator.next();
  ac.abort('why');
  try { await pending; } catch (e) { console.log('pending next rejected:', e.name, e.cause); }
  console.log('after abort', JSON.stringify(await iterator.next()));
}

function alreadyAborted() {
  try {
    on(new EventEmitter(), 'x', { signal: AbortSignal.abort() });
  } catch (e) {
    console.log('already aborted:', e.name, e.code);
  }
  for (const signal of [1, 'signal', {}, null]) {
    try { on(new EventEmitter(), 'x', { signal }); } catch (e) { console.log('bad signal', JSON.stringify(signal), e.code); }
  }
}

async function eventTarget() {
  const target = new EventTarget();
  process.nextTick(() => { target.dispatchEvent(new Event('foo')); target.dispatchEvent(new Event('foo')); });
  let count = 0;
  for await (const [event] of on(target, 'foo')) {
    console.log('event target', event.type, event instanceof Event);
    if (++count === 2) break;
  }
}

(async () => {
  await abortDuringIteration();
  await abortWhileWaiting();
  alreadyAborted();
  await eventTarget();
})();
