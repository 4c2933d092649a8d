'use strict';
// JSON.stringify of an array whose holes alone pass the string limit throws node's
// RangeError at once, instead of growing its output until an allocation fails.
const sparse = [, 1, , 2];
sparse.length = 2 ** 32 - 1;
for (const gap of [undefined, 2]) {
  try {
    JSON.stringify([sparse], null, gap);
    console.log('no error');
  } catch (error) {
    console.log(error.constructor.name, error.message);
  }
}
const small = [, 1, , 2];
small.length = 6;
console.log(JSON.stringify(small), JSON.stringify({ small }, null, 1));
