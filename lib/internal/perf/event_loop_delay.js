'use strict';
// monitorEventLoopDelay: a histogram sampled by a timer of the binding's own on the loop
// (unref'd), every `resolution` ms recording how long it has really been since the last
// tick, in nanoseconds.

const {
  codes: { ERR_ILLEGAL_CONSTRUCTOR, ERR_INVALID_THIS },
  validateInteger, validateObject,
} = require('internal/errors');
const { Histogram, kHandle, wrapHandle } = require('internal/histogram');

const { createELDHistogram } = internalBinding('performance');
const kEnabled = Symbol('kEnabled');

class ELDHistogram extends Histogram {
  constructor() {
    throw new ERR_ILLEGAL_CONSTRUCTOR();
  }

  enable() {
    if (this[kEnabled] === undefined) throw new ERR_INVALID_THIS('ELDHistogram');
    if (this[kEnabled]) return false;
    this[kEnabled] = true;
    this[kHandle].start();
    return true;
  }

  disable() {
    if (this[kEnabled] === undefined) throw new ERR_INVALID_THIS('ELDHistogram');
    if (!this[kEnabled]) return false;
    this[kEnabled] = false;
    this[kHandle].stop();
    return true;
  }
}

function monitorEventLoopDelay(options = {}) {
  validateObject(options, 'options');
  const { resolution = 10 } = options;
  validateInteger(resolution, 'options.resolution', 1);
  return wrapHandle(ELDHistogram, createELDHistogram(resolution), { [kEnabled]: false });
}

module.exports = { ELDHistogram, monitorEventLoopDelay };
