'use strict';
// v8, the parts that do not need V8 itself: heap statistics from Eddy's heap, and
// serialize/deserialize in V8's ValueSerializer format (version 15, as Node 20 writes it),
// with Node's host-object encoding of Buffers and typed arrays, so bytes cross between
// Eddy and node. Heap snapshots, coverage and promise hooks are not here.

const { Buffer } = require('buffer');
const { codes: { ERR_INVALID_ARG_TYPE }, validateString } = require('internal/errors');

const kVersion = 15;
const kHeapSizeLimit = 4345298944;

function getHeapStatistics() {
  const { heapTotal, heapUsed, external, rss } = process.memoryUsage();
  return {
    total_heap_size: heapTotal,
    total_heap_size_executable: 0,
    total_physical_size: rss,
    total_available_size: kHeapSizeLimit - heapUsed,
    used_heap_size: heapUsed,
    heap_size_limit: kHeapSizeLimit,
    malloced_memory: 0,
    peak_malloced_memory: 0,
    does_zap_garbage: 0,
    number_of_native_contexts: 1,
    number_of_detached_contexts: 0,
    total_global_handles_size: 0,
    used_global_handles_size: 0,
    external_memory: external,
  };
}

// Eddy's heap is one space.
function getHeapSpaceStatistics() {
  const { heapTotal, heapUsed } = process.memoryUsage();
  return [{
    space_name: 'old_space',
    space_size: heapTotal,
    space_used_size: heapUsed,
    space_available_size: heapTotal - heapUsed,
    physical_space_size: heapTotal,
  }];
}

function getHeapCodeStatistics() {
  return { code_and_metadata_size: 0, bytecode_and_metadata_size: 0, external_script_source_size: 0, cpu_profiler_metadata_size: 0 };
}

function setFlagsFromString(flags) {
  validateString(flags, 'flags');
}

// --- Serialization ------------------------------------------------------------------------

const Tag = {
  padding: 0x00, version: 0xFF, undefined: 0x5F, null: 0x30, true: 0x54, false: 0x46,
  int32: 0x49, double: 0x4E, bigint: 0x5A, oneByteString: 0x22, twoByteString: 0x63,
  objectReference: 0x5E, beginObject: 0x6F, endObject: 0x7B, beginSparseArray: 0x61, endSparseArray: 0x40,
  beginDenseArray: 0x41, endDenseArray: 0x24, date: 0x44, trueObject: 0x79, falseObject: 0x78,
  numberObject: 0x6E, bigintObject: 0x7A, stringObject: 0x73, regexp: 0x52, beginMap: 0x3B, endMap: 0x3A,
  beginSet: 0x27, endSet: 0x2C, arrayBuffer: 0x42, hostObject: 0x5C, error: 0x72, utf8String: 0x53,
};

// Node's DefaultSerializer numbers array buffer views by type; Buffer is 10.
const viewTypes = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
  Float32Array, Float64Array, DataView, Buffer, BigInt64Array, BigUint64Array];
const kBufferIndex = 10;

const regexpFlags = [['g', 1], ['i', 2], ['m', 4], ['y', 8], ['u', 16], ['s', 32], ['d', 128], ['v', 256]];
const errorPrototypes = [['E', EvalError], ['R', RangeError], ['F', ReferenceError], ['S', SyntaxError],
  ['T', TypeError], ['U', URIError]];

const toStringTag = (value) => Object.prototype.toString.call(value);

function cloneError(value) {
  let shown;
  if (typeof value === 'function') shown = Function.prototype.toString.call(value);
  else if (typeof value === 'symbol') shown = String(value);
  else shown = `#<${(value && value.constructor && value.constructor.name) || 'Object'}>`;
  return new Error(`${shown} could not be cloned.`);
}

class Writer {
  constructor() {
    this.bytes = new Uint8Array(64);
    this.length = 0;
    this.ids = new Map();
  }

  reserve(count) {
    if (this.length + count <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + count) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  byte(value) {
    this.reserve(1);
    this.bytes[this.length++] = value;
  }

  raw(bytes) {
    this.reserve(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  varint(value) {
    do {
      let part = value % 128;
      value = Math.floor(value / 128);
      if (value > 0) part |= 0x80;
      this.byte(part);
    } while (value > 0);
  }

  double(value) {
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setFloat64(0, value, true);
    this.raw(bytes);
  }

  number(value) {
    if (Number.isInteger(value) && value >= -0x80000000 && value <= 0x7FFFFFFF && !Object.is(value, -0)) {
      this.byte(Tag.int32);
      this.varint(value >= 0 ? value * 2 : -value * 2 - 1);
    } else {
      this.byte(Tag.double);
      this.double(value);
    }
  }

  string(value) {
    let oneByte = true;
    for (let index = 0; index < value.length; index++) {
      if (value.charCodeAt(index) > 0xFF) {
        oneByte = false;
        break;
      }
    }
    if (oneByte) {
      this.byte(Tag.oneByteString);
      this.varint(value.length);
      this.reserve(value.length);
      for (let index = 0; index < value.length; index++) this.bytes[this.length++] = value.charCodeAt(index);
      return;
    }
    const byteLength = value.length * 2;
    // The UTF-16 units start at an even offset, as V8 aligns them.
    if ((this.length + 1 + varintSize(byteLength)) & 1) this.byte(Tag.padding);
    this.byte(Tag.twoByteString);
    this.varint(byteLength);
    this.reserve(byteLength);
    for (let index = 0; index < value.length; index++) {
      const unit = value.charCodeAt(index);
      this.bytes[this.length++] = unit & 0xFF;
      this.bytes[this.length++] = unit >> 8;
    }
  }

  bigint(value) {
    let magnitude = value < 0n ? -value : value;
    const words = [];
    while (magnitude > 0n) {
      words.push(magnitude & 0xFFFFFFFFFFFFFFFFn);
      magnitude >>= 64n;
    }
    this.varint(words.length * 8 * 2 + (value < 0n ? 1 : 0));
    const bytes = new Uint8Array(words.length * 8);
    const view = new DataView(bytes.buffer);
    words.forEach((word, index) => view.setBigUint64(index * 8, word, true));
    this.raw(bytes);
  }

  key(key) {
    // Array indices are written as numbers, as V8 keeps them.
    const index = Number(key);
    if (key !== '' && String(index) === key && Number.isInteger(index) && index >= 0 && index <= 0xFFFFFFFE) {
      this.number(index);
    } else {
      this.string(key);
    }
  }

  properties(object, keys) {
    for (const key of keys) {
      this.key(key);
      this.value(object[key]);
    }
    return keys.length;
  }

  value(value) {
    switch (typeof value) {
      case 'undefined': return this.byte(Tag.undefined);
      case 'boolean': return this.byte(value ? Tag.true : Tag.false);
      case 'number': return this.number(value);
      case 'bigint':
        this.byte(Tag.bigint);
        return this.bigint(value);
      case 'string': return this.string(value);
      case 'object':
        if (value === null) return this.byte(Tag.null);
        return this.object(value);
      default:
        throw cloneError(value);
    }
  }

  object(value) {
    const known = this.ids.get(value);
    if (known !== undefined) {
      this.byte(Tag.objectReference);
      this.varint(known);
      return;
    }
    this.ids.set(value, this.ids.size);
    if (ArrayBuffer.isView(value)) return this.view(value);
    if (Array.isArray(value)) return this.array(value);
    const tag = toStringTag(value);
    switch (tag) {
      case '[object Date]':
        this.byte(Tag.date);
        return this.double(Date.prototype.getTime.call(value));
      case '[object RegExp]': {
        this.byte(Tag.regexp);
        this.string(value.source);
        let flags = 0;
        for (const [letter, bit] of regexpFlags) if (value.flags.includes(letter)) flags |= bit;
        return this.varint(flags);
      }
      case '[object Map]':
        this.byte(Tag.beginMap);
        for (const [key, entry] of Map.prototype.entries.call(value)) {
          this.value(key);
          this.value(entry);
        }
        this.byte(Tag.endMap);
        return this.varint(value.size * 2);
      case '[object Set]':
        this.byte(Tag.beginSet);
        for (const entry of Set.prototype.values.call(value)) this.value(entry);
        this.byte(Tag.endSet);
        return this.varint(value.size);
      case '[object ArrayBuffer]':
        this.byte(Tag.arrayBuffer);
        this.varint(value.byteLength);
        return this.raw(new Uint8Array(value));
      case '[object Number]':
        this.byte(Tag.numberObject);
        return this.double(Number.prototype.valueOf.call(value));
      case '[object String]':
        this.byte(Tag.stringObject);
        return this.string(String.prototype.valueOf.call(value));
      case '[object Boolean]':
        return this.byte(Boolean.prototype.valueOf.call(value) ? Tag.trueObject : Tag.falseObject);
      case '[object BigInt]':
        this.byte(Tag.bigintObject);
        return this.bigint(BigInt.prototype.valueOf.call(value));
      case '[object Error]':
        return this.error(value);
      default:
        break;
    }
    if (typeof value === 'function' || tag !== '[object Object]') throw cloneError(value);
    this.byte(Tag.beginObject);
    const count = this.properties(value, Object.keys(value));
    this.byte(Tag.endObject);
    this.varint(count);
  }

  array(value) {
    const length = value.length;
    const keys = Object.keys(value);
    let holey = false;
    for (let index = 0; index < length && !holey; index++) holey = !(index in value);
    if (!holey) {
      this.byte(Tag.beginDenseArray);
      this.varint(length);
      for (let index = 0; index < length; index++) this.value(value[index]);
      const extra = this.properties(value, keys.slice(length));
      this.byte(Tag.endDenseArray);
      this.varint(extra);
      this.varint(length);
      return;
    }
    this.byte(Tag.beginSparseArray);
    this.varint(length);
    const count = this.properties(value, keys);
    this.byte(Tag.endSparseArray);
    this.varint(count);
    this.varint(length);
  }

  view(value) {
    let index = value.constructor === Buffer ? kBufferIndex : -1;
    if (index === -1) {
      const tag = toStringTag(value);
      index = viewTypes.findIndex((type, position) => position !== kBufferIndex && `[object ${type.name}]` === tag);
    }
    if (index === -1) throw new Error(`Unserializable host object: ${toStringTag(value)}`);
    this.byte(Tag.hostObject);
    this.varint(index);
    this.varint(value.byteLength);
    this.raw(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
  }

  error(value) {
    this.byte(Tag.error);
    const prototype = Object.getPrototypeOf(value);
    for (const [letter, type] of errorPrototypes) {
      if (prototype === type.prototype) this.byte(letter.charCodeAt(0));
    }
    const message = Object.getOwnPropertyDescriptor(value, 'message');
    if (message !== undefined && 'value' in message) {
      this.byte(0x6D);
      this.string(String(message.value));
    }
    if (typeof value.stack === 'string') {
      this.byte(0x73);
      this.string(value.stack);
    }
    this.byte(0x2E);
  }

  result() {
    return Buffer.from(this.bytes.buffer, 0, this.length);
  }
}

function varintSize(value) {
  let size = 1;
  while (value >= 128) {
    value = Math.floor(value / 128);
    size++;
  }
  return size;
}

function serialize(value) {
  const writer = new Writer();
  writer.byte(Tag.version);
  writer.byte(kVersion);
  writer.value(value);
  return writer.result();
}

// --- Deserialization ----------------------------------------------------------------------

function corrupt() {
  return new Error('Unable to deserialize cloned data.');
}

class Reader {
  constructor(bytes) {
    this.bytes = bytes;
    this.position = 0;
    this.objects = [];
  }

  byte() {
    if (this.position >= this.bytes.length) throw corrupt();
    return this.bytes[this.position++];
  }

  tag() {
    let tag;
    do tag = this.byte(); while (tag === Tag.padding);
    return tag;
  }

  peekTag() {
    let position = this.position;
    while (position < this.bytes.length && this.bytes[position] === Tag.padding) position++;
    if (position >= this.bytes.length) throw corrupt();
    return this.bytes[position];
  }

  varint() {
    let value = 0;
    let scale = 1;
    for (;;) {
      const part = this.byte();
      value += (part & 0x7F) * scale;
      if ((part & 0x80) === 0) return value;
      scale *= 128;
      if (scale > 2 ** 56) throw corrupt();
    }
  }

  raw(count) {
    if (this.position + count > this.bytes.length) throw corrupt();
    const slice = this.bytes.subarray(this.position, this.position + count);
    this.position += count;
    return slice;
  }

  double() {
    const bytes = this.raw(8);
    return new DataView(bytes.buffer, bytes.byteOffset, 8).getFloat64(0, true);
  }

  bigint() {
    const bitfield = this.varint();
    const bytes = this.raw(Math.floor(bitfield / 2));
    let magnitude = 0n;
    for (let index = bytes.length - 1; index >= 0; index--) magnitude = (magnitude << 8n) | BigInt(bytes[index]);
    return bitfield & 1 ? -magnitude : magnitude;
  }

  oneByteString() {
    const bytes = this.raw(this.varint());
    let text = '';
    for (let index = 0; index < bytes.length; index += 4096) {
      text += String.fromCharCode(...bytes.subarray(index, index + 4096));
    }
    return text;
  }

  twoByteString() {
    const byteLength = this.varint();
    if (byteLength % 2 !== 0) throw corrupt();
    const bytes = this.raw(byteLength);
    const units = [];
    for (let index = 0; index < byteLength; index += 2) units.push(bytes[index] | (bytes[index + 1] << 8));
    let text = '';
    for (let index = 0; index < units.length; index += 4096) text += String.fromCharCode(...units.slice(index, index + 4096));
    return text;
  }

  string() {
    const tag = this.tag();
    if (tag === Tag.oneByteString) return this.oneByteString();
    if (tag === Tag.twoByteString) return this.twoByteString();
    if (tag === Tag.utf8String) return Buffer.from(this.raw(this.varint())).toString('utf8');
    throw corrupt();
  }

  remember(object) {
    this.objects.push(object);
    return object;
  }

  // Reads key/value pairs into `object` until the end tag.
  properties(object, endTag) {
    let count = 0;
    while (this.peekTag() !== endTag) {
      const key = this.value();
      object[key] = this.value();
      count++;
    }
    this.tag();
    if (this.varint() !== count) throw corrupt();
  }

  value() {
    const tag = this.tag();
    switch (tag) {
      case Tag.undefined: return undefined;
      case Tag.null: return null;
      case Tag.true: return true;
      case Tag.false: return false;
      case Tag.int32: {
        const zigzag = this.varint();
        return zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
      }
      case Tag.double: return this.double();
      case Tag.bigint: return this.bigint();
      case Tag.oneByteString: return this.oneByteString();
      case Tag.twoByteString: return this.twoByteString();
      case Tag.utf8String: return Buffer.from(this.raw(this.varint())).toString('utf8');
      case Tag.objectReference: {
        const object = this.objects[this.varint()];
        if (object === undefined) throw corrupt();
        return object;
      }
      case Tag.beginObject: {
        const object = this.remember({});
        this.properties(object, Tag.endObject);
        return object;
      }
      case Tag.beginDenseArray: {
        const length = this.varint();
        const array = this.remember(new Array(length));
        for (let index = 0; index < length; index++) array[index] = this.value();
        this.properties(array, Tag.endDenseArray);
        if (this.varint() !== length) throw corrupt();
        return array;
      }
      case Tag.beginSparseArray: {
        const length = this.varint();
        const array = this.remember(new Array(length));
        this.properties(array, Tag.endSparseArray);
        if (this.varint() !== length) throw corrupt();
        return array;
      }
      case Tag.date: return this.remember(new Date(this.double()));
      case Tag.regexp: {
        const source = this.string();
        const bits = this.varint();
        const flags = regexpFlags.filter(([, bit]) => bits & bit).map(([letter]) => letter).join('');
        try {
          return this.remember(new RegExp(source, flags));
        } catch {
          throw corrupt();
        }
      }
      case Tag.beginMap: {
        const map = this.remember(new Map());
        let count = 0;
        while (this.peekTag() !== Tag.endMap) {
          const key = this.value();
          map.set(key, this.value());
          count += 2;
        }
        this.tag();
        if (this.varint() !== count) throw corrupt();
        return map;
      }
      case Tag.beginSet: {
        const set = this.remember(new Set());
        let count = 0;
        while (this.peekTag() !== Tag.endSet) {
          set.add(this.value());
          count++;
        }
        this.tag();
        if (this.varint() !== count) throw corrupt();
        return set;
      }
      case Tag.arrayBuffer: {
        const bytes = this.raw(this.varint());
        const buffer = new ArrayBuffer(bytes.length);
        new Uint8Array(buffer).set(bytes);
        return this.remember(buffer);
      }
      case Tag.numberObject: return this.remember(Object(this.double()));
      case Tag.stringObject: return this.remember(Object(this.string()));
      case Tag.trueObject: return this.remember(Object(true));
      case Tag.falseObject: return this.remember(Object(false));
      case Tag.bigintObject: return this.remember(Object(this.bigint()));
      case Tag.hostObject: return this.remember(this.view());
      case Tag.error: return this.remember(this.error());
      default: throw corrupt();
    }
  }

  view() {
    const type = viewTypes[this.varint()];
    if (type === undefined) throw corrupt();
    const byteLength = this.varint();
    const bytes = this.raw(byteLength);
    if (type === Buffer) return Buffer.from(bytes);
    const copy = new ArrayBuffer(byteLength);
    new Uint8Array(copy).set(bytes);
    const size = type === DataView ? 1 : type.BYTES_PER_ELEMENT;
    if (byteLength % size !== 0) throw corrupt();
    return new type(copy, 0, type === DataView ? byteLength : byteLength / size);
  }

  error() {
    let Type = Error;
    let message;
    let stack;
    for (;;) {
      const tag = this.byte();
      const prototype = errorPrototypes.find(([letter]) => letter.charCodeAt(0) === tag);
      if (prototype !== undefined) Type = prototype[1];
      else if (tag === 0x6D) message = this.string();
      else if (tag === 0x73) stack = this.string();
      else if (tag === 0x2E) break;
      else throw corrupt();
    }
    const error = Object.create(Type.prototype);
    if (message !== undefined) {
      Object.defineProperty(error, 'message', { value: message, writable: true, configurable: true, enumerable: false });
    }
    Object.defineProperty(error, 'stack', { value: stack, writable: true, configurable: true, enumerable: false });
    return error;
  }
}

function deserialize(buffer) {
  if (!ArrayBuffer.isView(buffer)) {
    throw new ERR_INVALID_ARG_TYPE('buffer', ['Buffer', 'TypedArray', 'DataView'], buffer);
  }
  const reader = new Reader(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
  if (reader.peekTag() === Tag.version) {
    reader.tag();
    if (reader.varint() > kVersion) throw corrupt();
  }
  return reader.value();
}

function cachedDataVersionTag() {
  return 2208153205;
}

module.exports = {
  cachedDataVersionTag,
  getHeapStatistics,
  getHeapSpaceStatistics,
  getHeapCodeStatistics,
  setFlagsFromString,
  deserialize,
  serialize,
};
