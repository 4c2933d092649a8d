// A strict assignment that fails says why, as V8 words it: a read-only property (naming the
// object), a getter with no setter, or a new property of an object that cannot grow.
'use strict';
class Point { constructor() { this.x = 1; Object.freeze(this); } }
const cases = {
  'push to a frozen array': () => Object.freeze([1]).push(2),
  'write a frozen property': () => { Object.freeze({ a: 1 }).a = 2; },
  'increment a frozen property': () => { Object.freeze({ a: 1 }).a++; },
  'add to a non-extensible object': () => { Object.preventExtensions({}).b = 1; },
  'add to a sealed object': () => { Object.seal({}).z = 1; },
  'index of a frozen array': () => { Object.freeze([])[0] = 1; },
  'sort a frozen array': () => Object.freeze([3, 1]).sort(),
  'field of a frozen instance': () => { new Point().x = 2; },
  'getter only': () => { ({ get g() { return 1; } }).g = 2; },
  'inherited read-only': () => { Object.create(Object.freeze({ r: 1 })).r = 2; },
  'computed key': () => { const key = 'k'; Object.freeze({ k: 1 })[key] = 2; },
};
for (const [name, run] of Object.entries(cases)) {
  try {
    run();
    console.log(name, '→ no error');
  } catch (error) {
    console.log(name, '→', error.name, error.message);
  }
}
