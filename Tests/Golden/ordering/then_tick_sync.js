// DESIGN.md: then(P); nextTick(T); log(S) → S, T, P.
Promise.resolve().then(() => console.log('P'));
process.nextTick(() => console.log('T'));
console.log('S');
