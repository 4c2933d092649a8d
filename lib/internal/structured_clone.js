'use strict';
// structuredClone (HTML's StructuredSerialize/Deserialize within one realm): primitives,
// plain objects, arrays (holes kept), Map, Set, Date, RegExp, boxed primitives, errors (of
// their own kind, with message, stack and cause), ArrayBuffers and their views (a buffer
// shared by two views stays shared), with cycles and shared references kept. Functions,
// symbols and platform objects such as WeakMap or Promise are a DataCloneError.

const utilBinding = internalBinding('util');

const errorKinds = new Map([
  ['Error', Error], ['EvalError', EvalError], ['RangeError', RangeError], ['ReferenceError', ReferenceError],
  ['SyntaxError', SyntaxError], ['TypeError', TypeError], ['URIError', URIError],
]);

const typedArrayTag = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;

// The object's class as the engine knows it (not its @@toStringTag, which a script sets).
function builtinTag(value) {
  return utilBinding.getConstructorName(value);
}

function dataCloneError(message) {
  const { DOMException } = require('internal/domexception');
  return new DOMException(message, 'DataCloneError');
}

function structuredClone(value) {
  if (arguments.length === 0) throw new TypeError('The "value" argument must be specified');
  const seen = new Map();

  function remember(input, output) {
    seen.set(input, output);
    return output;
  }

  function cloneBuffer(buffer) {
    if (seen.has(buffer)) return seen.get(buffer);
    if (buffer.resizable !== true) return remember(buffer, buffer.slice(0));
    // A resizable ArrayBuffer stays resizable, with the same maximum (as V8's serializer).
    const copy = new ArrayBuffer(buffer.byteLength, { maxByteLength: buffer.maxByteLength });
    new Uint8Array(copy).set(new Uint8Array(buffer));
    return remember(buffer, copy);
  }

  function clone(input) {
    if (typeof input === 'symbol') throw dataCloneError(`${String(input)} could not be cloned.`);
    if (input === null || (typeof input !== 'object' && typeof input !== 'function')) return input;
    if (typeof input === 'function') throw dataCloneError(`${input.toString()} could not be cloned.`);
    if (seen.has(input)) return seen.get(input);
    if (Array.isArray(input)) {
      const output = remember(input, new Array(input.length));
      for (const key of Object.keys(input)) output[key] = clone(input[key]);
      return output;
    }
    const tag = builtinTag(input);
    const arrayName = typedArrayTag.call(input);
    if (arrayName !== undefined) {
      const buffer = cloneBuffer(input.buffer);
      return remember(input, new globalThis[arrayName](buffer, input.byteOffset, input.length));
    }
    switch (tag) {
      case 'ArrayBuffer':
        return cloneBuffer(input);
      case 'DataView':
        return remember(input, new DataView(cloneBuffer(input.buffer), input.byteOffset, input.byteLength));
      case 'Map': {
        const output = remember(input, new Map());
        for (const [key, entry] of input) output.set(clone(key), clone(entry));
        return output;
      }
      case 'Set': {
        const output = remember(input, new Set());
        for (const entry of input) output.add(clone(entry));
        return output;
      }
      case 'Date':
        return remember(input, new Date(Date.prototype.getTime.call(input)));
      case 'RegExp':
        return remember(input, new RegExp(input.source, input.flags));
      case 'Number':
        return remember(input, Object(Number.prototype.valueOf.call(input)));
      case 'String':
        return remember(input, Object(String.prototype.valueOf.call(input)));
      case 'Boolean':
        return remember(input, Object(Boolean.prototype.valueOf.call(input)));
      case 'BigInt':
        return remember(input, Object(BigInt.prototype.valueOf.call(input)));
      default:
        break;
    }
    if (utilBinding.isError(input)) {
      const name = input.name;
      const Kind = errorKinds.get(name) || Error;
      const output = remember(input, new Kind(input.message));
      if (Object.prototype.hasOwnProperty.call(input, 'cause')) {
        Object.defineProperty(output, 'cause', { value: clone(input.cause), writable: true, configurable: true });
      }
      if (input.stack !== undefined) {
        Object.defineProperty(output, 'stack', { value: input.stack, writable: true, configurable: true });
      }
      return output;
    }
    if (tag !== 'Object' && tag !== 'Arguments') throw dataCloneError(`#<${tag}> could not be cloned.`);
    const output = remember(input, {});
    for (const key of Object.keys(input)) output[key] = clone(input[key]);
    return output;
  }

  return clone(value);
}

module.exports = { structuredClone };
