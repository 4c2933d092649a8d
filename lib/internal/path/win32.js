'use strict';

// path.win32: Node's Windows semantics (drive letters, UNC roots, both '/' and '\\' as
// separators), loaded by lib/path.js on first use.

const {
  SLASH, DOT, BACKSLASH, COLON, QUESTION, validateString, normalizeSegments, formatPath, formatExt,
  ERR_INVALID_ARG_TYPE, validateObject, scanFinalSegment, hasExtension,
} = require('internal/path/common');

function isWinSep(code) {
  return code === SLASH || code === BACKSLASH;
}

function isDriveLetter(code) {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

// True when `path` starts with a drive letter and a colon ('C:').
function hasDrive(path) {
  return path.length >= 2 && path.charCodeAt(1) === COLON &&
    isDriveLetter(path.charCodeAt(0));
}

// For a path that starts with two separators, match '\\server\share'.
// Returns null or [end of server, start of share, end of share].
function matchUNC(path) {
  const len = path.length;
  let j = 2;
  while (j < len && !isWinSep(path.charCodeAt(j))) j++;
  if (j === len || j === 2) return null;
  const serverEnd = j;
  while (j < len && isWinSep(path.charCodeAt(j))) j++;
  if (j === len) return null;
  const shareStart = j;
  while (j < len && !isWinSep(path.charCodeAt(j))) j++;
  return [serverEnd, shareStart, j];
}

// The root of `path` as resolve() and normalize() see it: `device` is
// 'C:', '\\server\share', '\\.' or '\\?' (or ''), `end` the index where
// the rest of the path starts, `unc` whether a server share matched.
function winRoot(path) {
  const len = path.length;
  const root = { device: '', end: 0, absolute: false, unc: false };
  if (len === 0) return root;
  const code = path.charCodeAt(0);
  if (isWinSep(code)) {
    root.absolute = true;
    if (len === 1 || !isWinSep(path.charCodeAt(1))) {
      root.end = 1;
      return root;
    }
    const m = matchUNC(path);
    if (m !== null) {
      const server = path.slice(2, m[0]);
      if (server === '.' || server === '?') {
        root.device = `\\\\${server}`;
        root.end = 4;
      } else {
        root.device = `\\\\${server}\\${path.slice(m[1], m[2])}`;
        root.end = m[2];
        root.unc = true;
      }
    }
  } else if (hasDrive(path)) {
    root.device = path.slice(0, 2);
    root.end = 2;
    if (len > 2 && isWinSep(path.charCodeAt(2))) {
      root.absolute = true;
      root.end = 3;
    }
  }
  return root;
}

// DOS device names that normalize() keeps from turning into a drive-like
// prefix ('CON:', 'com1:', ...).
const RESERVED_NAMES = [
  'CON', 'PRN', 'AUX', 'NUL',
  'COM1', 'COM2', 'COM3', 'COM4', 'COM5', 'COM6', 'COM7', 'COM8', 'COM9',
  'COM\u00b9', 'COM\u00b2', 'COM\u00b3',
  'LPT1', 'LPT2', 'LPT3', 'LPT4', 'LPT5', 'LPT6', 'LPT7', 'LPT8', 'LPT9',
  'LPT\u00b9', 'LPT\u00b2', 'LPT\u00b3',
];

// Like Node, this looks at `path.slice(0, colonIndex)` even when there is no
// colon (colonIndex -1), so 'CONx' counts as reserved.
function isReservedName(path, colonIndex) {
  return RESERVED_NAMES.indexOf(path.slice(0, colonIndex).toUpperCase()) !== -1;
}

const win32 = {
  resolve(...args) {
    let resolvedDevice = '';
    let resolvedTail = '';
    let resolvedAbsolute = false;

    for (let i = args.length - 1; i >= -1; i--) {
      let path;
      if (i >= 0) {
        path = args[i];
        validateString(path, `paths[${i}]`);
        if (path.length === 0) continue;
      } else if (resolvedDevice.length === 0) {
        path = process.cwd();
      } else {
        // A drive-relative path ('C:foo') is relative to that drive's own
        // current directory, which Windows keeps in the '=C:' variable.
        // Elsewhere the process cwd stands in for it.
        path = process.env[`=${resolvedDevice}`] || process.cwd();
        if (path === undefined ||
            (path.slice(0, 2).toLowerCase() !== resolvedDevice.toLowerCase() &&
             path.charCodeAt(2) === BACKSLASH)) {
          path = `${resolvedDevice}\\`;
        }
      }

      const root = winRoot(path);
      if (root.device.length > 0) {
        if (resolvedDevice.length === 0) {
          resolvedDevice = root.device;
        } else if (root.device.toLowerCase() !== resolvedDevice.toLowerCase()) {
          // A path on another drive or share does not apply.
          continue;
        }
      }

      if (resolvedAbsolute) {
        if (resolvedDevice.length > 0) break;
      } else {
        resolvedTail = `${path.slice(root.end)}\\${resolvedTail}`;
        resolvedAbsolute = root.absolute;
        if (resolvedAbsolute && resolvedDevice.length > 0) break;
      }
    }

    resolvedTail = normalizeSegments(resolvedTail, !resolvedAbsolute, true);
    if (resolvedAbsolute) return `${resolvedDevice}\\${resolvedTail}`;
    return `${resolvedDevice}${resolvedTail}` || '.';
  },

  normalize(path) {
    validateString(path, 'path');
    const len = path.length;
    if (len === 0) return '.';
    const code = path.charCodeAt(0);
    if (len === 1) return code === SLASH ? '\\' : path;

    const root = winRoot(path);
    let device = root.device;
    let rootEnd = root.end;
    const isAbsolute = root.absolute;
    // A bare UNC root always ends with a separator.
    if (root.unc && rootEnd === len) return `${device}\\`;

    const colonIndex = path.indexOf(':');
    if (device.length === 0 && colonIndex > 0 && !isWinSep(code) &&
        isReservedName(path, colonIndex)) {
      device = path.slice(0, colonIndex + 1);
      rootEnd = colonIndex + 1;
    }

    let tail = rootEnd < len ?
      normalizeSegments(path.slice(rootEnd), !isAbsolute, true) : '';
    if (tail.length === 0 && !isAbsolute) tail = '.';
    if (tail.length > 0 && isWinSep(path.charCodeAt(len - 1))) tail += '\\';

    if (!isAbsolute && device.length === 0 && colonIndex !== -1) {
      // Keep a relative path from turning into something Windows reads as
      // a drive or a stream of the current directory (CVE-2024-36139).
      if (hasDrive(tail)) return `.\\${tail}`;
      let index = colonIndex;
      do {
        if (index === len - 1 || isWinSep(path.charCodeAt(index + 1)))
          return `.\\${tail}`;
        index = path.indexOf(':', index + 1);
      } while (index !== -1);
    }
    if (isReservedName(path, colonIndex)) return `.\\${device}${tail}`;
    if (device.length === 0) return isAbsolute ? `\\${tail}` : tail;
    return isAbsolute ? `${device}\\${tail}` : `${device}${tail}`;
  },

  isAbsolute(path) {
    validateString(path, 'path');
    const len = path.length;
    if (len === 0) return false;
    const code = path.charCodeAt(0);
    return isWinSep(code) ||
      (len > 2 && hasDrive(path) && isWinSep(path.charCodeAt(2)));
  },

  join(...args) {
    if (args.length === 0) return '.';
    let joined;
    let firstPart;
    for (let i = 0; i < args.length; ++i) {
      const arg = args[i];
      validateString(arg, 'path');
      if (arg.length > 0) {
        if (joined === undefined) joined = firstPart = arg;
        else joined += `\\${arg}`;
      }
    }
    if (joined === undefined) return '.';

    // normalize() would read a leading pair of separators as a UNC root.
    // Keep them only when the first non-empty argument starts with exactly
    // two separators and something else ('//server'); otherwise squash the
    // leading run into one separator.
    let needsReplace = true;
    let slashCount = 0;
    if (isWinSep(firstPart.charCodeAt(0))) {
      ++slashCount;
      const firstLen = firstPart.length;
      if (firstLen > 1 && isWinSep(firstPart.charCodeAt(1))) {
        ++slashCount;
        if (firstLen > 2) {
          if (isWinSep(firstPart.charCodeAt(2))) ++slashCount;
          else needsReplace = false;
        }
      }
    }
    if (needsReplace) {
      while (slashCount < joined.length &&
             isWinSep(joined.charCodeAt(slashCount))) {
        slashCount++;
      }
      if (slashCount >= 2) joined = `\\${joined.slice(slashCount)}`;
    }
    return win32.normalize(joined);
  },

  relative(from, to) {
    validateString(from, 'from');
    validateString(to, 'to');
    if (from === to) return '';

    const fromOrig = win32.resolve(from);
    const toOrig = win32.resolve(to);
    if (fromOrig === toOrig) return '';

    // Windows paths compare case-insensitively.
    from = fromOrig.toLowerCase();
    to = toOrig.toLowerCase();
    if (from === to) return '';

    if (fromOrig.length !== from.length || toOrig.length !== to.length) {
      // Lower-casing changed a length (e.g. 'İ'), so character offsets in
      // the lower-cased strings do not line up with the originals: compare
      // whole segments instead.
      return relativeBySegments(fromOrig, toOrig);
    }

    // Trim leading separators and the trailing ones of UNC roots.
    let fromStart = 0;
    while (fromStart < from.length &&
           from.charCodeAt(fromStart) === BACKSLASH) {
      fromStart++;
    }
    let fromEnd = from.length;
    while (fromEnd - 1 > fromStart &&
           from.charCodeAt(fromEnd - 1) === BACKSLASH) {
      fromEnd--;
    }
    const fromLen = fromEnd - fromStart;

    let toStart = 0;
    while (toStart < to.length && to.charCodeAt(toStart) === BACKSLASH) {
      toStart++;
    }
    let toEnd = to.length;
    while (toEnd - 1 > toStart && to.charCodeAt(toEnd - 1) === BACKSLASH) {
      toEnd--;
    }
    const toLen = toEnd - toStart;

    // Find the longest common leading part, ending at a separator.
    const length = fromLen < toLen ? fromLen : toLen;
    let lastCommonSep = -1;
    let i = 0;
    for (; i < length; i++) {
      const fromCode = from.charCodeAt(fromStart + i);
      if (fromCode !== to.charCodeAt(toStart + i)) break;
      else if (fromCode === BACKSLASH) lastCommonSep = i;
    }

    if (i !== length) {
      // Different before any common separator: different roots.
      if (lastCommonSep === -1) return toOrig;
    } else {
      if (toLen > length) {
        if (to.charCodeAt(toStart + i) === BACKSLASH) {
          // `from` is a parent of `to`: 'C:\foo' -> 'C:\foo\bar'
          return toOrig.slice(toStart + i + 1);
        }
        if (i === 2) {
          // `from` is the drive root: 'C:\' -> 'C:\foo'
          return toOrig.slice(toStart + i);
        }
      }
      if (fromLen > length) {
        if (from.charCodeAt(fromStart + i) === BACKSLASH) {
          // `to` is a parent of `from`: 'C:\foo\bar' -> 'C:\foo'
          lastCommonSep = i;
        } else if (i === 2) {
          // `to` is the drive root: 'C:\foo\bar' -> 'C:\'
          lastCommonSep = 3;
        }
      }
      if (lastCommonSep === -1) lastCommonSep = 0;
    }

    let out = '';
    for (i = fromStart + lastCommonSep + 1; i <= fromEnd; ++i) {
      if (i === fromEnd || from.charCodeAt(i) === BACKSLASH)
        out += out.length === 0 ? '..' : '\\..';
    }

    toStart += lastCommonSep;
    if (out.length > 0) return `${out}${toOrig.slice(toStart, toEnd)}`;
    if (toOrig.charCodeAt(toStart) === BACKSLASH) ++toStart;
    return toOrig.slice(toStart, toEnd);
  },

  matchesGlob(path, pattern) {
    return require('internal/path/glob').matchesGlob(path, pattern, true);
  },

  toNamespacedPath(path) {
    if (typeof path !== 'string' || path.length === 0) return path;
    const resolvedPath = win32.resolve(path);
    if (resolvedPath.length <= 2) return path;

    if (resolvedPath.charCodeAt(0) === BACKSLASH) {
      if (resolvedPath.charCodeAt(1) === BACKSLASH) {
        const code = resolvedPath.charCodeAt(2);
        if (code !== QUESTION && code !== DOT) {
          // UNC path: '\\server\share\x' -> '\\?\UNC\server\share\x'
          return `\\\\?\\UNC\\${resolvedPath.slice(2)}`;
        }
      }
    } else if (hasDrive(resolvedPath) &&
               resolvedPath.charCodeAt(2) === BACKSLASH) {
      // Drive path: 'C:\x' -> '\\?\C:\x'
      return `\\\\?\\${resolvedPath}`;
    }
    return resolvedPath;
  },

  dirname(path) {
    validateString(path, 'path');
    const len = path.length;
    if (len === 0) return '.';
    const code = path.charCodeAt(0);
    if (len === 1) return isWinSep(code) ? path : '.';

    // `rootEnd` is where the root ends (-1: none); the scan for the last
    // separator stops at `offset` so the root's separator is kept.
    let rootEnd = -1;
    let offset = 0;
    if (isWinSep(code)) {
      rootEnd = offset = 1;
      if (isWinSep(path.charCodeAt(1))) {
        const m = matchUNC(path);
        if (m !== null) {
          // A bare UNC root is its own dirname.
          if (m[2] === len) return path;
          rootEnd = offset = m[2] + 1;
        }
      }
    } else if (hasDrive(path)) {
      rootEnd = offset = len > 2 && isWinSep(path.charCodeAt(2)) ? 3 : 2;
    }

    let end = -1;
    let matchedSlash = true;
    for (let i = len - 1; i >= offset; --i) {
      if (isWinSep(path.charCodeAt(i))) {
        if (!matchedSlash) {
          end = i;
          break;
        }
      } else {
        matchedSlash = false;
      }
    }
    if (end === -1) {
      if (rootEnd === -1) return '.';
      end = rootEnd;
    }
    return path.slice(0, end);
  },

  basename(path, suffix) {
    if (suffix !== undefined) validateString(suffix, 'suffix');
    validateString(path, 'path');
    // Skip a drive prefix, so that in 'C:\' the separator is not taken for
    // a trailing one.
    let start = hasDrive(path) ? 2 : 0;
    let end = -1;
    let matchedSlash = true;

    if (suffix !== undefined && suffix.length > 0 && suffix.length <= path.length) {
      if (suffix === path) return '';
      let extIdx = suffix.length - 1;
      let firstNonSlashEnd = -1;
      for (let i = path.length - 1; i >= start; --i) {
        const code = path.charCodeAt(i);
        if (isWinSep(code)) {
          if (!matchedSlash) {
            start = i + 1;
            break;
          }
        } else {
          if (firstNonSlashEnd === -1) {
            matchedSlash = false;
            firstNonSlashEnd = i + 1;
          }
          if (extIdx >= 0) {
            if (code === suffix.charCodeAt(extIdx)) {
              if (--extIdx === -1) end = i;
            } else {
              extIdx = -1;
              end = firstNonSlashEnd;
            }
          }
        }
      }
      if (start === end) end = firstNonSlashEnd;
      else if (end === -1) end = path.length;
      return path.slice(start, end);
    }

    for (let i = path.length - 1; i >= start; --i) {
      if (isWinSep(path.charCodeAt(i))) {
        if (!matchedSlash) {
          start = i + 1;
          break;
        }
      } else if (end === -1) {
        matchedSlash = false;
        end = i + 1;
      }
    }
    if (end === -1) return '';
    return path.slice(start, end);
  },

  extname(path) {
    validateString(path, 'path');
    const start = hasDrive(path) ? 2 : 0;
    const scan = scanFinalSegment(path, start, start, isWinSep);
    if (!hasExtension(scan)) return '';
    return path.slice(scan.startDot, scan.end);
  },

  format: formatPath.bind(null, '\\'),

  parse(path) {
    validateString(path, 'path');
    const ret = { root: '', dir: '', base: '', ext: '', name: '' };
    const len = path.length;
    if (len === 0) return ret;
    const code = path.charCodeAt(0);

    if (len === 1) {
      if (isWinSep(code)) ret.root = ret.dir = path;
      else ret.base = ret.name = path;
      return ret;
    }

    let rootEnd = 0;
    if (isWinSep(code)) {
      rootEnd = 1;
      if (isWinSep(path.charCodeAt(1))) {
        const m = matchUNC(path);
        // The root of '\\server\share\x' includes the separator after it.
        if (m !== null) rootEnd = m[2] === len ? len : m[2] + 1;
      }
    } else if (hasDrive(path)) {
      if (len === 2 || (len === 3 && isWinSep(path.charCodeAt(2)))) {
        // Just a drive root: 'C:' or 'C:\'
        ret.root = ret.dir = path;
        return ret;
      }
      rootEnd = isWinSep(path.charCodeAt(2)) ? 3 : 2;
    }
    if (rootEnd > 0) ret.root = path.slice(0, rootEnd);

    const scan = scanFinalSegment(path, rootEnd, rootEnd, isWinSep);
    const { startDot, startPart, end } = scan;

    if (end !== -1) {
      if (!hasExtension(scan)) {
        ret.base = ret.name = path.slice(startPart, end);
      } else {
        ret.name = path.slice(startPart, startDot);
        ret.base = path.slice(startPart, end);
        ret.ext = path.slice(startDot, end);
      }
    }

    // A directory that is the root keeps the root's separator ('C:\');
    // otherwise the separator before the base is dropped.
    if (startPart > 0 && startPart !== rootEnd) ret.dir = path.slice(0, startPart - 1);
    else ret.dir = ret.root;
    return ret;
  },

  sep: '\\',
  delimiter: ';',
  win32: null,
  posix: null,
};

function relativeBySegments(fromOrig, toOrig) {
  const fromSplit = fromOrig.split('\\');
  const toSplit = toOrig.split('\\');
  if (fromSplit[fromSplit.length - 1] === '') fromSplit.pop();
  if (toSplit[toSplit.length - 1] === '') toSplit.pop();

  const fromLen = fromSplit.length;
  const toLen = toSplit.length;
  const length = fromLen < toLen ? fromLen : toLen;
  let i = 0;
  for (; i < length; i++) {
    if (fromSplit[i].toLowerCase() !== toSplit[i].toLowerCase()) break;
  }
  if (i === 0) return toOrig;
  if (i === length) {
    if (toLen > length) return toSplit.slice(i).join('\\');
    if (fromLen > length) return '..\\'.repeat(fromLen - 1 - i) + '..';
    return '';
  }
  return '..\\'.repeat(fromLen - i) + toSplit.slice(i).join('\\');
}

const posix = require('path');
win32.win32 = win32;
win32.posix = posix;
win32._makeLong = win32.toNamespacedPath;

module.exports = win32;
