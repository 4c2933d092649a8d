'use strict';
// fs.cp, fs.cpSync and fs.promises.cp (Node 20's lib/internal/fs/cp, after fs-extra's copy).
//
// The copy is written once, as a generator that yields each file-system step
// ([name, ...arguments]) and receives its result; `runSync` performs the steps with the Sync
// functions, `runAsync` with the promise ones, so both forms check and copy alike. Only the
// filter differs: cpSync refuses a filter that returns a promise, cp awaits it.

const fs = require('fs');
const path = require('path');
const { codes } = require('internal/errors');
const { toPath } = require('internal/fs/utils');

const { EEXIST, EINVAL, EISDIR, ENOTDIR } = require('os').constants.errno;

const defaults = {
  dereference: false,
  errorOnExist: false,
  filter: undefined,
  force: true,
  preserveTimestamps: false,
  recursive: false,
  verbatimSymlinks: false,
};

// Node's validateCpOptions.
function cpOptions(options) {
  if (options === undefined) return { ...defaults, mode: 0 };
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new codes.ERR_INVALID_ARG_TYPE('options', 'object', options);
  }
  const result = { ...defaults, ...options };
  for (const name of ['dereference', 'errorOnExist', 'force', 'preserveTimestamps', 'recursive', 'verbatimSymlinks']) {
    if (typeof result[name] !== 'boolean') throw new codes.ERR_INVALID_ARG_TYPE(`options.${name}`, 'boolean', result[name]);
  }
  if (result.mode === undefined || result.mode === null) {
    result.mode = 0;
  } else {
    if (typeof result.mode !== 'number') throw new codes.ERR_INVALID_ARG_TYPE('mode', 'number', result.mode);
    if (!Number.isInteger(result.mode)) throw new codes.ERR_OUT_OF_RANGE('mode', 'an integer', result.mode);
    if (result.mode < 0 || result.mode > 7) throw new codes.ERR_OUT_OF_RANGE('mode', '>= 0 && <= 7', result.mode);
  }
  if (result.dereference && result.verbatimSymlinks) {
    throw new codes.ERR_INCOMPATIBLE_OPTION_PAIR('dereference', 'verbatimSymlinks');
  }
  if (result.filter !== undefined && typeof result.filter !== 'function') {
    throw new codes.ERR_INVALID_ARG_TYPE('options.filter', 'Function', result.filter);
  }
  return result;
}

function failure(ErrorClass, message, file, errno, code) {
  return new codes[ErrorClass]({ message, path: file, syscall: 'cp', errno, code });
}

function areIdentical(srcStat, destStat) {
  return destStat.ino && destStat.dev && destStat.ino === srcStat.ino && destStat.dev === srcStat.dev;
}

// Whether `dest` is `src` or inside it, by path components.
function isSrcSubdir(src, dest) {
  const srcParts = path.resolve(src).split(path.sep).filter(Boolean);
  const destParts = path.resolve(dest).split(path.sep).filter(Boolean);
  return srcParts.every((part, i) => destParts[i] === part);
}

// MARK: The copy, as steps

function* copy(src, dest, opts) {
  const { srcStat, destStat, skipped } = yield* checkPaths(src, dest, opts);
  if (skipped) return;
  yield* checkParentPaths(src, srcStat, dest);
  const destParent = path.dirname(dest);
  if (!(yield ['exists', destParent])) yield ['mkdir', destParent, { recursive: true }];
  yield* copyEntry(destStat, src, dest, opts);
}

function* checkPaths(src, dest, opts) {
  if (opts.filter && !(yield ['filter', src, dest])) return { skipped: true };
  const statName = opts.dereference ? 'stat' : 'lstat';
  const srcStat = yield [statName, src];
  let destStat = null;
  try {
    destStat = yield [statName, dest];
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  if (destStat) {
    if (areIdentical(srcStat, destStat)) {
      throw failure('ERR_FS_CP_EINVAL', 'src and dest cannot be the same', dest, EINVAL, 'EINVAL');
    }
    if (srcStat.isDirectory() && !destStat.isDirectory()) {
      throw failure('ERR_FS_CP_DIR_TO_NON_DIR', `cannot overwrite non-directory ${dest} with directory ${src}`,
        dest, EISDIR, 'EISDIR');
    }
    if (!srcStat.isDirectory() && destStat.isDirectory()) {
      throw failure('ERR_FS_CP_NON_DIR_TO_DIR', `cannot overwrite directory ${dest} with non-directory ${src}`,
        dest, ENOTDIR, 'ENOTDIR');
    }
  }
  if (srcStat.isDirectory() && isSrcSubdir(src, dest)) {
    throw failure('ERR_FS_CP_EINVAL', `cannot copy ${src} to a subdirectory of self ${dest}`, dest, EINVAL, 'EINVAL');
  }
  return { srcStat, destStat, skipped: false };
}

// Refuses a destination whose ancestors include the source itself.
function* checkParentPaths(src, srcStat, dest) {
  const srcParent = path.resolve(path.dirname(src));
  const destParent = path.resolve(path.dirname(dest));
  if (destParent === srcParent || destParent === path.parse(destParent).root) return;
  let destStat;
  try {
    destStat = yield ['stat', destParent];
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  if (areIdentical(srcStat, destStat)) {
    throw failure('ERR_FS_CP_EINVAL', `cannot copy ${src} to a subdirectory of self ${dest}`, dest, EINVAL, 'EINVAL');
  }
  yield* checkParentPaths(src, srcStat, destParent);
}

function* copyEntry(destStat, src, dest, opts) {
  const srcStat = yield [opts.dereference ? 'stat' : 'lstat', src];
  if (srcStat.isDirectory()) {
    if (!opts.recursive) {
      // Node's cpSync reports EINVAL's number here, its cp EISDIR's.
      throw failure('ERR_FS_EISDIR', `${src} is a directory (not copied)`, src, opts.isAsync ? EISDIR : EINVAL, 'EISDIR');
    }
    if (!destStat) yield ['mkdir', dest];
    const names = yield ['list', src];
    for (const name of names) {
      const srcItem = path.join(src, name);
      const destItem = path.join(dest, name);
      const checked = yield* checkPaths(srcItem, destItem, opts);
      if (!checked.skipped) yield* copyEntry(checked.destStat, srcItem, destItem, opts);
    }
    if (!destStat) yield ['chmod', dest, srcStat.mode];
  } else if (srcStat.isFile() || srcStat.isCharacterDevice() || srcStat.isBlockDevice()) {
    if (destStat) {
      if (!opts.force) {
        if (opts.errorOnExist) throw failure('ERR_FS_CP_EEXIST', `${dest} already exists`, dest, EEXIST, 'EEXIST');
        return;
      }
      yield ['unlink', dest];
    }
    yield ['copyFile', src, dest, opts.mode];
    if (opts.preserveTimestamps) {
      // A read-only copy must be writable for utimes; atime is read again, since the copy
      // itself read the source.
      if ((srcStat.mode & 0o200) === 0) yield ['chmod', dest, srcStat.mode | 0o200];
      const updated = yield ['stat', src];
      yield ['utimes', dest, updated.atime, updated.mtime];
    }
    yield ['chmod', dest, srcStat.mode];
  } else if (srcStat.isSymbolicLink()) {
    yield* copyLink(destStat, src, dest, opts);
  } else if (srcStat.isSocket()) {
    throw failure('ERR_FS_CP_SOCKET', `cannot copy a socket file: ${dest}`, dest, EINVAL, 'EINVAL');
  } else if (srcStat.isFIFO()) {
    throw failure('ERR_FS_CP_FIFO_PIPE', `cannot copy a FIFO pipe: ${dest}`, dest, EINVAL, 'EINVAL');
  } else {
    throw failure('ERR_FS_CP_UNKNOWN', `cannot copy an unknown file type: ${dest}`, dest, EINVAL, 'EINVAL');
  }
}

function* copyLink(destStat, src, dest, opts) {
  let resolvedSrc = yield ['readlink', src];
  if (!opts.verbatimSymlinks && !path.isAbsolute(resolvedSrc)) resolvedSrc = path.resolve(path.dirname(src), resolvedSrc);
  if (!destStat) return yield ['symlink', resolvedSrc, dest];
  let resolvedDest;
  try {
    resolvedDest = yield ['readlink', dest];
  } catch (error) {
    // The destination is a file or directory, not a link: symlink reports that it exists.
    if (error.code === 'EINVAL' || error.code === 'UNKNOWN') return yield ['symlink', resolvedSrc, dest];
    throw error;
  }
  if (!path.isAbsolute(resolvedDest)) resolvedDest = path.resolve(path.dirname(dest), resolvedDest);
  if (isSrcSubdir(resolvedSrc, resolvedDest)) {
    throw failure('ERR_FS_CP_EINVAL', `cannot copy ${resolvedSrc} to a subdirectory of self ${resolvedDest}`,
      dest, EINVAL, 'EINVAL');
  }
  const target = yield ['stat', dest];
  if (target.isDirectory() && isSrcSubdir(resolvedDest, resolvedSrc)) {
    throw failure('ERR_FS_CP_SYMLINK_TO_SUBDIRECTORY', `cannot overwrite ${resolvedDest} with ${resolvedSrc}`,
      dest, EINVAL, 'EINVAL');
  }
  yield ['unlink', dest];
  return yield ['symlink', resolvedSrc, dest];
}

// MARK: Running the steps

// A directory's names in the order the system lists them, as Node's copy reads them (opendir).
function listSync(directory) {
  const dir = fs.opendirSync(directory);
  const names = [];
  try {
    for (let entry = dir.readSync(); entry !== null; entry = dir.readSync()) names.push(entry.name);
  } finally {
    dir.closeSync();
  }
  return names;
}

async function listAsync(directory) {
  const dir = await fs.promises.opendir(directory);
  const names = [];
  try {
    for (let entry = await dir.read(); entry !== null; entry = await dir.read()) names.push(entry.name);
  } finally {
    await dir.close();
  }
  return names;
}

function isPromise(value) {
  return value instanceof Promise;
}

function performSync([name, ...args], opts) {
  switch (name) {
    case 'filter': {
      const shouldCopy = opts.filter(...args);
      if (isPromise(shouldCopy)) throw new codes.ERR_INVALID_RETURN_VALUE('boolean', 'filter', shouldCopy);
      return shouldCopy;
    }
    case 'exists': return fs.existsSync(args[0]);
    case 'list': return listSync(args[0]);
    default: return fs[`${name}Sync`](...args);
  }
}

function performAsync([name, ...args], opts) {
  switch (name) {
    case 'filter': return opts.filter(...args);
    case 'exists': return fs.promises.access(args[0]).then(() => true, () => false);
    case 'list': return listAsync(args[0]);
    default: return fs.promises[name](...args);
  }
}

function runSync(steps, opts) {
  let next = steps.next();
  while (!next.done) {
    let result;
    try {
      result = performSync(next.value, opts);
    } catch (error) {
      next = steps.throw(error);
      continue;
    }
    next = steps.next(result);
  }
  return next.value;
}

function runAsync(steps, opts) {
  return new Promise((resolve, reject) => {
    const advance = (move) => {
      let next;
      try {
        next = move();
      } catch (error) {
        reject(error);
        return;
      }
      if (next.done) {
        resolve();
        return;
      }
      let pending;
      try {
        pending = Promise.resolve(performAsync(next.value, opts));
      } catch (error) {
        advance(() => steps.throw(error));
        return;
      }
      pending.then((result) => advance(() => steps.next(result)), (error) => advance(() => steps.throw(error)));
    };
    advance(() => steps.next());
  });
}

// MARK: The three forms

function cpSync(src, dest, options) {
  const opts = cpOptions(options);
  src = toPath(src, 'src');
  dest = toPath(dest, 'dest');
  runSync(copy(src, dest, opts), opts);
}

function cpPromise(src, dest, options) {
  try {
    const opts = { ...cpOptions(options), isAsync: true };
    src = toPath(src, 'src');
    dest = toPath(dest, 'dest');
    return runAsync(copy(src, dest, opts), opts);
  } catch (error) {
    return Promise.reject(error);
  }
}

function cp(src, dest, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  if (typeof callback !== 'function') throw new codes.ERR_INVALID_ARG_TYPE('cb', 'Function', callback);
  const opts = { ...cpOptions(options), isAsync: true };
  src = toPath(src, 'src');
  dest = toPath(dest, 'dest');
  runAsync(copy(src, dest, opts), opts).then(() => callback(null), callback);
}

module.exports = { cp, cpSync, cpPromise };
