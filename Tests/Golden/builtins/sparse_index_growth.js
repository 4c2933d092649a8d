// Integer keys far apart stay cheap: storage is dense only while the values present fill
// it. TypeScript's compiled flag enums (`E[E["F"] = 1 << k] = "F"`) double their keys up to
// 2^29; holes counted as values would pad one enum to 2^29 slots (gigabytes).
const Flags = {};
for (let k = 0; k < 30; k++) Flags[Flags[`F${k}`] = 1 << k] = `F${k}`;
const keys = Object.keys(Flags);
console.log(keys.length, keys.slice(0, 4), keys.slice(28, 32), Flags[1 << 29], Flags.F29);
const array = [];
for (let k = 0; k < 31; k++) array[2 ** k] = k;
console.log(array.length, Object.keys(array).length, array[2 ** 30], array[2 ** 29 + 1]);
const evens = [];
for (let i = 0; i < 5000; i++) evens[i * 2] = i;
console.log(evens.length, evens[9998], evens.filter(() => true).length, 1 in evens);
const descending = {};
for (let i = 2000; i >= 0; i -= 3) descending[i] = i;
console.log(Object.keys(descending).length, Object.keys(descending).slice(0, 3), descending[2000]);
console.log(process.memoryUsage().rss < 1024 * 1024 * 1024);
