'use strict';
// V8's stack-trace API as Node programs use it (depd, callsites, source-map-support):
// Error.captureStackTrace, Error.stackTraceLimit, Error.prepareStackTrace with CallSites, and
// a stack written out when first read (a subclass's name set after super() shows).
const path = require('path');
const here = (text) => String(text).split(__filename).join(path.basename(__filename));

function callSites() {
  const saved = Error.prepareStackTrace;
  Error.prepareStackTrace = (error, sites) => sites;
  const holder = {};
  Error.captureStackTrace(holder, callSites);
  const sites = holder.stack;
  Error.prepareStackTrace = saved;
  return sites;
}

function describe(site) {
  return [
    site.getFunctionName(), site.getTypeName(), site.getMethodName(),
    site.getFileName() === __filename, site.getLineNumber(), site.getColumnNumber(),
    site.isToplevel(), site.isConstructor(), site.isNative(), site.isEval(),
    site.getThis(), site.getFunction(), here(site.toString()),
  ].join(' | ');
}

function plain() { return callSites(); }
const object = { method() { return callSites(); } };
class Widget { constructor() { this.sites = callSites(); } }

console.log('plain:', describe(plain()[0]));
console.log('method:', describe(object.method()[0]));
console.log('constructor:', describe(new Widget().sites[0]));
console.log('module body:', describe(plain()[1]));

// depd's way: the caller's caller, by file and line.
function callerOf() {
  const sites = callSites();
  return `${path.basename(sites[1].getFileName())}:${sites[1].getLineNumber()}`;
}
function deprecated() { return callerOf(); }
console.log('caller of deprecated():', deprecated());

// Whatever prepareStackTrace returns is the stack, for new errors too.
Error.prepareStackTrace = (error, sites) => ({ message: error.message, frames: sites.length > 0 });
console.log('custom value:', new Error('boom').stack);
Error.prepareStackTrace = undefined;

// stackTraceLimit counts the frames kept, after constructorOpt's.
function nested(depth) { return depth === 0 ? new Error('deep') : nested(depth - 1); }
Error.stackTraceLimit = 2;
console.log('limited to 2:', nested(5).stack.split('\n').length - 1);
Error.stackTraceLimit = 0;
console.log('limited to 0:', JSON.stringify(new Error('none').stack));
Error.stackTraceLimit = 10;
function hidden() { const holder = {}; Error.captureStackTrace(holder, hidden); return holder.stack; }
console.log('captured on a plain object:', here(hidden().split('\n')[0]), hidden().split('\n').length > 1);
console.log('constructorOpt not on the stack:', JSON.stringify((() => { const o = { name: 'N', message: 'm' }; Error.captureStackTrace(o, Math.max); return o.stack; })()));

// The header shows the name and message as they are when `stack` is first read.
class MyError extends Error {
  constructor(message) {
    super(message);
    this.name = 'MyError';
  }
}
console.log('subclass header:', new MyError('custom').stack.split('\n')[0]);
function HttpError(message) {
  const error = new Error(message);
  Error.captureStackTrace(error, HttpError);
  Object.setPrototypeOf(error, HttpError.prototype);
  Object.defineProperty(error, 'name', { value: 'NotFoundError', configurable: true, writable: true });
  return error;
}
Object.setPrototypeOf(HttpError.prototype, Error.prototype);
const notFound = new HttpError('missing');
console.log('captureStackTrace on an error:', notFound.stack.split('\n')[0], notFound.stack.includes('at HttpError') === false);
const assigned = new Error('x');
assigned.stack = 'replaced';
console.log('assigned:', assigned.stack, Object.getOwnPropertyDescriptor(assigned, 'stack').enumerable);
const described = Object.getOwnPropertyDescriptor(new Error('d'), 'stack');
console.log('descriptor:', typeof described.value, described.writable, described.enumerable, described.configurable);
const removed = new Error('r');
console.log('delete:', delete removed.stack, 'stack' in removed, Object.getOwnPropertyNames(removed));
console.log('prepareStackTrace default:', Error.prepareStackTrace, Error.stackTraceLimit);
