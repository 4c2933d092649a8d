// console.log with printf-like format strings.
console.log('%s is %d years', 'Bob', 42);
console.log('%s', { a: 1 }, 'extra', 3);
console.log('%s', [1, [2, [3]]]);
console.log('%s %s', 'only one');
console.log('%d %i %f', '42', 42.9, '1.25');
console.log('%d', 'x', '%i', 'y');
console.log('%j', { a: [1] });
const c = {};
c.c = c;
console.log('%j', c);
console.log('%o', { a: [1, 2] });
console.log('%O', { a: { b: { c: { d: 1 } } } });
console.log('%c styled', 'color: red');
console.log('100%%', 'done');
console.log('%% %s', 'x');
console.log('%x %s', 1);
console.log('%', '%s');
console.log('trailing %');
console.log({ a: 1 }, '%s', 2);
console.log('%s:%s', 'a', 'b');
console.log('%s', null, undefined, true);
console.log('%s', Symbol('s'));
console.log('%s', () => {});
console.log('%s', new Map([[1, 2]]));
class Foo {
  toString() {
    return 'FOO';
  }
}
console.log('%s', new Foo());
console.log('%s', { toString() { return 'custom'; } });
console.log('%d', -0, '%s', -0);
console.log('a\nb', 'c');
