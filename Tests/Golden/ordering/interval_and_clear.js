// setInterval repeats until cleared; clearTimeout before the deadline cancels.
let count = 0;
const interval = setInterval(() => {
  count++;
  console.log('tick', count);
  if (count === 3) {
    clearInterval(interval);
    // Made after the last tick, so that its order does not race the 1 ms interval.
    const kept = setTimeout(() => console.log('refreshed timer ran'), 20);
    kept.refresh();
  }
}, 1);
const cancelled = setTimeout(() => console.log('cancelled ran'), 2);
clearTimeout(cancelled);
const t = setTimeout(() => {}, 10);
console.log(typeof t.ref, typeof t.unref, t.hasRef());
t.unref();
console.log(t.hasRef());
