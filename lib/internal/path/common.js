'use strict';

// What path.posix and path.win32 share.

// internal/errors loads on the first error: most programs never make one, and start-up
// should not pay for it.
function ERR_INVALID_ARG_TYPE(...args) {
  return new (require('internal/errors').codes.ERR_INVALID_ARG_TYPE)(...args);
}
function validateObject(...args) {
  return require('internal/errors').validateObject(...args);
}

const SLASH = 47;     // '/'
const DOT = 46;       // '.'
const BACKSLASH = 92; // '\\'
const COLON = 58;     // ':'
const QUESTION = 63;  // '?'

function validateString(value, name) {
  if (typeof value !== 'string')
    throw new ERR_INVALID_ARG_TYPE(name, 'string', value);
}

// Collapse '.' and '..' segments and repeated separators in `path`.
// The result never has leading or trailing separators.  When
// `allowAboveRoot` is true, leading '..' segments are kept.  With `win`,
// both '/' and '\\' separate segments and the result is joined with '\\'.
function normalizeSegments(path, allowAboveRoot, win) {
  if (!win) return normalizePosixSegments(path, allowAboveRoot);
  const sep = '\\';
  let out = '';
  let lastSegmentLength = 0;
  let lastSlash = -1;
  let dots = 0;
  let code = 0;
  for (let i = 0; i <= path.length; ++i) {
    if (i < path.length) code = path.charCodeAt(i);
    else if (code === SLASH || (win && code === BACKSLASH)) break;
    else code = SLASH;

    if (code === SLASH || (win && code === BACKSLASH)) {
      if (lastSlash === i - 1 || dots === 1) {
        // empty segment or '.': nothing to emit
      } else if (dots === 2) {
        if (out.length < 2 || lastSegmentLength !== 2 ||
            out.charCodeAt(out.length - 1) !== DOT ||
            out.charCodeAt(out.length - 2) !== DOT) {
          if (out.length > 2) {
            const idx = out.lastIndexOf(sep);
            if (idx === -1) {
              out = '';
              lastSegmentLength = 0;
            } else {
              out = out.slice(0, idx);
              lastSegmentLength = out.length - 1 - out.lastIndexOf(sep);
            }
            lastSlash = i;
            dots = 0;
            continue;
          } else if (out.length !== 0) {
            out = '';
            lastSegmentLength = 0;
            lastSlash = i;
            dots = 0;
            continue;
          }
        }
        if (allowAboveRoot) {
          out += out.length > 0 ? sep + '..' : '..';
          lastSegmentLength = 2;
        }
      } else {
        if (out.length > 0) out += sep + path.slice(lastSlash + 1, i);
        else out = path.slice(lastSlash + 1, i);
        lastSegmentLength = i - lastSlash - 1;
      }
      lastSlash = i;
      dots = 0;
    } else if (code === DOT && dots !== -1) {
      ++dots;
    } else {
      dots = -1;
    }
  }
  return out;
}

// The same for '/' alone, with a few whole-string calls where the loop above makes one
// per character (charCodeAt is a call here), since paths are built on every require. Most
// paths have no empty, '.' or '..' segment and only need their outer slashes trimmed.
function normalizePosixSegments(path, allowAboveRoot) {
  if (path.charCodeAt(0) !== DOT && path.indexOf('/.') === -1 && path.indexOf('//') === -1) {
    const start = path.charCodeAt(0) === SLASH ? 1 : 0;
    let end = path.length;
    if (end > start && path.charCodeAt(end - 1) === SLASH) end--;
    return start === 0 && end === path.length ? path : path.slice(start, end);
  }
  const out = [];
  let length = 0;
  for (let start = 0; start <= path.length;) {
    let end = path.indexOf('/', start);
    if (end === -1) end = path.length;
    if (end > start) {
      const segment = path.slice(start, end);
      if (segment === '..') {
        if (length > 0 && out[length - 1] !== '..') length--;
        else if (allowAboveRoot) out[length++] = segment;
      } else if (segment !== '.') {
        out[length++] = segment;
      }
    }
    start = end + 1;
  }
  out.length = length;
  return out.join('/');
}

function formatPath(sep, pathObject) {
  validateObject(pathObject, 'pathObject');
  const dir = pathObject.dir || pathObject.root;
  const base = pathObject.base ||
    `${pathObject.name || ''}${formatExt(pathObject.ext)}`;
  if (!dir) return base;
  return dir === pathObject.root ? `${dir}${base}` : `${dir}${sep}${base}`;
}

function formatExt(ext) {
  return ext ? `${ext[0] === '.' ? '' : '.'}${ext}` : '';
}

// Node's scan of a path's final segment, from the end down to `start` (`startPart` when no
// separator comes first): where it starts, where it ends (trailing separators dropped), its
// last dot, and whether a dot run is all there is before it (0: no dot, 1: one dot run,
// -1: other characters). For extname and parse, posix and win32.
function scanFinalSegment(path, start, startPart, isSeparator) {
  let startDot = -1;
  let end = -1;
  let matchedSlash = true;
  let preDotState = 0;
  for (let i = path.length - 1; i >= start; --i) {
    const code = path.charCodeAt(i);
    if (isSeparator(code)) {
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
  SLASH, DOT, BACKSLASH, COLON, QUESTION, validateString, normalizeSegments, formatPath, formatExt,
  scanFinalSegment, hasExtension,
  ERR_INVALID_ARG_TYPE, validateObject,
};
