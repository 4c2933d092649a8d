// util.promisify, util.promisify.custom and util.callbackify.
const util = require('util');
function add(a, b, cb) {
  cb(null, a + b);
}
function fail(cb) {
  cb(new Error('failed'));
}
function custom() {}
custom[util.promisify.custom] = () => Promise.resolve('from custom');
async function main() {
  const addAsync = util.promisify(add);
  console.log(await addAsync(2, 3));
  console.log(addAsync.name, typeof addAsync);
  try {
    await util.promisify(fail)();
  } catch (err) {
    console.log('rejected:', err.message);
  }
  console.log(await util.promisify(custom)());
  console.log(util.promisify(custom) === custom[util.promisify.custom]);
  console.log(util.promisify.custom === Symbol.for('nodejs.util.promisify.custom'));
  try {
    util.promisify(42);
  } catch (err) {
    console.log(err.code, err.message);
  }
  const cbAdd = util.callbackify(async (a, b) => a + b);
  console.log(cbAdd.name, cbAdd.length);
  await new Promise((resolve) => cbAdd(1, 2, (err, value) => {
    console.log('callback:', err, value);
    resolve();
  }));
  const cbFail = util.callbackify(() => Promise.reject(null));
  await new Promise((resolve) => cbFail((err) => {
    console.log('falsy rejection:', err.code, err.message, err.reason);
    resolve();
  }));
  const cbThrow = util.callbackify(async () => { throw new TypeError('thrown'); });
  await new Promise((resolve) => cbThrow((err) => {
    console.log('rejection:', err.name, err.message);
    resolve();
  }));
}
main();
