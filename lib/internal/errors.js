'use strict';

// Node-style errors for Eddy's built-in modules.  Mirrors the shape of
// Node's NodeError: inherits from the base class (TypeError, RangeError,
// Error), carries an enumerable `code`, a non-enumerable `message`, a
// `toString()` that includes the code, and a stack whose header is
// `Name [CODE]: message`.

const codes = {};
const messages = new Map();

// --- a small inspect(), enough for error messages -------------------------

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');

function quoteString(str) {
  let quote = "'";
  if (str.indexOf("'") !== -1) {
    if (str.indexOf('"') === -1) quote = '"';
    else if (str.indexOf('`') === -1 && str.indexOf('${') === -1) quote = '`';
  }
  let out = '';
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    const ch = str[i];
    if (ch === quote || c === 92) out += '\\' + ch;
    else if (c === 10) out += '\\n';
    else if (c === 9) out += '\\t';
    else if (c === 13) out += '\\r';
    else if (c === 8) out += '\\b';
    else if (c === 12) out += '\\f';
    else if (c === 11) out += '\\v';
    else if (c >= 0xd800 && c <= 0xdfff) {
      // Lone surrogates are escaped, pairs are kept (as util.inspect does).
      const d = i + 1 < str.length ? str.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        out += ch + str[i + 1];
        i++;
      } else {
        out += '\\u' + c.toString(16);
      }
    } else if (c < 0x20 || c === 0x7f) {
      out += '\\x' + (c < 16 ? '0' : '') + c.toString(16).toUpperCase();
    } else out += ch;
  }
  return quote + out + quote;
}

function isIdentifier(key) {
  if (key.length === 0) return false;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    const alpha = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ||
                  c === 95 || c === 36;
    const digit = c >= 48 && c <= 57;
    if (!(alpha || (digit && i > 0))) return false;
  }
  return true;
}

function inspect(value, opts, depth) {
  const maxDepth = opts && opts.depth !== undefined ? opts.depth : 2;
  if (depth === undefined) depth = 0;
  switch (typeof value) {
    case 'string': return quoteString(value);
    case 'number': return (value === 0 && 1 / value < 0) ? '-0' : String(value);
    case 'bigint': return String(value) + 'n';
    case 'boolean': return String(value);
    case 'undefined': return 'undefined';
    case 'symbol': return value.toString();
    case 'function': {
      const name = value.name;
      let src = '';
      try { src = Function.prototype.toString.call(value); } catch (e) { src = ''; }
      if (src.slice(0, 6) === 'class ' || src.slice(0, 6) === 'class{')
        return name ? `[class ${name}]` : '[class (anonymous)]';
      return name ? `[Function: ${name}]` : '[Function (anonymous)]';
    }
  }
  if (value === null) return 'null';
  // Objects that know how to show themselves (Buffer: `<Buffer 61 62>`).
  const custom = value[customInspectSymbol];
  if (typeof custom === 'function') {
    const shown = custom.call(value, maxDepth - depth, {}, inspect);
    if (typeof shown === 'string') return shown;
  }
  if (value instanceof Error) {
    const stack = value.stack;
    if (typeof stack === 'string' && stack.length > 0) return stack;
    return Error.prototype.toString.call(value);
  }
  let ctorName = null;
  try {
    const proto = Object.getPrototypeOf(value);
    if (proto === null) ctorName = null;
    else if (proto.constructor && typeof proto.constructor.name === 'string')
      ctorName = proto.constructor.name;
    else ctorName = '';
  } catch (e) { ctorName = ''; }
  const isArray = Array.isArray(value);
  const hasEntries = (isArray && value.length > 0) || Object.keys(value).length > 0;
  if (hasEntries && (depth > maxDepth || maxDepth < 0)) {
    if (isArray) return '[Array]';
    if (ctorName === null) return '[Object: null prototype]';
    return `[${ctorName || 'Object'}]`;
  }
  const parts = [];
  if (isArray) {
    for (let i = 0; i < value.length; i++)
      parts.push(inspect(value[i], opts, depth + 1));
  }
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (isArray) {
      const n = Number(key);
      if (String(n >>> 0) === key && n >>> 0 !== 4294967295) continue;
    }
    const shown = isIdentifier(key) ? key : quoteString(key);
    parts.push(`${shown}: ${inspect(value[key], opts, depth + 1)}`);
  }
  let prefix = '';
  if (ctorName === null) prefix = '[Object: null prototype] ';
  else if (!isArray && ctorName !== 'Object') prefix = `${ctorName} `;
  if (isArray) {
    if (parts.length === 0) return '[]';
    return `[ ${parts.join(', ')} ]`;
  }
  if (parts.length === 0) return `${prefix}{}`;
  return `${prefix}{ ${parts.join(', ')} }`;
}

// --- error classes ------------------------------------------------------------

function fixStack(error, name, key, message) {
  let stack;
  try { stack = error.stack; } catch (e) { return; }
  if (typeof stack !== 'string') return;
  const plainHeader = message ? `${name}: ${message}` : name;
  let rest = '';
  if (stack.slice(0, plainHeader.length) === plainHeader) {
    rest = stack.slice(plainHeader.length);
  } else {
    const nl = stack.indexOf('\n');
    rest = nl === -1 ? '' : stack.slice(nl);
  }
  try {
    Object.defineProperty(error, 'stack', {
      value: `${name} [${key}]: ${message}${rest}`,
      enumerable: false, writable: true, configurable: true,
    });
  } catch (e) { /* ignore */ }
}

function makeNodeErrorWithCode(Base, key) {
  return function NodeError(...args) {
    return makeNodeError(Base, key, (error) => getMessage(key, args, error));
  };
}

// A NodeError of class `Base` with `key` as its code; `message` is a string, or a function
// of the error made so far (message templates may read it).
function makeNodeError(Base, key, message) {
  const error = new Base();
  // `code` comes first among the own enumerable keys, as in Node.
  error.code = key;
  const text = typeof message === 'function' ? message(error) : message;
  Object.defineProperty(error, 'message', {
    value: text, enumerable: false, writable: true, configurable: true,
  });
  Object.defineProperty(error, 'toString', {
    value() { return `${this.name} [${key}]: ${this.message}`; },
    enumerable: false, writable: true, configurable: true,
  });
  fixStack(error, error.name, key, text);
  return error;
}

function getMessage(key, args, self) {
  const msg = messages.get(key);
  if (typeof msg === 'function') return msg.apply(self, args);
  let i = 0;
  let out = '';
  for (let j = 0; j < msg.length; j++) {
    if (msg[j] === '%' && j + 1 < msg.length &&
        (msg[j + 1] === 's' || msg[j + 1] === 'd')) {
      // As util.format, which Node's messages go through: an object is shown as inspect
      // shows it (`{}`), a bigint with its `n`.
      const arg = args[i++];
      if (msg[j + 1] === 's' && typeof arg === 'object' && arg !== null) out += require('internal/util/inspect').format('%s', arg);
      else out += typeof arg === 'bigint' ? `${arg}n` : String(arg);
      j++;
    } else out += msg[j];
  }
  return out;
}

// A code raised with more than one class names the others too, as Node's:
// `new codes.ERR_X.RangeError(…)`.
function E(sym, val, def, ...otherClasses) {
  messages.set(sym, val);
  codes[sym] = def === SystemError ? makeSystemErrorWithCode(sym) : makeNodeErrorWithCode(def, sym);
  for (const otherClass of otherClasses) codes[sym][otherClass.name] = makeNodeErrorWithCode(otherClass, sym);
}

// Node's SystemError: an error from a system call, described by a context object
// ({ code, message, syscall, errno, path?, dest? }) kept as `info`; `errno`, `syscall`,
// `path` and `dest` are accessors over it.
class SystemError extends Error {
  constructor(key, context) {
    super();
    let message = `${getMessage(key, [], this)}: ${context.syscall} returned ${context.code} (${context.message})`;
    if (context.path !== undefined) message += ` ${context.path}`;
    if (context.dest !== undefined) message += ` => ${context.dest}`;
    this.code = key;
    const accessor = (name) => ({
      get() { return context[name] != null && name !== 'errno' ? String(context[name]) : context[name]; },
      set(value) { context[name] = value; },
      enumerable: true,
      configurable: true,
    });
    Object.defineProperties(this, {
      name: { value: 'SystemError', enumerable: false, writable: true, configurable: true },
      message: { value: message, enumerable: false, writable: true, configurable: true },
      info: { value: context, enumerable: true, configurable: true, writable: false },
      errno: accessor('errno'),
      syscall: accessor('syscall'),
    });
    if (context.path !== undefined) Object.defineProperty(this, 'path', accessor('path'));
    if (context.dest !== undefined) Object.defineProperty(this, 'dest', accessor('dest'));
  }

  toString() {
    return `${this.name} [${this.code}]: ${this.message}`;
  }

  [Symbol.for('nodejs.util.inspect.custom')](recurseTimes, ctx) {
    return require('util').inspect(this, { ...ctx, getters: true, customInspect: false });
  }
}

function makeSystemErrorWithCode(key) {
  const NodeError = class extends SystemError {
    constructor(context) {
      super(key, context);
    }
  };
  // Node's errors of this kind report their constructor as SystemError.
  Object.defineProperty(NodeError, 'name', { value: 'SystemError' });
  return NodeError;
}

const kTypes = ['string', 'function', 'number', 'object', 'Function',
                'Object', 'boolean', 'bigint', 'symbol'];

function isClassName(value) {
  // /^([A-Z][a-z0-9]*)+$/
  if (value.length === 0) return false;
  const c0 = value.charCodeAt(0);
  if (c0 < 65 || c0 > 90) return false;
  for (let i = 1; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57)))
      return false;
  }
  return true;
}

function determineSpecificType(value) {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  switch (typeof value) {
    case 'bigint': return `type bigint (${value}n)`;
    case 'number':
      if (value === 0) return 1 / value === -Infinity ? 'type number (-0)' : 'type number (0)';
      return `type number (${value})`;
    case 'boolean': return value ? 'type boolean (true)' : 'type boolean (false)';
    case 'symbol': return `type symbol (${String(value)})`;
    case 'function': return `function ${value.name}`;
    case 'object':
      if (value.constructor && 'name' in value.constructor)
        return `an instance of ${value.constructor.name}`;
      return inspect(value, { depth: -1 });
    case 'string':
      if (value.length > 28) value = `${value.slice(0, 25)}...`;
      if (value.indexOf("'") === -1) return `type string ('${value}')`;
      return `type string (${JSON.stringify(value)})`;
    default: return `type ${typeof value} (${inspect(value)})`;
  }
}

function addNumericalSeparator(val) {
  let res = '';
  let i = val.length;
  const start = val[0] === '-' ? 1 : 0;
  for (; i >= start + 4; i -= 3) res = `_${val.slice(i - 3, i)}${res}`;
  return `${val.slice(0, i)}${res}`;
}

E('ERR_INVALID_ARG_TYPE', (name, expected, actual) => {
  if (!Array.isArray(expected)) expected = [expected];
  let msg = 'The ';
  if (name.length >= 9 && name.slice(-9) === ' argument') {
    msg += `${name} `;
  } else {
    const type = String(name).includes('.') ? 'property' : 'argument';
    msg += `"${name}" ${type} `;
  }
  msg += 'must be ';
  const types = [];
  const instances = [];
  const other = [];
  for (let i = 0; i < expected.length; i++) {
    const value = expected[i];
    if (kTypes.indexOf(value) !== -1) types.push(value.toLowerCase());
    else if (isClassName(value)) instances.push(value);
    else other.push(value);
  }
  if (instances.length > 0) {
    const pos = types.indexOf('object');
    if (pos !== -1) {
      types.splice(pos, 1);
      instances.push('Object');
    }
  }
  if (types.length > 0) {
    if (types.length > 2) {
      const last = types.pop();
      msg += `one of type ${types.join(', ')}, or ${last}`;
    } else if (types.length === 2) {
      msg += `one of type ${types[0]} or ${types[1]}`;
    } else {
      msg += `of type ${types[0]}`;
    }
    if (instances.length > 0 || other.length > 0) msg += ' or ';
  }
  if (instances.length > 0) {
    if (instances.length > 2) {
      const last = instances.pop();
      msg += `an instance of ${instances.join(', ')}, or ${last}`;
    } else {
      msg += `an instance of ${instances[0]}`;
      if (instances.length === 2) msg += ` or ${instances[1]}`;
    }
    if (other.length > 0) msg += ' or ';
  }
  if (other.length > 0) {
    if (other.length > 2) {
      const last = other.pop();
      msg += `one of ${other.join(', ')}, or ${last}`;
    } else if (other.length === 2) {
      msg += `one of ${other[0]} or ${other[1]}`;
    } else {
      if (other[0].toLowerCase() !== other[0]) msg += 'an ';
      msg += `${other[0]}`;
    }
  }
  msg += `. Received ${determineSpecificType(actual)}`;
  return msg;
}, TypeError);

E('ERR_INVALID_ARG_VALUE', (name, value, reason = 'is invalid') => {
  // Node shows the value as util.inspect does (`Uint8Array(0) []`), loaded on first use.
  let inspected = require('internal/util/inspect').inspect(value);
  if (inspected.length > 128) inspected = `${inspected.slice(0, 128)}...`;
  const type = String(name).includes('.') ? 'property' : 'argument';
  return `The ${type} '${name}' ${reason}. Received ${inspected}`;
}, TypeError);

E('ERR_OUT_OF_RANGE', (str, range, input, replaceDefaultBoolean = false) => {
  let msg = replaceDefaultBoolean ? str : `The value of "${str}" is out of range.`;
  let received;
  if (Number.isInteger(input) && Math.abs(input) > 2 ** 32) {
    received = addNumericalSeparator(String(input));
  } else if (typeof input === 'bigint') {
    received = String(input);
    if (input > 2n ** 32n || input < -(2n ** 32n)) received = addNumericalSeparator(received);
    received += 'n';
  } else {
    received = inspect(input);
  }
  msg += ` It must be ${range}. Received ${received}`;
  return msg;
}, RangeError);

E('ERR_PROTO_ACCESS', 'Accessing Object.prototype.__proto__ has been disallowed with --disable-proto=throw', Error);
E('ERR_INTERNAL_ASSERTION', (message) => {
  const suffix = 'This is caused by either a bug in Node.js or incorrect usage of Node.js internals.\n' +
    'Please open an issue with this stack trace at https://github.com/nodejs/node/issues\n';
  return message === undefined ? suffix : `${message}\n${suffix}`;
}, Error);
E('ERR_BUFFER_TOO_LARGE', (max) => `Cannot create a Buffer larger than ${max} bytes`, RangeError);
E('ERR_BROTLI_INVALID_PARAM', '%s is not a valid Brotli parameter', RangeError);
E('ERR_ZLIB_INITIALIZATION_FAILED', 'Initialization failed', Error);
E('ERR_BUFFER_OUT_OF_BOUNDS',
  // Using a default argument here is important so the argument is not counted
  // towards `Function#length`.
  (name = undefined) => {
    if (name) {
      return `"${name}" is outside of buffer bounds`;
    }
    return 'Attempt to access memory outside buffer bounds';
  }, RangeError);
E('ERR_INVALID_BUFFER_SIZE', 'Buffer size must be a multiple of %s', RangeError);
E('ERR_SYNTHETIC', 'JavaScript Callstack', Error);
E('ERR_UNKNOWN_CREDENTIAL', '%s identifier does not exist: %s', Error);
E('ERR_UNKNOWN_ENCODING', 'Unknown encoding: %s', TypeError);
E('ERR_UNKNOWN_SIGNAL', 'Unknown signal: %s', TypeError);
E('ERR_SCRIPT_EXECUTION_TIMEOUT', 'Script execution timed out after %sms', Error);
E('ERR_PERFORMANCE_INVALID_TIMESTAMP', '%d is not a valid timestamp', TypeError);
E('ERR_PERFORMANCE_MEASURE_INVALID_OPTIONS', '%s', TypeError);
E('ERR_INVALID_ADDRESS', 'Invalid socket address', Error);
E('ERR_NOT_BUILDING_SNAPSHOT', 'Operation cannot be invoked when not building startup snapshot', Error);
E('ERR_SYSTEM_ERROR', 'A system error occurred', SystemError);
// HTTP.
E('ERR_HTTP2_INVALID_PACKED_SETTINGS_LENGTH', 'Packed settings length must be a multiple of six', RangeError);
E('ERR_HTTP2_INVALID_SETTING_VALUE', 'Invalid value for setting "%s": %s', TypeError, RangeError);
E('ERR_HTTP_BODY_NOT_ALLOWED', 'Adding content for this request method or response status is not allowed.', Error);
E('ERR_HTTP_CONTENT_LENGTH_MISMATCH',
  'Response body\'s content-length of %s byte(s) does not match the content-length of %s byte(s) set in header', Error);
E('ERR_HTTP_HEADERS_SENT', 'Cannot %s headers after they are sent to the client', Error);
E('ERR_HTTP_INVALID_HEADER_VALUE', 'Invalid value "%s" for header "%s"', TypeError);
E('ERR_HTTP_INVALID_STATUS_CODE', 'Invalid status code: %s', RangeError);
E('ERR_HTTP_REQUEST_TIMEOUT', 'Request timeout', Error);
E('ERR_HTTP_SOCKET_ASSIGNED', 'ServerResponse has an already assigned socket', Error);
E('ERR_HTTP_SOCKET_ENCODING', 'Changing the socket encoding is not allowed per RFC7230 Section 3.', Error);
E('ERR_HTTP_TRAILER_INVALID', 'Trailers are invalid with this transfer encoding', Error);
E('ERR_INVALID_CHAR', (name, field) => {
  let message = `Invalid character in ${name}`;
  if (field !== undefined) message += ` ["${field}"]`;
  return message;
}, TypeError);
E('ERR_INVALID_HTTP_TOKEN', '%s must be a valid HTTP token ["%s"]', TypeError);
E('ERR_INVALID_PROTOCOL', 'Protocol "%s" not supported. Expected "%s"', TypeError);
E('ERR_UNESCAPED_CHARACTERS', '%s contains unescaped characters', TypeError);
E('ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor', TypeError);
E('ERR_USE_AFTER_CLOSE', '%s was closed', Error);
E('ERR_INVALID_FD', '"fd" must be a positive integer: %s', RangeError);

E('ERR_UNHANDLED_ERROR', (err = undefined) => {
  const msg = 'Unhandled error.';
  if (err === undefined) return msg;
  return `${msg} (${err})`;
}, Error);

E('ERR_INVALID_URI', 'URI malformed', URIError);
// Sockets, DNS and child processes (net, dns, child_process).
E('ERR_SOCKET_CLOSED', 'Socket is closed', Error);
E('ERR_SOCKET_CLOSED_BEFORE_CONNECTION', 'Socket closed before the connection was established', Error);
E('ERR_SOCKET_BAD_PORT', (name, port, allowZero = true) => {
  const operator = allowZero ? '>=' : '>';
  return `${name} should be ${operator} 0 and < 65536. Received ${determineSpecificType(port)}.`;
}, RangeError);
E('ERR_SOCKET_CONNECTION_TIMEOUT', 'Socket connection timeout', Error);
E('ERR_SOCKET_ALREADY_BOUND', 'Socket is already bound', Error);
E('ERR_SOCKET_BAD_BUFFER_SIZE', 'Buffer size must be a positive integer', TypeError);
E('ERR_SOCKET_BAD_TYPE', 'Bad socket type specified. Valid types are: udp4, udp6', TypeError);
E('ERR_SOCKET_BUFFER_SIZE', 'Could not get or set buffer size', SystemError);
E('ERR_SOCKET_DGRAM_IS_CONNECTED', 'Already connected', Error);
E('ERR_SOCKET_DGRAM_NOT_CONNECTED', 'Not connected', Error);
E('ERR_SOCKET_DGRAM_NOT_RUNNING', 'Not running', Error);
E('ERR_SERVER_ALREADY_LISTEN', 'Listen method has been called more than once without closing.', Error);
E('ERR_SERVER_NOT_RUNNING', 'Server is not running.', Error);
E('ERR_INVALID_ADDRESS_FAMILY', function(addressType, host, port) {
  this.host = host;
  this.port = port;
  return `Invalid address family: ${addressType} ${host}:${port}`;
}, RangeError);
E('ERR_INVALID_OBJECT_DEFINE_PROPERTY', '%s', TypeError);
E('ERR_INVALID_IP_ADDRESS', 'Invalid IP address: %s', TypeError);
E('ERR_DNS_SET_SERVERS_FAILED', (err, servers) => `c-ares failed to set servers: "${err}" [${servers}]`, Error);
E('ERR_CHILD_PROCESS_STDIO_MAXBUFFER', '%s maxBuffer length exceeded', RangeError);
E('ERR_CHILD_PROCESS_IPC_REQUIRED', "Forked processes must have an IPC channel, missing value 'ipc' in %s", Error);
E('ERR_IPC_CHANNEL_CLOSED', 'Channel closed', Error);
E('ERR_CONSTRUCT_CALL_INVALID', 'Constructor cannot be called', TypeError);
E('ERR_CONSTRUCT_CALL_REQUIRED', 'Cannot call constructor without `new`', TypeError);
E('ERR_CHILD_CLOSED_BEFORE_REPLY', 'Child closed before reply received', Error);
E('ERR_INVALID_HANDLE_TYPE', 'This handle type cannot be sent', TypeError);
E('ERR_IPC_DISCONNECTED', 'IPC channel is already disconnected', Error);
E('ERR_IPC_ONE_PIPE', 'Child process can have only one IPC pipe', Error);
E('ERR_IPC_SYNC_FORK', 'IPC cannot be used with synchronous forks', Error);
// crypto
E('ERR_CRYPTO_HASH_FINALIZED', 'Digest already called', Error);
E('ERR_CRYPTO_HASH_UPDATE_FAILED', 'Hash update failed', Error);
E('ERR_CRYPTO_INVALID_DIGEST', 'Invalid digest: %s', TypeError);
E('ERR_CRYPTO_INVALID_KEYLEN', 'Invalid key length', RangeError);
E('ERR_CRYPTO_INVALID_IV', 'Invalid initialization vector', TypeError);
E('ERR_CRYPTO_UNKNOWN_CIPHER', 'Unknown cipher', Error);
E('ERR_CRYPTO_INVALID_AUTH_TAG', 'Invalid authentication tag length: %s', TypeError);
E('ERR_CRYPTO_INVALID_STATE', 'Invalid state for operation %s', Error);
E('ERR_CRYPTO_INVALID_SCRYPT_PARAMS', 'Invalid scrypt params', RangeError);
E('ERR_CRYPTO_SCRYPT_INVALID_PARAMETER', 'Invalid scrypt parameter', Error);
E('ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH', 'Input buffers must have the same byte length', RangeError);
E('ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE', 'Invalid key object type %s, expected %s.', TypeError);
E('ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS', 'The selected key encoding %s %s.', Error);
E('ERR_CRYPTO_INVALID_CURVE', 'Invalid EC curve name', TypeError);
E('ERR_CRYPTO_SIGN_KEY_REQUIRED', 'No key provided to sign', Error);
E('ERR_MISSING_PASSPHRASE', 'Passphrase required for encrypted key', TypeError);
E('ERR_CRYPTO_INCOMPATIBLE_KEY', 'Incompatible %s: %s', Error);
// tls
E('ERR_TLS_CERT_ALTNAME_INVALID', function(reason, host, cert) {
  this.reason = reason;
  this.host = host;
  this.cert = cert;
  return `Hostname/IP does not match certificate's altnames: ${reason}`;
}, Error);
E('ERR_TLS_CERT_ALTNAME_FORMAT', 'Invalid subject alternative name string', SyntaxError);
E('ERR_TLS_PROTOCOL_VERSION_CONFLICT', (version, method) =>
  `TLS protocol version ${JSON.stringify(version)} conflicts with secureProtocol ${JSON.stringify(method)}`, TypeError);
E('ERR_TLS_INVALID_PROTOCOL_METHOD', '%s', TypeError);
E('ERR_CRYPTO_CUSTOM_ENGINE_NOT_SUPPORTED', 'Custom engines not supported by this OpenSSL', Error);
E('ERR_TLS_DH_PARAM_SIZE', 'DH parameter size %s is less than 2048', Error);
E('ERR_TLS_INVALID_STATE', 'TLS socket connection must be securely established', Error);
E('ERR_TLS_RENEGOTIATION_DISABLED', 'TLS session renegotiation disabled for this socket', Error);
E('ERR_TLS_INVALID_CONTEXT', '%s must be a SecureContext', TypeError);
E('ERR_TLS_INVALID_PROTOCOL_VERSION', (protocol, x) => `${JSON.stringify(protocol)} is not a valid ${x} TLS protocol version`, TypeError);
E('ERR_TLS_ALPN_CALLBACK_INVALID_RESULT', (value, protocols) =>
  `ALPN callback returned a value (${value}) that did not match any of the client's offered protocols (${
    protocols.join(', ')})`, TypeError);
E('ERR_TLS_ALPN_CALLBACK_WITH_PROTOCOLS', 'The ALPNCallback and ALPNProtocols TLS options are mutually exclusive',
  TypeError);
E('ERR_TLS_SNI_FROM_SERVER', 'Cannot issue SNI from a TLS server-side socket', Error);
E('ERR_TLS_REQUIRED_SERVER_NAME', '"servername" is required parameter for Server.addContext', Error);
E('ERR_TLS_HANDSHAKE_TIMEOUT', 'TLS handshake timeout', Error);
E('ERR_SSL_NO_CIPHER_MATCH', 'No cipher match', Error);
E('ERR_INVALID_THIS', 'Value of "this" must be of type %s', TypeError);
E('ERR_WORKER_UNSUPPORTED_OPERATION', '%s is not supported in workers', TypeError);
E('ERR_WORKER_OUT_OF_MEMORY', 'Worker terminated due to reaching memory limit: %s', Error);
E('ERR_WORKER_NOT_RUNNING', 'Worker instance not running', Error);
E('ERR_WORKER_INVALID_EXEC_ARGV', (errors, message = 'invalid execArgv flags') =>
  `Initiated Worker with ${message}: ${errors.join(', ')}`, Error);
E('ERR_WORKER_MESSAGING_ERRORED', 'The destination thread threw an error while processing the message', Error);
E('ERR_WORKER_MESSAGING_FAILED', 'Cannot find the destination thread or listener', Error);
E('ERR_WORKER_MESSAGING_SAME_THREAD', 'Cannot sent a message to the same thread', Error);
E('ERR_WORKER_MESSAGING_TIMEOUT', 'Sending a message to another thread timed out', Error);
E('ERR_MISSING_ARGS', (...args) => {
  let msg = 'The ';
  const len = args.length;
  const wrap = (a) => `"${a}"`;
  args = args.map((a) => (Array.isArray(a) ? a.map(wrap).join(' or ') : wrap(a)));
  switch (len) {
    case 1: msg += `${args[0]} argument`; break;
    case 2: msg += `${args[0]} and ${args[1]} arguments`; break;
    default: {
      const last = args.pop();
      msg += `${args.join(', ')}, and ${last} arguments`;
    }
  }
  return `${msg} must be specified`;
}, TypeError);
E('ERR_INVALID_URL', function(input, base = null) {
  this.input = input;
  if (base != null) this.base = base;
  return 'Invalid URL';
}, TypeError);
E('ERR_INVALID_URL_SCHEME', (expected) => {
  if (typeof expected === 'string') expected = [expected];
  const res = expected.length === 2 ?
    `one of scheme ${expected[0]} or ${expected[1]}` :
    `of scheme ${expected[0]}`;
  return `The URL must be ${res}`;
}, TypeError);
E('ERR_INVALID_FILE_URL_HOST', 'File URL host must be "localhost" or empty on %s', TypeError);
E('ERR_INVALID_FILE_URL_PATH', 'File URL path %s', TypeError);
E('ERR_ARG_NOT_ITERABLE', '%s must be iterable', TypeError);
E('ERR_CONSOLE_WRITABLE_STREAM', 'Console expects a writable stream instance for %s', TypeError);
E('ERR_ASYNC_CALLBACK', '%s must be a function', TypeError);
E('ERR_ASYNC_TYPE', 'Invalid name for async "type": %s', TypeError);
E('ERR_INVALID_ASYNC_ID', 'Invalid %s value: %s', RangeError);
E('ERR_INVALID_TUPLE', '%s must be an iterable %s tuple', TypeError);
E('ERR_FS_INVALID_SYMLINK_TYPE', 'Symlink type must be one of "dir", "file", or "junction". Received "%s"', Error);
E('ERR_FS_FILE_TOO_LARGE', 'File size (%s) is greater than 2 GiB', RangeError);
E('ERR_METHOD_NOT_IMPLEMENTED', 'The %s method is not implemented', Error);
// node:test's wrapper of a failure: the error a test threw (or a reason string) as `cause`,
// and the kind of failure as `failureType` (testCodeFailure, hookFailed, subtestsFailed…).
E('ERR_TEST_FAILURE', function (error, failureType) {
  this.failureType = failureType;
  this.cause = error;
  const message = error !== null && error !== undefined && error.message !== undefined ? error.message : error;
  return typeof message === 'string' ? message : inspect(message);
}, Error);
E('ERR_FEATURE_UNAVAILABLE_ON_PLATFORM', 'The feature %s is unavailable on the current platform, which is being used to run Node.js', TypeError);
// Streams.
E('ERR_INVALID_RETURN_VALUE', (input, name, value) =>
  `Expected ${input} to be returned from the "${name}" function but got ${determineSpecificType(value)}.`, TypeError);
E('ERR_MULTIPLE_CALLBACK', 'Callback called multiple times', Error);
E('ERR_STREAM_ALREADY_FINISHED', 'Cannot call %s after a stream was finished', Error);
E('ERR_STREAM_CANNOT_PIPE', 'Cannot pipe, not readable', Error);
E('ERR_STREAM_DESTROYED', 'Cannot call %s after a stream was destroyed', Error);
E('ERR_STREAM_NULL_VALUES', 'May not write null values to stream', TypeError);
E('ERR_STREAM_PREMATURE_CLOSE', 'Premature close', Error);
E('ERR_STREAM_PUSH_AFTER_EOF', 'stream.push() after EOF', Error);
E('ERR_STREAM_UNABLE_TO_PIPE', 'Cannot pipe to a closed or destroyed stream', Error);
E('ERR_STREAM_UNSHIFT_AFTER_END_EVENT', 'stream.unshift() after end event', Error);
E('ERR_STREAM_WRAP', 'Stream has StringDecoder set or is in objectMode', Error);
E('ERR_STREAM_WRITE_AFTER_END', 'write after end', Error);
// Web streams and fetch (Node gives these codes several classes: `codes.X.RangeError`).
E('ERR_INVALID_STATE', 'Invalid state: %s', Error);
E('ERR_MISSING_OPTION', '%s is required', TypeError);
codes.ERR_INVALID_STATE.TypeError = makeNodeErrorWithCode(TypeError, 'ERR_INVALID_STATE');
codes.ERR_INVALID_STATE.RangeError = makeNodeErrorWithCode(RangeError, 'ERR_INVALID_STATE');
codes.ERR_INVALID_ARG_VALUE.RangeError = makeNodeErrorWithCode(RangeError, 'ERR_INVALID_ARG_VALUE');

// Two errors of one failure (a destroy and a callback error) as one; the outer one leads.
function aggregateTwoErrors(innerError, outerError) {
  if (innerError && outerError && innerError !== outerError) {
    if (Array.isArray(outerError.errors)) {
      outerError.errors.push(innerError);
      return outerError;
    }
    const error = new AggregateError([outerError, innerError], outerError.message);
    error.code = outerError.code;
    return error;
  }
  return innerError || outerError;
}
E('ERR_FS_EISDIR', 'Path is a directory', SystemError);
E('ERR_DOMAIN_CALLBACK_NOT_AVAILABLE',
  'A callback was registered through process.setUncaughtExceptionCaptureCallback(), which is mutually exclusive with using the `domain` module',
  Error);
E('ERR_DOMAIN_CANNOT_SET_UNCAUGHT_EXCEPTION_CAPTURE',
  'The `domain` module is in use, which is mutually exclusive with calling process.setUncaughtExceptionCaptureCallback()',
  Error);
E('ERR_UNAVAILABLE_DURING_EXIT', 'Cannot call function in process exit handler', Error);
E('ERR_UNCAUGHT_EXCEPTION_CAPTURE_ALREADY_SET',
  '`process.setupUncaughtExceptionCapture()` was called while a capture callback was already active', Error);
// util.parseArgs.
E('ERR_PARSE_ARGS_INVALID_OPTION_VALUE', '%s', TypeError);
E('ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL', "Unexpected argument '%s'. This command does not take positional arguments", TypeError);
E('ERR_PARSE_ARGS_UNKNOWN_OPTION', (option, allowPositionals) => {
  const suggestDashDash = allowPositionals
    ? `. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- ${JSON.stringify(option)}`
    : '';
  return `Unknown option '${option}'${suggestDashDash}`;
}, TypeError);
// util.MIMEType.
E('ERR_INVALID_MIME_SYNTAX', (production, string, invalidIndex) => {
  const at = invalidIndex !== -1 ? ` at ${invalidIndex}` : '';
  return `The MIME syntax for a ${production} in "${string}" is invalid${at}`;
}, TypeError);
// fs.cp and fs.Dir.
E('ERR_FS_CP_DIR_TO_NON_DIR', 'Cannot overwrite non-directory with directory', SystemError);
E('ERR_FS_CP_EEXIST', 'Target already exists', SystemError);
E('ERR_FS_CP_EINVAL', 'Invalid src or dest', SystemError);
E('ERR_FS_CP_FIFO_PIPE', 'Cannot copy a FIFO pipe', SystemError);
E('ERR_FS_CP_NON_DIR_TO_DIR', 'Cannot overwrite directory with non-directory', SystemError);
E('ERR_FS_CP_SOCKET', 'Cannot copy a socket file', SystemError);
E('ERR_FS_CP_SYMLINK_TO_SUBDIRECTORY', 'Cannot overwrite symlink in subdirectory of self', SystemError);
E('ERR_FS_CP_UNKNOWN', 'Cannot copy an unknown file type', SystemError);
E('ERR_INCOMPATIBLE_OPTION_PAIR', 'Option "%s" cannot be used in combination with option "%s"', TypeError);
E('ERR_DIR_CLOSED', 'Directory handle was closed', Error);
E('ERR_DIR_CONCURRENT_OPERATION', 'Cannot do synchronous work on directory handle with concurrent asynchronous operations', Error);
// Package "exports"/"imports" resolution (internal/modules/package_resolve).
E('ERR_INVALID_MODULE_SPECIFIER', (request, reason, base = undefined) =>
  `Invalid module "${request}" ${reason}${base ? ` imported from ${base}` : ''}`, TypeError);
E('ERR_INVALID_PACKAGE_CONFIG', (path, base, message) =>
  `Invalid package config ${path}${base ? ` while importing ${base}` : ''}${message ? `. ${message}` : ''}`, Error);
E('ERR_INVALID_PACKAGE_TARGET', (packagePath, key, target, isImport = false, base = undefined) => {
  const relative = typeof target === 'string' && !isImport && target.length > 0 && !target.startsWith('./');
  const from = `${packagePath}package.json${base ? ` imported from ${base}` : ''}`;
  const hint = relative ? '; targets must start with "./"' : '';
  if (key === '.') return `Invalid "exports" main target ${JSON.stringify(target)} defined in the package config ${from}${hint}`;
  return `Invalid "${isImport ? 'imports' : 'exports'}" target ${JSON.stringify(target)} defined for '${key}' in the package config ${from}${hint}`;
}, Error);
E('ERR_PACKAGE_IMPORT_NOT_DEFINED', (specifier, packagePath, base) =>
  `Package import specifier "${specifier}" is not defined${packagePath ? ` in package ${packagePath}package.json` : ''} imported from ${base}`, TypeError);
E('ERR_PACKAGE_PATH_NOT_EXPORTED', (packagePath, subpath, base = undefined) => {
  const from = `${packagePath}package.json${base ? ` imported from ${base}` : ''}`;
  if (subpath === '.') return `No "exports" main defined in ${from}`;
  return `Package subpath '${subpath}' is not defined by "exports" in ${from}`;
}, Error);

function hideStackFrames(fn) { return fn; }

function validateString(value, name) {
  if (typeof value !== 'string')
    throw new codes.ERR_INVALID_ARG_TYPE(name, 'string', value);
}

function validateFunction(value, name) {
  if (typeof value !== 'function')
    throw new codes.ERR_INVALID_ARG_TYPE(name, 'Function', value);
}

function validateObject(value, name, nullable) {
  if ((!nullable && value === null) || Array.isArray(value) ||
      (typeof value !== 'object' && typeof value !== 'function') ||
      (typeof value === 'function')) {
    if (!(nullable && value === null))
      throw new codes.ERR_INVALID_ARG_TYPE(name, 'Object', value);
  }
}

function validateOneOf(value, name, oneOf) {
  if (!oneOf.includes(value)) {
    const allowed = oneOf.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(', ');
    throw new codes.ERR_INVALID_ARG_VALUE(name, value, `must be one of: ${allowed}`);
  }
}

function validateArray(value, name, minLength = 0) {
  if (!Array.isArray(value)) throw new codes.ERR_INVALID_ARG_TYPE(name, 'Array', value);
  if (value.length < minLength) {
    throw new codes.ERR_INVALID_ARG_VALUE(name, value, `must be longer than ${minLength}`);
  }
}

function validateNumber(value, name, min, max) {
  if (typeof value !== 'number')
    throw new codes.ERR_INVALID_ARG_TYPE(name, 'number', value);
  if ((min != null && value < min) || (max != null && value > max) ||
      ((min != null || max != null) && Number.isNaN(value))) {
    throw new codes.ERR_OUT_OF_RANGE(
      name,
      `${min != null ? `>= ${min}` : ''}${min != null && max != null ? ' && ' : ''}${max != null ? `<= ${max}` : ''}`,
      value);
  }
}

function validateUint32(value, name, positive = false) {
  if (typeof value !== 'number')
    throw new codes.ERR_INVALID_ARG_TYPE(name, 'number', value);
  if (!Number.isInteger(value))
    throw new codes.ERR_OUT_OF_RANGE(name, 'an integer', value);
  const min = positive ? 1 : 0;
  const max = 4294967295;
  if (value < min || value > max)
    throw new codes.ERR_OUT_OF_RANGE(name, `>= ${min} && <= ${max}`, value);
}

function validateBoolean(value, name) {
  if (typeof value !== 'boolean')
    throw new codes.ERR_INVALID_ARG_TYPE(name, 'boolean', value);
}

function validateInteger(value, name, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  if (typeof value !== 'number')
    throw new codes.ERR_INVALID_ARG_TYPE(name, 'number', value);
  if (!Number.isInteger(value))
    throw new codes.ERR_OUT_OF_RANGE(name, 'an integer', value);
  if (value < min || value > max)
    throw new codes.ERR_OUT_OF_RANGE(name, `>= ${min} && <= ${max}`, value);
}

function validateAbortSignal(signal, name) {
  if (signal !== undefined && (signal === null || typeof signal !== 'object' || !('aborted' in signal)))
    throw new codes.ERR_INVALID_ARG_TYPE(name, 'AbortSignal', signal);
}

function genericNodeError(message, errorProperties) {
  const err = new Error(message);
  const keys = Object.keys(errorProperties);
  for (let i = 0; i < keys.length; i++) err[keys[i]] = errorProperties[keys[i]];
  return err;
}

module.exports = {
  codes,
  makeNodeError,
  inspect,
  determineSpecificType,
  addNumericalSeparator,
  hideStackFrames,
  validateString,
  validateFunction,
  validateObject,
  validateOneOf,
  validateArray,
  validateNumber,
  validateUint32,
  validateBoolean,
  validateInteger,
  validateAbortSignal,
  genericNodeError,
  aggregateTwoErrors,
};
