// The cache entry exists before the body runs (circular requires see partial exports); a
// module that throws is removed from the cache; deleting a cache entry reloads.
const a = require('./fixtures/circular-a');
console.log(JSON.stringify(a));
const first = require('./fixtures/counter');
const again = require('./fixtures/counter');
console.log('same object', first === again, first.loads);
delete require.cache[require.resolve('./fixtures/counter')];
console.log('reloaded', require('./fixtures/counter').loads);
try {
  require('./fixtures/throws-once');
} catch (error) {
  console.log('first require threw:', error.message);
}
console.log('cached after throw:', require.resolve('./fixtures/throws-once') in require.cache);
console.log(require('./fixtures/throws-once'));
console.log('children', module.children.map((child) => require('path').basename(child.filename)).join(','));
