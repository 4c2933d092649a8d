'use strict';
// path.relative, path.extname and path.parse (posix): loaded on first use, so that start-up
// (the module loader needs path) compiles only what resolving a module needs.
const { SLASH, DOT, validateString } = require('internal/path/common');
const posix = require('path');

// Node's scan of a path's final segment, from the end down to `start`: where it starts,
// where it ends (trailing slashes dropped), its last dot, and whether a dot run is all
// there is before it (0: no dot, 1: one dot run, -1: other characters).
function scanFinalSegment(path, start) {
  let startDot = -1;
  let startPart = 0;
  let end = -1;
  let matchedSlash = true;
  let preDotState = 0;
  for (let i = path.length - 1; i >= start; --i) {
    const code = path.charCodeAt(i);
    if (code === SLASH) {
      if (!matchedSlash) {
        startPart = i + 1;
        break;
      }
      continue;
    }
    if (end === -1) {
      matchedSlash = false;
      end = i + 1;
    }
    if (code === DOT) {
      if (startDot === -1) startDot = i;
      else if (preDotState !== 1) preDotState = 1;
    } else if (startDot !== -1) {
      preDotState = -1;
    }
  }
  return { startDot, startPart, end, preDotState };
}

// Whether the scanned segment has an extension: a dot that is not its first character and
// not all of a `..`.
function hasExtension({ startDot, startPart, end, preDotState }) {
  return !(startDot === -1 || end === -1 || preDotState === 0 ||
           (preDotState === 1 && startDot === end - 1 && startDot === startPart + 1));
}

module.exports = {
  relative(from, to) {
    validateString(from, 'from');
    validateString(to, 'to');
    if (from === to) return '';
    from = posix.resolve(from);
    to = posix.resolve(to);
    if (from === to) return '';

    const fromStart = 1;
    const fromEnd = from.length;
    const fromLen = fromEnd - fromStart;
    const toStart = 1;
    const toLen = to.length - toStart;

    const length = (fromLen < toLen ? fromLen : toLen);
    let lastCommonSep = -1;
    let i = 0;
    for (; i < length; i++) {
      const fromCode = from.charCodeAt(fromStart + i);
      if (fromCode !== to.charCodeAt(toStart + i)) break;
      else if (fromCode === SLASH) lastCommonSep = i;
    }
    if (i === length) {
      if (toLen > length) {
        if (to.charCodeAt(toStart + i) === SLASH) {
          // `from` is the exact base path for `to`: '/foo/bar' vs '/foo/bar/baz'
          return to.slice(toStart + i + 1);
        }
        if (i === 0) {
          // `from` is the root
          return to.slice(toStart + i);
        }
      } else if (fromLen > length) {
        if (from.charCodeAt(fromStart + i) === SLASH) {
          // `to` is the exact base path for `from`
          lastCommonSep = i;
        } else if (i === 0) {
          // `to` is the root
          lastCommonSep = 0;
        }
      }
    }

    let out = '';
    for (i = fromStart + lastCommonSep + 1; i <= fromEnd; ++i) {
      if (i === fromEnd || from.charCodeAt(i) === SLASH) {
        out += out.length === 0 ? '..' : '/..';
      }
    }
    return `${out}${to.slice(toStart + lastCommonSep)}`;
  },

  extname(path) {
    validateString(path, 'path');
    const scan = scanFinalSegment(path, 0);
    if (!hasExtension(scan)) return '';
    return path.slice(scan.startDot, scan.end);
  },

  parse(path) {
    validateString(path, 'path');
    const ret = { root: '', dir: '', base: '', ext: '', name: '' };
    if (path.length === 0) return ret;
    const isAbsolute = path.charCodeAt(0) === SLASH;
    if (isAbsolute) ret.root = '/';
    const scan = scanFinalSegment(path, isAbsolute ? 1 : 0);
    const { startDot, startPart, end } = scan;

    if (end !== -1) {
      const first = startPart === 0 && isAbsolute ? 1 : startPart;
      if (!hasExtension(scan)) {
        ret.base = ret.name = path.slice(first, end);
      } else {
        ret.name = path.slice(first, startDot);
        ret.base = path.slice(first, end);
        ret.ext = path.slice(startDot, end);
      }
    }

    if (startPart > 0) ret.dir = path.slice(0, startPart - 1);
    else if (isAbsolute) ret.dir = '/';
    return ret;
  },

};
