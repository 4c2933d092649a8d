'use strict';

// fetch (Fetch Standard §5–7) as Node 20's undici behaves, on this runtime's http client:
// requests go out through `http.request` on a keep-alive Agent of fetch's own (undici's
// global dispatcher keeps connections too), with undici's request headers in undici's
// order; responses come back as Response objects whose body is a byte ReadableStream fed
// from the IncomingMessage (paused while the stream's queue is full). Redirects (follow,
// error, manual; at most 20), AbortSignal, content-encoding (gzip, deflate, br through
// `zlib`, loaded when a response needs it) and data: URLs. https: URLs go through
// `require('https')`, loaded on first use. Failures are undici's: `TypeError: fetch
// failed` with the cause.

const { Headers, HeaderList, kList } = require('internal/fetch/headers');
const { Request, kRequest, kSignal } = require('internal/fetch/request');
const { Response, makeResponse, redirectStatuses } = require('internal/fetch/response');
const { kBody, kHeaders, kUsed, bodyStream } = require('internal/fetch/body');
const { isBlob, blobBytes } = require('internal/blob');
const { codes: { ERR_INVALID_ARG_TYPE } } = require('internal/errors');
const {
  createReadableByteStream,
  readableByteStreamControllerEnqueue,
  readableByteStreamControllerClose,
  readableByteStreamControllerError,
} = require('internal/webstreams/readablestream');
const { kState } = require('internal/webstreams/util');

// Ports browsers and undici refuse to connect to (Fetch Standard §2.9 "bad port").
const badPorts = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109,
  110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530,
  531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045,
  4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

// Headers undici sets itself: a caller's value for these is dropped or put in their place.
const managedHeaders = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);
const defaultHeaders = [
  ['accept', '*/*'],
  ['accept-language', '*'],
  ['sec-fetch-mode', 'cors'],
  ['user-agent', 'node'],
  ['accept-encoding', 'gzip, deflate'],
];
const contentHeaders = ['content-encoding', 'content-language', 'content-location', 'content-type', 'content-length'];
const bodyHighWaterMark = 65536;

let httpAgent;
function agentFor(protocol) {
  if (protocol === 'http:') {
    if (httpAgent === undefined) {
      const http = require('http');
      httpAgent = new http.Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5000 });
    }
    return { module: require('http'), agent: httpAgent };
  }
  // https is loaded only for https: URLs; without it the failure is require's own.
  const https = require('https');
  return { module: https, agent: https.globalAgent };
}

function networkError(cause) {
  return new TypeError('fetch failed', { cause });
}

// undici's error for a connection that closed before or while a response came.
class SocketError extends Error {
  constructor(message, socket) {
    super(message);
    this.name = 'SocketError';
    this.code = 'UND_ERR_SOCKET';
    this.socket = socket === null ? null : {
      localAddress: socket.localAddress,
      localPort: socket.localPort,
      remoteAddress: socket.remoteAddress,
      remotePort: socket.remotePort,
      remoteFamily: socket.remoteFamily,
      timeout: undefined,
      bytesWritten: socket.bytesWritten,
      bytesRead: socket.bytesRead,
    };
  }
}

// The http client's "socket hang up" is undici's "other side closed".
function fetchCause(error, clientRequest) {
  if (error !== null && error.code === 'ECONNRESET' && error.message === 'socket hang up') {
    return new SocketError('other side closed', clientRequest.socket || null);
  }
  return error;
}

// An async function, as Node's: even a bad argument gives a promise that settles later.
async function fetch(input = undefined, init = undefined) {
  return startFetching(input, init);
}

function startFetching(input, init) {
  let request;
  try {
    request = new Request(input, init);
  } catch (error) {
    return Promise.reject(error);
  }
  return new Promise((resolve, reject) => {
    const signal = request[kSignal];
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const headerList = new HeaderList(request[kHeaders][kList]);
    const state = {
      resolve,
      reject,
      signal,
      settled: false,
      method: request[kRequest].method,
      redirectMode: request[kRequest].redirect,
      headerList,
      body: request[kBody],
      urlList: [request[kRequest].url],
      redirectCount: 0,
      clientRequest: null,
      incoming: null,
      controller: null,
      onAbort: null,
    };
    if (state.body !== null) request[kUsed] = true;
    state.onAbort = () => abortFetch(state);
    signal.addEventListener('abort', state.onAbort, { once: true });
    startFetch(state);
  });
}

function finish(state) {
  state.settled = true;
  if (state.controller === null) stopListening(state);
}

// The abort listener stays while a response body is still coming.
function stopListening(state) {
  state.signal.removeEventListener('abort', state.onAbort);
}

function fail(state, cause) {
  if (state.settled) return;
  finish(state);
  state.reject(networkError(cause));
}

function abortFetch(state) {
  const reason = state.signal.reason;
  // The body learns of the abort first: destroying the message would report "terminated".
  if (state.controller !== null) {
    const controller = state.controller;
    state.controller = null;
    readableByteStreamControllerError(controller, reason);
  }
  stopListening(state);
  if (state.clientRequest !== null) state.clientRequest.destroy();
  if (state.incoming !== null) state.incoming.destroy();
  if (!state.settled) {
    finish(state);
    state.reject(reason);
  }
}

function startFetch(state) {
  const url = new URL(state.urlList[state.urlList.length - 1]);
  if (url.protocol === 'data:') {
    dataFetch(state, url);
    return;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    fail(state, new Error('unknown scheme'));
    return;
  }
  if (url.port !== '' && badPorts.has(Number(url.port))) {
    fail(state, new Error('bad port'));
    return;
  }
  let transport;
  try {
    transport = agentFor(url.protocol);
  } catch (error) {
    fail(state, error);
    return;
  }
  httpFetch(state, url, transport);
}

// The request's header lines, in undici's order, as a flat [name, value, …] array.
function requestHeaders(state, url, bodyLength) {
  const list = state.headerList;
  const lines = ['host', url.host];
  const connection = list.get('connection');
  lines.push('connection', connection !== null && connection.toLowerCase() === 'close' ? 'close' : 'keep-alive');
  for (const [lower, entry] of list.map) {
    if (managedHeaders.has(lower)) continue;
    if (lower === 'set-cookie') {
      for (const cookie of list.cookies) lines.push(entry.name, cookie);
    } else {
      lines.push(entry.name, entry.value);
    }
  }
  for (const [name, value] of defaultHeaders) {
    if (!list.contains(name)) lines.push(name, value);
  }
  if (bodyLength !== null) {
    lines.push('content-length', `${bodyLength}`);
  } else if (state.body !== null) {
    lines.push('transfer-encoding', 'chunked');
  }
  return lines;
}

function httpFetch(state, url, transport) {
  const body = state.body;
  let bodyLength = body === null ? null : body.length;
  if (body === null && (state.method === 'POST' || state.method === 'PUT' || state.method === 'PATCH')) bodyLength = 0;
  let clientRequest;
  try {
    clientRequest = transport.module.request({
      protocol: url.protocol,
      hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
      port: url.port,
      path: `${url.pathname}${url.search}`,
      method: state.method,
      headers: requestHeaders(state, url, bodyLength),
      agent: transport.agent,
      setHost: false,
    });
  } catch (error) {
    fail(state, error);
    return;
  }
  state.clientRequest = clientRequest;
  clientRequest.on('error', (error) => {
    if (state.incoming === null) fail(state, fetchCause(error, clientRequest));
  });
  clientRequest.on('response', (incoming) => onResponse(state, url, incoming));
  sendBody(state, clientRequest, body);
}

function sendBody(state, clientRequest, body) {
  if (body === null) {
    clientRequest.end();
    return;
  }
  if (body.stream === null) {
    const source = isBlob(body.source) ? blobBytes(body.source) : body.source;
    clientRequest.end(Buffer.from(source.buffer, source.byteOffset, source.byteLength));
    return;
  }
  const reader = bodyStream(body).getReader();
  const pump = () => {
    reader.read().then(({ value, done }) => {
      if (done) {
        clientRequest.end();
        return;
      }
      // Node's fetch (undici) writes each chunk to the socket as it comes: a string as UTF-8
      // and any ArrayBuffer view as its bytes; anything else fails with the error
      // Buffer.byteLength or the socket's write gives for it (the 'fetch failed' cause).
      let drained;
      try {
        Buffer.byteLength(value);
        if (typeof value !== 'string' && !ArrayBuffer.isView(value)) {
          throw new ERR_INVALID_ARG_TYPE('chunk', ['string', 'Buffer', 'TypedArray', 'DataView'], value);
        }
        drained = clientRequest.write(typeof value === 'string' ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength));
      } catch (error) {
        reader.cancel(error);
        clientRequest.destroy(error);
        return;
      }
      if (drained) pump();
      else clientRequest.once('drain', pump);
    }, (error) => {
      clientRequest.destroy(error);
      fail(state, error);
    });
  };
  pump();
}

function onResponse(state, url, incoming) {
  if (state.settled) {
    incoming.destroy();
    return;
  }
  const status = incoming.statusCode;
  const location = incoming.headers.location;
  if (redirectStatuses.has(status) && location !== undefined && state.redirectMode !== 'manual') {
    followRedirect(state, url, incoming, status, location);
    return;
  }
  state.incoming = incoming;
  const headerList = new HeaderList();
  const raw = incoming.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headerList.append(raw[i], raw[i + 1]);
  const hasBody = state.method !== 'HEAD' && status !== 101 && status !== 204 && status !== 205 && status !== 304;
  let body = null;
  if (hasBody) {
    body = { stream: responseStream(state, incoming, headerList), source: null, length: null, used: false };
  } else {
    incoming.resume();
  }
  const response = makeResponse({
    type: 'basic',
    status,
    statusText: incoming.statusMessage || '',
    urlList: state.urlList.slice(),
  }, 'immutable', body, headerList);
  finish(state);
  state.resolve(response);
}

function followRedirect(state, url, incoming, status, location) {
  // The redirect's own body is read and dropped, so its connection can be reused.
  incoming.resume();
  if (state.redirectMode === 'error') {
    fail(state, new Error('unexpected redirect'));
    return;
  }
  let next;
  try {
    next = new URL(location, url);
  } catch (error) {
    fail(state, error);
    return;
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') {
    fail(state, new Error('URL scheme must be a HTTP(S) scheme'));
    return;
  }
  if (state.redirectCount === 20) {
    fail(state, new Error('redirect count exceeded'));
    return;
  }
  state.redirectCount++;
  if (status !== 303 && state.body !== null && state.body.source === null) {
    fail(state, new Error('Cannot follow redirect with a stream body'));
    return;
  }
  if (((status === 301 || status === 302) && state.method === 'POST') ||
      (status === 303 && state.method !== 'GET' && state.method !== 'HEAD')) {
    state.method = 'GET';
    state.body = null;
    for (const name of contentHeaders) state.headerList.delete(name);
  }
  if (next.origin !== url.origin) {
    for (const name of ['authorization', 'proxy-authorization', 'cookie', 'host']) state.headerList.delete(name);
  }
  state.clientRequest = null;
  state.urlList.push(next.href);
  startFetch(state);
}

// The decoders for a Content-Encoding list, last applied first; null when one is unknown.
function decodersFor(contentEncoding) {
  if (contentEncoding === undefined) return [];
  const codings = contentEncoding.toLowerCase().split(',').map((coding) => coding.trim()).filter((c) => c !== '');
  if (codings.length === 0) return [];
  const zlib = require('zlib');
  const decoders = [];
  for (let i = codings.length - 1; i >= 0; i--) {
    const coding = codings[i];
    if (coding === 'gzip' || coding === 'x-gzip') {
      decoders.push(zlib.createGunzip({ flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
    } else if (coding === 'deflate') {
      decoders.push(zlib.createInflate({ flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
    } else if (coding === 'br') {
      decoders.push(zlib.createBrotliDecompress());
    } else {
      return [];
    }
  }
  return decoders;
}

// The response body: a byte stream fed by the message (through decoders when encoded).
function responseStream(state, incoming, headerList) {
  let source = incoming;
  let stream;
  const terminated = (cause) => {
    if (state.controller === null) return;
    const controller = state.controller;
    state.controller = null;
    stopListening(state);
    readableByteStreamControllerError(controller, new TypeError('terminated', { cause }));
  };
  const pull = () => {
    source.resume();
    return Promise.resolve();
  };
  const cancel = () => {
    state.controller = null;
    stopListening(state);
    incoming.destroy();
    return Promise.resolve();
  };
  stream = createReadableByteStream(() => {}, pull, cancel, bodyHighWaterMark);
  state.controller = stream[kState].controller;
  let decoders;
  try {
    decoders = decodersFor(headerList.get('content-encoding') === null ? undefined : headerList.get('content-encoding'));
  } catch (error) {
    terminated(error);
    incoming.destroy();
    return stream;
  }
  if (decoders.length > 0) {
    const { pipeline } = require('stream');
    source = pipeline(incoming, ...decoders, (error) => { if (error) terminated(error); });
  }
  source.pause();
  source.on('data', (chunk) => {
    const controller = state.controller;
    if (controller === null) return;
    if (chunk.byteLength > 0) {
      readableByteStreamControllerEnqueue(controller, new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    }
    if (controller[kState].highWaterMark - controller[kState].queueTotalSize <= 0) source.pause();
  });
  source.on('end', () => {
    const controller = state.controller;
    if (controller === null) return;
    state.controller = null;
    stopListening(state);
    readableByteStreamControllerClose(controller);
    // A BYOB read still waiting learns of the end as the standard says it should.
    const pending = controller[kState].pendingPullIntos;
    if (pending.length > 0 && controller.byobRequest !== null) controller.byobRequest.respond(0);
  });
  incoming.on('aborted', () => terminated(new SocketError('other side closed', incoming.socket)));
  source.on('error', (error) => terminated(error));
  return stream;
}

// data: URLs (Fetch Standard §4.2 "scheme fetch", the data: URL processor).
function dataFetch(state, url) {
  const text = url.href.slice(5);
  const hash = text.indexOf('#');
  const withoutFragment = hash === -1 ? text : text.slice(0, hash);
  const comma = withoutFragment.indexOf(',');
  if (comma === -1) {
    fail(state, new Error('failed to fetch the data URL'));
    return;
  }
  let mimeType = withoutFragment.slice(0, comma).trim();
  let bytes = Buffer.from(decodeURIComponentBytes(withoutFragment.slice(comma + 1)));
  if (/;[\u0020]*base64$/i.test(mimeType)) {
    mimeType = mimeType.replace(/;[\u0020]*base64$/i, '');
    const base64 = bytes.toString('latin1').replace(/[\t\n\f\r ]/g, '');
    if (/[^A-Za-z0-9+/=]/.test(base64)) {
      fail(state, new Error('failed to fetch the data URL'));
      return;
    }
    bytes = Buffer.from(base64, 'base64');
  }
  if (mimeType.startsWith(';')) mimeType = `text/plain${mimeType}`;
  if (mimeType === '') mimeType = 'text/plain;charset=US-ASCII';
  const headerList = new HeaderList();
  headerList.append('content-type', mimeType);
  const response = makeResponse({ type: 'basic', status: 200, statusText: 'OK', urlList: state.urlList.slice() },
    'immutable', { stream: null, source: new Uint8Array(bytes), length: bytes.byteLength, used: false }, headerList);
  finish(state);
  state.resolve(response);
}

// Percent-decoding to bytes (URL Standard "percent-decode"), keeping invalid escapes.
function decodeURIComponentBytes(text) {
  const out = [];
  const raw = Buffer.from(text, 'utf8');
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (byte === 0x25 && i + 2 < raw.length && isHex(raw[i + 1]) && isHex(raw[i + 2])) {
      out.push(parseInt(String.fromCharCode(raw[i + 1], raw[i + 2]), 16));
      i += 2;
    } else {
      out.push(byte);
    }
  }
  return out;
}

function isHex(byte) {
  return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66);
}

module.exports = { fetch, Headers, Request, Response };
