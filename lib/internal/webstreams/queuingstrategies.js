'use strict';

// ByteLengthQueuingStrategy and CountQueuingStrategy (Streams Standard §7), as Node 20's.

const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_MISSING_OPTION },
} = require('internal/errors');
const { kState, customInspect, inspectFields, invalidThis, defineToStringTag } = require('internal/webstreams/util');

// The size functions are shared by every instance, as the standard asks.
const byteLengthSize = { size(chunk) { return chunk.byteLength; } }.size;
const countSize = { size() { return 1; } }.size;

function readHighWaterMark(init) {
  if (init === null || typeof init !== 'object') throw new ERR_INVALID_ARG_TYPE('init', 'object', init);
  if (init.highWaterMark === undefined) throw new ERR_MISSING_OPTION('init.highWaterMark');
  return Number(init.highWaterMark);
}

function checkStrategy(value, name) {
  if (value === null || typeof value !== 'object' || value[kState] === undefined || value[kState].name !== name) {
    throw invalidThis(name);
  }
}

class ByteLengthQueuingStrategy {
  constructor(init) {
    this[kState] = { name: 'ByteLengthQueuingStrategy', highWaterMark: readHighWaterMark(init) };
  }

  get highWaterMark() {
    checkStrategy(this, 'ByteLengthQueuingStrategy');
    return this[kState].highWaterMark;
  }

  get size() {
    checkStrategy(this, 'ByteLengthQueuingStrategy');
    return byteLengthSize;
  }

  [customInspect](depth, options) {
    return inspectFields(this, { highWaterMark: this.highWaterMark }, depth, options);
  }
}

class CountQueuingStrategy {
  constructor(init) {
    this[kState] = { name: 'CountQueuingStrategy', highWaterMark: readHighWaterMark(init) };
  }

  get highWaterMark() {
    checkStrategy(this, 'CountQueuingStrategy');
    return this[kState].highWaterMark;
  }

  get size() {
    checkStrategy(this, 'CountQueuingStrategy');
    return countSize;
  }

  [customInspect](depth, options) {
    return inspectFields(this, { highWaterMark: this.highWaterMark }, depth, options);
  }
}

for (const Strategy of [ByteLengthQueuingStrategy, CountQueuingStrategy]) {
  Object.defineProperty(Strategy.prototype, 'highWaterMark', { enumerable: true });
  Object.defineProperty(Strategy.prototype, 'size', { enumerable: true });
  defineToStringTag(Strategy.prototype, Strategy.name);
}

module.exports = { ByteLengthQueuingStrategy, CountQueuingStrategy };
