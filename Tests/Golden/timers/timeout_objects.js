// Timeout and Immediate objects as Node shows them, `this` and the extra arguments of
// callbacks, clearTimeout by primitive id, and the functions' lengths.
const util = require('util');
const masked = (value) => util.inspect(value).replace(/\d+/g, 'N');
// What the callbacks print is gathered by kind and printed at exit, so the order in which
// the loop reaches them does not matter here.
const fromTimers = [];
const fromImmediates = [];
process.on('exit', () => {
  console.log(fromImmediates.join('\n'));
  console.log(fromTimers.join('\n'));
});

const t = setTimeout(function (a, b) {
  fromTimers.push(`timeout: this is the Timeout ${this === t} arguments ${arguments.length} ${a} ${b}`);
  fromTimers.push(masked(this));
}, 1, 'x', undefined);
console.log(masked(t));
console.log(Object.keys(t), t.hasRef());

const im = setImmediate(function () {
  fromImmediates.push(`immediate: this is the Immediate ${this === im} arguments ${arguments.length}`);
  fromImmediates.push(`${masked(this)} ${this.hasRef()}`);
});
console.log(masked(im), im.hasRef());
setImmediate((...args) => fromImmediates.push(`immediate arguments ${util.inspect(args)}`), 1, undefined, 3, 4, 5);

const cleared = setTimeout(() => console.log('cleared ran'), 1);
clearTimeout(cleared);
console.log(masked(cleared), cleared.hasRef());
cleared.refresh();

const byNumber = setTimeout(() => console.log('byNumber ran'), 1);
const id = +byNumber;
console.log(typeof id, `${byNumber}` === String(id));
clearTimeout(id);
const byString = setTimeout(() => console.log('byString ran'), 1);
clearTimeout(String(+byString));
clearTimeout(12345678);
clearTimeout(null);
clearTimeout({});
clearImmediate(undefined);

const unrefd = setTimeout(() => fromTimers.push('unref then ref ran'), 2);
console.log(unrefd.unref() === unrefd, unrefd.hasRef(), unrefd.ref().hasRef());
const closed = setInterval(() => console.log('closed ran'), 1);
console.log(closed.close() === closed);

console.log(setTimeout.length, setInterval.length, setImmediate.length, clearTimeout.length,
            clearInterval.length, clearImmediate.length);
for (const bad of [undefined, 'x', {}]) {
  try {
    setTimeout(bad);
  } catch (error) {
    console.log(error.code, error.message);
  }
}
try {
  setImmediate(null);
} catch (error) {
  console.log(error.code, error.message);
}
