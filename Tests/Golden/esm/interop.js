// CommonJS and ES modules both ways: require() of an ES module (a namespace object, live),
// import of CommonJS (default is module.exports, named exports found by a static scan),
// and require() of a graph with top-level await refused.
const counter = require('./fixtures/counter.mjs');
console.log(Object.prototype.toString.call(counter), Object.keys(counter), counter.default.name);
counter.increment();
counter.increment();
console.log('live binding after two increments:', counter.count);
console.log('same namespace again:', require('./fixtures/counter.mjs') === counter);
try {
  counter.count = 10;
} catch (error) {
  console.log('assigning an export:', error.name);
}
console.log('still', counter.count);
try {
  require('./fixtures/tla.mjs');
} catch (error) {
  console.log(error.code);
}
import('./fixtures/uses-cjs.mjs').then((ns) => {
  console.log(ns.seen.join(' '), ns.detected);
  return import('./fixtures/counter.mjs');
}).then((ns) => {
  console.log('import() and require() share the module:', ns === counter);
});
