// Object.setPrototypeOf and the __proto__ setter throw when [[SetPrototypeOf]] refuses;
// V8's message says why (packages print these when they patch prototypes of frozen or
// sealed objects): not extensible, an immutable prototype, a proxy's trap, or a cycle.
class Foo {}
const attempts = {
  'preventExtensions object': () => Object.setPrototypeOf(Object.preventExtensions({}), {}),
  'frozen array via __proto__': () => { Object.freeze([]).__proto__ = {}; },
  'sealed class instance': () => Object.setPrototypeOf(Object.seal(new Foo()), null),
  'Object.prototype': () => Object.setPrototypeOf(Object.prototype, {}),
  'proxy trap false': () => Object.setPrototypeOf(new Proxy({}, { setPrototypeOf: () => false }), {}),
  'cycle': () => { const a = {}; Object.setPrototypeOf(a, Object.create(a)); },
  'same prototype on a frozen object': () => Object.setPrototypeOf(Object.freeze({}), Object.prototype),
};
for (const [label, attempt] of Object.entries(attempts)) {
  try {
    attempt();
    console.log(label, 'ok');
  } catch (error) {
    console.log(label, error.constructor.name, error.message);
  }
}
console.log(Reflect.setPrototypeOf(Object.preventExtensions({}), {}));
