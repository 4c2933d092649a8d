'use strict';

// Node's http module: the server (_http_server), the client (_http_client, _http_agent)
// and what they share, over net sockets and the http_parser binding.

const { methods } = require('_http_common');
const { IncomingMessage } = require('_http_incoming');
const { OutgoingMessage, validateHeaderName, validateHeaderValue } = require('_http_outgoing');
const { Server, ServerResponse, STATUS_CODES } = require('_http_server');
const httpAgent = require('_http_agent');
const { Agent } = httpAgent;
const { ClientRequest } = require('_http_client');

function createServer(options, requestListener) {
  return new Server(options, requestListener);
}

function request(url, options, cb) {
  return new ClientRequest(url, options, cb);
}

function get(url, options, cb) {
  const req = request(url, options, cb);
  req.end();
  return req;
}

let maxHeaderSize;

module.exports = {
  _connectionListener: require('_http_server')._connectionListener,
  METHODS: methods.toSorted(),
  STATUS_CODES,
  Agent,
  ClientRequest,
  IncomingMessage,
  OutgoingMessage,
  Server,
  ServerResponse,
  createServer,
  validateHeaderName,
  validateHeaderValue,
  get,
  request,
  setMaxIdleHTTPParsers(max) {
    require('internal/errors').validateInteger(max, 'max', 1);
    require('_http_common').parsers.max = max;
  },
};

Object.defineProperty(module.exports, 'maxHeaderSize', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() {
    maxHeaderSize ??= require('_http_common').defaultMaxHeaderSize() || 16 * 1024;
    return maxHeaderSize;
  },
});

Object.defineProperty(module.exports, 'globalAgent', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() { return httpAgent.globalAgent; },
  set(value) { httpAgent.globalAgent = value; },
});
