// Promise states: fulfilled, pending and rejected.
console.log(Promise.resolve(1));
console.log(new Promise(() => {}));
console.log(Promise.resolve({ a: [1, 2] }));
const rejected = Promise.reject(3);
rejected.catch(() => {});
console.log(rejected);
const err = new Error('x');
err.stack = 'Error: x\n    at y (z.js:1:1)';
const rejectedError = Promise.reject(err);
rejectedError.catch(() => {});
console.log(rejectedError);
const tagged = Promise.resolve(2);
tagged.tag = 'x';
console.log(tagged);
console.log({ p: Promise.resolve('nested') });
const later = Promise.resolve().then(() => 'later');
console.log(later);
later.then(() => console.log(later));
