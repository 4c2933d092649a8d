// Private class members (ES2022) as Node 20 shows them: util.inspect and console.log
// leave private fields, methods and accessors out, and the errors read as V8's.
'use strict';
const util = require('util');

class Point {
  #x;
  #y;
  static #count = 0;
  label = 'point';
  constructor(x, y) { this.#x = x; this.#y = y; Point.#count++; }
  #norm() { return Math.hypot(this.#x, this.#y); }
  get #pair() { return [this.#x, this.#y]; }
  get length() { return this.#norm(); }
  get pair() { return this.#pair; }
  static get count() { return Point.#count; }
  static isPoint(o) { return #x in o; }
}

class Point3 extends Point {
  #z = 3;
  get z() { return this.#z; }
}

const p = new Point(3, 4);
console.log(p);
console.log(new Point3(1, 2));
console.log(util.inspect(p, { showHidden: true, depth: 0 }));
console.log([p], { p });
console.log(Point, Point3);
console.log(p.length, p.pair, Point.count, Point.isPoint(p), Point.isPoint({}));
console.log(Object.keys(p), JSON.stringify(p), Object.getOwnPropertyNames(Point.prototype));

const attempts = [
  () => Object.getOwnPropertyDescriptor(Point.prototype, 'length').get.call({}),
  () => Object.getOwnPropertyDescriptor(Point.prototype, 'pair').get.call({}),
  () => Point.isPoint(1),
  () => new Function('class A { m() { return this.#missing; } }')(),
];
for (const attempt of attempts) {
  try {
    attempt();
  } catch (error) {
    console.log(`${error.name}: ${error.message}`);
  }
}
