'use strict';

// FormData (XMLHttpRequest Standard §4.3) as Node 20's undici has it: an ordered list of
// entries whose values are strings or Files, a multipart/form-data body when used as a
// fetch body (HTML §4.10.21.8, undici's boundary and escapes), and the parsers behind
// `Body.formData()` for multipart and urlencoded bodies. Messages are undici's.

const { Blob, File, isBlob } = require('internal/blob');
const { requireArguments, defineIterableMembers } = require('internal/fetch/webidl');

const kEntries = Symbol('state');
const customInspect = Symbol.for('nodejs.util.inspect.custom');

function isFormData(value) {
  return value !== null && typeof value === 'object' && Array.isArray(value[kEntries]);
}

function checkFormData(value) {
  if (!isFormData(value)) throw require('internal/fetch/body').illegalInvocation('FormData');
}

// WebIDL's USVString: lone surrogates become U+FFFD.
function toUSVString(value) {
  return `${value}`.toWellFormed();
}

// "create an entry" (§4.3): a Blob value becomes a File, named `filename`, or "blob" when
// it is not a File already.
function makeEntry(name, value, filename) {
  name = toUSVString(name);
  if (!isBlob(value)) return { name, value: toUSVString(value) };
  if (!(value instanceof File) || filename !== undefined) {
    const options = { type: value.type };
    if (value instanceof File) options.lastModified = value.lastModified;
    value = new File([value], filename === undefined ? 'blob' : toUSVString(filename), options);
  }
  return { name, value };
}

function entryValue(where, args) {
  if (args.length > 2 && !isBlob(args[1])) {
    throw new TypeError(`Failed to execute '${where}' on 'FormData': parameter 2 is not of type 'Blob'`);
  }
  return makeEntry(args[0], args[1], args.length > 2 ? args[2] : undefined);
}

class FormData {
  constructor(form) {
    if (form !== undefined) {
      throw new TypeError('FormData constructor: Argument 1 could not be converted to: undefined.');
    }
    this[kEntries] = [];
  }

  append(name, value, filename = undefined) {
    checkFormData(this);
    requireArguments(arguments.length, 2, 'FormData.append');
    this[kEntries].push(entryValue('append', arguments));
  }

  delete(name) {
    checkFormData(this);
    requireArguments(arguments.length, 1, 'FormData.delete');
    name = toUSVString(name);
    this[kEntries] = this[kEntries].filter((entry) => entry.name !== name);
  }

  get(name) {
    checkFormData(this);
    requireArguments(arguments.length, 1, 'FormData.get');
    name = toUSVString(name);
    const entry = this[kEntries].find((candidate) => candidate.name === name);
    return entry === undefined ? null : entry.value;
  }

  getAll(name) {
    checkFormData(this);
    requireArguments(arguments.length, 1, 'FormData.getAll');
    name = toUSVString(name);
    return this[kEntries].filter((entry) => entry.name === name).map((entry) => entry.value);
  }

  has(name) {
    checkFormData(this);
    requireArguments(arguments.length, 1, 'FormData.has');
    name = toUSVString(name);
    return this[kEntries].some((entry) => entry.name === name);
  }

  // The first entry of the name is replaced, the others removed (§4.3 set()).
  set(name, value, filename = undefined) {
    checkFormData(this);
    requireArguments(arguments.length, 2, 'FormData.set');
    const entry = entryValue('set', arguments);
    const entries = this[kEntries];
    const first = entries.findIndex((candidate) => candidate.name === entry.name);
    if (first === -1) {
      entries.push(entry);
      return;
    }
    this[kEntries] = entries.filter((candidate, index) => index <= first || candidate.name !== entry.name);
    this[kEntries][first] = entry;
  }

  // undici's rendering: the entries as an object's properties, repeated names as arrays.
  [customInspect](depth, options) {
    const shown = { __proto__: null };
    for (const { name, value } of this[kEntries]) {
      if (!(name in shown)) shown[name] = value;
      else if (Array.isArray(shown[name])) shown[name].push(value);
      else shown[name] = [shown[name], value];
    }
    const { inspect } = require('internal/util/inspect');
    // undici formats with the caller's options as they are (the depth not lowered).
    const output = inspect(shown, { ...options, depth: options.depth === undefined ? depth : options.depth });
    return `FormData ${output.slice(output.indexOf(']') + 2)}`;
  }
}

for (const name of ['append', 'delete', 'get', 'getAll', 'has', 'set']) {
  Object.defineProperty(FormData.prototype, name, { enumerable: true });
}
defineIterableMembers(FormData, checkFormData,
  (formData) => formData[kEntries].map((entry) => [entry.name, entry.value]));
Object.defineProperty(FormData.prototype, Symbol.toStringTag, { value: 'FormData', configurable: true });

// §4.10.21.8 "multipart/form-data encoding algorithm", as undici writes it: names escaped
// (LF, CR and quotes percent-encoded), line breaks of names and string values normalized to
// CRLF, a File part typed `application/octet-stream` when it has no type. The body is a Blob
// of the parts, so File contents are not copied into one string.
function multipartBody(formData) {
  const digits = `${Math.floor(Math.random() * 1e11)}`.padStart(11, '0');
  const boundary = `----formdata-undici-0${digits}`;
  const escape = (text) => text.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
  const normalize = (text) => text.replace(/\r?\n|\r/g, '\r\n');
  const prefix = `--${boundary}\r\nContent-Disposition: form-data`;
  const parts = [];
  for (const { name, value } of formData[kEntries]) {
    if (typeof value === 'string') {
      parts.push(`${prefix}; name="${escape(normalize(name))}"\r\n\r\n${normalize(value)}\r\n`);
    } else {
      parts.push(`${prefix}; name="${escape(normalize(name))}"` +
        (value.name ? `; filename="${escape(value.name)}"` : '') + '\r\n' +
        `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`, value, '\r\n');
    }
  }
  parts.push(`--${boundary}--\r\n`);
  return { blob: new Blob(parts), type: `multipart/form-data; boundary=${boundary}` };
}

// The parameter `name` of a header value such as `form-data; name="a"; filename="b"`.
function headerParameter(header, name) {
  const pattern = new RegExp(`;\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i');
  const match = pattern.exec(header);
  if (match === null) return null;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
}

function parseFailure() {
  return new TypeError('Failed to parse body as FormData.');
}

// The multipart/form-data parser (HTML §4.10.21.8 and RFC 7578): parts between
// `--boundary` lines; a part with a filename becomes a File, others UTF-8 strings.
function parseMultipart(bytes, boundary) {
  const formData = new FormData();
  // Searched as a Buffer view of the same memory; the delimiters are made once.
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  const decoder = new TextDecoder();
  const unescape = (text) => text.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');
  let position = body.indexOf(delimiter, 0);
  if (position !== 0) throw parseFailure();
  for (;;) {
    position += delimiter.length;
    if (bytes[position] === 0x2D && bytes[position + 1] === 0x2D) return formData;  // `--boundary--`
    if (bytes[position] !== 0x0D || bytes[position + 1] !== 0x0A) throw parseFailure();
    const headerEnd = body.indexOf('\r\n\r\n', position + 2);
    if (headerEnd === -1) throw parseFailure();
    const headers = decoder.decode(bytes.subarray(position + 2, headerEnd)).split('\r\n');
    let disposition = null;
    let contentType = null;
    for (const line of headers) {
      const colon = line.indexOf(':');
      if (colon === -1) throw parseFailure();
      const field = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (field === 'content-disposition') disposition = value;
      else if (field === 'content-type') contentType = value;
    }
    if (disposition === null || !/^form-data\s*(;|$)/i.test(disposition)) throw parseFailure();
    const name = headerParameter(disposition, 'name');
    if (name === null) throw parseFailure();
    const filename = headerParameter(disposition, 'filename');
    const next = body.indexOf(nextDelimiter, headerEnd + 4);
    if (next === -1) throw parseFailure();
    const content = bytes.slice(headerEnd + 4, next);
    if (filename === null) {
      formData.append(unescape(name), decoder.decode(content));
    } else {
      formData.append(unescape(name), new File([content], unescape(filename), { type: contentType ?? 'text/plain' }));
    }
    position = next + 2;
  }
}

// `Body.formData()` (Fetch §6.3): by the body's Content-Type.
function parseFormData(bytes, contentType) {
  const essence = contentType.split(';')[0].trim().toLowerCase();
  if (essence === 'multipart/form-data') {
    const boundary = headerParameter(contentType, 'boundary');
    if (boundary === null || boundary === '') throw parseFailure();
    return parseMultipart(bytes, boundary);
  }
  if (essence === 'application/x-www-form-urlencoded') {
    const formData = new FormData();
    for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) formData.append(name, value);
    return formData;
  }
  throw new TypeError('Content-Type was not one of "multipart/form-data" or "application/x-www-form-urlencoded".');
}

module.exports = { FormData, isFormData, multipartBody, parseFormData };
