// Block scopes a closure captures, entered and left while the collector runs: through
// calls, loops, `catch` unwinding out of nested blocks, and generators suspended inside a
// block. Every captured binding must keep its value.
function makeCounters(n) {
  const counters = [];
  for (let i = 0; i < n; i++) {
    let count = i;
    {
      const step = i % 3 + 1;
      counters.push(() => (count += step));
    }
    // Garbage between scopes, so that collections come while frames hold environments.
    const filler = [];
    for (let k = 0; k < 50; k++) filler.push({ k, text: 'x' + k });
  }
  return counters;
}
const counters = makeCounters(200);
let total = 0;
for (let round = 0; round < 3; round++) for (const counter of counters) total += counter();
console.log('counters', total);

function unwind(depth) {
  let outer = 'outer' + depth;
  try {
    {
      let inner = 'inner' + depth;
      const read = () => inner + outer;
      if (depth > 0) return unwind(depth - 1) + read().length;
      for (let k = 0; k < 2000; k++) ({ k });
      throw new Error(read());
    }
  } catch (error) {
    const junk = [];
    for (let k = 0; k < 500; k++) junk.push([k]);
    return error.message.length + outer.length;
  }
}
console.log('unwind', unwind(30));

function* blocks(limit) {
  for (let i = 0; i < limit; i++) {
    const label = 'item' + i;
    const read = () => label;
    yield read;
    const garbage = [];
    for (let k = 0; k < 100; k++) garbage.push({ k });
  }
}
const reads = [];
for (const read of blocks(300)) reads.push(read);
console.log('generator', reads.length, reads[0](), reads[150](), reads[299]());

function closuresPerCall(n) {
  let made = 0;
  for (let i = 0; i < n; i++) {
    const value = { i };
    const get = () => value.i;
    made += get();
  }
  return made;
}
console.log('per call', closuresPerCall(20000));
