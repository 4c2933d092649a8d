// Immediates queued by an immediate run in the next check phase; ticks and promises run
// between immediates.
setImmediate(() => {
  console.log('i1');
  setImmediate(() => console.log('i3'));
  process.nextTick(() => console.log('tick after i1'));
  Promise.resolve().then(() => console.log('promise after i1'));
});
setImmediate(() => console.log('i2'));
process.nextTick(() => console.log('tick'));
