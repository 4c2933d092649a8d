'use strict';

// Node's url module: the WHATWG API re-exported from internal/url plus the
// legacy url.parse()/url.format()/url.resolve() API, ported without
// regular expressions.

const {
  URL,
  URLSearchParams,
  domainToASCII,
  domainToUnicode,
  fileURLToPath,
  pathToFileURL: _pathToFileURL,
  urlToHttpOptions,
  formatURL,
  isURL,
  legacyToASCII,
} = require('internal/url');
const { encodeStr, hexTable, decodeURIComponent: decodeURIComponentImpl } =
  require('internal/querystring');
const querystring = require('querystring');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_URL },
  validateObject,
} = require('internal/errors');

const unsafeProtocol = new Set(['javascript', 'javascript:']);
const hostlessProtocol = new Set(['javascript', 'javascript:']);
const slashedProtocol = new Set(['http', 'http:', 'https', 'https:', 'ftp', 'ftp:',
  'gopher', 'gopher:', 'file', 'file:', 'ws', 'ws:', 'wss', 'wss:']);

const CHAR_SPACE = 32;
const CHAR_TAB = 9;
const CHAR_CARRIAGE_RETURN = 13;
const CHAR_LINE_FEED = 10;
const CHAR_NO_BREAK_SPACE = 160;
const CHAR_ZERO_WIDTH_NOBREAK_SPACE = 65279;
const CHAR_HASH = 35;
const CHAR_FORWARD_SLASH = 47;
const CHAR_LEFT_SQUARE_BRACKET = 91;
const CHAR_RIGHT_SQUARE_BRACKET = 93;
const CHAR_LEFT_ANGLE_BRACKET = 60;
const CHAR_RIGHT_ANGLE_BRACKET = 62;
const CHAR_LEFT_CURLY_BRACKET = 123;
const CHAR_RIGHT_CURLY_BRACKET = 125;
const CHAR_QUESTION_MARK = 63;
const CHAR_DOUBLE_QUOTE = 34;
const CHAR_SINGLE_QUOTE = 39;
const CHAR_PERCENT = 37;
const CHAR_SEMICOLON = 59;
const CHAR_BACKWARD_SLASH = 92;
const CHAR_CIRCUMFLEX_ACCENT = 94;
const CHAR_GRAVE_ACCENT = 96;
const CHAR_VERTICAL_LINE = 124;
const CHAR_AT = 64;
const CHAR_COLON = 58;

function validateString(value, name) {
  if (typeof value !== 'string') throw new ERR_INVALID_ARG_TYPE(name, 'string', value);
}

function splitString(str, sep) {
  const parts = [];
  let start = 0;
  for (;;) {
    const idx = str.indexOf(sep, start);
    if (idx === -1) {
      parts.push(str.slice(start));
      return parts;
    }
    parts.push(str.slice(start, idx));
    start = idx + sep.length;
  }
}

// The characters matched by \s in JavaScript regular expressions.
function isJsWhitespace(c) {
  return c === 9 || c === 10 || c === 11 || c === 12 || c === 13 || c === 32 ||
    c === 0xA0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200A) || c === 0x2028 ||
    c === 0x2029 || c === 0x202F || c === 0x205F || c === 0x3000 || c === 0xFEFF;
}

// /^(\/\/?(?!\/)[^?\s]*)(\?[^\s]*)?$/ -> [pathname, search] or null
function matchSimplePath(rest) {
  if (rest.charCodeAt(0) !== CHAR_FORWARD_SLASH) return null;
  let i = rest.charCodeAt(1) === CHAR_FORWARD_SLASH ? 2 : 1;
  if (rest.charCodeAt(i) === CHAR_FORWARD_SLASH) return null;
  for (; i < rest.length; i++) {
    const c = rest.charCodeAt(i);
    if (c === CHAR_QUESTION_MARK || isJsWhitespace(c)) break;
  }
  const pathname = rest.slice(0, i);
  if (i === rest.length) return [pathname, undefined];
  if (rest.charCodeAt(i) !== CHAR_QUESTION_MARK) return null;
  for (let j = i + 1; j < rest.length; j++) {
    if (isJsWhitespace(rest.charCodeAt(j))) return null;
  }
  return [pathname, rest.slice(i)];
}

// /^[a-z0-9.+-]+:/i -> the matched prefix or null
function matchProtocol(rest) {
  let i = 0;
  for (; i < rest.length; i++) {
    const c = rest.charCodeAt(i);
    const ok = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ||
      c === 46 || c === 43 || c === 45;
    if (!ok) break;
  }
  if (i > 0 && rest.charCodeAt(i) === CHAR_COLON) return rest.slice(0, i + 1);
  return null;
}

// /^\/\/[^@/]+@[^@/]+/
function matchesHostPattern(rest) {
  if (rest.charCodeAt(0) !== CHAR_FORWARD_SLASH || rest.charCodeAt(1) !== CHAR_FORWARD_SLASH)
    return false;
  let i = 2;
  while (i < rest.length && rest[i] !== '@' && rest[i] !== '/') i++;
  if (i === 2 || rest[i] !== '@') return false;
  const j = i + 1;
  return j < rest.length && rest[j] !== '@' && rest[j] !== '/';
}

function containsAny(str, chars) {
  for (let i = 0; i < str.length; i++) {
    if (chars.indexOf(str[i]) !== -1) return true;
  }
  return false;
}
const forbiddenHostChars = '\0\t\n\r #%/:<>?@[\\]^|';
const forbiddenHostCharsIpv6 = '\0\t\n\r #%/<>?@\\^|';

function Url() {
  this.protocol = null;
  this.slashes = null;
  this.auth = null;
  this.host = null;
  this.port = null;
  this.hostname = null;
  this.hash = null;
  this.search = null;
  this.query = null;
  this.pathname = null;
  this.path = null;
  this.href = null;
}

const hostnameMaxLen = 255;

function urlParse(url, parseQueryString, slashesDenoteHost) {
  if (url instanceof Url) return url;
  const urlObject = new Url();
  urlObject.parse(url, parseQueryString, slashesDenoteHost);
  return urlObject;
}

function isIpv6Hostname(hostname) {
  return hostname.charCodeAt(0) === CHAR_LEFT_SQUARE_BRACKET &&
    hostname.charCodeAt(hostname.length - 1) === CHAR_RIGHT_SQUARE_BRACKET;
}

Url.prototype.parse = function parse(url, parseQueryString, slashesDenoteHost) {
  validateString(url, 'url');

  // Trim whitespace, turn backslashes before the query/hash into slashes.
  let hasHash = false;
  let hasAt = false;
  let start = -1;
  let end = -1;
  let rest = '';
  let lastPos = 0;
  for (let i = 0, inWs = false, split = false; i < url.length; ++i) {
    const code = url.charCodeAt(i);
    const isWs = code < 33 || code === CHAR_NO_BREAK_SPACE ||
                 code === CHAR_ZERO_WIDTH_NOBREAK_SPACE;
    if (start === -1) {
      if (isWs) continue;
      lastPos = start = i;
    } else if (inWs) {
      if (!isWs) {
        end = -1;
        inWs = false;
      }
    } else if (isWs) {
      end = i;
      inWs = true;
    }
    if (!split) {
      switch (code) {
        case CHAR_AT:
          hasAt = true;
          break;
        case CHAR_HASH:
          hasHash = true;
          // Fall through
        case CHAR_QUESTION_MARK:
          split = true;
          break;
        case CHAR_BACKWARD_SLASH:
          if (i - lastPos > 0) rest += url.slice(lastPos, i);
          rest += '/';
          lastPos = i + 1;
          break;
      }
    } else if (!hasHash && code === CHAR_HASH) {
      hasHash = true;
    }
  }

  if (start !== -1) {
    if (lastPos === start) {
      if (end === -1) {
        if (start === 0) rest = url;
        else rest = url.slice(start);
      } else {
        rest = url.slice(start, end);
      }
    } else if (end === -1 && lastPos < url.length) {
      rest += url.slice(lastPos);
    } else if (end !== -1 && lastPos < end) {
      rest += url.slice(lastPos, end);
    }
  }

  if (!slashesDenoteHost && !hasHash && !hasAt) {
    const simplePath = matchSimplePath(rest);
    if (simplePath) {
      this.path = rest;
      this.href = rest;
      this.pathname = simplePath[0];
      if (simplePath[1]) {
        this.search = simplePath[1];
        if (parseQueryString) this.query = querystring.parse(this.search.slice(1));
        else this.query = this.search.slice(1);
      } else if (parseQueryString) {
        this.search = null;
        this.query = Object.create(null);
      }
      return this;
    }
  }

  let proto = matchProtocol(rest);
  let lowerProto;
  if (proto) {
    lowerProto = proto.toLowerCase();
    this.protocol = lowerProto;
    rest = rest.slice(proto.length);
  }

  let slashes;
  if (slashesDenoteHost || proto || matchesHostPattern(rest)) {
    slashes = rest.charCodeAt(0) === CHAR_FORWARD_SLASH &&
              rest.charCodeAt(1) === CHAR_FORWARD_SLASH;
    if (slashes && !(proto && hostlessProtocol.has(lowerProto))) {
      rest = rest.slice(2);
      this.slashes = true;
    }
  }

  if (!hostlessProtocol.has(lowerProto) &&
      (slashes || (proto && !slashedProtocol.has(proto)))) {
    // Find the end of the host: the first of # / ? (or of the characters
    // that cannot be in a host), with the last '@' starting it over.
    let hostEnd = -1;
    let atSign = -1;
    let nonHost = -1;
    for (let i = 0; i < rest.length; ++i) {
      switch (rest.charCodeAt(i)) {
        case CHAR_TAB:
        case CHAR_LINE_FEED:
        case CHAR_CARRIAGE_RETURN:
          rest = rest.slice(0, i) + rest.slice(i + 1);
          i -= 1;
          break;
        case CHAR_SPACE:
        case CHAR_DOUBLE_QUOTE:
        case CHAR_PERCENT:
        case CHAR_SINGLE_QUOTE:
        case CHAR_SEMICOLON:
        case CHAR_LEFT_ANGLE_BRACKET:
        case CHAR_RIGHT_ANGLE_BRACKET:
        case CHAR_BACKWARD_SLASH:
        case CHAR_CIRCUMFLEX_ACCENT:
        case CHAR_GRAVE_ACCENT:
        case CHAR_LEFT_CURLY_BRACKET:
        case CHAR_VERTICAL_LINE:
        case CHAR_RIGHT_CURLY_BRACKET:
          if (nonHost === -1) nonHost = i;
          break;
        case CHAR_HASH:
        case CHAR_FORWARD_SLASH:
        case CHAR_QUESTION_MARK:
          if (nonHost === -1) nonHost = i;
          hostEnd = i;
          break;
        case CHAR_AT:
          atSign = i;
          nonHost = -1;
          break;
      }
      if (hostEnd !== -1) break;
    }
    start = 0;
    if (atSign !== -1) {
      this.auth = decodeURIComponentImpl(rest.slice(0, atSign));
      start = atSign + 1;
    }
    if (nonHost === -1) {
      this.host = rest.slice(start);
      rest = '';
    } else {
      this.host = rest.slice(start, nonHost);
      rest = rest.slice(nonHost);
    }

    this.parseHost();

    if (typeof this.hostname !== 'string') this.hostname = '';

    const hostname = this.hostname;
    const ipv6Hostname = isIpv6Hostname(hostname);

    if (!ipv6Hostname) rest = getHostname(this, rest, hostname, url);

    if (this.hostname.length > hostnameMaxLen) this.hostname = '';
    else this.hostname = this.hostname.toLowerCase();

    if (this.hostname !== '') {
      if (ipv6Hostname) {
        if (containsAny(this.hostname, forbiddenHostCharsIpv6)) throw new ERR_INVALID_URL(url);
      } else {
        this.hostname = legacyToASCII(this.hostname);
        if (this.hostname === '' || containsAny(this.hostname, forbiddenHostChars))
          throw new ERR_INVALID_URL(url);
      }
    }

    const p = this.port ? ':' + this.port : '';
    const h = this.hostname || '';
    this.host = h + p;

    if (ipv6Hostname) {
      this.hostname = this.hostname.slice(1, -1);
      if (rest[0] !== '/') rest = '/' + rest;
    }
  }

  if (!unsafeProtocol.has(lowerProto)) rest = autoEscapeStr(rest);

  let questionIdx = -1;
  let hashIdx = -1;
  for (let i = 0; i < rest.length; ++i) {
    const code = rest.charCodeAt(i);
    if (code === CHAR_HASH) {
      this.hash = rest.slice(i);
      hashIdx = i;
      break;
    } else if (code === CHAR_QUESTION_MARK && questionIdx === -1) {
      questionIdx = i;
    }
  }

  if (questionIdx !== -1) {
    if (hashIdx === -1) {
      this.search = rest.slice(questionIdx);
      this.query = rest.slice(questionIdx + 1);
    } else {
      this.search = rest.slice(questionIdx, hashIdx);
      this.query = rest.slice(questionIdx + 1, hashIdx);
    }
    if (parseQueryString) this.query = querystring.parse(this.query);
  } else if (parseQueryString) {
    this.search = null;
    this.query = Object.create(null);
  }

  const useQuestionIdx = questionIdx !== -1 && (hashIdx === -1 || questionIdx < hashIdx);
  const firstIdx = useQuestionIdx ? questionIdx : hashIdx;
  if (firstIdx === -1) {
    if (rest.length > 0) this.pathname = rest;
  } else if (firstIdx > 0) {
    this.pathname = rest.slice(0, firstIdx);
  }
  if (slashedProtocol.has(lowerProto) && this.hostname && !this.pathname) {
    this.pathname = '/';
  }

  if (this.pathname || this.search) {
    const p = this.pathname || '';
    const s = this.search || '';
    this.path = p + s;
  }

  this.href = this.format();
  return this;
};

let warnInvalidPort = true;
function getHostname(self, rest, hostname, url) {
  for (let i = 0; i < hostname.length; ++i) {
    const code = hostname.charCodeAt(i);
    const isValid = (code !== CHAR_FORWARD_SLASH &&
                     code !== CHAR_BACKWARD_SLASH &&
                     code !== CHAR_HASH &&
                     code !== CHAR_QUESTION_MARK &&
                     code !== CHAR_COLON);
    if (!isValid) {
      if (warnInvalidPort && code === CHAR_COLON) {
        const detail = `The URL ${url} is invalid. Future versions of Node.js will throw an error.`;
        if (typeof process.emitWarning === 'function')
          process.emitWarning(detail, 'DeprecationWarning', 'DEP0170');
        warnInvalidPort = false;
      }
      self.hostname = hostname.slice(0, i);
      return `/${hostname.slice(i)}${rest}`;
    }
  }
  return rest;
}

// Characters url.parse() escapes automatically.
const escapedCodes = new Array(126).fill('');
escapedCodes[9] = '%09';
escapedCodes[10] = '%0A';
escapedCodes[13] = '%0D';
escapedCodes[32] = '%20';
escapedCodes[34] = '%22';
escapedCodes[39] = '%27';
escapedCodes[60] = '%3C';
escapedCodes[62] = '%3E';
escapedCodes[92] = '%5C';
escapedCodes[94] = '%5E';
escapedCodes[96] = '%60';
escapedCodes[123] = '%7B';
escapedCodes[124] = '%7C';
escapedCodes[125] = '%7D';

function autoEscapeStr(rest) {
  let escaped = '';
  let lastEscapedPos = 0;
  for (let i = 0; i < rest.length; ++i) {
    const escapedChar = escapedCodes[rest.charCodeAt(i)];
    if (escapedChar) {
      if (i > lastEscapedPos) escaped += rest.slice(lastEscapedPos, i);
      escaped += escapedChar;
      lastEscapedPos = i + 1;
    }
  }
  if (lastEscapedPos === 0) return rest;
  if (lastEscapedPos < rest.length) escaped += rest.slice(lastEscapedPos);
  return escaped;
}

function urlFormat(urlObject, options) {
  if (typeof urlObject === 'string') {
    urlObject = urlParse(urlObject);
  } else if (typeof urlObject !== 'object' || urlObject === null) {
    throw new ERR_INVALID_ARG_TYPE('urlObject', ['Object', 'string'], urlObject);
  } else if (isURL(urlObject)) {
    let fragment = true;
    let unicode = false;
    let search = true;
    let auth = true;
    if (options) {
      validateObject(options, 'options');
      if (options.fragment != null) fragment = Boolean(options.fragment);
      if (options.unicode != null) unicode = Boolean(options.unicode);
      if (options.search != null) search = Boolean(options.search);
      if (options.auth != null) auth = Boolean(options.auth);
    }
    return formatURL(urlObject.href, fragment, unicode, search, auth);
  }
  return Url.prototype.format.call(urlObject);
}

// Characters left alone in the auth part: A-Z a-z 0-9 ! ' ( ) * - . _ ~ :
const noEscapeAuth = new Array(128).fill(0);
(function() {
  const keep = "!'()*-._~:";
  for (let i = 48; i <= 57; i++) noEscapeAuth[i] = 1;
  for (let i = 65; i <= 90; i++) noEscapeAuth[i] = 1;
  for (let i = 97; i <= 122; i++) noEscapeAuth[i] = 1;
  for (let i = 0; i < keep.length; i++) noEscapeAuth[keep.charCodeAt(i)] = 1;
})();

Url.prototype.format = function format() {
  let auth = this.auth || '';
  if (auth) {
    auth = encodeStr(auth, noEscapeAuth, hexTable);
    auth += '@';
  }

  let protocol = this.protocol || '';
  let pathname = this.pathname || '';
  let hash = this.hash || '';
  let host = '';
  let query = '';

  if (this.host) {
    host = auth + this.host;
  } else if (this.hostname) {
    host = auth + (
      this.hostname.indexOf(':') !== -1 && !isIpv6Hostname(this.hostname) ?
        '[' + this.hostname + ']' :
        this.hostname
    );
    if (this.port) host += ':' + this.port;
  }

  if (this.query !== null && typeof this.query === 'object') {
    query = querystring.stringify(this.query);
  }

  let search = this.search || (query && ('?' + query)) || '';

  if (protocol && protocol.charCodeAt(protocol.length - 1) !== 58 /* : */) protocol += ':';

  let newPathname = '';
  let lastPos = 0;
  for (let i = 0; i < pathname.length; ++i) {
    switch (pathname.charCodeAt(i)) {
      case CHAR_HASH:
        if (i - lastPos > 0) newPathname += pathname.slice(lastPos, i);
        newPathname += '%23';
        lastPos = i + 1;
        break;
      case CHAR_QUESTION_MARK:
        if (i - lastPos > 0) newPathname += pathname.slice(lastPos, i);
        newPathname += '%3F';
        lastPos = i + 1;
        break;
    }
  }
  if (lastPos > 0) {
    if (lastPos !== pathname.length) pathname = newPathname + pathname.slice(lastPos);
    else pathname = newPathname;
  }

  if (this.slashes || slashedProtocol.has(protocol)) {
    if (this.slashes || host) {
      if (pathname && pathname.charCodeAt(0) !== CHAR_FORWARD_SLASH) pathname = '/' + pathname;
      host = '//' + host;
    } else if (protocol.length >= 4 &&
               protocol.charCodeAt(0) === 102 /* f */ &&
               protocol.charCodeAt(1) === 105 /* i */ &&
               protocol.charCodeAt(2) === 108 /* l */ &&
               protocol.charCodeAt(3) === 101 /* e */) {
      host = '//';
    }
  }

  search = splitString(String(search), '#').join('%23');

  if (hash && hash.charCodeAt(0) !== CHAR_HASH) hash = '#' + hash;
  if (search && search.charCodeAt(0) !== CHAR_QUESTION_MARK) search = '?' + search;

  return protocol + host + pathname + search + hash;
};

function urlResolve(source, relative) {
  return urlParse(source, false, true).resolve(relative);
}

Url.prototype.resolve = function resolve(relative) {
  return this.resolveObject(urlParse(relative, false, true)).format();
};

function urlResolveObject(source, relative) {
  if (!source) return relative;
  return urlParse(source, false, true).resolveObject(relative);
}

Url.prototype.resolveObject = function resolveObject(relative) {
  if (typeof relative === 'string') {
    const rel = new Url();
    rel.parse(relative, false, true);
    relative = rel;
  }

  const result = new Url();
  Object.assign(result, this);

  // Hash is always overridden, no matter what.
  result.hash = relative.hash;

  // An empty href resolves to the source (with the new hash).
  if (relative.href === '') {
    result.href = result.format();
    return result;
  }

  // Protocol-relative ('//host/path').
  if (relative.slashes && !relative.protocol) {
    const keys = Object.keys(relative);
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] !== 'protocol') result[keys[i]] = relative[keys[i]];
    }
    if (slashedProtocol.has(result.protocol) && result.hostname && !result.pathname) {
      result.path = result.pathname = '/';
    }
    result.href = result.format();
    return result;
  }

  if (relative.protocol && relative.protocol !== result.protocol) {
    if (!slashedProtocol.has(relative.protocol)) {
      Object.assign(result, relative);
      result.href = result.format();
      return result;
    }

    result.protocol = relative.protocol;
    if (!relative.host &&
        !(relative.protocol === 'file' || relative.protocol === 'file:') &&
        !hostlessProtocol.has(relative.protocol)) {
      const relPath = splitString(relative.pathname || '', '/');
      while (relPath.length && !(relative.host = relPath.shift()));
      if (!relative.host) relative.host = '';
      if (!relative.hostname) relative.hostname = '';
      if (relPath[0] !== '') relPath.unshift('');
      if (relPath.length < 2) relPath.unshift('');
      result.pathname = relPath.join('/');
    } else {
      result.pathname = relative.pathname;
    }
    result.search = relative.search;
    result.query = relative.query;
    result.host = relative.host || '';
    result.auth = relative.auth;
    result.hostname = relative.hostname || relative.host;
    result.port = relative.port;
    if (result.pathname || result.search) {
      const p = result.pathname || '';
      const s = result.search || '';
      result.path = p + s;
    }
    result.slashes = result.slashes || relative.slashes;
    result.href = result.format();
    return result;
  }

  const isSourceAbs = (result.pathname && result.pathname.charAt(0) === '/');
  const isRelAbs = (
    relative.host || (relative.pathname && relative.pathname.charAt(0) === '/')
  );
  let mustEndAbs = (isRelAbs || isSourceAbs || (result.host && relative.pathname));
  const removeAllDots = mustEndAbs;
  let srcPath = (result.pathname && splitString(result.pathname, '/')) || [];
  const relPath = (relative.pathname && splitString(relative.pathname, '/')) || [];
  const noLeadingSlashes = result.protocol && !slashedProtocol.has(result.protocol);

  // For non-slashed protocols the host is the first path segment.
  if (noLeadingSlashes) {
    result.hostname = '';
    result.port = null;
    if (result.host) {
      if (srcPath[0] === '') srcPath[0] = result.host;
      else srcPath.unshift(result.host);
    }
    result.host = '';
    if (relative.protocol) {
      relative.hostname = null;
      relative.port = null;
      result.auth = null;
      if (relative.host) {
        if (relPath[0] === '') relPath[0] = relative.host;
        else relPath.unshift(relative.host);
      }
      relative.host = null;
    }
    mustEndAbs = mustEndAbs && (relPath[0] === '' || srcPath[0] === '');
  }

  if (isRelAbs) {
    if (relative.host || relative.host === '') {
      if (result.host !== relative.host) result.auth = null;
      result.host = relative.host;
      result.port = relative.port;
    }
    if (relative.hostname || relative.hostname === '') {
      if (result.hostname !== relative.hostname) result.auth = null;
      result.hostname = relative.hostname;
    }
    result.search = relative.search;
    result.query = relative.query;
    srcPath = relPath;
  } else if (relPath.length) {
    if (!srcPath) srcPath = [];
    srcPath.pop();
    srcPath = srcPath.concat(relPath);
    result.search = relative.search;
    result.query = relative.query;
  } else if (relative.search !== null && relative.search !== undefined) {
    if (noLeadingSlashes) {
      result.hostname = result.host = srcPath.shift();
      const authInHost =
        result.host && result.host.indexOf('@') > 0 && splitString(result.host, '@');
      if (authInHost) {
        result.auth = authInHost.shift();
        result.host = result.hostname = authInHost.shift();
      }
    }
    result.search = relative.search;
    result.query = relative.query;
    if (result.pathname !== null || result.search !== null) {
      result.path = (result.pathname ? result.pathname : '') +
                    (result.search ? result.search : '');
    }
    result.href = result.format();
    return result;
  }

  if (!srcPath.length) {
    result.pathname = null;
    if (result.search) result.path = '/' + result.search;
    else result.path = null;
    result.href = result.format();
    return result;
  }

  let last = srcPath.slice(-1)[0];
  const hasTrailingSlash = (
    ((result.host || relative.host || srcPath.length > 1) &&
    (last === '.' || last === '..')) || last === '');

  // Strip '.' and resolve '..' segments.
  let up = 0;
  for (let i = srcPath.length - 1; i >= 0; i--) {
    last = srcPath[i];
    if (last === '.') {
      srcPath.splice(i, 1);
    } else if (last === '..') {
      srcPath.splice(i, 1);
      up++;
    } else if (up) {
      srcPath.splice(i, 1);
      up--;
    }
  }

  if (!mustEndAbs && !removeAllDots) {
    while (up--) srcPath.unshift('..');
  }

  if (mustEndAbs && srcPath[0] !== '' &&
      (!srcPath[0] || srcPath[0].charAt(0) !== '/')) {
    srcPath.unshift('');
  }

  if (hasTrailingSlash && (srcPath.join('/').slice(-1) !== '/')) srcPath.push('');

  const isAbsolute = srcPath[0] === '' || (srcPath[0] && srcPath[0].charAt(0) === '/');

  if (noLeadingSlashes) {
    result.hostname = result.host = isAbsolute ? '' : srcPath.length ? srcPath.shift() : '';
    const authInHost = result.host && result.host.indexOf('@') > 0 ?
      splitString(result.host, '@') : false;
    if (authInHost) {
      result.auth = authInHost.shift();
      result.host = result.hostname = authInHost.shift();
    }
  }

  mustEndAbs = mustEndAbs || (result.host && srcPath.length);

  if (mustEndAbs && !isAbsolute) srcPath.unshift('');

  if (!srcPath.length) {
    result.pathname = null;
    result.path = null;
  } else {
    result.pathname = srcPath.join('/');
  }

  if (result.pathname !== null || result.search !== null) {
    result.path = (result.pathname ? result.pathname : '') +
                  (result.search ? result.search : '');
  }
  result.auth = relative.auth || result.auth;
  result.slashes = result.slashes || relative.slashes;
  result.href = result.format();
  return result;
};

// Split a trailing /:[0-9]*$/ off the host into this.port.
Url.prototype.parseHost = function parseHost() {
  let host = this.host;
  let i = host.length;
  while (i > 0 && host.charCodeAt(i - 1) >= 48 && host.charCodeAt(i - 1) <= 57) i--;
  if (i > 0 && host.charCodeAt(i - 1) === CHAR_COLON) {
    const port = host.slice(i - 1);
    if (port !== ':') this.port = port.slice(1);
    host = host.slice(0, host.length - port.length);
  }
  if (host) this.hostname = host;
};

function pathToFileURL(path, options) {
  validateString(path, 'path');
  return _pathToFileURL(path, options);
}

module.exports = {
  Url,
  parse: urlParse,
  resolve: urlResolve,
  resolveObject: urlResolveObject,
  format: urlFormat,

  URL,
  URLSearchParams,
  domainToASCII,
  domainToUnicode,

  pathToFileURL,
  fileURLToPath,
  urlToHttpOptions,
};
