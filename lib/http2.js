'use strict';
// http2: the module loads as Node's does, with its constants and the SETTINGS helpers
// (packing is plain data), since HTTP/1 clients such as superagent require it at load to
// offer HTTP/2 as an option. Eddy speaks no HTTP/2 on the wire yet: `connect`,
// `createServer`, `createSecureServer` and `performServerHandshake` throw
// ERR_METHOD_NOT_IMPLEMENTED.

const { Readable, Stream } = require('stream');
const {
  codes: {
    ERR_HTTP2_INVALID_PACKED_SETTINGS_LENGTH, ERR_HTTP2_INVALID_SETTING_VALUE, ERR_INVALID_ARG_TYPE,
    ERR_METHOD_NOT_IMPLEMENTED,
  },
  validateObject,
} = require('internal/errors');

// --- Constants (nghttp2's, in Node's order) ----------------------------------------------

const constants = {};

function addNumbers(entries) {
  for (const entry of entries.trim().split(/\s+/)) {
    const [name, value] = entry.split('=');
    constants[name] = Number(value);
  }
}

addNumbers(`
  NGHTTP2_ERR_FRAME_SIZE_ERROR=-522 NGHTTP2_SESSION_SERVER=0 NGHTTP2_SESSION_CLIENT=1
  NGHTTP2_STREAM_STATE_IDLE=1 NGHTTP2_STREAM_STATE_OPEN=2 NGHTTP2_STREAM_STATE_RESERVED_LOCAL=3
  NGHTTP2_STREAM_STATE_RESERVED_REMOTE=4 NGHTTP2_STREAM_STATE_HALF_CLOSED_LOCAL=5
  NGHTTP2_STREAM_STATE_HALF_CLOSED_REMOTE=6 NGHTTP2_STREAM_STATE_CLOSED=7 NGHTTP2_FLAG_NONE=0
  NGHTTP2_FLAG_END_STREAM=1 NGHTTP2_FLAG_END_HEADERS=4 NGHTTP2_FLAG_ACK=1 NGHTTP2_FLAG_PADDED=8
  NGHTTP2_FLAG_PRIORITY=32 DEFAULT_SETTINGS_HEADER_TABLE_SIZE=4096 DEFAULT_SETTINGS_ENABLE_PUSH=1
  DEFAULT_SETTINGS_MAX_CONCURRENT_STREAMS=4294967295 DEFAULT_SETTINGS_INITIAL_WINDOW_SIZE=65535
  DEFAULT_SETTINGS_MAX_FRAME_SIZE=16384 DEFAULT_SETTINGS_MAX_HEADER_LIST_SIZE=65535
  DEFAULT_SETTINGS_ENABLE_CONNECT_PROTOCOL=0 MAX_MAX_FRAME_SIZE=16777215 MIN_MAX_FRAME_SIZE=16384
  MAX_INITIAL_WINDOW_SIZE=2147483647 NGHTTP2_SETTINGS_HEADER_TABLE_SIZE=1 NGHTTP2_SETTINGS_ENABLE_PUSH=2
  NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS=3 NGHTTP2_SETTINGS_INITIAL_WINDOW_SIZE=4
  NGHTTP2_SETTINGS_MAX_FRAME_SIZE=5 NGHTTP2_SETTINGS_MAX_HEADER_LIST_SIZE=6
  NGHTTP2_SETTINGS_ENABLE_CONNECT_PROTOCOL=8 PADDING_STRATEGY_NONE=0 PADDING_STRATEGY_ALIGNED=1
  PADDING_STRATEGY_MAX=2 PADDING_STRATEGY_CALLBACK=1 NGHTTP2_NO_ERROR=0 NGHTTP2_PROTOCOL_ERROR=1
  NGHTTP2_INTERNAL_ERROR=2 NGHTTP2_FLOW_CONTROL_ERROR=3 NGHTTP2_SETTINGS_TIMEOUT=4
  NGHTTP2_STREAM_CLOSED=5 NGHTTP2_FRAME_SIZE_ERROR=6 NGHTTP2_REFUSED_STREAM=7 NGHTTP2_CANCEL=8
  NGHTTP2_COMPRESSION_ERROR=9 NGHTTP2_CONNECT_ERROR=10 NGHTTP2_ENHANCE_YOUR_CALM=11
  NGHTTP2_INADEQUATE_SECURITY=12 NGHTTP2_HTTP_1_1_REQUIRED=13 NGHTTP2_DEFAULT_WEIGHT=16
`);

// HTTP2_HEADER_X is the header's name, lower case with dashes (pseudo-headers with a colon).
for (const header of `
  :status :method :authority :scheme :path :protocol accept-encoding accept-language accept-ranges
  accept access-control-allow-credentials access-control-allow-headers access-control-allow-methods
  access-control-allow-origin access-control-expose-headers access-control-request-headers
  access-control-request-method age authorization cache-control connection content-disposition
  content-encoding content-length content-type cookie date etag forwarded host if-modified-since
  if-none-match if-range last-modified link location range referer server set-cookie
  strict-transport-security transfer-encoding te upgrade-insecure-requests upgrade user-agent vary
  x-content-type-options x-frame-options keep-alive proxy-connection x-xss-protection alt-svc
  content-security-policy early-data expect-ct origin purpose timing-allow-origin x-forwarded-for
  priority accept-charset access-control-max-age allow content-language content-location
  content-md5 content-range dnt expect expires from if-match if-unmodified-since max-forwards prefer
  proxy-authenticate proxy-authorization refresh retry-after trailer tk via warning www-authenticate
  http2-settings`.trim().split(/\s+/)) {
  constants[`HTTP2_HEADER_${header.replace(/^:/, '').replace(/-/g, '_').toUpperCase()}`] = header;
}

for (const method of `
  ACL BASELINE-CONTROL BIND CHECKIN CHECKOUT CONNECT COPY DELETE GET HEAD LABEL LINK LOCK MERGE
  MKACTIVITY MKCALENDAR MKCOL MKREDIRECTREF MKWORKSPACE MOVE OPTIONS ORDERPATCH PATCH POST PRI
  PROPFIND PROPPATCH PUT REBIND REPORT SEARCH TRACE UNBIND UNCHECKOUT UNLINK UNLOCK UPDATE
  UPDATEREDIRECTREF VERSION-CONTROL`.trim().split(/\s+/)) {
  constants[`HTTP2_METHOD_${method.replace(/-/g, '_')}`] = method;
}

addNumbers(`
  HTTP_STATUS_CONTINUE=100 HTTP_STATUS_SWITCHING_PROTOCOLS=101 HTTP_STATUS_PROCESSING=102
  HTTP_STATUS_EARLY_HINTS=103 HTTP_STATUS_OK=200 HTTP_STATUS_CREATED=201 HTTP_STATUS_ACCEPTED=202
  HTTP_STATUS_NON_AUTHORITATIVE_INFORMATION=203 HTTP_STATUS_NO_CONTENT=204
  HTTP_STATUS_RESET_CONTENT=205 HTTP_STATUS_PARTIAL_CONTENT=206 HTTP_STATUS_MULTI_STATUS=207
  HTTP_STATUS_ALREADY_REPORTED=208 HTTP_STATUS_IM_USED=226 HTTP_STATUS_MULTIPLE_CHOICES=300
  HTTP_STATUS_MOVED_PERMANENTLY=301 HTTP_STATUS_FOUND=302 HTTP_STATUS_SEE_OTHER=303
  HTTP_STATUS_NOT_MODIFIED=304 HTTP_STATUS_USE_PROXY=305 HTTP_STATUS_TEMPORARY_REDIRECT=307
  HTTP_STATUS_PERMANENT_REDIRECT=308 HTTP_STATUS_BAD_REQUEST=400 HTTP_STATUS_UNAUTHORIZED=401
  HTTP_STATUS_PAYMENT_REQUIRED=402 HTTP_STATUS_FORBIDDEN=403 HTTP_STATUS_NOT_FOUND=404
  HTTP_STATUS_METHOD_NOT_ALLOWED=405 HTTP_STATUS_NOT_ACCEPTABLE=406
  HTTP_STATUS_PROXY_AUTHENTICATION_REQUIRED=407 HTTP_STATUS_REQUEST_TIMEOUT=408
  HTTP_STATUS_CONFLICT=409 HTTP_STATUS_GONE=410 HTTP_STATUS_LENGTH_REQUIRED=411
  HTTP_STATUS_PRECONDITION_FAILED=412 HTTP_STATUS_PAYLOAD_TOO_LARGE=413 HTTP_STATUS_URI_TOO_LONG=414
  HTTP_STATUS_UNSUPPORTED_MEDIA_TYPE=415 HTTP_STATUS_RANGE_NOT_SATISFIABLE=416
  HTTP_STATUS_EXPECTATION_FAILED=417 HTTP_STATUS_TEAPOT=418 HTTP_STATUS_MISDIRECTED_REQUEST=421
  HTTP_STATUS_UNPROCESSABLE_ENTITY=422 HTTP_STATUS_LOCKED=423 HTTP_STATUS_FAILED_DEPENDENCY=424
  HTTP_STATUS_TOO_EARLY=425 HTTP_STATUS_UPGRADE_REQUIRED=426 HTTP_STATUS_PRECONDITION_REQUIRED=428
  HTTP_STATUS_TOO_MANY_REQUESTS=429 HTTP_STATUS_REQUEST_HEADER_FIELDS_TOO_LARGE=431
  HTTP_STATUS_UNAVAILABLE_FOR_LEGAL_REASONS=451 HTTP_STATUS_INTERNAL_SERVER_ERROR=500
  HTTP_STATUS_NOT_IMPLEMENTED=501 HTTP_STATUS_BAD_GATEWAY=502 HTTP_STATUS_SERVICE_UNAVAILABLE=503
  HTTP_STATUS_GATEWAY_TIMEOUT=504 HTTP_STATUS_HTTP_VERSION_NOT_SUPPORTED=505
  HTTP_STATUS_VARIANT_ALSO_NEGOTIATES=506 HTTP_STATUS_INSUFFICIENT_STORAGE=507
  HTTP_STATUS_LOOP_DETECTED=508 HTTP_STATUS_BANDWIDTH_LIMIT_EXCEEDED=509 HTTP_STATUS_NOT_EXTENDED=510
  HTTP_STATUS_NETWORK_AUTHENTICATION_REQUIRED=511
`);

// --- SETTINGS ----------------------------------------------------------------------------

// Each setting: its name, its identifier on the wire, and its bounds (booleans go as 0/1).
const kSettings = [
  { name: 'headerTableSize', id: 1, min: 0, max: 2 ** 32 - 1 },
  { name: 'enablePush', id: 2, boolean: true },
  { name: 'maxConcurrentStreams', id: 3, min: 0, max: 2 ** 32 - 1 },
  { name: 'initialWindowSize', id: 4, min: 0, max: 2 ** 31 - 1 },
  { name: 'maxFrameSize', id: 5, min: 16384, max: 2 ** 24 - 1 },
  { name: 'maxHeaderListSize', id: 6, min: 0, max: 2 ** 32 - 1 },
  { name: 'enableConnectProtocol', id: 8, boolean: true },
];

function validateSetting(setting, value) {
  if (setting.boolean) {
    if (typeof value !== 'boolean') throw new ERR_HTTP2_INVALID_SETTING_VALUE(setting.name, value);
  } else if (typeof value !== 'number' || !Number.isInteger(value) || value < setting.min || value > setting.max) {
    throw new ERR_HTTP2_INVALID_SETTING_VALUE.RangeError(setting.name, value);
  }
}

function getDefaultSettings() {
  return {
    __proto__: null,
    headerTableSize: constants.DEFAULT_SETTINGS_HEADER_TABLE_SIZE,
    enablePush: true,
    initialWindowSize: constants.DEFAULT_SETTINGS_INITIAL_WINDOW_SIZE,
    maxFrameSize: constants.DEFAULT_SETTINGS_MAX_FRAME_SIZE,
    maxConcurrentStreams: constants.DEFAULT_SETTINGS_MAX_CONCURRENT_STREAMS,
    maxHeaderSize: constants.DEFAULT_SETTINGS_MAX_HEADER_LIST_SIZE,
    maxHeaderListSize: constants.DEFAULT_SETTINGS_MAX_HEADER_LIST_SIZE,
    enableConnectProtocol: false,
  };
}

// The payload of a SETTINGS frame: six bytes per given setting, a 16-bit id then a 32-bit value.
function getPackedSettings(settings = {}) {
  validateObject(settings, 'settings');
  const values = { ...settings };
  // maxHeaderSize is Node's other name for maxHeaderListSize, and wins.
  if (values.maxHeaderSize !== undefined) {
    if (values.maxHeaderListSize !== undefined) {
      process.emitWarning('settings.maxHeaderSize overwrite settings.maxHeaderListSize');
    }
    values.maxHeaderListSize = values.maxHeaderSize;
  }
  const entries = [];
  for (const setting of kSettings) {
    const value = values[setting.name];
    if (value === undefined) continue;
    validateSetting(setting, value);
    entries.push([setting.id, setting.boolean ? Number(value) : value]);
  }
  const packed = Buffer.alloc(entries.length * 6);
  entries.forEach(([id, value], index) => {
    packed.writeUInt16BE(id, index * 6);
    packed.writeUInt32BE(value, index * 6 + 2);
  });
  return packed;
}

function getUnpackedSettings(buf, options = {}) {
  if (!ArrayBuffer.isView(buf) || buf instanceof DataView) {
    throw new ERR_INVALID_ARG_TYPE('buf', ['Buffer', 'TypedArray'], buf);
  }
  if (buf.byteLength % 6 !== 0) throw new ERR_HTTP2_INVALID_PACKED_SETTINGS_LENGTH();
  const bytes = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  const settings = {};
  for (let offset = 0; offset < bytes.length; offset += 6) {
    const id = bytes.readUInt16BE(offset);
    const value = bytes.readUInt32BE(offset + 2);
    const setting = kSettings.find((candidate) => candidate.id === id);
    if (setting === undefined) {
      // Identifiers Node does not know are kept as they came.
      if (settings.customSettings === undefined) settings.customSettings = {};
      settings.customSettings[id] = value;
    } else if (setting.boolean) {
      settings[setting.name] = value !== 0;
    } else if (setting.name === 'maxHeaderListSize') {
      settings.maxHeaderSize = value;
      settings.maxHeaderListSize = value;
    } else {
      settings[setting.name] = value;
    }
  }
  if (options != null && options.validate) {
    for (const setting of kSettings) {
      if (settings[setting.name] !== undefined && !setting.boolean) validateSetting(setting, settings[setting.name]);
    }
  }
  return settings;
}

// --- Sessions and servers: not implemented -----------------------------------------------

function notImplemented(name) {
  const fn = function() {
    throw new ERR_METHOD_NOT_IMPLEMENTED(`http2.${name}()`);
  };
  Object.defineProperty(fn, 'name', { value: name });
  return fn;
}

class Http2ServerRequest extends Readable {
  constructor() {
    super();
    throw new ERR_METHOD_NOT_IMPLEMENTED('http2.Http2ServerRequest()');
  }
}

class Http2ServerResponse extends Stream {
  constructor() {
    super();
    throw new ERR_METHOD_NOT_IMPLEMENTED('http2.Http2ServerResponse()');
  }
}

module.exports = {
  connect: notImplemented('connect'),
  constants,
  createServer: notImplemented('createServer'),
  createSecureServer: notImplemented('createSecureServer'),
  getDefaultSettings,
  getPackedSettings,
  getUnpackedSettings,
  performServerHandshake: notImplemented('performServerHandshake'),
  sensitiveHeaders: Symbol('sensitiveHeaders'),
  Http2ServerRequest,
  Http2ServerResponse,
};
