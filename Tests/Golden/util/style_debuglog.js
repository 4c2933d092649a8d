// util.styleText (without stream checks), util.debuglog and legacy helpers.
const util = require('util');
console.log(JSON.stringify(util.styleText('red', 'text', { validateStream: false })));
console.log(JSON.stringify(util.styleText(['bold', 'underline'], 'two', { validateStream: false })));
console.log(JSON.stringify(util.styleText('bgBlue', 'bg', { validateStream: false })));
try {
  util.styleText('no-such-style', 'x');
} catch (err) {
  console.log(err.code);
}
try {
  util.styleText('red', 42);
} catch (err) {
  console.log(err.code, err.message);
}
const log = util.debuglog('golden-test-section');
console.log(typeof log, log.enabled);
log('not printed unless NODE_DEBUG names the section');
console.log(util.debug === util.debuglog);
const target = { a: 1 };
console.log(util._extend(target, { b: 2 }), util._extend(target, null));
console.log(util.isNull(null), util.isNullOrUndefined(undefined), util.isNumber(NaN), util.isString(''));
console.log(util.isSymbol(Symbol.iterator), util.isUndefined(void 0), util.isBoolean(0));
