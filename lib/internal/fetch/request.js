'use strict';

// Request (Fetch Standard §6.3) as Node 20's undici has it, with the Body mixin.

const { HeaderList, fillHeaders, headersWithGuard, kList, isValidHeaderName } = require('internal/fetch/headers');
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

const kRequest = Symbol('request');
const kSignal = Symbol('signal');
const customInspect = Symbol.for('nodejs.util.inspect.custom');

const normalizedMethods = new Map(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'].map((m) => [m, m]));
const forbiddenMethods = new Set(['CONNECT', 'TRACE', 'TRACK']);

const enums = {
  mode: ['navigate', 'same-origin', 'no-cors', 'cors'],
  credentials: ['omit', 'same-origin', 'include'],
  cache: ['default', 'no-store', 'reload', 'no-cache', 'force-cache', 'only-if-cached'],
  redirect: ['follow', 'manual', 'error'],
  referrerPolicy: ['', 'no-referrer', 'no-referrer-when-downgrade', 'same-origin', 'origin', 'strict-origin',
    'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url'],
  duplex: ['half'],
};

function readEnum(init, key) {
  const value = init[key];
  if (value === undefined) return undefined;
  const text = `${value}`;
  if (!enums[key].includes(text)) {
    throw new TypeError(`Request constructor: ${text} is not an accepted type. Expected one of ${enums[key].filter((v) => v !== '').join(', ')}.`);
  }
  return text;
}

function isRequest(value) {
  return value !== null && typeof value === 'object' && value[kRequest] !== undefined;
}

function checkRequest(value) {
  if (!isRequest(value)) throw illegalInvocation('Request');
}

function parseURL(input) {
  try {
    return new URL(input);
  } catch (cause) {
    throw new TypeError(`Failed to parse URL from ${input}`, { cause });
  }
}

// A signal that follows `parent` (the request's own, as the standard's "follow").
function followingSignal(parent) {
  const controller = new AbortController();
  if (parent !== undefined && parent !== null) {
    if (parent.aborted) {
      controller.abort(parent.reason);
    } else {
      parent.addEventListener('abort', () => controller.abort(parent.reason), { once: true });
    }
  }
  return controller.signal;
}

class Request {
  constructor(input, init = undefined) {
    if (arguments.length === 0) throw new TypeError('Request constructor: 1 argument required, but only 0 found.');
    if (init === null || init === undefined) init = {};
    if (typeof init !== 'object' && typeof init !== 'function') {
      throw new TypeError('Request constructor: Expected init to be a dictionary.');
    }
    let state;
    let inputRequest = null;
    let parentSignal;
    if (isRequest(input)) {
      inputRequest = input;
      state = { ...input[kRequest] };
      parentSignal = input[kSignal];
    } else {
      const url = parseURL(`${input}`);
      if (url.username !== '' || url.password !== '') {
        throw new TypeError(`Request cannot be constructed from a URL that includes credentials: ${input}`);
      }
      state = {
        method: 'GET',
        url: url.href,
        mode: 'cors',
        credentials: 'same-origin',
        cache: 'default',
        redirect: 'follow',
        referrer: 'about:client',
        referrerPolicy: '',
        integrity: '',
        keepalive: false,
        duplex: 'half',
      };
    }
    const mode = readEnum(init, 'mode');
    if (mode === 'navigate') throw new TypeError('Request constructor: invalid request mode navigate.');
    if (mode !== undefined) state.mode = mode;
    const credentials = readEnum(init, 'credentials');
    if (credentials !== undefined) state.credentials = credentials;
    const cache = readEnum(init, 'cache');
    if (cache !== undefined) state.cache = cache;
    const redirect = readEnum(init, 'redirect');
    if (redirect !== undefined) state.redirect = redirect;
    const referrerPolicy = readEnum(init, 'referrerPolicy');
    if (referrerPolicy !== undefined) state.referrerPolicy = referrerPolicy;
    readEnum(init, 'duplex');
    if (init.integrity !== undefined) state.integrity = `${init.integrity}`;
    if (init.keepalive !== undefined) state.keepalive = Boolean(init.keepalive);
    if (init.referrer !== undefined) {
      const referrer = `${init.referrer}`;
      state.referrer = referrer === '' ? '' : parseURL(referrer).href;
    }
    if (init.method !== undefined) {
      const method = `${init.method}`;
      if (!isValidHeaderName(method)) throw new TypeError(`'${method}' is not a valid HTTP method.`);
      const upper = method.toUpperCase();
      if (forbiddenMethods.has(upper)) throw new TypeError(`'${method}' HTTP method is unsupported.`);
      state.method = normalizedMethods.get(upper) || method;
    }
    if (init.signal !== undefined) {
      const signal = init.signal;
      if (signal !== null && (typeof signal !== 'object' || !('aborted' in signal))) {
        throw new TypeError("Failed to construct 'Request': member signal is not of type AbortSignal.");
      }
      parentSignal = signal;
    }
    this[kRequest] = state;
    this[kSignal] = followingSignal(parentSignal);

    const headerList = init.headers === undefined && inputRequest !== null
      ? new HeaderList(inputRequest[kHeaders][kList]) : undefined;
    this[kHeaders] = headersWithGuard('request', headerList);
    if (init.headers !== undefined) fillHeaders(this[kHeaders], init.headers);

    const inputBody = inputRequest === null ? null : inputRequest[kBody];
    const hasInitBody = init.body !== undefined && init.body !== null;
    if ((hasInitBody || inputBody !== null) && (state.method === 'GET' || state.method === 'HEAD')) {
      throw new TypeError('Request with GET/HEAD method cannot have body.');
    }
    let body = inputBody;
    if (hasInitBody) {
      const extracted = extractBody(init.body, state.keepalive);
      body = extracted.body;
      if (extracted.type !== null && !this[kHeaders][kList].contains('content-type')) {
        this[kHeaders][kList].append('content-type', extracted.type);
      }
    }
    if (body !== null && body.source === null && init.duplex === undefined && hasInitBody) {
      throw new TypeError('RequestInit: duplex option is required when sending a body.');
    }
    if (!hasInitBody && inputBody !== null) {
      if (bodyUnusable(inputRequest)) {
        throw new TypeError('Cannot construct a Request with a Request object that has already been used.');
      }
      // The body moves to the new request; the input counts as read.
      inputRequest[kUsed] = true;
    }
    this[kBody] = body;
    this[kUsed] = false;
  }

  get method() { checkRequest(this); return this[kRequest].method; }
  get url() { checkRequest(this); return this[kRequest].url; }
  get headers() { checkRequest(this); return this[kHeaders]; }
  get destination() { checkRequest(this); return ''; }
  get referrer() { checkRequest(this); return this[kRequest].referrer; }
  get referrerPolicy() { checkRequest(this); return this[kRequest].referrerPolicy; }
  get mode() { checkRequest(this); return this[kRequest].mode; }
  get credentials() { checkRequest(this); return this[kRequest].credentials; }
  get cache() { checkRequest(this); return this[kRequest].cache; }
  get redirect() { checkRequest(this); return this[kRequest].redirect; }
  get integrity() { checkRequest(this); return this[kRequest].integrity; }
  get keepalive() { checkRequest(this); return this[kRequest].keepalive; }
  get isReloadNavigation() { checkRequest(this); return false; }
  get isHistoryNavigation() { checkRequest(this); return false; }
  get signal() { checkRequest(this); return this[kSignal]; }
  get body() { checkRequest(this); return this[kBody] === null ? null : bodyStream(this[kBody]); }
  get bodyUsed() { checkRequest(this); return isBodyUsed(this); }
  get duplex() { checkRequest(this); return 'half'; }

  clone() {
    checkRequest(this);
    if (bodyUnusable(this)) throw new TypeError('unusable');
    const clone = Object.create(Request.prototype);
    clone[kRequest] = { ...this[kRequest] };
    clone[kSignal] = followingSignal(this[kSignal]);
    clone[kHeaders] = headersWithGuard('request', new HeaderList(this[kHeaders][kList]));
    clone[kBody] = this[kBody] === null ? null : cloneBody(this[kBody]);
    clone[kUsed] = false;
    return clone;
  }


  [customInspect](depth, options) {
    if (typeof depth === 'number' && depth < 0) return '[Request]';
    const { inspect } = require('internal/util/inspect');
    const shown = {
      method: this.method,
      url: this.url,
      headers: this.headers,
      destination: this.destination,
      referrer: this.referrer,
      referrerPolicy: this.referrerPolicy,
      mode: this.mode,
      credentials: this.credentials,
      cache: this.cache,
      redirect: this.redirect,
      integrity: this.integrity,
      keepalive: this.keepalive,
      isReloadNavigation: this.isReloadNavigation,
      isHistoryNavigation: this.isHistoryNavigation,
      signal: this.signal,
    };
    return `Request ${inspect(shown, { ...options, depth: options.depth == null ? null : options.depth - 1 })}`;
  }
}

for (const name of ['method', 'url', 'headers', 'destination', 'referrer', 'referrerPolicy', 'mode', 'credentials',
  'cache', 'redirect', 'integrity', 'keepalive', 'isReloadNavigation', 'isHistoryNavigation', 'signal', 'body',
  'bodyUsed', 'duplex', 'clone']) {
  Object.defineProperty(Request.prototype, name, { enumerable: true });
}
defineBodyMethods(Request, isRequest);
Object.defineProperty(Request.prototype, Symbol.toStringTag, { value: 'Request', configurable: true });

module.exports = { Request, isRequest, kRequest, kSignal };
