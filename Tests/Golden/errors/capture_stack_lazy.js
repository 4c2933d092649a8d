// Error.captureStackTrace writes the stack out when it is first read, as V8 does: an
// error-like class that captures before setting its name and message (axios's AxiosError,
// many older libraries) gets them in the header, for an error and a plain object alike.
const util = require('util');

function LegacyError(message) {
  Error.call(this);
  Error.captureStackTrace(this, this.constructor);
  this.message = message;
  this.name = 'LegacyError';
}
Object.setPrototypeOf(LegacyError.prototype, Error.prototype);

function raise() { return new LegacyError('request failed'); }
const legacy = raise();
console.log(legacy.stack.split('\n').slice(0, 2).join(' | ').replace(__filename, 'FILE'));
console.log(util.inspect(legacy).split('\n')[0], Object.keys(legacy), legacy instanceof Error);

const plain = {};
Error.captureStackTrace(plain);
plain.name = 'Named';
plain.message = 'set after the capture';
console.log(plain.stack.split('\n')[0]);
plain.message = 'set after the first read';
console.log(plain.stack.split('\n')[0], Object.getOwnPropertyDescriptor(plain, 'stack').writable);

const assigned = {};
Error.captureStackTrace(assigned);
assigned.stack = 'replaced';
console.log(assigned.stack, Object.getOwnPropertyDescriptor(assigned, 'stack'));

const removed = {};
Error.captureStackTrace(removed);
delete removed.stack;
console.log(removed.stack, Object.keys(removed));

// The frames are those of the capture, whenever the stack is read.
const later = {};
(function captureHere() { Error.captureStackTrace(later); })();
setImmediate(function readLater() {
  console.log(later.stack.split('\n')[1].trim().split(' ')[1]);
});

// Error.prepareStackTrace is asked at the first read.
const prepared = {};
Error.captureStackTrace(prepared);
Error.prepareStackTrace = (object, callSites) => `prepared ${typeof callSites[0].getFileName()}`;
console.log(prepared.stack);
Error.prepareStackTrace = undefined;

const frozen = Object.freeze({});
try {
  Error.captureStackTrace(frozen);
} catch (error) {
  console.log(error.constructor.name);
}
