'use strict';

// The WebIDL pieces undici's classes share: argument counts as undici words them, and
// default pair iterators (WebIDL §3.7.10.1) that read the pairs as they are at each step.

function requireArguments(count, required, where) {
  if (count < required) {
    throw new TypeError(`${where}: ${required} argument${required === 1 ? '' : 's'} required, but${count > 0 ? ' only' : ''} ${count} found.`);
  }
}

const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

// Returns `create(target, kind)` for `<interfaceName> Iterator`s over `pairsOf(target)`, an
// array of [name, value] pairs read again at every step; kind is 'key', 'value' or
// 'key+value'.
function definePairIterator(interfaceName, pairsOf) {
  const kState = Symbol('state');
  const prototype = Object.create(IteratorPrototype, {
    next: {
      value: function next() {
        const state = this === null || typeof this !== 'object' ? undefined : this[kState];
        if (state === undefined) {
          throw new TypeError(`'next' called on an object that does not implement interface ${interfaceName} Iterator.`);
        }
        const pairs = pairsOf(state.target);
        if (state.index >= pairs.length) return { value: undefined, done: true };
        const [name, value] = pairs[state.index++];
        if (state.kind === 'key') return { value: name, done: false };
        if (state.kind === 'value') return { value, done: false };
        return { value: [name, value], done: false };
      },
      writable: true,
      enumerable: true,
      configurable: true,
    },
    [Symbol.toStringTag]: { value: `${interfaceName} Iterator`, configurable: true },
  });
  return function create(target, kind) {
    const iterator = Object.create(prototype);
    Object.defineProperty(iterator, kState, { value: { target, kind, index: 0 } });
    return iterator;
  };
}

// WebIDL's `iterable<K, V>` members on `Class.prototype`: keys, values, entries, forEach and
// @@iterator (entries itself), each checking its receiver with `check` first.
function defineIterableMembers(Class, check, pairsOf) {
  const interfaceName = Class.name;
  const create = definePairIterator(interfaceName, pairsOf);
  const members = {
    keys() {
      check(this);
      return create(this, 'key');
    },
    values() {
      check(this);
      return create(this, 'value');
    },
    entries() {
      check(this);
      return create(this, 'key+value');
    },
    forEach(callback, thisArg = undefined) {
      check(this);
      requireArguments(arguments.length, 1, `${interfaceName}.forEach`);
      if (typeof callback !== 'function') {
        throw new TypeError(`Failed to execute 'forEach' on '${interfaceName}': parameter 1 is not of type 'Function'.`);
      }
      for (const [name, value] of this) callback.call(thisArg, value, name, this);
    },
  };
  for (const name of Object.keys(members)) {
    Object.defineProperty(Class.prototype, name, { value: members[name], writable: true, configurable: true, enumerable: true });
  }
  Object.defineProperty(Class.prototype, Symbol.iterator, {
    value: members.entries, writable: true, configurable: true, enumerable: false,
  });
}

module.exports = { requireArguments, defineIterableMembers };
