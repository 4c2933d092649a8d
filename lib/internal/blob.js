'use strict';

// Blob and File (File API §3–4) as Node 20 exports them from `buffer`. A blob is immutable
// bytes kept as the list of parts it was made from (each copied once; a Blob part adds its
// own parts), so `stream()` yields part by part as Node's does and slices share memory.

const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_THIS, ERR_MISSING_ARGS },
} = require('internal/errors');

const kParts = Symbol('kParts');
const kSize = Symbol('kSize');
const kType = Symbol('kType');
const kName = Symbol('kName');
const kLastModified = Symbol('kLastModified');
const customInspect = Symbol.for('nodejs.util.inspect.custom');

function isBlob(value) {
  return value !== null && typeof value === 'object' && value[kParts] !== undefined;
}

function checkBlob(value) {
  if (!isBlob(value)) throw new ERR_INVALID_THIS('Blob');
}

// The type is kept only if all of it is printable ASCII, lowercased (§3.1 step 3).
function normalizeType(type) {
  const text = `${type}`;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code > 0x7E) return '';
  }
  return text.toLowerCase();
}

function partBytes(part, endings) {
  if (part instanceof ArrayBuffer) return new Uint8Array(part.slice(0));
  if (ArrayBuffer.isView(part)) return new Uint8Array(part.buffer.slice(part.byteOffset, part.byteOffset + part.byteLength));
  let text = `${part}`;
  if (endings === 'native') text = text.replace(/\r\n|\r/g, '\n');
  return new TextEncoder().encode(text);
}

function makeBlob(parts, size, type) {
  const blob = Object.create(Blob.prototype);
  blob[kParts] = parts;
  blob[kSize] = size;
  blob[kType] = type;
  return blob;
}

// All of a blob's bytes in one array (the only part's own array when there is one).
function blobBytes(blob) {
  const parts = blob[kParts];
  if (parts.length === 1) return parts[0];
  if (parts.length === 0) return new Uint8Array(0);
  // Buffer.concat copies natively; typed-array `set` goes an element at a time.
  const joined = Buffer.concat(parts, blob[kSize]);
  return new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength);
}

class Blob {
  constructor(sources = [], options = undefined) {
    if (sources === null || typeof sources !== 'object' || typeof sources[Symbol.iterator] !== 'function') {
      throw new ERR_INVALID_ARG_TYPE('sources', 'a sequence', sources);
    }
    if (options !== undefined && (options === null || typeof options !== 'object')) {
      throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
    }
    const endings = options === undefined || options.endings === undefined ? 'transparent' : `${options.endings}`;
    if (endings !== 'transparent' && endings !== 'native') {
      const { codes } = require('internal/errors');
      throw new codes.ERR_INVALID_ARG_VALUE('options.endings', endings);
    }
    const parts = [];
    let size = 0;
    for (const source of sources) {
      if (isBlob(source)) {
        for (const part of source[kParts]) parts.push(part);
        size += source[kSize];
        continue;
      }
      const bytes = partBytes(source, endings);
      if (bytes.byteLength > 0) parts.push(bytes);
      size += bytes.byteLength;
    }
    this[kParts] = parts;
    this[kSize] = size;
    this[kType] = options === undefined || options.type === undefined ? '' : normalizeType(options.type);
  }

  get type() {
    checkBlob(this);
    return this[kType];
  }

  get size() {
    checkBlob(this);
    return this[kSize];
  }

  slice(start = 0, end = undefined, contentType = '') {
    checkBlob(this);
    const size = this[kSize];
    const clamp = (value, fallback) => {
      if (value === undefined) return fallback;
      let number = Math.trunc(Number(value)) || 0;
      if (number < 0) number = Math.max(size + number, 0);
      return Math.min(number, size);
    };
    const from = clamp(start, 0);
    const to = clamp(end, size);
    const parts = [];
    let position = 0;
    for (const part of this[kParts]) {
      const partEnd = position + part.byteLength;
      if (partEnd > from && position < to) {
        parts.push(part.subarray(Math.max(from - position, 0), Math.min(to, partEnd) - position));
      }
      position = partEnd;
    }
    return makeBlob(parts, Math.max(to - from, 0), normalizeType(contentType));
  }

  arrayBuffer() {
    if (!isBlob(this)) return Promise.reject(new ERR_INVALID_THIS('Blob'));
    const bytes = blobBytes(this);
    return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }

  bytes() {
    if (!isBlob(this)) return Promise.reject(new ERR_INVALID_THIS('Blob'));
    const bytes = blobBytes(this);
    return Promise.resolve(new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
  }

  text() {
    if (!isBlob(this)) return Promise.reject(new ERR_INVALID_THIS('Blob'));
    return Promise.resolve(new TextDecoder().decode(blobBytes(this)));
  }

  stream() {
    checkBlob(this);
    const parts = this[kParts].slice();
    const {
      createReadableByteStream, readableByteStreamControllerEnqueue, readableByteStreamControllerClose,
    } = require('internal/webstreams/readablestream');
    const { kState } = require('internal/webstreams/util');
    let index = 0;
    let stream;
    const pull = () => {
      const controller = stream[kState].controller;
      if (index < parts.length) {
        const part = parts[index++];
        readableByteStreamControllerEnqueue(controller,
          new Uint8Array(part.buffer.slice(part.byteOffset, part.byteOffset + part.byteLength)));
      }
      if (index >= parts.length) readableByteStreamControllerClose(controller);
      return Promise.resolve();
    };
    stream = createReadableByteStream(() => {}, pull, () => Promise.resolve());
    return stream;
  }

  [customInspect](depth, options) {
    const { inspectAs } = require('internal/event_target');
    return inspectAs(this, this.constructor === File
      ? { size: this.size, type: this.type, name: this.name, lastModified: this.lastModified }
      : { size: this.size, type: this.type }, depth, options);
  }
}

for (const name of ['type', 'size', 'slice', 'arrayBuffer', 'text', 'bytes', 'stream']) {
  Object.defineProperty(Blob.prototype, name, { enumerable: true });
}
Object.defineProperty(Blob.prototype, Symbol.toStringTag, { value: 'Blob', configurable: true });

class File extends Blob {
  constructor(fileBits, fileName, options = {}) {
    if (arguments.length < 2) throw new ERR_MISSING_ARGS('fileBits', 'fileName');
    super(fileBits, options);
    this[kName] = `${fileName}`;
    const lastModified = options === null || options === undefined ? undefined : options.lastModified;
    this[kLastModified] = lastModified === undefined ? Date.now() : Number(lastModified);
  }

  get name() {
    if (!(kName in this)) throw new ERR_INVALID_THIS('File');
    return this[kName];
  }

  get lastModified() {
    if (!(kName in this)) throw new ERR_INVALID_THIS('File');
    return this[kLastModified];
  }
}

for (const name of ['name', 'lastModified']) {
  Object.defineProperty(File.prototype, name, { enumerable: true });
}
Object.defineProperty(File.prototype, Symbol.toStringTag, { value: 'File', configurable: true });

// The blob URL store (File API §8.3): registered blobs by their URL's id.
const blobURLPrefix = 'blob:nodedata:';
const blobURLStore = new Map();

function createObjectURL(obj) {
  if (!isBlob(obj)) throw new ERR_INVALID_ARG_TYPE('obj', 'Blob', obj);
  const id = require('crypto').randomUUID();
  blobURLStore.set(id, obj);
  return `${blobURLPrefix}${id}`;
}

function revokeObjectURL(url) {
  if (url.startsWith(blobURLPrefix)) blobURLStore.delete(url.slice(blobURLPrefix.length));
}

// buffer.resolveObjectURL: a new Blob over the registered one's bytes, or undefined.
function resolveObjectURL(url) {
  url = `${url}`;
  if (!url.startsWith(blobURLPrefix)) return undefined;
  const blob = blobURLStore.get(url.slice(blobURLPrefix.length));
  return blob === undefined ? undefined : makeBlob(blob[kParts], blob[kSize], blob[kType]);
}

module.exports = { Blob, File, isBlob, blobBytes, createObjectURL, revokeObjectURL, resolveObjectURL };
