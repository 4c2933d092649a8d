// DESIGN.md: t1, p1, t2 — promise jobs run between two timers due at once.
setTimeout(() => {
  console.log('t1');
  Promise.resolve().then(() => console.log('p1'));
  process.nextTick(() => console.log('tick1'));
});
setTimeout(() => console.log('t2'));
