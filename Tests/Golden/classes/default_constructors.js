// Default constructors: a derived one passes its arguments and new.target on; one without
// fields is left out of stack traces when a super() chain passes through it, as V8 does,
// while the one `new` names stays.
function frames(error) {
  return error.stack.split('\n').slice(1, 4).map((line) => line.trim().replace(/\(.*\//, '(')).join(' | ');
}

class A {
  constructor(x, y) {
    this.x = x;
    this.y = y;
    this.target = new.target.name;
    this.argc = arguments.length;
    this.trace = frames(new Error('here'));
  }
}
class B extends A {}
class C extends B {}
class D extends C {
  constructor(...args) {
    super(...args, 'extra');
  }
}
const c = new C(1, 2);
console.log(c.x, c.y, c.target, c.argc, c instanceof C, c instanceof A);
console.log(c.trace);
const d = new D(3);
console.log(d.x, d.y, d.target, d.argc, d.trace);
console.log(new B().argc, new B(undefined).argc);

// A default constructor with fields defines them after its super() returns.
class E extends A {
  z = this.x * 10;
}
class F extends E {}
const f = new F(4, 5);
console.log(f.x, f.z, f.target, f.trace);

// A default base constructor with fields, reached through super().
class G {
  g = 7;
}
class H extends G {
  constructor() {
    super();
    this.h = this.g + 1;
  }
}
console.log(JSON.stringify(new H()));

// The parent is looked up at each construction (§15.7.14: [[GetPrototypeOf]]).
class P1 {
  constructor() {
    this.from = 'P1';
  }
}
class P2 {
  constructor() {
    this.from = 'P2';
  }
}
class Q extends P1 {}
class R extends Q {}
console.log(new R().from);
Object.setPrototypeOf(Q, P2);
console.log(new R().from);
Object.setPrototypeOf(Q, function () {}.bind());
try {
  new R();
} catch (error) {
  console.log(error.constructor.name);
}
Object.setPrototypeOf(Q, Array);
const array = new R(3);
console.log(Array.isArray(array), array.length, array instanceof R);
Object.setPrototypeOf(Q, () => {});
try {
  new R();
} catch (error) {
  console.log(error.constructor.name);
}

// A throwing parent: the error passes through the default constructors.
class Thrower {
  constructor() {
    throw new RangeError('no');
  }
}
class S extends Thrower {}
class T extends S {}
try {
  new T();
} catch (error) {
  console.log(error.name, error.message, frames(error));
}

// new Array(n) and its errors.
console.log(new Array(3).length, new Array(0).length, new Array().length, new Array(-0).length);
console.log(new Array('3').length, new Array(1, 2).length, JSON.stringify(new Array(2)));
for (const bad of [-1, 1.5, 2 ** 32, NaN, Infinity]) {
  try {
    new Array(bad);
  } catch (error) {
    console.log(bad, error.name, error.message);
  }
}
const holes = new Array(4);
holes[2] = 'x';
console.log(holes.length, 0 in holes, 2 in holes, holes.indexOf('x'));

// Strict equality of strings compares contents.
const built = ['a', 'b'].join('');
console.log(built === 'ab', 'ab' === built, built !== 'ab', built === 'ba', 'x'.repeat(3) === 'xxx');
