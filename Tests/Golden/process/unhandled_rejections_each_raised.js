'use strict';
// Several promises rejected without a handler in one turn: with an 'uncaughtException'
// listener and no 'unhandledRejection' one, each is raised to the listener in turn (origin
// 'unhandledRejection'), and the script goes on.
process.on('uncaughtException', (error, origin) => {
  console.log('uncaught', origin, error.name, error.code, error.message.slice(0, 40));
});
new Promise(() => { throw new Error('from an executor'); });
Promise.reject(null);
Promise.reject(new TypeError('third'));
(async () => { throw new RangeError('from an async function'); })();
setTimeout(() => {
  Promise.reject(42);
  setTimeout(() => console.log('still running'), 1);
}, 1);
