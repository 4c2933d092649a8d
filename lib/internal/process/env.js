'use strict';
// process.env as Node's: what is stored is a string, a symbol is no variable's name, and
// only a plain (configurable, writable, enumerable) data property may be defined. Once the
// runtime shares its variables with workers (`env: SHARE_ENV`), every access goes to the
// shared store instead of this runtime's copy.

const binding = internalBinding('worker');
const { setTimeZone, markEnvironment } = internalBinding('process_methods');

// Node intercepts TZ on the main thread only: Date and Intl follow it from the next call.
function noteTimeZone(name, value) {
  if (name === 'TZ' && binding.isMainThread) setTimeZone(value);
}

let shared = false;

function checkDescriptor(descriptor) {
  const { codes } = require('internal/errors');
  if ('get' in descriptor || 'set' in descriptor) {
    throw new codes.ERR_INVALID_OBJECT_DEFINE_PROPERTY(
      "'process.env' does not accept an accessor(getter/setter) descriptor");
  }
  if (!('value' in descriptor) || !descriptor.configurable || !descriptor.writable || !descriptor.enumerable) {
    throw new codes.ERR_INVALID_OBJECT_DEFINE_PROPERTY(
      "'process.env' only accepts a configurable, writable, and enumerable data descriptor");
  }
}

const handler = {
  get(variables, name, receiver) {
    if (!shared || typeof name === 'symbol') return Reflect.get(variables, name, receiver);
    return binding.getEnvironment(name);
  },
  set(variables, name, value) {
    if (typeof name === 'symbol') throw new TypeError('Cannot convert a Symbol value to a string');
    const text = `${value}`;
    // No variable has an empty name: the operating system refuses it, Node ignores it.
    if (name === '') return true;
    if (shared) binding.setEnvironment(name, text); else variables[name] = text;
    noteTimeZone(name, text);
    return true;
  },
  has(variables, name) {
    if (!shared || typeof name === 'symbol') return Reflect.has(variables, name);
    return binding.getEnvironment(name) !== undefined;
  },
  deleteProperty(variables, name) {
    if (shared && typeof name !== 'symbol') binding.deleteEnvironment(name);
    noteTimeZone(name, undefined);
    return Reflect.deleteProperty(variables, name);
  },
  ownKeys(variables) {
    return shared ? binding.environmentNames() : Reflect.ownKeys(variables);
  },
  getOwnPropertyDescriptor(variables, name) {
    if (!shared || typeof name === 'symbol') return Reflect.getOwnPropertyDescriptor(variables, name);
    const value = binding.getEnvironment(name);
    if (value === undefined) return undefined;
    return { value, configurable: true, writable: true, enumerable: true };
  },
  defineProperty(variables, name, descriptor) {
    checkDescriptor(descriptor);
    if (name === '') return true;
    noteTimeZone(name, `${descriptor.value}`);
    if (shared && typeof name !== 'symbol') {
      binding.setEnvironment(name, `${descriptor.value}`);
      return true;
    }
    return Reflect.defineProperty(variables, name, {
      value: `${descriptor.value}`, configurable: true, writable: true, enumerable: true,
    });
  },
};

function makeEnvironment(variables) {
  shared = binding.environmentShared();
  const environment = new Proxy(variables, handler);
  markEnvironment(environment);
  return environment;
}

// From now on this runtime's variables are the store a SHARE_ENV worker also uses.
function shareEnvironment() {
  if (shared) return;
  binding.shareEnvironment(process.env);
  shared = true;
}

module.exports = { makeEnvironment, shareEnvironment };
