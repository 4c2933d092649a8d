// The TypeErrors of Object's and Reflect's built-ins given what they cannot work on, with
// V8's messages (the setprototypeof package's Object.setPrototypeOf(undefined, …) among them).
const attempts = [
  () => Object.setPrototypeOf(undefined, {}),
  () => Object.setPrototypeOf(null, null),
  () => Object.setPrototypeOf({}, 1),
  () => Object.setPrototypeOf(1, {}),
  () => Object.setPrototypeOf(Object.preventExtensions({}), {}),
  () => Object.getPrototypeOf(undefined),
  () => Object.keys(null),
  () => Object.entries(undefined),
  () => Object.values(null),
  () => Object.assign(null),
  () => Object.defineProperty(1, 'a', {}),
  () => Object.defineProperties(null, {}),
  () => Object.getOwnPropertyNames(undefined),
  () => Object.getOwnPropertySymbols(null),
  () => Object.getOwnPropertyDescriptors(null),
  () => Object.create(1),
  () => Object.fromEntries(undefined),
  () => Object.hasOwn(null, 'a'),
  () => Object.prototype.hasOwnProperty.call(null, 'x'),
  () => Object.prototype.toString.call(null),
  () => Object.freeze(undefined),
  () => Object.isFrozen(1),
  () => Reflect.ownKeys(1),
  () => Reflect.getPrototypeOf(1),
  () => Reflect.setPrototypeOf(1, null),
  () => Reflect.defineProperty(1, 'a', {}),
  () => Reflect.get(1, 'a'),
  () => Reflect.has(1, 'a'),
];
for (const attempt of attempts) {
  try {
    console.log('returned', attempt());
  } catch (error) {
    console.log(`${error.constructor.name}: ${error.message}`);
  }
}
