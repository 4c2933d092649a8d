// Stack frames as V8 writes them: a call is placed at the property name of a method call
// and at the `(` of any other callee, forwarding built-ins (call, apply, Reflect.apply,
// Reflect.construct) have no frame, built-ins show as `Type.name (<anonymous>)`, and a
// function called through another property name shows `[as name]`.
'use strict';
const path = require('path');
function frames(error) {
  return error.stack.split('\n').slice(1, 3).map((line) => line.trim().split(__filename).join(path.basename(__filename)));
}
// The frame of the function that called callers(), and that of its caller.
function callers() { return frames(new Error('x')).join(' <- '); }
const o = { callers, 'k k': callers, a: { b: { callers } }, alias: callers };
console.log(o.callers());
console.log(o['k k']());
console.log(o.a.b.callers());
console.log(o
  .a
  .b.callers());
console.log((o.callers)());
console.log(callers());
console.log(o.alias());
console.log(callers.call(o));
console.log(callers.apply(null));
console.log(Reflect.apply(callers, o, []));
class Point { constructor() { this.where = frames(new Error('p')).join(' <- '); } }
console.log(Reflect.construct(Point, []).where);
console.log([1].map(function mapper() { return frames(new Error('m'))[1]; })[0]);
console.log(JSON.parse('[1]', function (k, v) { return k === '0' ? frames(new Error('j'))[1] : v; })[0]);
new Map([[1, 1]]).forEach(() => console.log(frames(new Error('f'))[1]));
new Promise(() => console.log(frames(new Error('p'))[1]));
console.log(Array.from([1], () => frames(new Error('a'))[1])[0]);
class Shape { area() { return frames(new Error('s'))[0]; } }
const detached = { run: Shape.prototype.area };
console.log(new Shape().area(), '|', detached.run());
