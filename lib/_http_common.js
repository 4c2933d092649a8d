'use strict';

// What the server and the client share: the pool of parsers (the `http_parser` binding) and
// the parser callbacks that turn heads and bodies into IncomingMessages.

const { methods, allMethods, HTTPParser } = internalBinding('http_parser');
const { IncomingMessage, readStart, readStop } = require('_http_incoming');
require('buffer');
// Filled in by buffer, required above: a view made directly costs much less than Buffer.from's checks.
const { FastBuffer } = require('internal/buffer');

const kIncomingMessage = Symbol('IncomingMessage');
const kOnHeaders = HTTPParser.kOnHeaders | 0;
const kOnHeadersComplete = HTTPParser.kOnHeadersComplete | 0;
const kOnBody = HTTPParser.kOnBody | 0;
const kOnMessageComplete = HTTPParser.kOnMessageComplete | 0;
const kOnExecute = HTTPParser.kOnExecute | 0;
const kOnTimeout = HTTPParser.kOnTimeout | 0;

const MAX_HEADER_PAIRS = 2000;

// Trailers (and, in Node, heads too long for one callback) arrive here before the message
// completes.
function parserOnHeaders(headers, url) {
  if (this.maxHeaderPairs <= 0 || this._headers.length < this.maxHeaderPairs) {
    for (let i = 0; i < headers.length; i++) this._headers.push(headers[i]);
  }
  this._url += url;
}

function parserOnHeadersComplete(versionMajor, versionMinor, headers, method, url,
                                 statusCode, statusMessage, upgrade, shouldKeepAlive) {
  const parser = this;
  const socket = parser.socket;
  const ParserIncomingMessage = (socket && socket.server && socket.server[kIncomingMessage]) || IncomingMessage;
  const incoming = parser.incoming = new ParserIncomingMessage(socket);
  incoming.httpVersionMajor = versionMajor;
  incoming.httpVersionMinor = versionMinor;
  incoming.httpVersion = versionMajor === 1 && versionMinor === 1 ? '1.1' : `${versionMajor}.${versionMinor}`;
  incoming.joinDuplicateHeaders = (socket && socket.server && socket.server.joinDuplicateHeaders) ||
    parser.joinDuplicateHeaders;
  incoming.url = url === undefined ? '' : url;
  incoming.upgrade = upgrade;
  let n = headers.length;
  if (parser.maxHeaderPairs > 0) n = Math.min(n, parser.maxHeaderPairs);
  incoming._addHeaderLines(headers, n);
  if (typeof method === 'number') {
    incoming.method = allMethods[method];
  } else {
    incoming.statusCode = statusCode;
    incoming.statusMessage = statusMessage;
  }
  return parser.onIncoming(incoming, shouldKeepAlive);
}

// The binding names a part of the chunk given to execute (see HTTPParserBinding.swift): a
// Buffer, or the ArrayBuffer of a read the server's connection parses as it is. The part is
// a view made directly (Buffer.from's checks cost several times more; the range is valid).
function parserOnBody(buffer, start, length) {
  const stream = this.incoming;
  if (stream === null || stream._dumped) return;
  const chunk = buffer instanceof ArrayBuffer ? new FastBuffer(buffer, start, length)
    : new FastBuffer(buffer.buffer, buffer.byteOffset + start, length);
  if (!stream.push(chunk)) readStop(this.socket);
}

function parserOnMessageComplete() {
  const parser = this;
  const stream = parser.incoming;
  if (stream !== null) {
    stream.complete = true;
    const headers = parser._headers;
    if (headers.length) {
      stream._addHeaderLines(headers, headers.length);
      parser._headers = [];
      parser._url = '';
    }
    stream.push(null);
  }
  readStart(parser.socket);
}

// A small free list: parsers are reused across connections, as Node does.
const freeParsers = [];
const parsers = {
  max: 1000,
  alloc() {
    if (freeParsers.length) return freeParsers.pop();
    const parser = new HTTPParser();
    cleanParser(parser);
    parser[kOnHeaders] = parserOnHeaders;
    parser[kOnHeadersComplete] = parserOnHeadersComplete;
    parser[kOnBody] = parserOnBody;
    parser[kOnMessageComplete] = parserOnMessageComplete;
    parser.nameBodyRanges();
    return parser;
  },
  free(parser) {
    if (freeParsers.length >= this.max) return false;
    freeParsers.push(parser);
    return true;
  },
};

function freeParser(parser, req, socket) {
  if (parser) {
    cleanParser(parser);
    parser.remove();
    if (parsers.free(parser) === false) parser.close();
    else parser.free();
  }
  if (req) req.parser = null;
  if (socket) socket.parser = null;
}

function cleanParser(parser) {
  parser._headers = [];
  parser._url = '';
  parser.socket = null;
  parser.incoming = null;
  parser.outgoing = null;
  parser.maxHeaderPairs = MAX_HEADER_PAIRS;
  parser[kOnExecute] = null;
  parser[kOnTimeout] = null;
  parser._consumed = false;
  parser.onIncoming = null;
  parser.joinDuplicateHeaders = null;
}

// Names and values repeat from message to message, and a Set lookup costs much less here
// than running a regular expression: strings found valid are remembered (a bounded number).
function remember(cache, value) {
  if (cache.size >= 1024) cache.clear();
  cache.add(value);
}

const tokenRegExp = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/;
const validTokens = new Set();
function checkIsHttpToken(value) {
  if (validTokens.has(value)) return true;
  if (!tokenRegExp.test(value)) return false;
  remember(validTokens, value);
  return true;
}

const headerCharRegex = /[^\t\x20-\x7e\x80-\xff]/;
const validHeaderValues = new Set();
function checkInvalidHeaderChar(value) {
  if (validHeaderValues.has(value)) return false;
  if (headerCharRegex.test(value)) return true;
  remember(validHeaderValues, value);
  return false;
}

function prepareError(err, parser, rawPacket) {
  err.rawPacket = rawPacket || parser.getCurrentBuffer();
  if (typeof err.reason === 'string') err.message = `Parse Error: ${err.reason}`;
}

// The flags' values, read on first use.
let lenient;
let maxHeaderSize;

module.exports = {
  _checkInvalidHeaderChar: checkInvalidHeaderChar,
  _checkIsHttpToken: checkIsHttpToken,
  chunkExpression: /(?:^|\W)chunked(?:$|\W)/i,
  continueExpression: /(?:^|\W)100-continue(?:$|\W)/i,
  CRLF: '\r\n',
  freeParser,
  methods,
  allMethods,
  parsers,
  kIncomingMessage,
  HTTPParser,
  // --insecure-http-parser makes lenient parsing the default of servers and clients.
  isLenient() {
    if (lenient === undefined) {
      lenient = !!require('internal/options').getOptionValue('--insecure-http-parser');
      if (lenient) process.emitWarning('Using insecure HTTP parsing');
    }
    return lenient;
  },
  // --max-http-header-size=N: the parser's limit when a server or request sets none (0 leaves
  // the parser's own 16 KiB).
  defaultMaxHeaderSize() {
    maxHeaderSize ??= Number(require('internal/options').getOptionValue('--max-http-header-size') ?? 0);
    return maxHeaderSize;
  },
  prepareError,
};
