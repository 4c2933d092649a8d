'use strict';

// Bodies of Request and Response (Fetch Standard §5.1 "extract a body", §6.3 Body mixin),
// as Node 20's undici has them. A body is { stream, source, length }: `source` holds the
// bytes when they are known up front (strings, buffers, blobs, URLSearchParams), and the
// ReadableStream is made only when something asks for it, so `text()` of a string body
// never builds a stream. A FormData body is its multipart encoding, a Blob of the parts.

const { isBlob, Blob } = require('internal/blob');
const {
  ReadableStream,
  isReadableStream,
  isReadableStreamDisturbed,
  isReadableStreamLocked,
  createReadableByteStream,
  readableByteStreamControllerEnqueue,
  readableByteStreamControllerClose,
} = require('internal/webstreams/readablestream');
const { kState } = require('internal/webstreams/util');

const kBody = Symbol('body');
const kUsed = Symbol('used');
const kHeaders = Symbol('headers');

let encoder;
function encodeText(text) {
  if (encoder === undefined) encoder = new TextEncoder();
  return encoder.encode(text);
}

function copyBytes(view) {
  return new Uint8Array(view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength));
}

// A byte stream that yields `bytes` once and closes.
function streamOfBytes(bytes) {
  let stream;
  const pull = () => {
    const controller = stream[kState].controller;
    if (bytes.byteLength > 0) readableByteStreamControllerEnqueue(controller, bytes);
    readableByteStreamControllerClose(controller);
    return Promise.resolve();
  };
  stream = createReadableByteStream(() => {}, pull, () => Promise.resolve());
  return stream;
}

// §5.1 "extract a body": the body and the Content-Type it implies (or null).
function extractBody(object, keepalive = false) {
  let source = null;
  let type = null;
  let stream = null;
  if (typeof object === 'string') {
    source = encodeText(object);
    type = 'text/plain;charset=UTF-8';
  } else if (object instanceof URLSearchParams) {
    source = encodeText(object.toString());
    type = 'application/x-www-form-urlencoded;charset=UTF-8';
  } else if (object instanceof ArrayBuffer) {
    source = new Uint8Array(object.slice(0));
  } else if (ArrayBuffer.isView(object)) {
    source = copyBytes(object);
  } else if (isBlob(object)) {
    source = object;
    if (object.type !== '') type = object.type;
  } else if (require('internal/fetch/formdata').isFormData(object)) {
    const multipart = require('internal/fetch/formdata').multipartBody(object);
    source = multipart.blob;
    type = multipart.type;
  } else if (isReadableStream(object)) {
    if (keepalive) throw new TypeError('keepalive');
    if (isReadableStreamDisturbed(object) || isReadableStreamLocked(object)) {
      throw new TypeError('Response body object should not be disturbed or locked');
    }
    stream = object;
  } else if (object !== null && typeof object === 'object' && typeof object[Symbol.asyncIterator] === 'function') {
    stream = ReadableStream.from(object);
  } else {
    source = encodeText(`${object}`);
    type = 'text/plain;charset=UTF-8';
  }
  const length = source === null ? null : isBlob(source) ? source.size : source.byteLength;
  return { body: { stream, source, length, used: false }, type };
}

// The stream of a body, made on first use.
function bodyStream(body) {
  if (body.stream === null) {
    const source = body.source;
    body.stream = isBlob(source) ? source.stream() : streamOfBytes(source);
    // A body already read from its bytes shows a disturbed stream, as one read through it.
    if (body.used) body.stream[kState].disturbed = true;
  }
  return body.stream;
}

function bodyUnusable(owner) {
  const body = owner[kBody];
  if (body === null) return false;
  if (owner[kUsed] || body.used) return true;
  return body.stream !== null && (isReadableStreamDisturbed(body.stream) || isReadableStreamLocked(body.stream));
}

function isBodyUsed(owner) {
  const body = owner[kBody];
  if (body === null) return false;
  if (owner[kUsed] || body.used) return true;
  return body.stream !== null && isReadableStreamDisturbed(body.stream);
}

// Reads a whole stream into one Uint8Array.
function readAllBytes(stream) {
  const reader = stream.getReader();
  const chunks = [];
  let total = 0;
  return new Promise((resolve, reject) => {
    const step = () => {
      reader.read().then(({ value, done }) => {
        if (done) {
          if (chunks.length === 1) {
            resolve(chunks[0]);
            return;
          }
          // Buffer.concat copies natively; typed-array `set` goes an element at a time.
          const joined = Buffer.concat(chunks, total);
          resolve(new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength));
          return;
        }
        if (!(value instanceof Uint8Array)) {
          reject(new TypeError('Received non-Uint8Array chunk'));
          return;
        }
        chunks.push(value);
        total += value.byteLength;
        step();
      }, reject);
    };
    step();
  });
}

// §6.3 "consume body": the bytes, read from the source when no stream was made.
function consumeBody(owner, convert) {
  if (bodyUnusable(owner)) return Promise.reject(new TypeError('Body is unusable: Body has already been read'));
  const body = owner[kBody];
  if (body === null) return Promise.resolve().then(() => convert(new Uint8Array(0)));
  if (body.stream === null) {
    body.used = true;
    const source = body.source;
    const bytes = isBlob(source) ? require('internal/blob').blobBytes(source) : source;
    return Promise.resolve().then(() => convert(bytes));
  }
  return readAllBytes(body.stream).then(convert);
}

let decoder;
function utf8Decode(bytes) {
  if (decoder === undefined) decoder = new TextDecoder();
  return decoder.decode(bytes);
}

function mimeType(owner) {
  const type = owner[kHeaders].get('content-type');
  return type === null ? '' : type.toLowerCase();
}

// The Body mixin's methods, shared by Request and Response (brand checks by the caller).
const bodyMixin = {
  arrayBuffer(owner) {
    return consumeBody(owner, (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  },
  blob(owner) {
    return consumeBody(owner, (bytes) => new Blob([bytes], { type: mimeType(owner) }));
  },
  bytes(owner) {
    return consumeBody(owner, (bytes) => new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
  },
  json(owner) {
    return consumeBody(owner, (bytes) => JSON.parse(utf8Decode(bytes)));
  },
  text(owner) {
    return consumeBody(owner, utf8Decode);
  },
  formData(owner) {
    // The header as sent: a multipart boundary is case-sensitive.
    const type = owner[kHeaders].get('content-type') ?? '';
    return consumeBody(owner, (bytes) => require('internal/fetch/formdata').parseFormData(bytes, type));
  },
};

// §5.1 "clone a body": a tee, the original keeping one branch.
function cloneBody(body) {
  if (body.stream === null) return { stream: null, source: body.source, length: body.length, used: false };
  const [first, second] = body.stream.tee();
  body.stream = first;
  return { stream: second, source: null, length: body.length, used: false };
}

// undici's brand check: "Illegal invocation" with ERR_INVALID_THIS's code.
function illegalInvocation(name) {
  const { codes } = require('internal/errors');
  const error = new codes.ERR_INVALID_THIS(name);
  error.message = 'Illegal invocation';
  return error;
}

// The Body mixin's methods on `Class.prototype`, each checking its receiver with `isOwner`.
function defineBodyMethods(Class, isOwner) {
  for (const name of Object.keys(bodyMixin)) {
    const method = {
      [name]() {
        if (!isOwner(this)) return Promise.reject(illegalInvocation(Class.name));
        return bodyMixin[name](this);
      },
    }[name];
    Object.defineProperty(Class.prototype, name, { value: method, writable: true, configurable: true, enumerable: true });
  }
}

module.exports = {
  illegalInvocation,
  defineBodyMethods,
  kBody,
  kUsed,
  kHeaders,
  extractBody,
  bodyStream,
  bodyUnusable,
  isBodyUsed,
  bodyMixin,
  cloneBody,
  readAllBytes,
};
