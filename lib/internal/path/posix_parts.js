'use strict';
// path.relative, path.extname and path.parse (posix): loaded on first use, so that start-up
// (the module loader needs path) compiles only what resolving a module needs.
const { SLASH, validateString, scanFinalSegment, hasExtension } = require('internal/path/common');
const posix = require('path');

function isPosixSeparator(code) {
  return code === SLASH;
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
    const scan = scanFinalSegment(path, 0, 0, isPosixSeparator);
    if (!hasExtension(scan)) return '';
    return path.slice(scan.startDot, scan.end);
  },

  parse(path) {
    validateString(path, 'path');
    const ret = { root: '', dir: '', base: '', ext: '', name: '' };
    if (path.length === 0) return ret;
    const isAbsolute = path.charCodeAt(0) === SLASH;
    if (isAbsolute) ret.root = '/';
    const scan = scanFinalSegment(path, isAbsolute ? 1 : 0, 0, isPosixSeparator);
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
