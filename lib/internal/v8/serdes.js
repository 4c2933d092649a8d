'use strict';
// V8's ValueSerializer and ValueDeserializer (the structured-clone wire format, version 15 as
// Node 20's V8 writes it), behind Node's `v8.Serializer` and `v8.Deserializer`: the same
// bytes for the same values, the delegate hooks Node's subclasses override
// (`_writeHostObject`, `_readHostObject`, `_getDataCloneError`), and V8's error messages.

const { Buffer } = require('buffer');
const { codes: { ERR_INVALID_ARG_TYPE } } = require('internal/errors');

const utilBinding = internalBinding('util');

const kLatestVersion = 15;
// Older payloads lack the tags this reader relies on; V8 refuses them too.
const kMinimumVersion = 13;

const Tag = {
  padding: 0x00, verifyObjectCount: 0x3F, version: 0xFF, undefined: 0x5F, null: 0x30, true: 0x54, false: 0x46,
  int32: 0x49, uint32: 0x55, double: 0x4E, bigint: 0x5A, utf8String: 0x53, oneByteString: 0x22, twoByteString: 0x63,
  objectReference: 0x5E, beginObject: 0x6F, endObject: 0x7B, beginSparseArray: 0x61, endSparseArray: 0x40,
  beginDenseArray: 0x41, endDenseArray: 0x24, date: 0x44, trueObject: 0x79, falseObject: 0x78, numberObject: 0x6E,
  bigintObject: 0x7A, stringObject: 0x73, regexp: 0x52, beginMap: 0x3B, endMap: 0x3A, beginSet: 0x27, endSet: 0x2C,
  arrayBuffer: 0x42, resizableArrayBuffer: 0x7E, arrayBufferTransfer: 0x74, arrayBufferView: 0x56,
  sharedArrayBuffer: 0x75, hostObject: 0x5C, error: 0x72,
};

// The sub-tags of an error's fields.
const ErrorTag = { message: 0x6D, stack: 0x73, cause: 0x63, end: 0x2E };
// V8 picks an error's prototype by its `name`; any other name reads back as an Error.
const errorPrototypeTags = new Map([
  ['EvalError', 0x45], ['RangeError', 0x52], ['ReferenceError', 0x46], ['SyntaxError', 0x53], ['TypeError', 0x54],
  ['URIError', 0x55],
]);
const errorTypes = new Map([
  [0x45, EvalError], [0x52, RangeError], [0x46, ReferenceError], [0x53, SyntaxError], [0x54, TypeError], [0x55, URIError],
]);

// Array buffer views by V8's sub-tag.
const viewTags = new Map([
  ['Int8Array', 0x62], ['Uint8Array', 0x42], ['Uint8ClampedArray', 0x43], ['Int16Array', 0x77], ['Uint16Array', 0x57],
  ['Int32Array', 0x64], ['Uint32Array', 0x44], ['Float32Array', 0x66], ['Float64Array', 0x46],
  ['BigInt64Array', 0x71], ['BigUint64Array', 0x51], ['DataView', 0x3F],
]);
const viewTypes = new Map([
  [0x62, Int8Array], [0x42, Uint8Array], [0x43, Uint8ClampedArray], [0x77, Int16Array], [0x57, Uint16Array],
  [0x64, Int32Array], [0x44, Uint32Array], [0x66, Float32Array], [0x46, Float64Array], [0x71, BigInt64Array],
  [0x51, BigUint64Array], [0x3F, DataView],
]);
const kLengthTracking = 1;
const kBackedByResizable = 2;

const regexpFlags = [['g', 1], ['i', 2], ['m', 4], ['y', 8], ['u', 16], ['s', 32], ['d', 128], ['v', 256]];

const typedArrayTag = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
const byteLengthOf = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;
const resizableOf = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'resizable').get;

// What the engine knows an object to be (not its @@toStringTag, which a script sets).
function builtinTag(value) {
  if (utilBinding.getProxyDetails(value, false) !== undefined) return 'Proxy';
  return utilBinding.getConstructorName(value);
}

function isTypedArray(value) {
  return typedArrayTag.call(value) !== undefined;
}

// V8's text for a value in "… could not be cloned.".
function describe(value) {
  if (typeof value === 'function') return Function.prototype.toString.call(value);
  if (typeof value === 'symbol') return String(value);
  let name = 'Object';
  if (builtinTag(value) !== 'Proxy') {
    const constructor = value.constructor;
    if (typeof constructor === 'function' && typeof constructor.name === 'string' && constructor.name !== '') {
      name = constructor.name;
    }
  }
  return `#<${name}>`;
}

function invalidArgument(message) {
  const error = new TypeError(message);
  error.code = 'ERR_INVALID_ARG_TYPE';
  return error;
}

function varintSize(value) {
  let size = 1;
  while (value >= 128) {
    value = Math.floor(value / 128);
    size++;
  }
  return size;
}

const kIds = Symbol('kIds');

class Serializer {
  #bytes = new Uint8Array(64);
  #length = 0;
  #transfers = new Map();
  #viewsAsHostObjects = false;

  constructor() {
    this[kIds] = new Map();
  }

  writeHeader() {
    this.#byte(Tag.version);
    this.#varint(kLatestVersion);
  }

  writeValue(value) {
    this.#value(value);
    return true;
  }

  // The bytes written so far; the serializer starts over empty.
  releaseBuffer() {
    const result = Buffer.from(this.#bytes.buffer, 0, this.#length);
    this.#bytes = new Uint8Array(64);
    this.#length = 0;
    return result;
  }

  transferArrayBuffer(id, arrayBuffer) {
    if (builtinTag(arrayBuffer) !== 'ArrayBuffer') throw invalidArgument('arrayBuffer must be an ArrayBuffer');
    this.#transfers.set(arrayBuffer, id >>> 0);
  }

  writeUint32(value) {
    this.#varint(value >>> 0);
  }

  writeUint64(hi, lo) {
    this.#varintBig((BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0));
  }

  writeDouble(value) {
    this.#double(Number(value));
  }

  writeRawBytes(source) {
    if (!ArrayBuffer.isView(source)) throw invalidArgument('source must be a TypedArray or a DataView');
    this.#raw(new Uint8Array(source.buffer, source.byteOffset, source.byteLength));
  }

  _setTreatArrayBufferViewsAsHostObjects(flag) {
    this.#viewsAsHostObjects = Boolean(flag);
  }

  // --- Output ---

  #reserve(count) {
    if (this.#length + count <= this.#bytes.length) return;
    let size = this.#bytes.length * 2;
    while (size < this.#length + count) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.#bytes.subarray(0, this.#length));
    this.#bytes = grown;
  }

  #byte(value) {
    this.#reserve(1);
    this.#bytes[this.#length++] = value;
  }

  #raw(bytes) {
    this.#reserve(bytes.length);
    this.#bytes.set(bytes, this.#length);
    this.#length += bytes.length;
  }

  #varint(value) {
    do {
      let part = value % 128;
      value = Math.floor(value / 128);
      if (value > 0) part |= 0x80;
      this.#byte(part);
    } while (value > 0);
  }

  #varintBig(value) {
    do {
      let part = Number(value & 0x7Fn);
      value >>= 7n;
      if (value > 0n) part |= 0x80;
      this.#byte(part);
    } while (value > 0n);
  }

  #double(value) {
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setFloat64(0, value, true);
    this.#raw(bytes);
  }

  // --- Values ---

  #throwDataCloneError(message) {
    throw this._getDataCloneError(message);
  }

  #number(value) {
    if (Number.isInteger(value) && value >= -0x80000000 && value <= 0x7FFFFFFF && !Object.is(value, -0)) {
      this.#byte(Tag.int32);
      this.#varint(value >= 0 ? value * 2 : -value * 2 - 1);
    } else {
      this.#byte(Tag.double);
      this.#double(value);
    }
  }

  #string(value) {
    let oneByte = true;
    for (let index = 0; index < value.length; index++) {
      if (value.charCodeAt(index) > 0xFF) {
        oneByte = false;
        break;
      }
    }
    if (oneByte) {
      this.#byte(Tag.oneByteString);
      this.#varint(value.length);
      this.#reserve(value.length);
      for (let index = 0; index < value.length; index++) this.#bytes[this.#length++] = value.charCodeAt(index);
      return;
    }
    const byteLength = value.length * 2;
    // The UTF-16 units start at an even offset, as V8 aligns them.
    if ((this.#length + 1 + varintSize(byteLength)) & 1) this.#byte(Tag.padding);
    this.#byte(Tag.twoByteString);
    this.#varint(byteLength);
    this.#reserve(byteLength);
    for (let index = 0; index < value.length; index++) {
      const unit = value.charCodeAt(index);
      this.#bytes[this.#length++] = unit & 0xFF;
      this.#bytes[this.#length++] = unit >> 8;
    }
  }

  #bigint(value) {
    let magnitude = value < 0n ? -value : value;
    const words = [];
    while (magnitude > 0n) {
      words.push(magnitude & 0xFFFFFFFFFFFFFFFFn);
      magnitude >>= 64n;
    }
    this.#varint(words.length * 8 * 2 + (value < 0n ? 1 : 0));
    const bytes = new Uint8Array(words.length * 8);
    const view = new DataView(bytes.buffer);
    words.forEach((word, index) => view.setBigUint64(index * 8, word, true));
    this.#raw(bytes);
  }

  // A property key: array indices as numbers, as V8 keeps them.
  #key(key) {
    const index = Number(key);
    if (key !== '' && String(index) === key && Number.isInteger(index) && index >= 0 && index <= 0xFFFFFFFE) {
      this.#number(index);
    } else {
      this.#string(key);
    }
  }

  #properties(object, keys) {
    for (const key of keys) {
      this.#key(key);
      this.#value(object[key]);
    }
    return keys.length;
  }

  #value(value) {
    switch (typeof value) {
      case 'undefined': return this.#byte(Tag.undefined);
      case 'boolean': return this.#byte(value ? Tag.true : Tag.false);
      case 'number': return this.#number(value);
      case 'bigint':
        this.#byte(Tag.bigint);
        return this.#bigint(value);
      case 'string': return this.#string(value);
      case 'object':
        if (value === null) return this.#byte(Tag.null);
        return this.#receiver(value);
      default:
        return this.#throwDataCloneError(`${describe(value)} could not be cloned.`);
    }
  }

  // An id for each object, in the order V8 assigns them: a typed array's buffer is written
  // (and numbered) before the view itself.
  #receiver(value) {
    const ids = this[kIds];
    const tag = builtinTag(value);
    const isView = tag === 'DataView' || isTypedArray(value);
    if (isView && !ids.has(value) && !this.#viewsAsHostObjects) this.#receiver(value.buffer);
    const known = ids.get(value);
    if (known !== undefined) {
      this.#byte(Tag.objectReference);
      this.#varint(known);
      return;
    }
    ids.set(value, ids.size);
    if (isView) return this.#view(value);
    switch (tag) {
      case 'Array': return this.#array(value);
      case 'Object': return this.#object(value);
      case 'Date':
        this.#byte(Tag.date);
        return this.#double(Date.prototype.getTime.call(value));
      case 'RegExp': {
        this.#byte(Tag.regexp);
        this.#string(value.source);
        let flags = 0;
        for (const [letter, bit] of regexpFlags) if (value.flags.includes(letter)) flags |= bit;
        return this.#varint(flags);
      }
      case 'Map': {
        const entries = [...Map.prototype.entries.call(value)];
        this.#byte(Tag.beginMap);
        for (const [key, entry] of entries) {
          this.#value(key);
          this.#value(entry);
        }
        this.#byte(Tag.endMap);
        return this.#varint(entries.length * 2);
      }
      case 'Set': {
        const entries = [...Set.prototype.values.call(value)];
        this.#byte(Tag.beginSet);
        for (const entry of entries) this.#value(entry);
        this.#byte(Tag.endSet);
        return this.#varint(entries.length);
      }
      case 'ArrayBuffer': return this.#arrayBuffer(value);
      case 'Number':
        this.#byte(Tag.numberObject);
        return this.#double(Number.prototype.valueOf.call(value));
      case 'String':
        this.#byte(Tag.stringObject);
        return this.#string(String.prototype.valueOf.call(value));
      case 'Boolean':
        return this.#byte(Boolean.prototype.valueOf.call(value) ? Tag.trueObject : Tag.falseObject);
      case 'BigInt':
        this.#byte(Tag.bigintObject);
        return this.#bigint(BigInt.prototype.valueOf.call(value));
      case 'Error': return this.#error(value);
      default:
        return this.#throwDataCloneError(`${describe(value)} could not be cloned.`);
    }
  }

  #object(value) {
    this.#byte(Tag.beginObject);
    const count = this.#properties(value, Object.keys(value));
    this.#byte(Tag.endObject);
    this.#varint(count);
  }

  // V8 writes an array without holes densely and any other sparsely; it decides by the
  // elements' storage, which only holes reveal here.
  #array(value) {
    const length = value.length;
    const keys = Object.keys(value);
    let holey = false;
    for (let index = 0; index < length && !holey; index++) holey = !(index in value);
    if (!holey) {
      this.#byte(Tag.beginDenseArray);
      this.#varint(length);
      for (let index = 0; index < length; index++) this.#value(value[index]);
      const extra = this.#properties(value, keys.slice(length));
      this.#byte(Tag.endDenseArray);
      this.#varint(extra);
      this.#varint(length);
      return;
    }
    this.#byte(Tag.beginSparseArray);
    this.#varint(length);
    const count = this.#properties(value, keys);
    this.#byte(Tag.endSparseArray);
    this.#varint(count);
    this.#varint(length);
  }

  #arrayBuffer(value) {
    const transferId = this.#transfers.get(value);
    if (transferId !== undefined) {
      this.#byte(Tag.arrayBufferTransfer);
      return this.#varint(transferId);
    }
    const byteLength = byteLengthOf.call(value);
    if (resizableOf.call(value)) {
      this.#byte(Tag.resizableArrayBuffer);
      this.#varint(byteLength);
      this.#varint(value.maxByteLength);
    } else {
      this.#byte(Tag.arrayBuffer);
      this.#varint(byteLength);
    }
    this.#raw(new Uint8Array(value, 0, byteLength));
  }

  #view(value) {
    if (this.#viewsAsHostObjects) return this.#hostObject(value);
    const type = builtinTag(value) === 'DataView' ? 'DataView' : typedArrayTag.call(value);
    let flags = 0;
    if (resizableOf.call(value.buffer)) {
      flags |= kBackedByResizable;
      if (tracksLength(value, type === 'DataView')) flags |= kLengthTracking;
    }
    this.#byte(Tag.arrayBufferView);
    this.#byte(viewTags.get(type));
    this.#varint(value.byteOffset);
    // A length-tracking view keeps no length of its own; V8 writes that zero.
    this.#varint(flags & kLengthTracking ? 0 : value.byteLength);
    this.#varint(flags);
  }

  #hostObject(value) {
    this.#byte(Tag.hostObject);
    if (typeof this._writeHostObject !== 'function') {
      return this.#throwDataCloneError(`${Object.prototype.toString.call(value)} could not be cloned.`);
    }
    this._writeHostObject(value);
  }

  #error(value) {
    const message = Object.getOwnPropertyDescriptor(value, 'message');
    const cause = Object.getOwnPropertyDescriptor(value, 'cause');
    this.#byte(Tag.error);
    const prototypeTag = errorPrototypeTags.get(String(value.name));
    if (prototypeTag !== undefined) this.#byte(prototypeTag);
    if (message !== undefined && 'value' in message) {
      this.#byte(ErrorTag.message);
      this.#string(String(message.value));
    }
    if (cause !== undefined && 'value' in cause) {
      this.#byte(ErrorTag.cause);
      this.#value(cause.value);
    }
    const stack = value.stack;
    if (typeof stack === 'string') {
      this.#byte(ErrorTag.stack);
      this.#string(stack);
    }
    this.#byte(ErrorTag.end);
  }
}

// Whether a view on a resizable buffer was made without a length, so that it follows the
// buffer's size (V8 reads that from the view's own flag, which scripts cannot see). Resizing
// the buffer by one element and back shows it; when the buffer is at its maximum, it is
// shrunk instead and the bytes it loses are put back. Nothing else runs meanwhile.
function tracksLength(view, isDataView) {
  const buffer = view.buffer;
  const size = byteLengthOf.call(buffer);
  const step = isDataView ? 1 : view.BYTES_PER_ELEMENT;
  const lengthOf = () => {
    try {
      return isDataView ? view.byteLength : view.length;
    } catch {
      // A DataView past its buffer's end throws.
      return -1;
    }
  };
  const before = lengthOf();
  if (size + step <= buffer.maxByteLength) {
    buffer.resize(size + step);
    const after = lengthOf();
    buffer.resize(size);
    return after === before + 1;
  }
  if (view.byteOffset + step > size) return false;
  const saved = new Uint8Array(buffer, size - step, step).slice();
  buffer.resize(size - step);
  const after = lengthOf();
  buffer.resize(size);
  new Uint8Array(buffer, size - step, step).set(saved);
  return after === before - 1;
}


function corrupt() {
  return new Error('Unable to deserialize cloned data.');
}

class Deserializer {
  #bytes;
  #position = 0;
  #version = 0;
  #objects = [];
  #transfers = new Map();

  constructor(buffer) {
    if (!ArrayBuffer.isView(buffer)) throw invalidArgument('buffer must be a TypedArray or a DataView');
    this.buffer = buffer;
    this.#bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  }

  readHeader() {
    let version;
    if (this.#bytes[this.#position] === Tag.version) {
      this.#position++;
      version = this.#varint(32);
    }
    if (version === undefined || version < kMinimumVersion || version > kLatestVersion) {
      throw new Error('Unable to deserialize cloned data due to invalid or unsupported version.');
    }
    this.#version = version;
    return true;
  }

  readValue() {
    return this.#value();
  }

  getWireFormatVersion() {
    return this.#version;
  }

  transferArrayBuffer(id, arrayBuffer) {
    const tag = builtinTag(arrayBuffer);
    if (tag !== 'ArrayBuffer' && tag !== 'SharedArrayBuffer') {
      throw invalidArgument('arrayBuffer must be an ArrayBuffer or SharedArrayBuffer');
    }
    this.#transfers.set(id >>> 0, arrayBuffer);
  }

  readUint32() {
    const value = this.#varint(32);
    if (value === undefined) throw new Error('ReadUint32() failed');
    return value;
  }

  readUint64() {
    const value = this.#varint(64);
    if (value === undefined) throw new Error('ReadUint64() failed');
    return [Number(value >> 32n), Number(value & 0xFFFFFFFFn)];
  }

  readDouble() {
    const value = this.#double();
    if (value === undefined) throw new Error('ReadDouble() failed');
    return value;
  }

  // Reads `length` raw bytes; answers where they start in `this.buffer`.
  _readRawBytes(length) {
    length = Number(length);
    if (!(length >= 0) || this.#position + length > this.#bytes.length) throw new Error('ReadRawBytes() failed');
    const offset = this.#position;
    this.#position += length;
    return offset;
  }

  // --- Input ---

  // A varint of `bits` bits (32: a Number, 64: a BigInt); the bits past them are dropped,
  // as V8 drops them. Undefined past the end.
  #varint(bits) {
    let value = bits === 64 ? 0n : 0;
    let shift = 0;
    for (;;) {
      if (this.#position >= this.#bytes.length) return undefined;
      const byte = this.#bytes[this.#position++];
      if (shift < bits) {
        if (bits === 64) value = (value | (BigInt(byte & 0x7F) << BigInt(shift))) & 0xFFFFFFFFFFFFFFFFn;
        else value = (value + ((byte & 0x7F) * 2 ** shift) % 2 ** 32) % 2 ** 32;
        shift += 7;
      }
      if ((byte & 0x80) === 0) return value;
    }
  }

  #double() {
    if (this.#position + 8 > this.#bytes.length) return undefined;
    const value = new DataView(this.#bytes.buffer, this.#bytes.byteOffset + this.#position, 8).getFloat64(0, true);
    this.#position += 8;
    return value;
  }

  #raw(count) {
    if (count === undefined || this.#position + count > this.#bytes.length) throw corrupt();
    const slice = this.#bytes.subarray(this.#position, this.#position + count);
    this.#position += count;
    return slice;
  }

  #need(value) {
    if (value === undefined) throw corrupt();
    return value;
  }

  #tag() {
    let tag;
    do {
      if (this.#position >= this.#bytes.length) throw corrupt();
      tag = this.#bytes[this.#position++];
    } while (tag === Tag.padding);
    return tag;
  }

  #peekTag() {
    let position = this.#position;
    while (position < this.#bytes.length && this.#bytes[position] === Tag.padding) position++;
    return position < this.#bytes.length ? this.#bytes[position] : undefined;
  }

  #oneByteString() {
    const bytes = this.#raw(this.#varint(32));
    let text = '';
    for (let index = 0; index < bytes.length; index += 4096) {
      text += String.fromCharCode(...bytes.subarray(index, index + 4096));
    }
    return text;
  }

  #twoByteString() {
    const byteLength = this.#varint(32);
    if (byteLength === undefined || byteLength % 2 !== 0) throw corrupt();
    const bytes = this.#raw(byteLength);
    let text = '';
    for (let index = 0; index < byteLength; index += 8192) {
      const units = [];
      const end = Math.min(byteLength, index + 8192);
      for (let at = index; at < end; at += 2) units.push(bytes[at] | (bytes[at + 1] << 8));
      text += String.fromCharCode(...units);
    }
    return text;
  }

  #bigint() {
    const bitfield = this.#need(this.#varint(32));
    const bytes = this.#raw(Math.floor(bitfield / 2));
    let magnitude = 0n;
    for (let index = bytes.length - 1; index >= 0; index--) magnitude = (magnitude << 8n) | BigInt(bytes[index]);
    return bitfield & 1 ? -magnitude : magnitude;
  }

  #string() {
    const value = this.#value();
    if (typeof value !== 'string') throw corrupt();
    return value;
  }

  #remember(object) {
    this.#objects.push(object);
    return object;
  }

  // Reads key/value pairs into `object` until `endTag`, then checks the count.
  #properties(object, endTag) {
    let count = 0;
    while (this.#peekTag() !== endTag) {
      const key = this.#value();
      if (typeof key !== 'string' && typeof key !== 'number') throw corrupt();
      object[key] = this.#value();
      count++;
    }
    this.#tag();
    if (this.#varint(32) !== count) throw corrupt();
  }

  // V8's ReadObject: an array buffer followed by a view tag is the view's buffer.
  #value() {
    let value = this.#valueInternal();
    if (typeof value === 'object' && value !== null && builtinTag(value) === 'ArrayBuffer' &&
        this.#peekTag() === Tag.arrayBufferView) {
      this.#tag();
      value = this.#view(value);
    }
    return value;
  }

  #valueInternal() {
    const tag = this.#tag();
    switch (tag) {
      case Tag.verifyObjectCount:
        this.#need(this.#varint(32));
        return this.#value();
      case Tag.undefined: return undefined;
      case Tag.null: return null;
      case Tag.true: return true;
      case Tag.false: return false;
      case Tag.int32: {
        const zigzag = this.#need(this.#varint(32));
        return zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
      }
      case Tag.uint32: return this.#need(this.#varint(32));
      case Tag.double: return this.#need(this.#double());
      case Tag.bigint: return this.#bigint();
      case Tag.oneByteString: return this.#oneByteString();
      case Tag.twoByteString: return this.#twoByteString();
      case Tag.utf8String: return Buffer.from(this.#raw(this.#varint(32))).toString('utf8');
      case Tag.objectReference: {
        const object = this.#objects[this.#need(this.#varint(32))];
        if (object === undefined) throw corrupt();
        return object;
      }
      case Tag.beginObject: {
        const object = this.#remember({});
        this.#properties(object, Tag.endObject);
        return object;
      }
      case Tag.beginDenseArray: {
        const length = this.#need(this.#varint(32));
        // Each element takes a byte at least: a longer length is corrupt (and no array is
        // allocated for it).
        if (length > this.#bytes.length - this.#position) throw corrupt();
        const array = this.#remember(new Array(length));
        for (let index = 0; index < length; index++) array[index] = this.#value();
        this.#properties(array, Tag.endDenseArray);
        if (this.#varint(32) !== length) throw corrupt();
        return array;
      }
      case Tag.beginSparseArray: {
        const length = this.#need(this.#varint(32));
        const array = this.#remember(new Array(length));
        this.#properties(array, Tag.endSparseArray);
        if (this.#varint(32) !== length) throw corrupt();
        return array;
      }
      case Tag.date: return this.#remember(new Date(this.#need(this.#double())));
      case Tag.regexp: {
        const source = this.#string();
        const bits = this.#need(this.#varint(32));
        const flags = regexpFlags.filter(([, bit]) => bits & bit).map(([letter]) => letter).join('');
        try {
          return this.#remember(new RegExp(source, flags));
        } catch {
          throw corrupt();
        }
      }
      case Tag.beginMap: {
        const map = this.#remember(new Map());
        let count = 0;
        while (this.#peekTag() !== Tag.endMap) {
          const key = this.#value();
          map.set(key, this.#value());
          count += 2;
        }
        this.#tag();
        if (this.#varint(32) !== count) throw corrupt();
        return map;
      }
      case Tag.beginSet: {
        const set = this.#remember(new Set());
        let count = 0;
        while (this.#peekTag() !== Tag.endSet) {
          set.add(this.#value());
          count++;
        }
        this.#tag();
        if (this.#varint(32) !== count) throw corrupt();
        return set;
      }
      case Tag.arrayBuffer: {
        const bytes = this.#raw(this.#varint(32));
        const buffer = new ArrayBuffer(bytes.length);
        new Uint8Array(buffer).set(bytes);
        return this.#remember(buffer);
      }
      case Tag.resizableArrayBuffer: {
        const byteLength = this.#need(this.#varint(32));
        const maxByteLength = this.#need(this.#varint(32));
        if (byteLength > maxByteLength) throw corrupt();
        const bytes = this.#raw(byteLength);
        const buffer = new ArrayBuffer(byteLength, { maxByteLength });
        new Uint8Array(buffer).set(bytes);
        return this.#remember(buffer);
      }
      case Tag.arrayBufferTransfer: {
        const buffer = this.#transfers.get(this.#need(this.#varint(32)));
        if (buffer === undefined) throw corrupt();
        return this.#remember(buffer);
      }
      case Tag.numberObject: return this.#remember(Object(this.#need(this.#double())));
      case Tag.stringObject: return this.#remember(Object(this.#string()));
      case Tag.trueObject: return this.#remember(Object(true));
      case Tag.falseObject: return this.#remember(Object(false));
      case Tag.bigintObject: return this.#remember(Object(this.#bigint()));
      case Tag.hostObject: return this.#hostObject();
      case Tag.error: return this.#error();
      default: throw corrupt();
    }
  }

  #view(buffer) {
    const subtag = this.#tag();
    const byteOffset = this.#need(this.#varint(32));
    const byteLength = this.#need(this.#varint(32));
    const flags = this.#version >= 14 ? this.#need(this.#varint(32)) : 0;
    const Type = viewTypes.get(subtag);
    const size = Type === DataView ? 1 : Type?.BYTES_PER_ELEMENT;
    if (Type === undefined || byteOffset + byteLength > byteLengthOf.call(buffer) ||
        byteOffset % size !== 0 || byteLength % size !== 0) {
      throw corrupt();
    }
    const tracking = (flags & kLengthTracking) !== 0 && resizableOf.call(buffer);
    const view = tracking ? new Type(buffer, byteOffset) : new Type(buffer, byteOffset, byteLength / size);
    return this.#remember(view);
  }

  #hostObject() {
    const id = this.#objects.length;
    this.#objects.push(undefined);
    if (typeof this._readHostObject !== 'function') throw corrupt();
    const object = this._readHostObject();
    if (object === null || (typeof object !== 'object' && typeof object !== 'function')) {
      throw new TypeError('readHostObject must return an object');
    }
    this.#objects[id] = object;
    return object;
  }

  #error() {
    const id = this.#objects.length;
    this.#objects.push(undefined);
    let Type = Error;
    let message;
    let stack;
    let cause;
    let hasCause = false;
    for (;;) {
      const tag = this.#need(this.#varint(32));
      if (errorTypes.has(tag)) Type = errorTypes.get(tag);
      else if (tag === ErrorTag.message) message = this.#string();
      else if (tag === ErrorTag.stack) stack = this.#string();
      else if (tag === ErrorTag.cause) {
        cause = this.#value();
        hasCause = true;
      } else if (tag === ErrorTag.end) break;
      else throw corrupt();
    }
    // V8 makes the error without capturing a stack, then sets the one it read.
    const error = new Type();
    for (const key of Reflect.ownKeys(error)) delete error[key];
    const field = (value) => ({ value, writable: true, enumerable: false, configurable: true });
    Object.defineProperty(error, 'stack', field(stack));
    if (message !== undefined) Object.defineProperty(error, 'message', field(message));
    if (hasCause) Object.defineProperty(error, 'cause', field(cause));
    this.#objects[id] = error;
    return error;
  }
}

// V8's function templates list `constructor` after the methods, as Node's prototypes show.
for (const Class of [Serializer, Deserializer]) {
  delete Class.prototype.constructor;
  Object.defineProperty(Class.prototype, 'constructor', { value: Class, writable: true, configurable: true });
}
Object.defineProperty(Serializer.prototype, '_getDataCloneError', { value: Error, writable: true, configurable: true });

// Node's readRawBytes: the bytes as a Buffer over the input's memory.
Object.defineProperty(Deserializer.prototype, 'readRawBytes', {
  value: function readRawBytes(length) {
    const offset = this._readRawBytes(length);
    return Buffer.from(this.buffer.buffer, this.buffer.byteOffset + offset, length);
  },
  writable: true,
  configurable: true,
});

module.exports = { Serializer, Deserializer };
