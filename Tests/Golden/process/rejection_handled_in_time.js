// A rejection handled in the same tick is not reported; a listener sees unhandled ones.
const late = Promise.reject(new Error('handled later in the same tick'));
late.catch((error) => console.log('caught:', error.message));
process.on('unhandledRejection', (reason, promise) => {
  console.log('unhandledRejection:', reason, promise instanceof Promise);
});
Promise.reject(42);
setTimeout(() => console.log('still running'), 1);
