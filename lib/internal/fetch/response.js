'use strict';

// Response (Fetch Standard §6.4) as Node 20's undici has it, with the Body mixin.

const { Headers, HeaderList, fillHeaders, headersWithGuard, kList, kGuard } = require('internal/fetch/headers');
const {
  kBody,
  kUsed,
  kHeaders,
  extractBody,
  bodyStream,
  bodyUnusable,
  isBodyUsed,
  defineBodyMethods,
  illegalInvocation,
  cloneBody,
} = require('internal/fetch/body');

const kResponse = Symbol('response');
const customInspect = Symbol.for('nodejs.util.inspect.custom');
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

function isResponse(value) {
  return value !== null && typeof value === 'object' && value[kResponse] !== undefined;
}

function checkResponse(value) {
  if (!isResponse(value)) throw illegalInvocation('Response');
}

// WebIDL `unsigned short`.
function toUnsignedShort(value) {
  const number = Math.trunc(Number(value));
  if (!Number.isFinite(number)) return 0;
  return ((number % 65536) + 65536) % 65536;
}

// The reason-phrase production of RFC 9112: tab, space, visible ASCII and obs-text.
function isValidStatusText(text) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!(code === 0x09 || (code >= 0x20 && code <= 0x7E) || (code >= 0x80 && code <= 0xFF))) return false;
  }
  return true;
}

// A Response object with the given internal state, for fetch and the static methods.
function makeResponse(state, guard, body = null, headerList = undefined) {
  const response = Object.create(Response.prototype);
  response[kResponse] = state;
  response[kHeaders] = headersWithGuard(guard, headerList);
  response[kBody] = body;
  response[kUsed] = false;
  return response;
}

// §6.4 "initialize a response".
function initializeResponse(response, init, body) {
  if (init.status !== undefined) {
    const status = toUnsignedShort(init.status);
    if (status < 200 || status > 599) {
      throw new RangeError('init["status"] must be in the range of 200 to 599, inclusive.');
    }
    response[kResponse].status = status;
  }
  if (init.statusText !== undefined) {
    const statusText = `${init.statusText}`;
    if (!isValidStatusText(statusText)) throw new TypeError('Invalid statusText');
    response[kResponse].statusText = statusText;
  }
  if (init.headers !== undefined) fillHeaders(response[kHeaders], init.headers);
  if (body !== null) {
    if (nullBodyStatuses.has(response[kResponse].status)) {
      throw new TypeError(`Response constructor: Invalid response status code ${response[kResponse].status}`);
    }
    response[kBody] = body.body;
    if (body.type !== null && !response[kHeaders][kList].contains('content-type')) {
      response[kHeaders][kList].append('content-type', body.type);
    }
  }
}

function readInit(init) {
  if (init === undefined || init === null) return {};
  if (typeof init !== 'object' && typeof init !== 'function') {
    throw new TypeError("Response constructor: Expected init to be a dictionary.");
  }
  return init;
}

class Response {
  constructor(body = null, init = undefined) {
    init = readInit(init);
    this[kResponse] = { type: 'default', status: 200, statusText: '', urlList: [] };
    this[kHeaders] = headersWithGuard('response');
    this[kBody] = null;
    this[kUsed] = false;
    initializeResponse(this, init, body === null || body === undefined ? null : extractBody(body));
  }

  static error() {
    return makeResponse({ type: 'error', status: 0, statusText: '', urlList: [] }, 'immutable');
  }

  static json(data, init = undefined) {
    const text = JSON.stringify(data);
    if (text === undefined) throw new TypeError('Value is not JSON serializable');
    const body = extractBody(text);
    const response = makeResponse({ type: 'default', status: 200, statusText: '', urlList: [] }, 'response');
    initializeResponse(response, readInit(init), { body: body.body, type: 'application/json' });
    return response;
  }

  static redirect(url, status = 302) {
    let parsed;
    try {
      parsed = new URL(`${url}`);
    } catch (cause) {
      throw new TypeError(`Failed to parse URL from ${url}`, { cause });
    }
    status = toUnsignedShort(status);
    if (!redirectStatuses.has(status)) throw new RangeError(`Invalid status code ${status}`);
    const response = makeResponse({ type: 'default', status, statusText: '', urlList: [] }, 'immutable');
    response[kHeaders][kList].append('location', parsed.href);
    return response;
  }

  get type() {
    checkResponse(this);
    return this[kResponse].type;
  }

  get url() {
    checkResponse(this);
    const list = this[kResponse].urlList;
    if (list.length === 0) return '';
    const url = list[list.length - 1];
    const hash = url.indexOf('#');
    return hash === -1 ? url : url.slice(0, hash);
  }

  get redirected() {
    checkResponse(this);
    return this[kResponse].urlList.length > 1;
  }

  get status() {
    checkResponse(this);
    return this[kResponse].status;
  }

  get ok() {
    checkResponse(this);
    return this[kResponse].status >= 200 && this[kResponse].status <= 299;
  }

  get statusText() {
    checkResponse(this);
    return this[kResponse].statusText;
  }

  get headers() {
    checkResponse(this);
    return this[kHeaders];
  }

  get body() {
    checkResponse(this);
    return this[kBody] === null ? null : bodyStream(this[kBody]);
  }

  get bodyUsed() {
    checkResponse(this);
    return isBodyUsed(this);
  }

  clone() {
    checkResponse(this);
    if (bodyUnusable(this)) throw new TypeError('Response.clone: Body has already been consumed.');
    return makeResponse({ ...this[kResponse], urlList: this[kResponse].urlList.slice() },
      this[kHeaders][kGuard], this[kBody] === null ? null : cloneBody(this[kBody]),
      new HeaderList(this[kHeaders][kList]));
  }


  [customInspect](depth, options) {
    if (typeof depth === 'number' && depth < 0) return '[Response]';
    const { inspect } = require('internal/util/inspect');
    const shown = {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
      body: this.body,
      bodyUsed: this.bodyUsed,
      ok: this.ok,
      redirected: this.redirected,
      type: this.type,
      url: this.url,
    };
    return `Response ${inspect(shown, { ...options, depth: options.depth == null ? null : options.depth - 1 })}`;
  }
}

for (const name of ['type', 'url', 'redirected', 'status', 'ok', 'statusText', 'headers', 'body', 'bodyUsed',
  'clone']) {
  Object.defineProperty(Response.prototype, name, { enumerable: true });
}
defineBodyMethods(Response, isResponse);
Object.defineProperty(Response.prototype, Symbol.toStringTag, { value: 'Response', configurable: true });

module.exports = { Response, Headers, makeResponse, isResponse, kResponse, nullBodyStatuses, redirectStatuses };
