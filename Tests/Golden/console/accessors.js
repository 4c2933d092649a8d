// Getters and setters show as [Getter], [Setter] and [Getter/Setter].
const o = {
  get a() { return 1; },
  set b(v) {},
  get c() { return 2; },
  set c(v) {},
  plain: 'value',
};
console.log(o);
class WithAccessors {
  get computed() { return 42; }
}
console.log(new WithAccessors());
console.log(Object.defineProperty({}, 'hidden', { value: 1, enumerable: false }));
console.log(Object.defineProperty({ shown: 1 }, 'lazy', {
  get() { return 'x'; },
  enumerable: true,
}));
