'use strict';

// The global console (Node's lib/internal/console/global.js): not made by the Console
// constructor but a plain namespace whose prototype is an empty object, holding
// Console.prototype's methods bound to it and named by their keys (as V8's console names them), and reading process.stdout/stderr on first use.
// V8's own console methods that only speak to an inspector are there as no-ops.

const {
  ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, ObjectKeys,
} = require('internal/primordials');
const {
  Console, kBindStreamsLazy, kBindProperties, bindNamed,
} = require('internal/console/constructor');

const globalConsole = { __proto__: {} };

for (const key of Reflect.ownKeys(Console.prototype)) {
  if (key === 'constructor') continue;
  const descriptor = ObjectGetOwnPropertyDescriptor(Console.prototype, key);
  if (typeof descriptor.value === 'function') {
    descriptor.value = bindNamed(descriptor.value, globalConsole, typeof key === 'string' ? key : descriptor.value.name);
  }
  ObjectDefineProperty(globalConsole, key, { __proto__: null, ...descriptor });
}
globalConsole[kBindProperties](true, 'auto');
globalConsole[kBindStreamsLazy](process);

// A legacy feature: the constructor on the global instance. Defined with a prototype-free
// descriptor: this module loads on first use, maybe after a script planted `get` or `set`
// on Object.prototype.
ObjectDefineProperty(globalConsole, 'Console', {
  __proto__: null, value: Console, writable: true, enumerable: true, configurable: true,
});

const kContextMethods = [
  'dir', 'dirXml', 'table', 'groupEnd', 'clear', 'count', 'countReset', 'profile', 'profileEnd',
  'timeLog', 'debug', 'error', 'info', 'log', 'warn', 'trace', 'group', 'groupCollapsed', 'assert',
  'time', 'timeEnd', 'timeStamp',
];

// V8's inspector-only methods: without an inspector attached they do nothing.
const inspectorMethods = {
  profile(label) {},
  profileEnd(label) {},
  timeStamp(label) {},
  // V8's console.context(): a console of its own whose messages go only to an inspector.
  context(name) {
    const context = {};
    for (const key of kContextMethods) context[key] = { [key]() {} }[key];
    return context;
  },
  createTask(name) {
    if (arguments.length === 0) {
      throw new TypeError('First argument must be a string.');
    }
    return { run(callback) { return callback(); } };
  },
};
for (const key of ObjectKeys(inspectorMethods)) {
  ObjectDefineProperty(globalConsole, key, {
    __proto__: null, value: bindNamed(inspectorMethods[key], globalConsole, key), writable: true, enumerable: true, configurable: true,
  });
}

module.exports = globalConsole;
