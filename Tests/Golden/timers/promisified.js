// util.promisify(setTimeout) and (setImmediate) use the timers/promises forms, as in Node.
const util = require('util');
const timeout = util.promisify(setTimeout);
const immediate = util.promisify(setImmediate);
(async () => {
  console.log(await timeout(5, 'late'), await immediate('soon'));
  console.log(util.promisify(setTimeout) === require('timers').promises.setTimeout);
})();
