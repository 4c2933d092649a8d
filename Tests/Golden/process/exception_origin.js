// 'uncaughtExceptionMonitor' and 'uncaughtException' get the origin: unhandledRejection or uncaughtException.
process.on('uncaughtExceptionMonitor', (e, origin) => console.log('monitor', e.message, origin));
process.on('uncaughtException', (e, origin) => console.log('listener', e.message, origin));
Promise.reject(new Error('rejected'));
setTimeout(() => { throw new Error('thrown'); }, 0);
