// An unhandled rejection ends the process with code 1, as Node 15+.
process.on('exit', (code) => console.log('exit', code));
Promise.reject(new RangeError('nobody catches this'));
setTimeout(() => console.log('never'), 10);
