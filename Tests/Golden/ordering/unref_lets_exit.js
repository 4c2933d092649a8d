// An unref'd timer does not keep the process alive; an unref'd immediate still runs
// when something else keeps the loop turning.
setTimeout(() => console.log('never'), 10000).unref();
setInterval(() => console.log('never either'), 5000).unref();
setImmediate(() => console.log('immediate')).unref();
setTimeout(() => console.log('done'), 50);  // long enough to come after the first check phase on a loaded machine
