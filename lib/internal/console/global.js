'use strict';
// The global console: Node's Console over process.stdout/stderr.

// util.inspect (most of lib/ by size) loads only when something needs formatting: a
// program that logs only strings never compiles it.
let inspectModule;
function inspector() {
  if (inspectModule === undefined) inspectModule = require('internal/util/inspect');
  return inspectModule;
}

function inspect(value, opts) {
  return inspector().inspect(value, opts);
}

// Strings alone print as they are (util.format joins them with spaces) unless the first one
// holds a `%` that other arguments may fill.
function formatWithOptions(opts, ...args) {
  let plain = args.length === 1 ? typeof args[0] === 'string' : args.length > 1 && typeof args[0] === 'string' && !args[0].includes('%');
  for (let i = 1; plain && i < args.length; i++) plain = typeof args[i] === 'string';
  if (plain) return args.length === 1 ? args[0] : args.join(' ');
  return inspector().formatWithOptions(opts, ...args);
}

const { ArrayIsArray, ObjectAssign, ObjectDefineProperty, ObjectKeys, ObjectPrototypeHasOwnProperty } = require('internal/primordials');

const kIterationIndex = '(iteration index)';
const kValues = 'Values';

// What console.table needs beyond inspect: entries of Map and Set iterators, type checks.
function tableHelpers() {
  return { previewEntries: internalBinding('util').previewEntries, types: inspector().types };
}

const kStdout = 1;
const kStderr = 2;

function options(fd) {
  return { colors: false };
}

// A console's methods over `output(fd, text)`, with counters, timers and group indentation
// of its own: the global console writes to the standard descriptors, a `new Console(...)`
// to the streams it was given.
function makeConsole(output) {
  const counts = new Map();
  const timers = new Map();
  let groupIndent = '';

  function write(fd, text) {
    if (groupIndent.length > 0) {
      text = groupIndent + text.split('\n').join(`\n${groupIndent}`);
    }
    output(fd, `${text}\n`);
  }

  const console = {
    log(...args) { write(kStdout, formatWithOptions(options(kStdout), ...args)); },
    info(...args) { write(kStdout, formatWithOptions(options(kStdout), ...args)); },
    debug(...args) { write(kStdout, formatWithOptions(options(kStdout), ...args)); },
    warn(...args) { write(kStderr, formatWithOptions(options(kStderr), ...args)); },
    error(...args) { write(kStderr, formatWithOptions(options(kStderr), ...args)); },
    trace(...args) {
      const error = new Error(formatWithOptions(options(kStderr), ...args));
      error.name = 'Trace';
      write(kStderr, error.stack);
    },
    dir(object, opts) {
      write(kStdout, inspect(object, ObjectAssign({ customInspect: false }, opts)));
    },
    assert(expression, ...args) {
      if (!expression) {
        args[0] = `Assertion failed${args.length === 0 ? '' : `: ${args[0]}`}`;
        console.warn(...args);
      }
    },
    count(label = 'default') {
      label = `${label}`;
      const count = (counts.get(label) || 0) + 1;
      counts.set(label, count);
      console.log(`${label}: ${count}`);
    },
    countReset(label = 'default') {
      counts.delete(`${label}`);
    },
    time(label = 'default') {
      timers.set(`${label}`, process.hrtime());
    },
    timeEnd(label = 'default') {
      console.timeLog(label);
      timers.delete(`${label}`);
    },
    timeLog(label = 'default', ...data) {
      label = `${label}`;
      const start = timers.get(label);
      if (start === undefined) {
        process.emitWarning(`No such label '${label}' for console.timeLog()`);
        return;
      }
      const [seconds, nanoseconds] = process.hrtime(start);
      const ms = seconds * 1000 + nanoseconds / 1e6;
      const text = ms >= 1000 ? `${(ms / 1000).toFixed(3)}s` : `${ms.toFixed(3)}ms`;
      console.log(`${label}: ${text}`, ...data);
    },
    group(...data) {
      if (data.length > 0) console.log(...data);
      groupIndent += '  ';
    },
    groupEnd() {
      groupIndent = groupIndent.slice(0, groupIndent.length - 2);
    },
    // Node's console.table (lib/internal/console/constructor.js): rows by index or key,
    // a column per property (or the properties asked for), Values for primitives; Maps,
    // Sets and their iterators by iteration index.
    table(tabularData, properties) {
      if (properties !== undefined && !ArrayIsArray(properties)) {
        const { codes } = require('internal/errors');
        throw new codes.ERR_INVALID_ARG_TYPE('properties', 'Array', properties);
      }
      if (tabularData === null || typeof tabularData !== 'object') return console.log(tabularData);
      const renderTable = require('internal/cli_table');
      const { previewEntries, types } = tableHelpers();
      const final = (head, columns) => console.log(renderTable(head, columns));
      const cell = (v) => {
        const depth = v !== null && typeof v === 'object' && !ArrayIsArray(v) && ObjectKeys(v).length > 2 ? -1 : 0;
        return inspect(v, { ...options(kStdout), depth, maxArrayLength: 3, breakLength: Infinity });
      };
      const indexColumn = (length) => Array.from({ length }, (_, i) => cell(i));

      const mapIterator = types.isMapIterator(tabularData);
      let isKeyValue = false;
      if (mapIterator) [tabularData, isKeyValue] = previewEntries(tabularData, true);
      if (isKeyValue || types.isMap(tabularData)) {
        const keys = [];
        const values = [];
        if (mapIterator) {
          for (let i = 0; i < tabularData.length / 2; i++) {
            keys.push(cell(tabularData[i * 2]));
            values.push(cell(tabularData[i * 2 + 1]));
          }
        } else {
          for (const { 0: k, 1: v } of tabularData) {
            keys.push(cell(k));
            values.push(cell(v));
          }
        }
        return final([kIterationIndex, 'Key', kValues], [indexColumn(keys.length), keys, values]);
      }
      const setIterator = types.isSetIterator(tabularData);
      if (setIterator) tabularData = previewEntries(tabularData, true)[0];
      if (setIterator || mapIterator || types.isSet(tabularData)) {
        const values = [];
        for (const v of tabularData) values.push(cell(v));
        return final([kIterationIndex, kValues], [indexColumn(values.length), values]);
      }

      const columns = { __proto__: null };
      let hasPrimitives = false;
      const primitiveValues = [];
      const indexKeys = ObjectKeys(tabularData);
      for (let i = 0; i < indexKeys.length; i++) {
        const item = tabularData[indexKeys[i]];
        const primitive = item === null || (typeof item !== 'function' && typeof item !== 'object');
        if (properties === undefined && primitive) {
          hasPrimitives = true;
          primitiveValues[i] = cell(item);
        } else {
          for (const key of properties || ObjectKeys(item)) {
            columns[key] ??= [];
            columns[key][i] = (primitive && properties) || !ObjectPrototypeHasOwnProperty(item, key) ? '' : cell(item[key]);
          }
        }
      }
      const head = ObjectKeys(columns);
      const values = head.map((key) => columns[key]);
      if (hasPrimitives) {
        head.push(kValues);
        values.push(primitiveValues);
      }
      head.unshift('(index)');
      values.unshift(indexKeys);
      return final(head, values);
    },
  };
  console.groupCollapsed = console.group;
  return console;
}

const { writeToStdio } = require('internal/process/stdio');
const console = makeConsole(writeToStdio);

// Node's Console class: `new Console(stdout[, stderr])` or `new Console({ stdout, stderr })`.
function Console(options, stderr) {
  if (!new.target) return new Console(options, stderr);
  let stdout = options;
  if (options !== null && typeof options === 'object' && typeof options.write !== 'function') {
    ({ stdout, stderr } = options);
  }
  const { codes } = require('internal/errors');
  if (stdout === null || typeof stdout !== 'object' || typeof stdout.write !== 'function') {
    throw new codes.ERR_CONSOLE_WRITABLE_STREAM('stdout');
  }
  if (stderr === undefined) {
    stderr = stdout;
  } else if (stderr === null || typeof stderr !== 'object' || typeof stderr.write !== 'function') {
    throw new codes.ERR_CONSOLE_WRITABLE_STREAM('stderr');
  }
  ObjectAssign(this, makeConsole((fd, text) => (fd === kStdout ? stdout : stderr).write(text)));
}
for (const name of ObjectKeys(console)) {
  Console.prototype[name] = function (...args) { return this[name](...args); };
}
// A descriptor without a prototype: this module loads on first use, maybe after a script
// planted `get` or `set` on Object.prototype.
ObjectDefineProperty(console, 'Console', { __proto__: null, value: Console, writable: true, enumerable: false, configurable: true });

module.exports = console;
