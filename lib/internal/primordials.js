'use strict';

// Object's statics as they were before any script ran (a subset of Node's primordials), for
// built-in modules that load lazily: a script may have replaced `Object.keys` by then, and a
// module that captured it at its own load would run the replacement.
const {
  assign: ObjectAssign,
  defineProperty: ObjectDefineProperty,
  getOwnPropertyDescriptor: ObjectGetOwnPropertyDescriptor,
  getOwnPropertyNames: ObjectGetOwnPropertyNames,
  getOwnPropertySymbols: ObjectGetOwnPropertySymbols,
  getPrototypeOf: ObjectGetPrototypeOf,
  is: ObjectIs,
  keys: ObjectKeys,
  seal: ObjectSeal,
  setPrototypeOf: ObjectSetPrototypeOf,
} = Object;
const ArrayIsArray = Array.isArray;
const ObjectPrototypeHasOwnProperty = Function.prototype.call.bind(Object.prototype.hasOwnProperty);

module.exports = Object.freeze({
  ArrayIsArray,
  ObjectAssign,
  ObjectDefineProperty,
  ObjectGetOwnPropertyDescriptor,
  ObjectGetOwnPropertyNames,
  ObjectGetOwnPropertySymbols,
  ObjectGetPrototypeOf,
  ObjectIs,
  ObjectKeys,
  ObjectPrototypeHasOwnProperty,
  ObjectSeal,
  ObjectSetPrototypeOf,
});
