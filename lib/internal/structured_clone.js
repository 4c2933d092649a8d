'use strict';
// structuredClone (HTML's StructuredSerialize/Deserialize within one realm): the `worker`
// binding serializes the value as postMessage does (SerializedValue's flat bytes) and
// rebuilds it here, so both clone the same types the same way — primitives, plain objects,
// arrays (holes kept), Map, Set, Date, RegExp, boxed primitives, errors (of their own kind,
// with message, stack and cause), ArrayBuffers (transferred ones detached), SharedArrayBuffers
// (shared) and their views, MessagePorts listed in `transfer`, with cycles and shared
// references kept. Functions, symbols and platform objects such as WeakMap or Promise are a
// DataCloneError.

const { structuredClone: cloneHere } = internalBinding('worker');
let messagingLoaded = false;

// Node's own messages for these, not those of its ERR_* classes.
function typeError(code, message) {
  const error = new TypeError(message);
  error.code = code;
  return error;
}

function structuredClone(value, options) {
  if (arguments.length === 0) throw typeError('ERR_MISSING_ARGS', 'The value argument must be specified');
  if (options !== undefined && options !== null && typeof options !== 'object' && typeof options !== 'function') {
    throw typeError('ERR_INVALID_ARG_TYPE', 'The options argument must be either an object or undefined');
  }
  // The DataCloneError (a DOMException) comes from the callbacks the messaging module sets.
  if (!messagingLoaded) {
    require('internal/worker/io');
    messagingLoaded = true;
  }
  // As Node's: a primitive list (a string too) is refused; null, undefined or an object that
  // is not iterable transfers nothing.
  const transfer = options == null ? undefined : options.transfer;
  if (transfer != null && typeof transfer !== 'object' && typeof transfer !== 'function') {
    throw typeError('ERR_INVALID_ARG_TYPE', 'Optional transferList argument must be an iterable');
  }
  const iterable = transfer != null && typeof transfer[Symbol.iterator] === 'function';
  return cloneHere(value, iterable ? [...transfer] : undefined);
}

module.exports = { structuredClone };
