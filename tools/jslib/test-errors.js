'use strict';
// internal/errors: the small inspect() used in messages against util.inspect.
const util = require('util');
const { load } = require('./loader');
const { eq, same, report } = require('./check');
const errors = load('internal/errors');

const values = ['', 'abc', "it's", 'say "hi"', 'both \' and "', 'tab\tnl\n', '\u0001\u007f', 0, -0, 1.5, NaN, -Infinity, 1e21, true, null, undefined,
  Symbol('s'), Symbol(), function named() {}, () => {}, class K {}, [], [1, 'a', [2, [3, [4]]]], {}, { a: 1, 'b-c': 'x', 2: null },
  { nested: { deeper: { deepest: { x: 1 } } } }, Object.create(null), new Error('e').message, [undefined, null], { f() {} }];
for (const v of values) eq(`inspect ${util.inspect(v)}`, errors.inspect(v), util.inspect(v));

const { codes } = errors;
const nodeCodes = {};
// Node's own messages, obtained by provoking them through public APIs.
same('ERR_OUT_OF_RANGE', () => { throw new codes.ERR_OUT_OF_RANGE('defaultMaxListeners', '>= 0', -1); },
  () => require('events').defaultMaxListeners = -1);
same('ERR_OUT_OF_RANGE big', () => { throw new codes.ERR_OUT_OF_RANGE('defaultMaxListeners', '>= 0', -12345678901); },
  () => require('events').defaultMaxListeners = -12345678901);
same('ERR_INVALID_ARG_TYPE multi', () => { throw new codes.ERR_INVALID_ARG_TYPE('path', ['string', 'URL'], 1); },
  () => require('url').fileURLToPath(1));
same('ERR_INVALID_ARG_TYPE object', () => { throw new codes.ERR_INVALID_ARG_TYPE('urlObject', ['Object', 'string'], 1); },
  () => require('url').format(1));
same('ERR_INVALID_ARG_TYPE class', () => { throw new codes.ERR_INVALID_ARG_TYPE('emitter', ['EventEmitter', 'EventTarget'], 1); },
  () => require('events').getEventListeners(1));
same('ERR_MISSING_ARGS 2', () => { throw new codes.ERR_MISSING_ARGS('name', 'value'); }, () => new URLSearchParams().append());
eq('addNumericalSeparator', errors.addNumericalSeparator('-12345678901'), '-12_345_678_901');
report('errors');
