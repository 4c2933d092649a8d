// DESIGN.md: 1, 2, A, B, D, C — the whole microtask queue drains before the next tick.
console.log(1);
process.nextTick(() => console.log('A'));
Promise.resolve().then(() => {
  console.log('B');
  process.nextTick(() => console.log('C'));
});
queueMicrotask(() => console.log('D'));
console.log(2);
