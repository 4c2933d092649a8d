'use strict';

// Node's Console (lib/internal/console/constructor.js; the WHATWG Console Standard's
// methods): `new Console(stdout[, stderr[, ignoreErrors]])` or `new Console({ stdout,
// stderr, ignoreErrors, colorMode, inspectOptions, groupIndentation })`. Every method is
// bound to its instance, so `const { log } = console` works; output goes through
// `stream.write`, with write errors swallowed unless `ignoreErrors` is false.

const {
  ObjectDefineProperty, ObjectKeys,
} = require('internal/primordials');

// util.inspect (most of lib/ by size) loads only when something needs formatting: a
// program that logs only strings never compiles it.
let inspectModule;
function inspector() {
  if (inspectModule === undefined) inspectModule = require('internal/util/inspect');
  return inspectModule;
}

const kCounts = Symbol('counts');
const kGroupIndent = Symbol('kGroupIndent');
const kGroupIndentationWidth = Symbol('kGroupIndentWidth');
const kFormatForStderr = Symbol('kFormatForStderr');
const kFormatForStdout = Symbol('kFormatForStdout');
const kGetInspectOptions = Symbol('kGetInspectOptions');
const kColorMode = Symbol('kColorMode');
const kIsConsole = Symbol('kIsConsole');
const kWriteToConsole = Symbol('kWriteToConsole');
const kBindProperties = Symbol('kBindProperties');
const kBindStreamsEager = Symbol('kBindStreamsEager');
const kBindStreamsLazy = Symbol('kBindStreamsLazy');
const kUseStdout = Symbol('kUseStdout');
const kUseStderr = Symbol('kUseStderr');
// The global console's standard streams until a script replaces `console._stdout` or
// `_stderr`: written through internal/process/stdio, which goes straight to the
// descriptor while process.stdout has not been made.
const kStandardStreams = Symbol('kStandardStreams');
const kShouldColorize = Symbol('kShouldColorize');

const kMaxGroupIndentation = 1000;
const kSecond = 1000;
const kMinute = 60 * kSecond;
const kHour = 60 * kMinute;

const inspectOptionsOf = new WeakMap();
const hidden = { writable: true, enumerable: false, configurable: true };

function errors() {
  return require('internal/errors');
}

function Console(options /* or: stdout, stderr, ignoreErrors = true */) {
  if (new.target === undefined) return Reflect.construct(Console, arguments);
  if (!options || typeof options.write === 'function') {
    options = { stdout: options, stderr: arguments[1], ignoreErrors: arguments[2] };
  }
  const {
    stdout, stderr = stdout, ignoreErrors = true, colorMode = 'auto', inspectOptions, groupIndentation,
  } = options;
  const { codes, validateInteger, validateObject, validateOneOf } = errors();
  if (!stdout || typeof stdout.write !== 'function') throw new codes.ERR_CONSOLE_WRITABLE_STREAM('stdout');
  if (!stderr || typeof stderr.write !== 'function') throw new codes.ERR_CONSOLE_WRITABLE_STREAM('stderr');
  validateOneOf(colorMode, 'colorMode', ['auto', true, false]);
  if (groupIndentation !== undefined) {
    validateInteger(groupIndentation, 'groupIndentation', 0, kMaxGroupIndentation);
  }
  if (inspectOptions !== undefined) {
    validateObject(inspectOptions, 'options.inspectOptions');
    if (inspectOptions.colors !== undefined && options.colorMode !== undefined) {
      throw new codes.ERR_INCOMPATIBLE_OPTION_PAIR('options.inspectOptions.color', 'colorMode');
    }
    inspectOptionsOf.set(this, inspectOptions);
  }
  // Bound from the instance, not the prototype, so a subclass's overrides are the ones bound.
  for (const key of ObjectKeys(Console.prototype)) {
    this[key] = bindNamed(this[key], this, key);
  }
  this[kBindStreamsEager](stdout, stderr);
  this[kBindProperties](ignoreErrors, colorMode, groupIndentation);
}

function bindNamed(method, receiver, name) {
  const bound = method.bind(receiver);
  ObjectDefineProperty(bound, 'name', { __proto__: null, value: name });
  return bound;
}

// The global console is not made by the constructor, yet is `instanceof Console`.
ObjectDefineProperty(Console, Symbol.hasInstance, {
  __proto__: null,
  value(instance) { return instance[kIsConsole] === true; },
});

function defineHidden(target, properties) {
  for (const key of Reflect.ownKeys(properties)) {
    ObjectDefineProperty(target, key, { __proto__: null, ...hidden, value: properties[key] });
  }
}

function noop() {}

// The callback of a console write: an error not yet emitted on the stream will be, and a
// one-time listener keeps it from becoming an uncaught exception when nobody else listens.
function createWriteErrorHandler(instance, streamSymbol) {
  return (error) => {
    const stream = streamSymbol === kUseStdout ? instance._stdout : instance._stderr;
    if (error !== null && error !== undefined && !stream._writableState?.errorEmitted &&
        stream.listenerCount('error') === 0) {
      stream.once('error', noop);
    }
  };
}

// Strings alone print as they are (util.format joins them with spaces) unless the first one
// holds a `%` that other arguments may fill.
function format(console, streamSymbol, args) {
  let plain = args.length === 1 ? typeof args[0] === 'string' :
    args.length > 1 && typeof args[0] === 'string' && !args[0].includes('%');
  for (let i = 1; plain && i < args.length; i++) plain = typeof args[i] === 'string';
  if (plain) return args.length === 1 ? args[0] : args.join(' ');
  return inspector().formatWithOptions(console[kGetInspectOptions](streamSymbol), ...args);
}

const kColorInspectOptions = { colors: true };
const kNoColorInspectOptions = {};

defineHidden(Console.prototype, {
  [kBindStreamsEager](stdout, stderr) {
    defineHidden(this, { _stdout: stdout, _stderr: stderr });
  },

  // The global console's streams, read from `object` (process) on first use.
  [kBindStreamsLazy](object) {
    const streams = { stdout: undefined, stderr: undefined };
    const standard = { stdout: true, stderr: true };
    defineHidden(this, { [kStandardStreams]: standard });
    for (const name of ['stdout', 'stderr']) {
      ObjectDefineProperty(this, `_${name}`, {
        __proto__: null,
        enumerable: false,
        configurable: true,
        get() { return streams[name] ??= object[name]; },
        set(value) { streams[name] = value; standard[name] = false; },
      });
    }
  },

  [kBindProperties](ignoreErrors, colorMode, groupIndentation = 2) {
    defineHidden(this, {
      _stdoutErrorHandler: createWriteErrorHandler(this, kUseStdout),
      _stderrErrorHandler: createWriteErrorHandler(this, kUseStderr),
      _ignoreErrors: Boolean(ignoreErrors),
      _times: new Map(),
      [kCounts]: new Map(),
      [kColorMode]: colorMode,
      [kIsConsole]: true,
      [kGroupIndent]: '',
      [kGroupIndentationWidth]: groupIndentation,
    });
    ObjectDefineProperty(this, Symbol.toStringTag, {
      __proto__: null, writable: false, enumerable: false, configurable: true, value: 'console',
    });
  },

  [kWriteToConsole](streamSymbol, string) {
    const groupIndent = this[kGroupIndent];
    if (groupIndent.length !== 0) {
      if (string.includes('\n')) string = string.replace(/\n/g, `\n${groupIndent}`);
      string = groupIndent + string;
    }
    string += '\n';
    const useStdout = streamSymbol === kUseStdout;
    const standard = this[kStandardStreams];
    if (standard !== undefined && (useStdout ? standard.stdout : standard.stderr)) {
      require('internal/process/stdio').writeToStdio(useStdout ? 1 : 2, string);
      return;
    }
    const stream = useStdout ? this._stdout : this._stderr;
    if (this._ignoreErrors === false) return stream.write(string);
    // An error may come synchronously (files, terminals) or later (pipes): both are caught.
    try {
      if (stream.listenerCount('error') === 0) stream.once('error', noop);
      stream.write(string, useStdout ? this._stdoutErrorHandler : this._stderrErrorHandler);
    } catch (error) {
      // A console is for debugging: its failures are swallowed, but a stack overflow is not.
      if (error instanceof RangeError && error.message === 'Maximum call stack size exceeded') throw error;
    } finally {
      stream.removeListener('error', noop);
    }
  },

  [kGetInspectOptions](streamSymbol) {
    let color = this[kColorMode];
    if (color === 'auto') color = this[kShouldColorize](streamSymbol);
    const options = inspectOptionsOf.get(this);
    if (options) {
      if (options.colors === undefined) options.colors = color;
      return options;
    }
    return color ? kColorInspectOptions : kNoColorInspectOptions;
  },

  // Whether output to one of the streams is coloured in 'auto' mode. The global console's
  // untouched standard streams are asked without being made when they are no terminal.
  [kShouldColorize](streamSymbol) {
    const useStdout = streamSymbol === kUseStdout;
    const standard = this[kStandardStreams];
    if (standard !== undefined && (useStdout ? standard.stdout : standard.stderr) &&
        process.env.FORCE_COLOR === undefined) {
      const methods = internalBinding('process_methods');
      if (!(useStdout ? methods.isStdoutTTY : methods.isStderrTTY)) return false;
    }
    return require('internal/util/colors').shouldColorize(useStdout ? this._stdout : this._stderr);
  },

  [kFormatForStdout](args) {
    return format(this, kUseStdout, args);
  },

  [kFormatForStderr](args) {
    return format(this, kUseStderr, args);
  },
});

// Durations as Node prints them: `12.345ms`, `1.234s`, `1:02.345 (m:ss.mmm)`,
// `1:02:03.456 (h:mm:ss.mmm)`.
function formatTime(ms) {
  let hours = 0;
  let minutes = 0;
  let seconds = 0;
  if (ms >= kSecond) {
    if (ms >= kMinute) {
      if (ms >= kHour) {
        hours = Math.floor(ms / kHour);
        ms %= kHour;
      }
      minutes = Math.floor(ms / kMinute);
      ms %= kMinute;
    }
    seconds = ms / kSecond;
  }
  const pad = (value) => `${value}`.padStart(2, '0');
  if (hours !== 0 || minutes !== 0) {
    const [whole, fraction] = seconds.toFixed(3).split('.');
    const prefix = hours !== 0 ? `${hours}:${pad(minutes)}` : minutes;
    return `${prefix}:${pad(whole)}.${fraction} (${hours !== 0 ? 'h:m' : ''}m:ss.mmm)`;
  }
  if (seconds !== 0) return `${seconds.toFixed(3)}s`;
  return `${Number(ms.toFixed(3))}ms`;
}

function timeLogImpl(console, name, label, data) {
  const start = console._times.get(label);
  if (start === undefined) {
    process.emitWarning(`No such label '${label}' for console.${name}()`);
    return false;
  }
  const [seconds, nanoseconds] = process.hrtime(start);
  const formatted = formatTime(seconds * 1000 + nanoseconds / 1e6);
  if (data === undefined) console.log('%s: %s', label, formatted);
  else console.log('%s: %s', label, formatted, ...data);
  return true;
}

const keyKey = 'Key';
const valuesKey = 'Values';
const indexKey = '(index)';
const iterKey = '(iteration index)';

const consoleMethods = {
  log(...args) {
    this[kWriteToConsole](kUseStdout, this[kFormatForStdout](args));
  },

  warn(...args) {
    this[kWriteToConsole](kUseStderr, this[kFormatForStderr](args));
  },

  dir(object, options) {
    this[kWriteToConsole](kUseStdout, inspector().inspect(object, {
      customInspect: false,
      ...this[kGetInspectOptions](kUseStdout),
      ...options,
    }));
  },

  time(label = 'default') {
    label = `${label}`;
    if (this._times.has(label)) {
      process.emitWarning(`Label '${label}' already exists for console.time()`);
      return;
    }
    this._times.set(label, process.hrtime());
  },

  timeEnd(label = 'default') {
    label = `${label}`;
    if (timeLogImpl(this, 'timeEnd', label)) this._times.delete(label);
  },

  timeLog(label = 'default', ...data) {
    label = `${label}`;
    timeLogImpl(this, 'timeLog', label, data);
  },

  trace: function trace(...args) {
    const error = { name: 'Trace', message: this[kFormatForStderr](args) };
    Error.captureStackTrace(error, trace);
    this.error(error.stack);
  },

  assert(expression, ...args) {
    if (!expression) {
      args[0] = `Assertion failed${args.length === 0 ? '' : `: ${args[0]}`}`;
      Reflect.apply(this.warn, this, args);
    }
  },

  // Console Standard "clear": only a terminal is cleared.
  clear() {
    if (this._stdout.isTTY && process.env.TERM !== 'dumb') {
      const { cursorTo, clearScreenDown } = require('readline');
      cursorTo(this._stdout, 0, 0);
      clearScreenDown(this._stdout);
    }
  },

  // Console Standard "count".
  count(label = 'default') {
    label = `${label}`;
    const counts = this[kCounts];
    const count = (counts.get(label) ?? 0) + 1;
    counts.set(label, count);
    this.log(`${label}: ${count}`);
  },

  // Console Standard "countReset".
  countReset(label = 'default') {
    const counts = this[kCounts];
    if (!counts.has(label)) {
      process.emitWarning(`Count for '${label}' does not exist`);
      return;
    }
    counts.delete(`${label}`);
  },

  group(...data) {
    if (data.length > 0) Reflect.apply(this.log, this, data);
    this[kGroupIndent] += ' '.repeat(this[kGroupIndentationWidth]);
  },

  groupEnd() {
    const indent = this[kGroupIndent];
    this[kGroupIndent] = indent.slice(0, indent.length - this[kGroupIndentationWidth]);
  },

  // Console Standard "table", drawn as Node's internal/cli_table.
  table(tabularData, properties) {
    const { validateArray } = errors();
    if (properties !== undefined) validateArray(properties, 'properties');
    if (tabularData === null || typeof tabularData !== 'object') return this.log(tabularData);
    const { inspect, types } = inspector();
    const { previewEntries } = internalBinding('util');
    const final = (keys, values) => this.log(require('internal/cli_table')(keys, values));
    const isArrayLike = (value) => Array.isArray(value) || types.isTypedArray(value) ||
      require('buffer').Buffer.isBuffer(value);
    const cell = (value) => inspect(value, {
      depth: value !== null && typeof value === 'object' && !isArrayLike(value) &&
        ObjectKeys(value).length > 2 ? -1 : 0,
      maxArrayLength: 3,
      breakLength: Infinity,
      ...this[kGetInspectOptions](kUseStdout),
    });
    const indexes = (length) => Array.from({ length }, (_, i) => cell(i));

    const mapIterator = types.isMapIterator(tabularData);
    let isKeyValue = false;
    if (mapIterator) {
      [tabularData, isKeyValue] = previewEntries(tabularData, true);
    }
    if (isKeyValue || types.isMap(tabularData)) {
      const keys = [];
      const values = [];
      if (mapIterator) {
        for (let i = 0; i < tabularData.length / 2; i++) {
          keys.push(cell(tabularData[i * 2]));
          values.push(cell(tabularData[i * 2 + 1]));
        }
      } else {
        for (const { 0: key, 1: value } of tabularData) {
          keys.push(cell(key));
          values.push(cell(value));
        }
      }
      return final([iterKey, keyKey, valuesKey], [indexes(keys.length), keys, values]);
    }

    const setIterator = types.isSetIterator(tabularData);
    if (setIterator) tabularData = previewEntries(tabularData, true)[0];
    if (setIterator || mapIterator || types.isSet(tabularData)) {
      const values = [];
      for (const value of tabularData) values.push(cell(value));
      return final([iterKey, valuesKey], [indexes(values.length), values]);
    }

    const columns = { __proto__: null };
    let hasPrimitives = false;
    const primitiveValues = [];
    const rowKeys = ObjectKeys(tabularData);
    for (let i = 0; i < rowKeys.length; i++) {
      const item = tabularData[rowKeys[i]];
      const primitive = item === null || (typeof item !== 'function' && typeof item !== 'object');
      if (properties === undefined && primitive) {
        hasPrimitives = true;
        primitiveValues[i] = cell(item);
      } else {
        for (const key of properties || ObjectKeys(item)) {
          columns[key] ??= [];
          columns[key][i] = (primitive && properties) || !Object.prototype.hasOwnProperty.call(item, key) ?
            '' : cell(item[key]);
        }
      }
    }
    const keys = ObjectKeys(columns);
    const values = Object.values(columns);
    if (hasPrimitives) {
      keys.push(valuesKey);
      values.push(primitiveValues);
    }
    keys.unshift(indexKey);
    values.unshift(rowKeys);
    return final(keys, values);
  },
};

for (const name of Reflect.ownKeys(consoleMethods)) Console.prototype[name] = consoleMethods[name];
Console.prototype.debug = Console.prototype.log;
Console.prototype.info = Console.prototype.log;
Console.prototype.dirxml = Console.prototype.log;
Console.prototype.error = Console.prototype.warn;
Console.prototype.groupCollapsed = Console.prototype.group;

module.exports = {
  Console, kBindStreamsLazy, kBindProperties, formatTime, bindNamed,
};
