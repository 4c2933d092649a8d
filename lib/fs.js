'use strict';
// The file system, in Node's three forms: synchronous (`readFileSync`), callback
// (`readFile(path, cb)`) and promise (`fs.promises.readFile`). Every operation is declared
// once (`operations` below) as a call into the fs binding; the three forms are made from
// that declaration, so they cannot drift apart.
//
// Reads without an encoding return Buffers; UTF-8 text is decoded natively.

const binding = internalBinding('fs');
const constants = internalBinding('constants').fs;
const path = require('path');
const { toPath, checkEncoding, checkAborted } = require('internal/fs/utils');

const { O_RDONLY, O_WRONLY, O_RDWR, O_CREAT, O_TRUNC, O_APPEND, O_EXCL, O_SYNC } = constants;
const { S_IFMT, S_IFREG, S_IFDIR, S_IFCHR, S_IFBLK, S_IFIFO, S_IFLNK, S_IFSOCK } = constants;

function invalidArgType(name, expected, actual) {
  const { codes } = require('internal/errors');
  return new codes.ERR_INVALID_ARG_TYPE(name, expected, actual);
}

// Node's validateInteger/validateInt32/validateUint32: descriptors, flags and modes reach
// the binding as C ints, so anything else is Node's error here rather than a wrapped value.
function validateInteger(value, name, min, max) {
  const { codes } = require('internal/errors');
  if (typeof value !== 'number') throw new codes.ERR_INVALID_ARG_TYPE(name, 'number', value);
  if (!Number.isInteger(value)) throw new codes.ERR_OUT_OF_RANGE(name, 'an integer', value);
  if (value < min || value > max) throw new codes.ERR_OUT_OF_RANGE(name, `>= ${min} && <= ${max}`, value);
  return value;
}

function toFd(fd) {
  return validateInteger(fd, 'fd', 0, 2147483647);
}

function stringToFlags(flags, defaultFlags = O_RDONLY) {
  if (typeof flags === 'number') return validateInteger(flags, 'flags', -2147483648, 2147483647);
  if (flags === undefined || flags === null) return defaultFlags;
  switch (flags) {
    case 'r': return O_RDONLY;
    case 'rs': case 'sr': return O_RDONLY | O_SYNC;
    case 'r+': return O_RDWR;
    case 'rs+': case 'sr+': return O_RDWR | O_SYNC;
    case 'w': return O_TRUNC | O_CREAT | O_WRONLY;
    case 'wx': case 'xw': return O_TRUNC | O_CREAT | O_WRONLY | O_EXCL;
    case 'w+': return O_TRUNC | O_CREAT | O_RDWR;
    case 'wx+': case 'xw+': return O_TRUNC | O_CREAT | O_RDWR | O_EXCL;
    case 'a': return O_APPEND | O_CREAT | O_WRONLY;
    case 'ax': case 'xa': return O_APPEND | O_CREAT | O_WRONLY | O_EXCL;
    case 'as': case 'sa': return O_APPEND | O_CREAT | O_WRONLY | O_SYNC;
    case 'a+': return O_APPEND | O_CREAT | O_RDWR;
    case 'ax+': case 'xa+': return O_APPEND | O_CREAT | O_RDWR | O_EXCL;
    case 'as+': case 'sa+': return O_APPEND | O_CREAT | O_RDWR | O_SYNC;
  }
  const error = new TypeError(`The value "${flags}" is invalid for option "flags"`);
  error.code = 'ERR_INVALID_ARG_VALUE';
  throw error;
}

// Node's parseFileMode.
// A mode that is required (no default) must be given.
function parseMode(mode, defaultMode, name = 'mode') {
  mode ??= defaultMode;
  if (typeof mode === 'string') {
    if (!/^[0-7]+$/.test(mode)) {
      const { codes } = require('internal/errors');
      throw new codes.ERR_INVALID_ARG_VALUE(name, mode, 'must be a 32-bit unsigned integer or an octal string');
    }
    mode = parseInt(mode, 8);
  }
  return validateInteger(mode, name, 0, 4294967295);
}

// The mode of access and copyFile: the sum of their three flags. Node 20's binding checks it,
// with its own messages.
function validMode(mode, defaultMode) {
  if (mode === undefined || mode === null) return defaultMode;
  const { makeNodeError } = require('internal/errors');
  if (typeof mode !== 'number' || (mode | 0) !== mode) {
    throw makeNodeError(TypeError, 'ERR_INVALID_ARG_TYPE', 'mode must be int32 or null/undefined');
  }
  if (mode < 0 || mode > 7) throw makeNodeError(RangeError, 'ERR_OUT_OF_RANGE', 'mode is out of range: >= 0 && <= 7');
  return mode;
}

// A user or group id: -1 leaves it unchanged.
function toOwnerId(value, name) {
  return validateInteger(value, name, -1, 4294967295);
}

// Node's validateBufferArray, for readv and writev.
function toBufferArray(buffers, name = 'buffers') {
  if (!Array.isArray(buffers) || !buffers.every((buffer) => ArrayBuffer.isView(buffer))) {
    throw invalidArgType(name, 'ArrayBufferView[]', buffers);
  }
  return buffers;
}

// A length for ftruncate/truncate: a safe integer; below zero is zero.
function toLength(len) {
  return Math.max(0, validateInteger(len, 'len', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER));
}

function optionsObject(options, defaults) {
  if (options === undefined || options === null || typeof options === 'function') return defaults;
  return checkEncoding(Object.assign({}, defaults, typeof options === 'string' ? { encoding: options } : options));
}

// Node 20 writes strings and views only (objects with a toString are refused since v19).
function toText(data) {
  if (typeof data === 'string') return data;
  throw invalidArgType('data', ['string', 'Buffer', 'TypedArray', 'DataView'], data);
}

// MARK: Stats and Dirent

function dateFromMs(ms) {
  return typeof Date === 'function' ? new Date(ms) : ms;
}

// The type tests Stats and BigIntStats share (the mode is a number or a bigint).
class StatsBase {
  _checkModeProperty(property) {
    return (Number(this.mode) & S_IFMT) === property;
  }

  isDirectory() { return this._checkModeProperty(S_IFDIR); }
  isFile() { return this._checkModeProperty(S_IFREG); }
  isBlockDevice() { return this._checkModeProperty(S_IFBLK); }
  isCharacterDevice() { return this._checkModeProperty(S_IFCHR); }
  isSymbolicLink() { return this._checkModeProperty(S_IFLNK); }
  isFIFO() { return this._checkModeProperty(S_IFIFO); }
  isSocket() { return this._checkModeProperty(S_IFSOCK); }
}

const statFields = ['dev', 'mode', 'nlink', 'uid', 'gid', 'rdev', 'blksize', 'ino', 'size', 'blocks'];
const timeFields = ['atime', 'mtime', 'ctime', 'birthtime'];

// new fs.Stats(dev, mode, nlink, uid, gid, rdev, blksize, ino, size, blocks, atimeMs, mtimeMs,
// ctimeMs, birthtimeMs), as Node's public constructor takes them.
class Stats extends StatsBase {
  constructor(...values) {
    super();
    statFields.forEach((field, i) => { this[field] = values[i]; });
    timeFields.forEach((field, i) => { this[`${field}Ms`] = values[10 + i]; });
    timeFields.forEach((field) => { this[field] = dateFromMs(this[`${field}Ms`]); });
  }
}

// stat(…, { bigint: true }): every field a bigint, times also in nanoseconds (from the
// binding's milliseconds, whose fraction carries the nanoseconds to within a microsecond).
class BigIntStats extends StatsBase {
  constructor(...values) {
    super();
    statFields.forEach((field, i) => { this[field] = BigInt(values[i]); });
    timeFields.forEach((field, i) => { this[`${field}Ms`] = BigInt(Math.floor(values[10 + i])); });
    timeFields.forEach((field, i) => {
      const ms = values[10 + i];
      const seconds = Math.floor(ms / 1000);
      this[`${field}Ns`] = BigInt(seconds) * 1000000000n + BigInt(Math.round((ms - seconds * 1000) * 1e6));
    });
    timeFields.forEach((field) => { this[field] = dateFromMs(Number(this[`${field}Ms`])); });
  }
}

function makeStats(values, options) {
  return options !== null && typeof options === 'object' && options.bigint ? new BigIntStats(...values) : new Stats(...values);
}

// libuv's dirent types, in the order of uv_dirent_type_t.
const UV_DIRENT_UNKNOWN = 0;
const UV_DIRENT_FILE = 1;
const UV_DIRENT_DIR = 2;
const UV_DIRENT_LINK = 3;
const UV_DIRENT_FIFO = 4;
const UV_DIRENT_SOCKET = 5;
const UV_DIRENT_CHAR = 6;
const UV_DIRENT_BLOCK = 7;

class Dirent {
  constructor(name, type, directory) {
    this.name = name;
    this.parentPath = directory;
    this.path = directory;
    this[kType] = type;
  }

  isDirectory() { return this[kType] === UV_DIRENT_DIR; }
  isFile() { return this[kType] === UV_DIRENT_FILE; }
  isBlockDevice() { return this[kType] === UV_DIRENT_BLOCK; }
  isCharacterDevice() { return this[kType] === UV_DIRENT_CHAR; }
  isSymbolicLink() { return this[kType] === UV_DIRENT_LINK; }
  isFIFO() { return this[kType] === UV_DIRENT_FIFO; }
  isSocket() { return this[kType] === UV_DIRENT_SOCKET; }
}
const kType = Symbol('type');

// Systems differ in how many trailing Xs of a template they replace; Node warns once.
let nonPortableTemplateWarned = false;
function warnOnNonPortableTemplate(template) {
  if (nonPortableTemplateWarned || !template.endsWith('X')) return;
  nonPortableTemplateWarned = true;
  process.emitWarning('mkdtemp() templates ending with X are not portable. For details see: https://nodejs.org/api/fs.html');
}

// The binding takes the path; the options (their encoding) are checked first, as in Node.
function pathAndOptions(file, options) {
  optionsObject(options, {});
  return [toPath(file)];
}

// What statfs reports, in Node's order (numbers, or bigints with { bigint: true }).
class StatFs {
  constructor(values, bigint) {
    const field = bigint ? (value) => BigInt(value) : (value) => value;
    this.type = field(values[0]);
    this.bsize = field(values[1]);
    this.blocks = field(values[2]);
    this.bfree = field(values[3]);
    this.bavail = field(values[4]);
    this.files = field(values[5]);
    this.ffree = field(values[6]);
  }
}

// MARK: Operations
//
// Each entry: `prepare(...args)` validates and returns the binding arguments (without the
// request), `call` names the binding function, and `result` post-processes the binding's
// answer. `sync` runs the binding without a request; `callback`/`promise` pass one.

const operations = {
  access: {
    prepare: (file, mode) => [toPath(file), validMode(mode, constants.F_OK)],
    call: 'access',
  },
  chmod: {
    prepare: (file, mode) => [toPath(file), parseMode(mode)],
    call: 'chmod',
  },
  chown: {
    prepare: (file, uid, gid) => [toPath(file), toOwnerId(uid, 'uid'), toOwnerId(gid, 'gid')],
    call: 'chown',
  },
  lchown: {
    prepare: (file, uid, gid) => [toPath(file), toOwnerId(uid, 'uid'), toOwnerId(gid, 'gid')],
    call: 'lchown',
  },
  fchown: {
    prepare: (fd, uid, gid) => [toFd(fd), toOwnerId(uid, 'uid'), toOwnerId(gid, 'gid')],
    call: 'fchown',
  },
  fchmod: {
    prepare: (fd, mode) => [toFd(fd), parseMode(mode)],
    call: 'fchmod',
  },
  fsync: {
    prepare: (fd) => [toFd(fd)],
    call: 'fsync',
  },
  fdatasync: {
    prepare: (fd) => [toFd(fd)],
    call: 'fdatasync',
  },
  ftruncate: {
    prepare: (fd, len = 0) => [toFd(fd), toLength(len)],
    call: 'ftruncate',
  },
  futimes: {
    prepare: (fd, atime, mtime) => [toFd(fd), toUnixTimestamp(atime, 'atime'), toUnixTimestamp(mtime, 'mtime')],
    call: 'futimes',
  },
  lutimes: {
    prepare: (file, atime, mtime) => [toPath(file), toUnixTimestamp(atime, 'atime'), toUnixTimestamp(mtime, 'mtime')],
    call: 'lutimes',
  },
  link: {
    prepare: (existingPath, newPath) => [toPath(existingPath, 'existingPath'), toPath(newPath, 'newPath')],
    call: 'link',
  },
  statfs: {
    prepare: (file) => [toPath(file)],
    call: 'statfs',
    result: (values, file, options) => new StatFs(values, options !== null && typeof options === 'object' && !!options.bigint),
  },
  close: {
    prepare: (fd) => [toFd(fd)],
    call: 'close',
    // Node's defaultCloseCallback: close(fd) without a callback throws only on failure.
    defaultCallback: (error) => { if (error) throw error; },
  },
  copyFile: {
    prepare: (src, dest, mode) => [toPath(src, 'src'), toPath(dest, 'dest'), validMode(mode, 0)],
    call: 'copyFile',
  },
  lstat: {
    prepare: (file, options) => [toPath(file)],
    call: 'lstat',
    result: (values, file, options) => makeStats(values, options),
  },
  fstat: {
    prepare: (fd, options) => [toFd(fd)],
    call: 'fstat',
    result: (values, file, options) => makeStats(values, options),
  },
  mkdtemp: {
    prepare: (prefix, options) => {
      optionsObject(options, {});
      const file = toPath(prefix, 'prefix');
      warnOnNonPortableTemplate(file);
      return [file];
    },
    call: 'mkdtemp',
    result: (value, prefix, options) => encodedName(value, options),
  },
  open: {
    prepare: (file, flags, mode) => [toPath(file), stringToFlags(flags), parseMode(mode, 0o666)],
    call: 'open',
  },
  readdir: {
    prepare: (file, options) => {
      options = optionsObject(options, {});
      return [toPath(file), !!options.withFileTypes];
    },
    call: 'readdir',
    result: (value, file, options) => {
      options = optionsObject(options, {});
      if (!options.withFileTypes) return value.map((name) => encodedName(name, options));
      const [names, types] = value;
      return names.map((name, i) => new Dirent(encodedName(name, options), types[i], toPath(file)));
    },
  },
  readlink: {
    prepare: pathAndOptions,
    call: 'readlink',
    result: (value, file, options) => encodedName(value, options),
  },
  realpath: {
    prepare: pathAndOptions,
    call: 'realpath',
    result: (value, file, options) => encodedName(value, options),
  },
  rename: {
    prepare: (from, to) => [toPath(from, 'oldPath'), toPath(to, 'newPath')],
    call: 'rename',
  },
  rmdir: {
    prepare: (file) => [toPath(file)],
    call: 'rmdir',
  },
  stat: {
    prepare: (file, options) => [toPath(file)],
    call: 'stat',
    result: (values, file, options) => makeStats(values, options),
  },
  symlink: {
    prepare: (target, file, type) => [toPath(target, 'target'), toPath(file), symlinkFlags(type)],
    call: 'symlink',
  },
  unlink: {
    prepare: (file) => [toPath(file)],
    call: 'unlink',
  },
  utimes: {
    prepare: (file, atime, mtime) => [toPath(file), toUnixTimestamp(atime, 'atime'), toUnixTimestamp(mtime, 'mtime')],
    call: 'utimes',
  },
  readFile: {
    // UTF-8 text is decoded natively; anything else is read as bytes into a Buffer.
    select: (file, options) => {
      options = optionsObject(options, { flag: 'r' });
      const target = typeof file === 'number' ? file : toPath(file);
      const encoding = options.encoding;
      const call = isUTF8(encoding) ? 'readFileUtf8' : 'readFileBytes';
      return [call, [target, stringToFlags(options.flag)]];
    },
    result: (value, file, options) => {
      if (typeof value === 'string') return value;
      const buffer = require('buffer').Buffer.from(value);
      const encoding = optionsObject(options, {}).encoding;
      return encoding && encoding !== 'buffer' ? buffer.toString(encoding) : buffer;
    },
  },
  writeFile: {
    select: (file, data, options) => writeSelection(file, data, optionsObject(options, { flag: 'w', mode: 0o666 })),
  },
  appendFile: {
    select: (file, data, options) => writeSelection(file, data, optionsObject(options, { flag: 'a', mode: 0o666 })),
  },
};

// A name the binding answered in UTF-8, in the encoding the options ask for ('buffer' is a
// Buffer of its bytes).
function encodedName(name, options) {
  const { encoding } = optionsObject(options, {});
  if (encoding === undefined || encoding === null || isUTF8(encoding)) return name;
  const bytes = require('buffer').Buffer.from(name);
  return encoding === 'buffer' ? bytes : bytes.toString(encoding);
}

function isUTF8(encoding) {
  if (typeof encoding !== 'string') return false;
  const lower = encoding.toLowerCase();
  return lower === 'utf8' || lower === 'utf-8';
}

// What writing `data` takes: text in UTF-8 natively, anything else as bytes; a descriptor is
// written at its position, not opened or truncated.
function writeSelection(file, data, options) {
  let bytes = null;
  let text = null;
  if (typeof data === 'string') {
    if (options.encoding === undefined || options.encoding === null || isUTF8(options.encoding)) text = data;
    else bytes = require('buffer').Buffer.from(data, options.encoding);
  } else if (ArrayBuffer.isView(data)) {
    bytes = data;
  } else {
    text = toText(data);
  }
  if (typeof file === 'number') {
    return text !== null ? ['writeString', [file, text, null]] : ['writeBytes', [file, bytes, 0, bytes.byteLength, null]];
  }
  const target = toPath(file);
  const flags = stringToFlags(options.flag);
  const mode = parseMode(options.mode, 0o666);
  return text !== null ? ['writeFileUtf8', [target, text, flags, mode]] : ['writeFileBytes', [target, bytes, flags, mode]];
}

// Node's stringToSymlinkType: a string type is 'dir', 'file' or 'junction' (which only Windows
// tells apart); anything else is not looked at.
function symlinkFlags(type) {
  if (typeof type === 'string' && type !== 'dir' && type !== 'file' && type !== 'junction') {
    const { codes } = require('internal/errors');
    throw new codes.ERR_FS_INVALID_SYMLINK_TYPE(type);
  }
  return 0;
}

// Node's toUnixTimestamp (fs._toUnixTimestamp): seconds from a number, a numeric string or
// a Date; a negative number means now.
function toUnixTimestamp(time, name = 'time') {
  // eslint-disable-next-line eqeqeq
  if (typeof time === 'string' && +time == time) return +time;
  if (Number.isFinite(time)) return time < 0 ? Date.now() / 1000 : time;
  if (time instanceof Date) return time.getTime() / 1000;
  throw invalidArgType(name, ['Date', 'Time in seconds'], time);
}

// The binding function and its arguments for a call of `operation` with `args`.
function bindingCall(operation, args) {
  if (operation.select) return operation.select(...args);
  return [operation.call, operation.prepare(...args)];
}

function makeSync(name, operation) {
  return {
    [`${name}Sync`](...args) {
      const [call, callArguments] = bindingCall(operation, args);
      const value = binding[call](...callArguments);
      return operation.result ? operation.result(value, ...args) : value;
    },
  }[`${name}Sync`];
}

function makeCallback(name, operation) {
  return {
    [name](...args) {
      let callback = args[args.length - 1];
      if (typeof callback === 'function') {
        args.pop();
      } else {
        // Node reports what stands where the callback belongs: nothing, when the call has
        // no more arguments than the operands. The operands are checked first, as Node's
        // functions validate them before the callback.
        const operands = operation.prepare ? operation.prepare.length : args.length;
        const given = args.length > operands ? callback : undefined;
        if (given === undefined && operation.defaultCallback) {
          callback = operation.defaultCallback;
        } else {
          bindingCall(operation, args);
          throw invalidArgType('cb', 'function', given);
        }
      }
      const request = {
        oncomplete(error, value) {
          if (error) return callback(error);
          // As Node's FSReqCallback: an operation with no result calls back with one argument.
          if (value === undefined && !operation.result) return callback(null);
          callback(null, operation.result ? operation.result(value, ...args) : value);
        },
      };
      const [call, callArguments] = bindingCall(operation, args);
      binding[call](...callArguments, request);
    },
  }[name];
}

function makePromise(name, operation) {
  return {
    [name](...args) {
      return new Promise((resolve, reject) => {
        const request = {
          oncomplete(error, value) {
            if (error) return reject(error);
            resolve(operation.result ? operation.result(value, ...args) : value);
          },
        };
        const [call, callArguments] = bindingCall(operation, args);
        binding[call](...callArguments, request);
      });
    },
  }[name];
}

const fs = module.exports;
const promises = {};
const descriptorOperations = new Set(['close', 'fstat', 'open', 'fchown', 'fchmod', 'fsync', 'fdatasync', 'ftruncate', 'futimes']);

for (const name of Object.keys(operations)) {
  fs[`${name}Sync`] = makeSync(name, operations[name]);
  fs[name] = makeCallback(name, operations[name]);
  // Operations on a descriptor are FileHandle methods in the promise API.
  if (!descriptorOperations.has(name)) promises[name] = makePromise(name, operations[name]);
}

// statSync/lstatSync(path, { throwIfNoEntry: false }) answer undefined for a path that is not
// there (ENOENT; under a file, ENOTDIR is still thrown in Node 20). A stat is probed first
// through the loader's non-throwing internalModuleStat, so a missing path costs no Error
// (TypeScript's compiler host probes thousands of paths this way).
const UV_ENOENT = -2;
for (const name of ['statSync', 'lstatSync']) {
  const throwing = fs[name];
  fs[name] = {
    [name](file, options) {
      if (options === null || typeof options !== 'object' || options.throwIfNoEntry !== false) return throwing(file, options);
      if (name === 'statSync' && typeof file === 'string' && binding.internalModuleStat(file) === UV_ENOENT) return undefined;
      try {
        return throwing(file, options);
      } catch (error) {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      }
    },
  }[name];
}

// MARK: Operations composed in JavaScript

function existsSync(file) {
  try {
    // A string path is probed without an Error for the common answer, false.
    if (typeof file === 'string' && file.length > 0 && !file.includes('\0')) return binding.internalModuleStat(file) >= 0;
    fs.accessSync(file);
    return true;
  } catch {
    return false;
  }
}

// A path that cannot be a file answers false at once, as in Node.
function exists(file, callback) {
  if (typeof callback !== 'function') throw invalidArgType('cb', 'function', callback);
  try {
    fs.access(file, constants.F_OK, (error) => callback(!error));
  } catch {
    callback(false);
  }
}

// The error mkdir(2) itself gives for the path (libuv's text for the two codes).
function mkdirError(code, directory) {
  const text = code === 'EEXIST' ? 'file already exists' : 'not a directory';
  const error = new Error(`${code}: ${text}, mkdir '${directory}'`);
  error.errno = -require('os').constants.errno[code];
  error.code = code;
  error.syscall = 'mkdir';
  error.path = directory;
  return error;
}

function mkdirRecursiveSync(directory, mode) {
  let first;
  const pending = [];
  // Not resolved: `a/../b` makes `a` too, and the first directory made is named as given.
  let current = directory;
  for (;;) {
    try {
      const stats = fs.statSync(current);
      // The directory itself is a file: EEXIST; one of its parents: ENOTDIR.
      if (!stats.isDirectory()) throw mkdirError(current === directory ? 'EEXIST' : 'ENOTDIR', directory);
      break;
    } catch (error) {
      if (error.code === 'ENOTDIR' && error.syscall !== 'mkdir') throw mkdirError('ENOTDIR', directory);
      if (error.code !== 'ENOENT') throw error;
      pending.push(current);
      const parent = path.dirname(current);
      if (parent === current) break;
      current = parent;
    }
  }
  for (let i = pending.length - 1; i >= 0; i--) {
    try {
      binding.mkdir(pending[i], mode);
      if (first === undefined) first = pending[i];
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
  return first;
}

// mkdir(path[, mode | { recursive, mode }]): a number or string is the mode; in an object,
// `recursive` must be a boolean.
function mkdirSync(directory, options) {
  let recursive = false;
  let mode = 0o777;
  if (typeof options === 'number' || typeof options === 'string') {
    mode = parseMode(options, 0o777);
  } else if (options) {
    if (options.recursive !== undefined) {
      recursive = options.recursive;
      require('internal/errors').validateBoolean(recursive, 'options.recursive');
    }
    if (options.mode !== undefined) mode = parseMode(options.mode, 0o777);
  }
  const file = toPath(directory);
  if (recursive) return mkdirRecursiveSync(file, mode);
  binding.mkdir(file, mode);
  return undefined;
}

function rmSync(target, options) {
  const file = toPath(target);
  const recursive = !!(options && options.recursive);
  const force = !!(options && options.force);
  let stats;
  try {
    stats = fs.lstatSync(file);
  } catch (error) {
    if (force && error.code === 'ENOENT') return;
    throw error;
  }
  if (stats.isDirectory()) {
    if (!recursive) {
      const { codes } = require('internal/errors');
      const errno = require('os').constants.errno.EISDIR;
      throw new codes.ERR_FS_EISDIR({ code: 'EISDIR', message: 'is a directory', path: file, syscall: 'rm', errno });
    }
    for (const name of fs.readdirSync(file)) rmSync(path.join(file, name), options);
    fs.rmdirSync(file);
  } else {
    fs.unlinkSync(file);
  }
}

let recursiveRmdirWarned = false;

function rmdirSync(target, options) {
  if (options && options.recursive) {
    // DEP0147, once per process: the recursive form is rm's job.
    if (!recursiveRmdirWarned) {
      recursiveRmdirWarned = true;
      process.emitWarning('In future versions of Node.js, fs.rmdir(path, { recursive: true }) will be removed. ' +
        'Use fs.rm(path, { recursive: true }) instead', 'DeprecationWarning', 'DEP0147');
    }
    // Only a directory is removed recursively; anything else is rmdir's own error (ENOTDIR).
    if (fs.lstatSync(target, { throwIfNoEntry: false })?.isDirectory()) return rmSync(target, { recursive: true });
  }
  binding.rmdir(toPath(target));
}

function isArgumentError(error) {
  return (error instanceof TypeError || error instanceof RangeError) && typeof error.code === 'string' &&
    error.code.startsWith('ERR_');
}

// Callback and promise forms of the composed operations run the sync form on a later turn:
// the caller sees the same asynchrony, the error and result are the same.
function deferred(syncFunction, name) {
  const callbackForm = {
    [name](...args) {
      const callback = args.pop();
      if (typeof callback !== 'function') throw invalidArgType('cb', 'function', callback);
      let result;
      let failure = null;
      try {
        result = syncFunction(...args);
      } catch (error) {
        // Arguments are checked before the call, as in Node: their errors are thrown.
        if (isArgumentError(error)) throw error;
        failure = error;
      }
      process.nextTick(() => (failure ? callback(failure) : callback(null, result)));
    },
  }[name];
  const promiseForm = (...args) => new Promise((resolve, reject) => {
    callbackForm(...args, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return [callbackForm, promiseForm];
}

// readFileSync(path, 'utf8'), the most common call, goes straight to the binding (Node has
// the same fast path): no options object, no generic dispatch.
const readFileSyncGeneric = fs.readFileSync;
fs.readFileSync = function readFileSync(file, options) {
  if (typeof file === 'string' && (options === 'utf8' || options === 'utf-8')) {
    return binding.readFileUtf8(file, O_RDONLY);
  }
  return readFileSyncGeneric(file, options);
};

// readdir(…, { recursive: true }) (Node 20): breadth first, paths relative to the start (or
// Dirents of their own directory), each directory's entries in the binding's order. Plain
// names follow symbolic links to directories (a stat); Dirents do not, as in Node.
const readdirSyncFlat = fs.readdirSync;
function readdirRecursiveSync(directory, options) {
  const base = toPath(directory);
  const withFileTypes = !!options.withFileTypes;
  const results = [];
  const queue = [base];
  for (let i = 0; i < queue.length; i++) {
    const current = queue[i];
    if (withFileTypes) {
      for (const entry of readdirSyncFlat(current, { withFileTypes: true })) {
        results.push(entry);
        if (entry.isDirectory()) queue.push(path.join(current, entry.name));
      }
    } else {
      for (const name of readdirSyncFlat(current)) {
        const full = path.join(current, name);
        results.push(path.relative(base, full));
        if (binding.internalModuleStat(full) === 1) queue.push(full);
      }
    }
  }
  return results;
}
const isRecursive = (options) => options !== null && typeof options === 'object' && !!options.recursive;
const [readdirRecursive, readdirRecursivePromise] = deferred(readdirRecursiveSync, 'readdir');
const readdirFlat = fs.readdir;
const readdirFlatPromise = promises.readdir;
fs.readdirSync = function readdirSync(directory, options) {
  return isRecursive(options) ? readdirRecursiveSync(directory, options) : readdirSyncFlat(directory, options);
};
fs.readdir = function readdir(directory, ...rest) {
  return isRecursive(rest[0]) ? readdirRecursive(directory, ...rest) : readdirFlat(directory, ...rest);
};
promises.readdir = function readdir(directory, ...rest) {
  return isRecursive(rest[0]) ? readdirRecursivePromise(directory, ...rest) : readdirFlatPromise(directory, ...rest);
};

fs.existsSync = existsSync;
fs.exists = exists;
fs.mkdirSync = mkdirSync;
fs.rmSync = rmSync;
fs.rmdirSync = rmdirSync;
[fs.mkdir, promises.mkdir] = deferred(mkdirSync, 'mkdir');
[fs.rm, promises.rm] = deferred(rmSync, 'rm');
[fs.rmdir, promises.rmdir] = deferred(rmdirSync, 'rmdir');

// write(fd, buffer[, offset[, length[, position]]]) or write(fd, string[, position[, encoding]]).
function writeArguments(fd, data, rest) {
  toFd(fd);
  if (ArrayBuffer.isView(data)) {
    let [offset, length, position] = rest;
    if (offset !== null && typeof offset === 'object') ({ offset, length, position } = offset);
    if (offset === undefined || offset === null) offset = 0;
    else validateInteger(offset, 'offset', 0, Number.MAX_SAFE_INTEGER);
    if (typeof length !== 'number') length = data.byteLength - offset;
    validateOffsetLengthWrite(offset, length, data.byteLength);
    return ['writeBytes', [fd, data, offset, length, typeof position === 'number' ? position : null]];
  }
  const [position, encoding] = rest;
  if (typeof data === 'string' && encoding !== undefined && !isUTF8(encoding)) {
    const bytes = require('buffer').Buffer.from(data, encoding);
    return ['writeBytes', [fd, bytes, 0, bytes.byteLength, typeof position === 'number' ? position : null]];
  }
  if (typeof data !== 'string') throw invalidArgType('buffer', ['string', 'Buffer', 'TypedArray', 'DataView'], data);
  return ['writeString', [fd, data, typeof position === 'number' ? position : null]];
}

fs.writeSync = function writeSync(fd, data, ...rest) {
  const [call, callArguments] = writeArguments(fd, data, rest);
  return binding[call](...callArguments);
};

fs.write = function write(fd, data, ...rest) {
  const callback = rest.pop();
  if (typeof callback !== 'function') throw invalidArgType('cb', 'function', callback);
  const [call, callArguments] = writeArguments(fd, data, rest);
  binding[call](...callArguments, {
    oncomplete(error, written) {
      if (error) return callback(error);
      callback(null, written, data);
    },
  });
};

// readSync(fd, buffer[, offset[, length[, position]]]), the offset place also taking
// { offset, length, position }. A read of nothing answers null (no call: Node reads 0 bytes
// without the system, even into an empty buffer).
function readArguments(fd, buffer, offset, length, position) {
  toFd(fd);
  if (!ArrayBuffer.isView(buffer)) throw invalidArgType('buffer', ['Buffer', 'TypedArray', 'DataView'], buffer);
  if (offset !== null && typeof offset === 'object') ({ offset, length, position } = offset);
  if (offset === undefined || offset === null) {
    offset = 0;
  } else {
    validateInteger(offset, 'offset', 0, Number.MAX_SAFE_INTEGER);
  }
  length = length === undefined || length === null ? buffer.byteLength - offset : length | 0;
  if (length === 0) return null;
  if (buffer.byteLength === 0) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_VALUE('buffer', buffer, 'is empty and cannot be written');
  }
  // Node's validateOffsetLengthRead and validatePosition: a position is -1 (the current
  // one) or a safe integer, a bigint within a signed 64-bit offset.
  const { codes } = require('internal/errors');
  if (length < 0) throw new codes.ERR_OUT_OF_RANGE('length', '>= 0', length);
  if (offset + length > buffer.byteLength) {
    throw new codes.ERR_OUT_OF_RANGE('length', `<= ${buffer.byteLength - offset}`, length);
  }
  if (position === undefined || position === null) {
    position = -1;
  } else if (typeof position === 'bigint') {
    if (!(position >= -(2n ** 63n) && position <= 2n ** 63n - 1n)) {
      throw new codes.ERR_OUT_OF_RANGE('position', '>= -9223372036854775808 && <= 9223372036854775807', position);
    }
    position = Number(position);
  } else if (typeof position === 'number') {
    validateInteger(position, 'position', -1, Number.MAX_SAFE_INTEGER);
  } else {
    throw new codes.ERR_INVALID_ARG_TYPE('position', ['integer', 'bigint'], position);
  }
  return [fd, buffer, offset, length, position >= 0 ? position : null];
}

// Node's validateOffsetLengthWrite.
function validateOffsetLengthWrite(offset, length, byteLength) {
  const { codes } = require('internal/errors');
  if (offset > byteLength) throw new codes.ERR_OUT_OF_RANGE('offset', `<= ${byteLength}`, offset);
  if (length > byteLength - offset) throw new codes.ERR_OUT_OF_RANGE('length', `<= ${byteLength - offset}`, length);
  if (length < 0) throw new codes.ERR_OUT_OF_RANGE('length', '>= 0', length);
  validateInteger(length, 'length', 0, 2147483647);
}

fs.readSync = function readSync(fd, buffer, offset, length, position) {
  // readSync(fd, buffer, options): the third argument must then be an object (or nothing).
  if (arguments.length <= 3 && offset !== undefined && offset !== null &&
      (typeof offset !== 'object' || Array.isArray(offset))) {
    toFd(fd);
    if (ArrayBuffer.isView(buffer)) throw invalidArgType('options', 'Object', offset);
  }
  const callArguments = readArguments(fd, buffer, offset, length, position);
  return callArguments === null ? 0 : binding.readInto(...callArguments);
};

// read(fd[, buffer[, offset[, length[, position]]]], cb), or with { buffer, offset, length,
// position } in place of the buffer (a 16 KiB Buffer when it names none).
fs.read = function read(fd, ...rest) {
  const callback = rest.pop();
  let [buffer, offset, length, position] = rest;
  if (rest.length <= 1 && !ArrayBuffer.isView(buffer)) {
    ({ buffer = require('buffer').Buffer.alloc(16384), offset, length, position } = buffer ?? {});
  }
  const callArguments = readArguments(fd, buffer, offset, length, position);
  if (typeof callback !== 'function') throw invalidArgType('cb', 'function', callback);
  if (callArguments === null) return process.nextTick(() => callback(null, 0, buffer));
  binding.readInto(...callArguments, {
    oncomplete(error, bytesRead) {
      if (error) return callback(error);
      callback(null, bytesRead, callArguments[1]);
    },
  });
};

// readv(fd, buffers[, position], cb) and writev: the buffers in order, as one call.
fs.readvSync = function readvSync(fd, buffers, position) {
  toFd(fd);
  toBufferArray(buffers);
  return binding.readBuffers(fd, buffers, typeof position === 'number' ? position : null);
};

fs.readv = function readv(fd, buffers, position, callback) {
  toFd(fd);
  toBufferArray(buffers);
  callback = callback || position;
  if (typeof callback !== 'function') throw invalidArgType('cb', 'function', callback);
  binding.readBuffers(fd, buffers, typeof position === 'number' ? position : null, {
    oncomplete(error, bytesRead) { callback(error, bytesRead || 0, buffers); },
  });
};

fs.writevSync = function writevSync(fd, buffers, position) {
  toFd(fd);
  toBufferArray(buffers);
  if (buffers.length === 0) return 0;
  return binding.writeBuffers(fd, buffers, typeof position === 'number' ? position : null);
};

fs.writev = function writev(fd, buffers, position, callback) {
  toFd(fd);
  toBufferArray(buffers);
  callback = callback || position;
  if (typeof callback !== 'function') throw invalidArgType('cb', 'function', callback);
  if (buffers.length === 0) {
    process.nextTick(callback, null, 0, buffers);
    return;
  }
  binding.writeBuffers(fd, buffers, typeof position === 'number' ? position : null, {
    oncomplete(error, bytesWritten) { callback(error, bytesWritten || 0, buffers); },
  });
};

// truncate(path[, len], cb): open, ftruncate, close. A descriptor still works (DEP0081).
let truncateWarned = false;
function warnTruncateDescriptor() {
  if (truncateWarned) return;
  truncateWarned = true;
  process.emitWarning('Using fs.truncate with a file descriptor is deprecated. Please use fs.ftruncate with a file ' +
    'descriptor instead.', 'DeprecationWarning', 'DEP0081');
}

fs.truncateSync = function truncateSync(file, len) {
  if (typeof file === 'number') {
    warnTruncateDescriptor();
    return fs.ftruncateSync(file, len);
  }
  if (len === undefined) len = 0;
  const fd = fs.openSync(file, 'r+');
  try {
    fs.ftruncateSync(fd, len);
  } finally {
    fs.closeSync(fd);
  }
};

fs.truncate = function truncate(file, len, callback) {
  if (typeof file === 'number') {
    warnTruncateDescriptor();
    return fs.ftruncate(file, len, callback);
  }
  if (typeof len === 'function') {
    callback = len;
    len = 0;
  } else if (len === undefined) {
    len = 0;
  }
  len = toLength(len);
  if (typeof callback !== 'function') throw invalidArgType('cb', 'function', callback);
  fs.open(file, 'r+', (openError, fd) => {
    if (openError) return callback(openError);
    fs.ftruncate(fd, len, (truncateError) => {
      fs.close(fd, (closeError) => {
        callback(require('internal/errors').aggregateTwoErrors(closeError, truncateError));
      });
    });
  });
};

// The promise form of `operation(handle)` on a file opened for it, closed whatever happens
// (Node's handleFdClose: the operation's error wins, a close error joins it).
async function withOpenFile(file, flags, operation) {
  const handle = await promises.open(file, flags);
  let result;
  try {
    result = await operation(handle);
  } catch (operationError) {
    try {
      await handle.close();
    } catch (closeError) {
      throw require('internal/errors').aggregateTwoErrors(closeError, operationError);
    }
    throw operationError;
  }
  await handle.close();
  return result;
}

// fs.promises.writeFile/appendFile (Node's lib/internal/fs/promises.js): besides strings and
// views, any iterable or async iterable of them (a Readable stream too), written chunk by
// chunk; `signal` is looked at before opening and between writes.
const kWriteFileMaxChunkSize = 512 * 1024;

function isCustomIterable(data) {
  return data !== null && data !== undefined && typeof data !== 'string' && !ArrayBuffer.isView(data) &&
    (typeof data[Symbol.iterator] === 'function' || typeof data[Symbol.asyncIterator] === 'function');
}


async function writeFileHandle(handle, data, signal, encoding) {
  checkAborted(signal);
  const { Buffer } = require('buffer');
  const writeAll = async (view) => {
    let bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    while (bytes.byteLength > 0) {
      checkAborted(signal);
      const { bytesWritten } = await handle.write(bytes, 0, Math.min(kWriteFileMaxChunkSize, bytes.byteLength));
      bytes = bytes.subarray(bytesWritten);
    }
  };
  if (!isCustomIterable(data)) return writeAll(data);
  for await (const chunk of data) {
    checkAborted(signal);
    if (!ArrayBuffer.isView(chunk) && typeof chunk !== 'string') {
      throw invalidArgType('data', ['string', 'Buffer', 'TypedArray', 'DataView'], chunk);
    }
    await writeAll(ArrayBuffer.isView(chunk) ? chunk : Buffer.from(chunk, encoding || 'utf8'));
  }
}

function writeFileWith(defaultFlag) {
  return async function writeFile(file, data, options) {
    options = optionsObject(options, { encoding: 'utf8', mode: 0o666, flag: defaultFlag });
    if (!ArrayBuffer.isView(data) && !isCustomIterable(data)) {
      data = require('buffer').Buffer.from(toText(data), options.encoding || 'utf8');
    }
    const { signal } = options;
    if (signal !== undefined) require('internal/errors').validateAbortSignal(signal, 'options.signal');
    const { FileHandle } = require('internal/fs/file_handle');
    if (file instanceof FileHandle) return writeFileHandle(file, data, signal, options.encoding);
    checkAborted(signal);
    return withOpenFile(file, options.flag || defaultFlag, (handle) => writeFileHandle(handle, data, signal, options.encoding));
  };
}
// fs.promises.readFile of a FileHandle, or with a `signal`, reads in chunks with the signal
// looked at between them; a path without one is read in one native call.
const readWholeFile = promises.readFile;
promises.readFile = async function readFile(file, options) {
  const { FileHandle } = require('internal/fs/file_handle');
  if (file instanceof FileHandle) return file.readFile(options);
  const signal = options !== null && typeof options === 'object' ? options.signal : undefined;
  if (signal === undefined) return readWholeFile(file, options);
  require('internal/errors').validateAbortSignal(signal, 'options.signal');
  checkAborted(signal);
  return withOpenFile(file, options.flag || 'r', (handle) => handle.readFile(options));
};

promises.writeFile = writeFileWith('w');
promises.appendFile = writeFileWith('a');

// The callback forms with a `signal` write as the promise form does: chunk by chunk, the
// signal looked at between writes.
for (const name of ['writeFile', 'appendFile']) {
  const whole = fs[name];
  fs[name] = {
    [name](file, data, options, callback) {
      if (options === null || typeof options !== 'object' || options.signal === undefined) return whole(...arguments);
      if (typeof callback !== 'function') throw invalidArgType('cb', 'function', callback);
      promises[name](file, data, options).then(() => callback(null), callback);
    },
  }[name];
}

// `flush: true` (Node 20.10) syncs the file to disk before it is closed: the data is written
// through a descriptor, then fs.fsync/fsyncSync (looked up on the module, as Node's), then the
// descriptor is closed if this call opened it. Anything but a boolean, null or undefined is a
// TypeError before anything is opened.
function flushRequested(options) {
  if (options === null || typeof options !== 'object') return false;
  const { flush } = options;
  if (flush === undefined || flush === null) return false;
  require('internal/errors').validateBoolean(flush, 'options.flush');
  return flush;
}

function withoutFlush(options) {
  const copy = { ...options };
  delete copy.flush;
  return copy;
}

for (const name of ['writeFile', 'appendFile']) {
  const syncName = `${name}Sync`;
  const whole = fs[name];
  const wholeSync = fs[syncName];
  const defaultFlag = name === 'writeFile' ? 'w' : 'a';
  fs[syncName] = {
    [syncName](file, data, options) {
      if (!flushRequested(options)) return wholeSync(file, data, options);
      const rest = optionsObject(withoutFlush(options), { flag: defaultFlag, mode: 0o666 });
      const fd = typeof file === 'number' ? file : fs.openSync(file, rest.flag, rest.mode);
      try {
        wholeSync(fd, data, rest);
        fs.fsyncSync(fd);
      } finally {
        if (fd !== file) fs.closeSync(fd);
      }
    },
  }[syncName];
  fs[name] = {
    [name](file, data, options, callback) {
      if (!flushRequested(options)) return whole(...arguments);
      if (typeof callback !== 'function') throw invalidArgType('cb', 'function', callback);
      const rest = optionsObject(withoutFlush(options), { flag: defaultFlag, mode: 0o666 });
      const written = (fd, done) => {
        whole(fd, data, rest, (error) => {
          if (error) return done(error);
          fs.fsync(fd, done);
        });
      };
      if (typeof file === 'number') return written(file, callback);
      fs.open(file, rest.flag, rest.mode, (openError, fd) => {
        if (openError) return callback(openError);
        written(fd, (error) => fs.close(fd, (closeError) => callback(error || closeError || null)));
      });
    },
  }[name];
  const wholePromise = promises[name];
  promises[name] = {
    async [name](file, data, options) {
      if (!flushRequested(options)) return wholePromise(file, data, options);
      const { FileHandle } = require('internal/fs/file_handle');
      const rest = optionsObject(withoutFlush(options), { flag: defaultFlag, mode: 0o666 });
      if (file instanceof FileHandle) {
        await wholePromise(file, data, rest);
        return file.sync();
      }
      return withOpenFile(file, rest.flag, async (handle) => {
        await wholePromise(handle, data, rest);
        await handle.sync();
      });
    },
  }[name];
}

promises.truncate = function truncate(file, len = 0) {
  return withOpenFile(file, 'r+', (handle) => handle.truncate(len));
};

// lchmod exists only where the system has O_SYMLINK (macOS): on Linux the names are there,
// undefined, and the promise form rejects.
fs.lchmod = undefined;
fs.lchmodSync = undefined;
promises.lchmod = async function lchmod() {
  const { codes } = require('internal/errors');
  throw new codes.ERR_METHOD_NOT_IMPLEMENTED('lchmod()');
};

// Directories read in batches (fs.Dir), copies (fs.cp) and watchers load on first use.
function directories() {
  return require('internal/fs/dir');
}
fs.opendir = function opendir(file, options, callback) {
  return directories().opendir(file, options, callback);
};
fs.opendirSync = function opendirSync(file, options) {
  return directories().opendirSync(file, options);
};
promises.opendir = function opendir(file, options) {
  return directories().opendirPromise(file, options);
};

fs.cp = function cp(src, dest, options, callback) {
  return require('internal/fs/cp').cp(src, dest, options, callback);
};
fs.cpSync = function cpSync(src, dest, options) {
  return require('internal/fs/cp').cpSync(src, dest, options);
};
promises.cp = function cp(src, dest, options) {
  return require('internal/fs/cp').cpPromise(src, dest, options);
};

function watchers() {
  return require('internal/fs/watchers');
}
fs.watch = function watch(filename, options, listener) {
  return watchers().watch(filename, options, listener);
};
fs.watchFile = function watchFile(filename, options, listener) {
  return watchers().watchFile(filename, options, listener);
};
fs.unwatchFile = function unwatchFile(filename, listener) {
  return watchers().unwatchFile(filename, listener);
};
promises.watch = function watch(filename, options) {
  return watchers().watchPromise(filename, options);
};

// openAsBlob(path[, { type }]): a Blob of the file's bytes as they are now (Node's is backed by
// the file and read lazily; this one reads it when made). As Node's, a file that cannot be
// opened is a synchronous TypeError, not a rejection.
fs.openAsBlob = function openAsBlob(file, options = {}) {
  if (options === null || typeof options !== 'object') throw invalidArgType('options', 'object', options);
  const type = options.type || '';
  if (typeof type !== 'string') throw invalidArgType('options.type', 'string', type);
  const target = toPath(file);
  let bytes;
  try {
    bytes = fs.readFileSync(target);
  } catch {
    const error = new TypeError('Unable to open file as blob');
    error.code = 'ERR_INVALID_ARG_VALUE';
    throw error;
  }
  return Promise.resolve(new (require('buffer').Blob)([bytes], { type }));
};

fs._toUnixTimestamp = toUnixTimestamp;

// realpath.native is the system's realpath(3), the binding's. fs.realpath is Node's walk over
// the path's components, which differs where realpath(3) fails: a link to a pipe or socket
// (/dev/stdin → /proc/self/fd/0 → 'pipe:[N]') resolves to the link's target path, not
// ENOENT. realpath(3) answers first; the walk runs only after its ENOENT.
const nativeRealpath = fs.realpath;
const nativeRealpathSync = fs.realpathSync;

function isPipeOrSocket(stats) {
  return stats.isFIFO() || stats.isSocket();
}

// Node's realpathSync walk, for the case realpath(3) refused: each component lstat'ed, each
// link read and the path restarted from its target. Node stops at the first component it
// already knew to be no link when the last link it followed led to a pipe or socket, and
// answers the path as it stands; its errors are the lstat's or stat's.
function walkRealpath(file) {
  const path = require('path');
  const knownHard = new Set();
  let remaining = path.resolve(file);
  let linkedToPipe = false;
  for (let hops = 0; hops < 64; hops++) {
    const parts = remaining.split('/').filter((part) => part !== '');
    let resolved = '/';
    let restarted = false;
    for (let index = 0; index < parts.length; index++) {
      const candidate = path.join(resolved, parts[index]);
      if (knownHard.has(candidate)) {
        if (linkedToPipe) return remaining;
        resolved = candidate;
        continue;
      }
      if (!fs.lstatSync(candidate).isSymbolicLink()) {
        knownHard.add(candidate);
        resolved = candidate;
        continue;
      }
      linkedToPipe = isPipeOrSocket(fs.statSync(candidate));
      const link = path.resolve(resolved, fs.readlinkSync(candidate));
      const rest = parts.slice(index + 1).join('/');
      remaining = rest === '' ? link : path.join(link, rest);
      restarted = true;
      break;
    }
    if (!restarted) return resolved;
  }
  return nativeRealpathSync(file);
}

// Node's realpath and realpathSync are JavaScript that takes any value as a path: what is not
// a string, a Buffer or a file URL becomes a string (`p += ''`), so realpath(undefined)
// reports ENOENT for a file named "undefined" where the other calls throw
// ERR_INVALID_ARG_TYPE (realpath.native and fs.promises.realpath still do).
function realpathTarget(file) {
  if (typeof file === 'string' || file instanceof Uint8Array) return file;
  if (file !== null && typeof file === 'object' && file.href !== undefined && file.protocol === 'file:') return file;
  return file + '';
}

fs.realpathSync = function realpathSync(file, options) {
  file = realpathTarget(file);
  try {
    return nativeRealpathSync(file, options);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    return encodedName(walkRealpath(toPath(file)), options);
  }
};
fs.realpath = function realpath(file, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  // Node checks the callback before the path.
  if (typeof callback !== 'function') throw invalidArgType('cb', 'function', callback);
  file = realpathTarget(file);
  nativeRealpath(file, options, (error, resolved) => {
    if (error === null || error.code !== 'ENOENT') return callback(error, resolved);
    let walked;
    try {
      walked = encodedName(walkRealpath(toPath(file)), options);
    } catch (walkError) {
      return callback(walkError);
    }
    callback(null, walked);
  });
};
fs.realpath.native = nativeRealpath;
fs.realpathSync.native = nativeRealpathSync;

// util.promisify of the callbacks that report several values resolves to an object of them,
// and of exists (whose callback has no error) to the boolean.
const kPromisifyCustom = Symbol.for('nodejs.util.promisify.custom');
for (const [name, names] of [['read', ['bytesRead', 'buffer']], ['write', ['bytesWritten', 'buffer']],
  // Node's writev reports `buffer`, not `buffers`, through promisify.
  ['readv', ['bytesRead', 'buffers']], ['writev', ['bytesWritten', 'buffer']]]) {
  const original = fs[name];
  Object.defineProperty(original, kPromisifyCustom, {
    // Named as the function it promisifies, as Node's are.
    value: { [name]: (...args) => new Promise((resolve, reject) => {
      original(...args, (error, ...values) => {
        if (error) return reject(error);
        const result = {};
        names.forEach((key, i) => { result[key] = values[i]; });
        resolve(result);
      });
    }) }[name],
    configurable: true,
  });
}
Object.defineProperty(fs.exists, kPromisifyCustom, {
  value: { exists: (file) => new Promise((resolve) => fs.exists(file, resolve)) }.exists,
  configurable: true,
});

// Streams load on first use: most programs never make one.
function fileStreams() {
  return require('internal/fs/streams');
}
fs.createReadStream = function createReadStream(file, options) {
  return new (fileStreams().ReadStream)(file, options);
};
fs.createWriteStream = function createWriteStream(file, options) {
  return new (fileStreams().WriteStream)(file, options);
};
for (const [name, key] of [['ReadStream', 'ReadStream'], ['WriteStream', 'WriteStream'],
  ['FileReadStream', 'ReadStream'], ['FileWriteStream', 'WriteStream']]) {
  Object.defineProperty(fs, name, {
    get() { return fileStreams()[key]; },
    set(value) { Object.defineProperty(fs, name, { value, writable: true, configurable: true, enumerable: true }); },
    configurable: true,
    enumerable: true,
  });
}

fs.Stats = Stats;
fs.Dirent = Dirent;
Object.defineProperty(fs, 'Dir', {
  get() { return directories().Dir; },
  set(value) { Object.defineProperty(fs, 'Dir', { value, writable: true, configurable: true, enumerable: true }); },
  configurable: true,
  enumerable: true,
});
fs.constants = constants;
fs.F_OK = constants.F_OK;
fs.R_OK = constants.R_OK;
fs.W_OK = constants.W_OK;
fs.X_OK = constants.X_OK;
fs.promises = promises;
promises.open = (...args) => require('internal/fs/file_handle').open(...args);
promises.constants = constants;
