// Boxed primitives, dates, regular expressions and arguments objects.
console.log(new Number(3), new Number(-0), new String('ab'), new Boolean(false));
console.log(Object(Symbol('boxed')));
const s = new String('xy');
s.extra = 1;
console.log(s);
console.log([new Number(1), new String('in array')]);
if (typeof Date === 'function') {
  console.log(new Date(0));
  console.log(new Date(NaN));
  console.log(new Date(1700000000000));
  const d = new Date(0);
  d.x = 1;
  console.log(d);
  console.log({ when: new Date(86400000) });
}
if (typeof RegExp === 'function') {
  console.log(/ab+c/gi);
  const r = /x/;
  r.extra = 1;
  console.log(r);
  console.log({ re: /[a-z]+/u });
}
(function () {
  console.log(arguments);
})(1, 'two');
