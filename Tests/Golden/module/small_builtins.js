// The small built-ins packages require at load time: path/posix and path/win32, util/types,
// sys (deprecated util), console, process.getBuiltinModule, events.addAbortListener and
// EventEmitterAsyncResource.
const path = require('path');
console.log('path/posix', require('path/posix') === path.posix, require('node:path/win32') === path.win32);
console.log('util/types', require('util/types') === require('util').types,
  ['isArrayBufferView', 'isPromise', 'isDate', 'isKeyObject', 'isCryptoKey'].map((name) => typeof require('util/types')[name]).join(' '));
console.log('isArrayBufferView', require('util/types').isArrayBufferView(new DataView(new ArrayBuffer(1))),
  require('util/types').isArrayBufferView([]));
console.log('sys', require('sys') === require('util'));
console.log('console', require('console') === console, typeof require('console').Console);

console.log('getBuiltinModule', process.getBuiltinModule('fs') === require('fs'), process.getBuiltinModule('node:path') === path,
  process.getBuiltinModule('nonexistent'), process.getBuiltinModule('./local'));
try {
  process.getBuiltinModule(42);
} catch (e) {
  console.log(e.code, e.message);
}

console.log('Symbol.dispose', typeof Symbol.dispose, String(Symbol.dispose), String(Symbol.asyncDispose));
const { addAbortListener, EventEmitterAsyncResource, EventEmitter } = require('events');
const controller = new AbortController();
const seen = [];
controller.signal.addEventListener('abort', (event) => event.stopImmediatePropagation());
const disposable = addAbortListener(controller.signal, (event) => seen.push(`abort listener ${event.type}`));
const removed = addAbortListener(controller.signal, () => seen.push('removed listener ran'));
removed[Symbol.dispose]();
console.log('disposable', Object.getPrototypeOf(disposable), typeof disposable[Symbol.dispose]);
controller.abort();
console.log(seen.join(', '));
const already = AbortSignal.abort();
addAbortListener(already, () => console.log('listener for an aborted signal runs later'));
console.log('after addAbortListener on an aborted signal');
try {
  addAbortListener({}, () => {});
} catch (e) {
  console.log(e.code);
}

const { AsyncLocalStorage } = require('async_hooks');
const als = new AsyncLocalStorage();
const emitter = als.run('creation', () => new EventEmitterAsyncResource({ name: 'Thing' }));
emitter.on('event', (value) => console.log('listener', value, als.getStore()));
als.run('emit site', () => emitter.emit('event', 1));
console.log('EventEmitterAsyncResource', emitter instanceof EventEmitter, typeof emitter.asyncId,
  emitter.asyncResource.eventEmitter === emitter, emitter.asyncResource.constructor.name);
class Named extends EventEmitterAsyncResource {}
console.log('subclass without a name', new Named() instanceof Named);
try {
  new EventEmitterAsyncResource();
} catch (e) {
  console.log(e.code, e.message);
}


// console.Console writes to the streams it is given, with counters of its own.
const { Writable } = require('stream');
const collected = [];
const sink = new Writable({ write(chunk, encoding, callback) { collected.push(`out:${chunk}`); callback(); } });
const errors = new Writable({ write(chunk, encoding, callback) { collected.push(`err:${chunk}`); callback(); } });
const own = new (require('console').Console)(sink, errors);
own.log('hello %s', 'there');
own.error('bad', 1);
own.count();
own.count();
own.group('group');
own.info('indented');
own.groupEnd();
const fromOptions = require('console').Console({ stdout: sink });
fromOptions.warn('warn goes to stdout without stderr');
console.log(JSON.stringify(collected));
for (const bad of [[], [{}], [sink, {}]]) {
  try {
    new (require('console').Console)(...bad);
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
