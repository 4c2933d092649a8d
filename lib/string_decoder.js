'use strict';

// Node.js 20's `string_decoder` for Eddy.  Node keeps the decoder's state in
// a small Buffer that its C++ side (src/string_decoder.cc) updates; the
// same layout is kept here, and the C++ algorithm is plain JavaScript.

const { Buffer } = require('buffer');
// Filled in by lib/buffer.js, loaded just above.
const {
  normalizeEncoding: internalNormalizeEncoding,
  encodingsMap,
  encodingOps,
  isArrayBufferView,
  viewBytes,
} = require('internal/buffer');
const {
  codes: {
    ERR_INVALID_ARG_TYPE,
    ERR_INVALID_THIS,
    ERR_UNKNOWN_ENCODING,
  },
} = require('internal/errors');

const kNativeDecoder = Symbol('kNativeDecoder');

// The state buffer: bytes 0-3 hold an incomplete character, then the number
// of bytes missing, the number buffered, and the encoding.
const kIncompleteCharactersStart = 0;
const kIncompleteCharactersEnd = 4;
const kMissingBytes = 4;
const kBufferedBytes = 5;
const kEncodingField = 6;
const kSize = 7;

const encodingNames = [];
Object.keys(encodingsMap).forEach((name) => {
  encodingNames[encodingsMap[name]] = name;
});

// Do not cache `Buffer.isEncoding` when checking encoding names as some
// modules monkey-patch it to support additional encodings.
function normalizeEncoding(enc) {
  const nenc = internalNormalizeEncoding(enc);
  if (nenc === undefined) {
    if (Buffer.isEncoding === isEncoding || !Buffer.isEncoding(enc))
      throw new ERR_UNKNOWN_ENCODING(enc);
    return enc;
  }
  return nenc;
}
const isEncoding = Buffer.isEncoding;

function makeString(bytes, start, end, encoding) {
  const ops = encodingOps[encoding] || encodingOps.utf8;
  return ops.slice(bytes, start, end);
}

// StringDecoder::DecodeData.
function decode(state, data) {
  const encoding = encodingNames[state[kEncodingField]];
  let start = 0;
  let nread = data.length;

  if (encoding !== 'utf8' && encoding !== 'utf16le' &&
      encoding !== 'base64' && encoding !== 'base64url') {
    return makeString(data, 0, nread, encoding);
  }

  let prepend = '';
  if (state[kMissingBytes] > 0) {
    if (encoding === 'utf8') {
      // An incomplete character ends where a byte that is not a
      // continuation byte shows up; that byte starts a new character.
      for (let i = 0; i < nread && i < state[kMissingBytes]; ++i) {
        if ((data[start + i] & 0xC0) !== 0x80) {
          state[kMissingBytes] = 0;
          for (let j = 0; j < i; j++)
            state[state[kBufferedBytes] + j] = data[start + j];
          state[kBufferedBytes] += i;
          start += i;
          nread -= i;
          break;
        }
      }
    }

    const found = Math.min(nread, state[kMissingBytes]);
    for (let j = 0; j < found; j++)
      state[state[kBufferedBytes] + j] = data[start + j];
    start += found;
    nread -= found;
    state[kMissingBytes] -= found;
    state[kBufferedBytes] += found;

    if (state[kMissingBytes] === 0) {
      // No more bytes missing: the character is complete.
      prepend = makeString(state, 0, state[kBufferedBytes], encoding);
      state[kBufferedBytes] = 0;
    }
  }

  if (nread === 0) return prepend;

  // See whether there is a character to cut off and finish with the next
  // chunk.
  const last = start + nread - 1;
  if (encoding === 'utf8' && (data[last] & 0x80)) {
    for (let i = last; ; --i) {
      state[kBufferedBytes]++;
      if ((data[i] & 0xC0) === 0x80) {
        // A trailing byte.
        if (state[kBufferedBytes] >= 4 || i === start) {
          // Too many trailing bytes, or no lead byte in this chunk: the
          // bytes are invalid and decoded as they are.
          state[kBufferedBytes] = 0;
          break;
        }
      } else {
        // The lead byte tells how long the character should be.
        if ((data[i] & 0xE0) === 0xC0) {
          state[kMissingBytes] = 2;
        } else if ((data[i] & 0xF0) === 0xE0) {
          state[kMissingBytes] = 3;
        } else if ((data[i] & 0xF8) === 0xF0) {
          state[kMissingBytes] = 4;
        } else {
          // Not a lead byte of any valid length.
          state[kBufferedBytes] = 0;
          break;
        }
        if (state[kBufferedBytes] >= state[kMissingBytes]) {
          // Complete (or invalid anyway): nothing to cut off.
          state[kMissingBytes] = 0;
          state[kBufferedBytes] = 0;
        }
        state[kMissingBytes] -= state[kBufferedBytes];
        break;
      }
    }
  } else if (encoding === 'utf16le') {
    if ((nread % 2) === 1) {
      // Half a code unit: the second byte is needed.
      state[kBufferedBytes] = 1;
      state[kMissingBytes] = 1;
    } else if ((data[last] & 0xFC) === 0xD8) {
      // The first half of a surrogate pair.
      state[kBufferedBytes] = 2;
      state[kMissingBytes] = 2;
    }
  } else if (encoding === 'base64' || encoding === 'base64url') {
    state[kBufferedBytes] = nread % 3;
    if (state[kBufferedBytes] > 0)
      state[kMissingBytes] = 3 - state[kBufferedBytes];
  }

  const buffered = state[kBufferedBytes];
  if (buffered > 0) {
    nread -= buffered;
    for (let j = 0; j < buffered; j++)
      state[kIncompleteCharactersStart + j] = data[start + nread + j];
  }

  const body = nread > 0 ? makeString(data, start, start + nread, encoding) : '';
  return prepend + body;
}

// StringDecoder::FlushData.
function flush(state) {
  const encoding = encodingNames[state[kEncodingField]];
  if (encoding === 'utf16le' && state[kBufferedBytes] % 2 === 1) {
    // Ignore a single trailing byte.
    state[kMissingBytes]--;
    state[kBufferedBytes]--;
  }
  if (state[kBufferedBytes] === 0) return '';
  const ret = makeString(state, 0, state[kBufferedBytes], encoding);
  state[kMissingBytes] = 0;
  state[kBufferedBytes] = 0;
  return ret;
}

/**
 * StringDecoder provides an interface for efficiently splitting a series of
 * buffers into a series of JS strings without breaking apart multi-byte
 * characters.
 * @param {string} [encoding=utf-8]
 */
function StringDecoder(encoding) {
  this.encoding = normalizeEncoding(encoding);
  this[kNativeDecoder] = Buffer.alloc(kSize);
  this[kNativeDecoder][kEncodingField] = encodingsMap[this.encoding];
}

/**
 * Returns a decoded string, omitting any incomplete multi-bytes
 * characters at the end of the Buffer, or TypedArray, or DataView
 * @param {string | Buffer | TypedArray | DataView} buf
 * @returns {string}
 */
StringDecoder.prototype.write = function write(buf) {
  if (typeof buf === 'string') return buf;
  if (!isArrayBufferView(buf)) {
    throw new ERR_INVALID_ARG_TYPE('buf', ['Buffer', 'TypedArray', 'DataView'],
                                   buf);
  }
  if (!this[kNativeDecoder]) throw new ERR_INVALID_THIS('StringDecoder');
  return decode(this[kNativeDecoder], viewBytes(buf));
};

/**
 * Returns any remaining input stored in the internal buffer as a string.
 * After end() is called, the stringDecoder object can be reused for new
 * input.
 * @param {string | Buffer | TypedArray | DataView} [buf]
 * @returns {string}
 */
StringDecoder.prototype.end = function end(buf) {
  let ret = '';
  if (buf !== undefined) ret = this.write(buf);
  if (this[kNativeDecoder][kBufferedBytes] > 0)
    ret += flush(this[kNativeDecoder]);
  return ret;
};

/* Everything below this line is undocumented legacy stuff. */
/**
 * @param {string | Buffer | TypedArray | DataView} buf
 * @param {number} offset
 * @returns {string}
 */
StringDecoder.prototype.text = function text(buf, offset) {
  this[kNativeDecoder][kMissingBytes] = 0;
  this[kNativeDecoder][kBufferedBytes] = 0;
  return this.write(buf.slice(offset));
};

Object.defineProperties(StringDecoder.prototype, {
  lastChar: {
    configurable: true,
    enumerable: true,
    get() {
      return this[kNativeDecoder].subarray(kIncompleteCharactersStart,
                                           kIncompleteCharactersEnd);
    },
  },
  lastNeed: {
    configurable: true,
    enumerable: true,
    get() {
      return this[kNativeDecoder][kMissingBytes];
    },
  },
  lastTotal: {
    configurable: true,
    enumerable: true,
    get() {
      return this[kNativeDecoder][kBufferedBytes] +
             this[kNativeDecoder][kMissingBytes];
    },
  },
});

module.exports = { StringDecoder };
