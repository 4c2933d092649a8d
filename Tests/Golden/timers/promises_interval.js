// timers/promises: setInterval as an async iterator (values, return() clearing the
// interval, abort through a signal, bad options), and the scheduler.
const timersPromises = require('timers/promises');
const { setInterval, scheduler } = timersPromises;

console.log(Object.keys(timersPromises).join(' '), require('node:timers/promises') === timersPromises);
console.log(typeof scheduler.wait, typeof scheduler.yield);

async function main() {
  let count = 0;
  for await (const value of setInterval(1, 'tick')) {
    console.log('interval value', value, ++count);
    if (count === 3) break;
  }

  const iterator = setInterval(1, 42);
  console.log('async iterable', iterator[Symbol.asyncIterator]() === iterator);
  console.log('next', await iterator.next());
  console.log('return', await iterator.return());
  console.log('after return', await iterator.next());

  const controller = new AbortController();
  const aborted = setInterval(1, 'x', { signal: controller.signal });
  console.log('before abort', await aborted.next());
  const pending = aborted.next();
  controller.abort();
  try {
    await pending;
  } catch (e) {
    console.log('abort', e.name, e.code, e.message);
  }
  console.log('after abort', await aborted.next());

  const early = new AbortController();
  early.abort('reason');
  try {
    await setInterval(1, 'x', { signal: early.signal }).next();
  } catch (e) {
    console.log('already aborted', e.name, e.cause);
  }

  for (const options of [null, { signal: 'x' }, { ref: 'yes' }]) {
    try {
      await setInterval(1, 'x', options).next();
      console.log('accepted', options);
    } catch (e) {
      console.log('bad options', e.name, e.code);
    }
  }

  const waited = await scheduler.wait(1);
  const yielded = await scheduler.yield();
  console.log('scheduler', waited, yielded);
}
main();
