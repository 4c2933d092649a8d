'use strict';
// process.env as Node's: assigned values are stored as strings (and children see them),
// symbols are refused, and only plain data properties may be defined on it.
const { execFileSync } = require('child_process');

process.env.EDDY_TEST_NUMBER = 3000;
process.env.EDDY_TEST_UNDEFINED = undefined;
process.env.EDDY_TEST_OBJECT = { toString() { return 'from toString'; } };
console.log(typeof process.env.EDDY_TEST_NUMBER, process.env.EDDY_TEST_NUMBER);
console.log(typeof process.env.EDDY_TEST_UNDEFINED, process.env.EDDY_TEST_UNDEFINED);
console.log(process.env.EDDY_TEST_OBJECT);
console.log('child sees', execFileSync('sh', ['-c', 'echo "$EDDY_TEST_NUMBER"'], { encoding: 'utf8' }).trim());

function attempt(label, fn) {
  try {
    fn();
    console.log(label, 'ok', typeof process.env.EDDY_TEST_DEFINED, process.env.EDDY_TEST_DEFINED);
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

attempt('symbol key', () => { process.env[Symbol('name')] = 'x'; });
attempt('partial descriptor', () => Object.defineProperty(process.env, 'EDDY_TEST_DEFINED', { value: 1 }));
attempt('accessor', () => Object.defineProperty(process.env, 'EDDY_TEST_DEFINED', { get() { return 'x'; }, configurable: true }));
attempt('full descriptor', () => Object.defineProperty(process.env, 'EDDY_TEST_DEFINED', {
  value: 42, configurable: true, writable: true, enumerable: true,
}));

delete process.env.EDDY_TEST_NUMBER;
console.log('deleted', 'EDDY_TEST_NUMBER' in process.env, Object.keys(process.env).includes('EDDY_TEST_DEFINED'));
