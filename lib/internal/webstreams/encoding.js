'use strict';

// TextEncoderStream and TextDecoderStream (Encoding Standard §7.4–7.5), as Node 20 has them
// (lib/internal/webstreams/encoding.js): a TransformStream around TextEncoder/TextDecoder.

const { TextEncoder, TextDecoder } = require('internal/encoding');
const { createTransformStream } = require('internal/webstreams/transformstream');
const {
  kState,
  kType,
  customInspect,
  isBrandOf,
  invalidThis,
  inspectFields,
  defineEnumerable,
  defineToStringTag,
} = require('internal/webstreams/util');

function check(value, name) {
  if (!isBrandOf(value, name)) throw invalidThis(name);
}

class TextEncoderStream {
  constructor() {
    this[kType] = 'TextEncoderStream';
    const encoder = new TextEncoder();
    // A lead surrogate that ends one chunk pairs with the trail surrogate starting the next.
    let pending = '';
    this[kState] = {
      transform: createTransformStream((chunk, controller) => {
        let text = pending + `${chunk}`;
        pending = '';
        const last = text.charCodeAt(text.length - 1);
        if (last >= 0xD800 && last <= 0xDBFF) {
          pending = text[text.length - 1];
          text = text.slice(0, -1);
        }
        if (text.length > 0) controller.enqueue(encoder.encode(text));
      }, (controller) => {
        if (pending !== '') controller.enqueue(new Uint8Array([0xEF, 0xBF, 0xBD]));
      }),
    };
  }

  get encoding() {
    check(this, 'TextEncoderStream');
    return 'utf-8';
  }

  get readable() {
    check(this, 'TextEncoderStream');
    return this[kState].transform.readable;
  }

  get writable() {
    check(this, 'TextEncoderStream');
    return this[kState].transform.writable;
  }

  [customInspect](depth, options) {
    return inspectFields(this, {
      encoding: this.encoding,
      readable: this.readable,
      writable: this.writable,
    }, depth, options);
  }
}

defineEnumerable(TextEncoderStream.prototype, ['encoding', 'readable', 'writable']);
defineToStringTag(TextEncoderStream.prototype, 'TextEncoderStream');

class TextDecoderStream {
  constructor(encoding = 'utf-8', options = {}) {
    const decoder = new TextDecoder(encoding, options);
    this[kType] = 'TextDecoderStream';
    this[kState] = {
      decoder,
      transform: createTransformStream((chunk, controller) => {
        const text = decoder.decode(chunk, { stream: true });
        if (text.length > 0) controller.enqueue(text);
      }, (controller) => {
        const text = decoder.decode();
        if (text.length > 0) controller.enqueue(text);
      }),
    };
  }

  get encoding() {
    check(this, 'TextDecoderStream');
    return this[kState].decoder.encoding;
  }

  get fatal() {
    check(this, 'TextDecoderStream');
    return this[kState].decoder.fatal;
  }

  get ignoreBOM() {
    check(this, 'TextDecoderStream');
    return this[kState].decoder.ignoreBOM;
  }

  get readable() {
    check(this, 'TextDecoderStream');
    return this[kState].transform.readable;
  }

  get writable() {
    check(this, 'TextDecoderStream');
    return this[kState].transform.writable;
  }

  [customInspect](depth, options) {
    return inspectFields(this, {
      encoding: this.encoding,
      fatal: this.fatal,
      ignoreBOM: this.ignoreBOM,
      readable: this.readable,
      writable: this.writable,
    }, depth, options);
  }
}

defineEnumerable(TextDecoderStream.prototype, ['encoding', 'fatal', 'ignoreBOM', 'readable', 'writable']);
defineToStringTag(TextDecoderStream.prototype, 'TextDecoderStream');

module.exports = { TextEncoderStream, TextDecoderStream };
