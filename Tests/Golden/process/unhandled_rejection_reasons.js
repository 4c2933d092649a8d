// An unhandled rejection reaches 'uncaughtException' as Node raises it: a reason with its
// own `stack` (an error, or an error-like object from Error.captureStackTrace) as it is,
// anything else inside an UnhandledPromiseRejection error whose message describes the
// reason without running any of its code (V8's NoSideEffectsToString).
function ErrorLike(message) {
  Error.captureStackTrace(this, ErrorLike);
  this.message = message;
  this.name = 'ErrorLike';
}
Object.setPrototypeOf(ErrorLike.prototype, Error.prototype);

const reasons = [
  () => ({ a: 1 }), () => 5, () => 'text', () => null, () => undefined, () => [1, 2], () => Symbol('s'),
  () => new (class Foo {})(), () => Object.create(Error.prototype), () => function named() { return 1; },
  () => new Date(0), () => Object.create(null), () => ({ [Symbol.toStringTag]: 'Tagged' }), () => 10n,
  () => Object.assign(new Error('plain error'), { name: 'Renamed' }), () => new Map(), () => true,
  () => ({ toString() { throw new Error('never called'); }, get constructor() { throw new Error('nor this'); } }),
  () => new Proxy({}, { get() { throw new Error('no trap runs'); } }),
  () => new ErrorLike('error-like'),
];

const seen = [];
process.on('uncaughtException', (error, origin) => {
  const own = Object.prototype.hasOwnProperty.call(error, 'stack');
  seen.push(`${origin} ${error.name} ${error.code} own-stack=${own}: ${error.message.replace(/^.*reason /, 'reason ')}`);
});

let index = 0;
function next() {
  if (index === reasons.length) {
    console.log(seen.join('\n'));
    return;
  }
  Promise.reject(reasons[index++]());
  setImmediate(next);
}
next();
