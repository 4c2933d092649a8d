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

const { ArrayIsArray, ObjectDefineProperty, ObjectKeys, ObjectPrototypeHasOwnProperty } = require('internal/primordials');

// `console instanceof Console` holds for the global console as for instances (Node marks both).
const kIsConsole = Symbol('kIsConsole');
const kConsoleMethods = ['log', 'warn', 'dir', 'time', 'timeEnd', 'timeLog', 'trace', 'assert', 'clear',
  'count', 'countReset', 'group', 'groupEnd', 'table', 'debug', 'info', 'dirxml', 'error', 'groupCollapsed'];
const kContextMethods = ['dir', 'dirXml', 'table', 'groupEnd', 'clear', 'count', 'countReset', 'profile',
  'profileEnd', 'timeLog', 'debug', 'error', 'info', 'log', 'warn', 'trace', 'group', 'groupCollapsed',
  'assert', 'time', 'timeEnd', 'timeStamp'];
const kIterationIndex = '(iteration index)';
const kValues = 'Values';

// What console.table needs beyond inspect: entries of Map and Set iterators, type checks.
function tableHelpers() {
  return { previewEntries: internalBinding('util').previewEntries, types: inspector().types };
}

const kStdout = 1;
const kStderr = 2;

// Node 20's formatTime (lib/internal/console/constructor.js): 1.5ms, 1.250s, 1:02.345 (m:ss.mmm).
function formatTime(ms) {
  let hours = 0;
  let minutes = 0;
  let seconds = 0;
  if (ms >= 1000) {
    if (ms >= 60000) {
      if (ms >= 3600000) {
        hours = Math.floor(ms / 3600000);
        ms %= 3600000;
      }
      minutes = Math.floor(ms / 60000);
      ms %= 60000;
    }
    seconds = ms / 1000;
  }
  if (hours !== 0 || minutes !== 0) {
    const [whole, fraction] = seconds.toFixed(3).split('.');
    const pad = (value) => `${value}`.padStart(2, '0');
    const res = hours !== 0 ? `${hours}:${pad(minutes)}` : minutes;
    return `${res}:${pad(whole)}.${fraction} (${hours !== 0 ? 'h:m' : ''}m:ss.mmm)`;
  }
  if (seconds !== 0) return `${seconds.toFixed(3)}s`;
  return `${Number(ms.toFixed(3))}ms`;
}

// A console's methods over `output(fd, text)`, with counters, timers and group indentation
// of its own: the global console writes to the standard descriptors, a `new Console(...)`
// to the streams it was given, formatted with its `inspectOptions` and indented by its
// `groupIndentation` (Node's Console options).
function makeConsole(output, { inspectOptions, groupIndentation = 2, stdout = () => process.stdout } = {}) {
  const counts = new Map();
  const timers = new Map();
  let groupIndent = '';
  // Colors stay off: Eddy does not colorize console output (colorMode 'auto' on a pipe).
  const options = inspectOptions === undefined ? () => ({ colors: false }) : () => {
    if (inspectOptions.colors === undefined) inspectOptions.colors = false;
    return inspectOptions;
  };

  function write(fd, text) {
    if (groupIndent.length > 0) {
      text = groupIndent + text.split('\n').join(`\n${groupIndent}`);
    }
    output(fd, `${text}\n`);
  }

  // Node's timeLogImpl: the elapsed time of `label` as `label: 1.5ms`; false when unknown.
  function logTime(name, label, data = []) {
    const start = timers.get(label);
    if (start === undefined) {
      process.emitWarning(`No such label '${label}' for console.${name}()`);
      return false;
    }
    const [seconds, nanoseconds] = process.hrtime(start);
    console.log('%s: %s', label, formatTime(seconds * 1000 + nanoseconds / 1e6), ...data);
    return true;
  }

  const console = {
    log(...args) { write(kStdout, formatWithOptions(options(kStdout), ...args)); },
    info(...args) { write(kStdout, formatWithOptions(options(kStdout), ...args)); },
    debug(...args) { write(kStdout, formatWithOptions(options(kStdout), ...args)); },
    dirxml(...args) { write(kStdout, formatWithOptions(options(kStdout), ...args)); },
    warn(...args) { write(kStderr, formatWithOptions(options(kStderr), ...args)); },
    error(...args) { write(kStderr, formatWithOptions(options(kStderr), ...args)); },
    trace(...args) {
      const error = new Error(formatWithOptions(options(kStderr), ...args));
      error.name = 'Trace';
      write(kStderr, error.stack);
    },
    dir(object, opts) {
      write(kStdout, inspect(object, { customInspect: false, ...options(kStdout), ...opts }));
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
      if (!counts.has(label)) {
        process.emitWarning(`Count for '${label}' does not exist`);
        return;
      }
      counts.delete(`${label}`);
    },
    time(label = 'default') {
      label = `${label}`;
      if (timers.has(label)) {
        process.emitWarning(`Label '${label}' already exists for console.time()`);
        return;
      }
      timers.set(label, process.hrtime());
    },
    timeEnd(label = 'default') {
      label = `${label}`;
      if (logTime('timeEnd', label)) timers.delete(label);
    },
    timeLog(label = 'default', ...data) {
      logTime('timeLog', `${label}`, data);
    },
    group(...data) {
      if (data.length > 0) console.log(...data);
      groupIndent += ' '.repeat(groupIndentation);
    },
    groupEnd() {
      groupIndent = groupIndent.slice(0, groupIndent.length - groupIndentation);
    },
    // On a terminal (not a dumb one) clear moves the cursor home and clears the screen below.
    clear() {
      const stream = stdout();
      if (stream?.isTTY && process.env.TERM !== 'dumb') {
        const { kClearScreenDown, cursorToCode } = require('internal/readline/utils');
        output(kStdout, cursorToCode(0, 0));
        output(kStdout, kClearScreenDown);
      }
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
        const isArray = ArrayIsArray(v) || types.isTypedArray(v);
        const depth = v !== null && typeof v === 'object' && !isArray && ObjectKeys(v).length > 2 ? -1 : 0;
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
  // In the order of Node's Console.prototype, which Object.keys(console) shows.
  const ordered = {};
  for (const name of kConsoleMethods) ordered[name] = console[name];
  ObjectDefineProperty(ordered, '_times', { __proto__: null, value: timers, writable: true, configurable: true });
  return ordered;
}

// Node's consoles keep their streams as `_stdout` and `_stderr` (some packages write to them
// directly) and ignore write errors; neither is enumerable.
function defineStreams(target, stdout, stderr, ignoreErrors = true) {
  ObjectDefineProperty(target, '_stdout', { __proto__: null, get: stdout, set(value) {}, configurable: true });
  ObjectDefineProperty(target, '_stderr', { __proto__: null, get: stderr, set(value) {}, configurable: true });
  ObjectDefineProperty(target, '_ignoreErrors', { __proto__: null, value: ignoreErrors, writable: true, configurable: true });
}

const { writeToStdio } = require('internal/process/stdio');
const console = makeConsole(writeToStdio);
defineStreams(console, () => process.stdout, () => process.stderr);
// A descriptor without a prototype: this module loads on first use, maybe after a script
// planted `get` or `set` on Object.prototype.
ObjectDefineProperty(console, 'Console', { __proto__: null, value: Console, writable: true, enumerable: true, configurable: true });
ObjectDefineProperty(console, kIsConsole, { __proto__: null, value: true, configurable: true });
// What V8 adds to the global console alone: the inspector's methods, which do nothing
// without an inspector session; context(), a console whose messages only an inspector would
// see; createTask(), async stack tagging for an inspector.
console.profile = function profile() {};
console.profileEnd = function profileEnd() {};
console.timeStamp = function timeStamp() {};
console.context = function context() {
  const result = {};
  for (const name of kContextMethods) result[name] = () => {};
  return result;
};
console.createTask = function createTask() {
  return { run: (fn) => fn() };
};

// Node's Console class: `new Console(stdout[, stderr[, ignoreErrors]])` or
// `new Console({ stdout, stderr, ignoreErrors, inspectOptions, groupIndentation })`. Its
// methods are the instance's own, bound: a subclass's override of one is kept (bound).
function Console(options, stderr, ignoreErrors = true) {
  if (!new.target) return new Console(options, stderr, ignoreErrors);
  let stdout = options;
  if (options !== null && typeof options === 'object' && typeof options.write !== 'function') {
    ({ stdout, stderr, ignoreErrors = true } = options);
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
  const settings = stdout === options ? {} : options;
  if (settings.groupIndentation !== undefined) {
    const { validateInteger } = require('internal/errors');
    validateInteger(settings.groupIndentation, 'groupIndentation', 0, 1000);
  }
  if (settings.inspectOptions !== undefined) {
    const { codes: errorCodes } = require('internal/errors');
    if (settings.inspectOptions === null || typeof settings.inspectOptions !== 'object') {
      throw new errorCodes.ERR_INVALID_ARG_TYPE('options.inspectOptions', 'object', settings.inspectOptions);
    }
  }
  // With ignoreErrors (the default) a stream's write that throws loses the text quietly.
  const output = (fd, text) => {
    const stream = fd === kStdout ? stdout : stderr;
    if (!ignoreErrors) return stream.write(text);
    try {
      return stream.write(text);
    } catch {
      return undefined;
    }
  };
  const methods = makeConsole(output, {
    inspectOptions: settings.inspectOptions, groupIndentation: settings.groupIndentation, stdout: () => stdout,
  });
  for (const name of kConsoleMethods) {
    const inherited = this[name];
    this[name] = inherited !== Console.prototype[name] && typeof inherited === 'function' ? inherited.bind(this) : methods[name];
  }
  ObjectDefineProperty(this, '_times', { __proto__: null, value: methods._times, writable: true, configurable: true });
  defineStreams(this, () => stdout, () => stderr, Boolean(ignoreErrors));
  ObjectDefineProperty(this, kIsConsole, { __proto__: null, value: true, configurable: true });
}
ObjectDefineProperty(Console, Symbol.hasInstance, {
  __proto__: null,
  value(instance) { return instance[kIsConsole]; },
  configurable: true,
});
for (const name of kConsoleMethods) {
  Console.prototype[name] = function (...args) { return this[name](...args); };
}

module.exports = console;
