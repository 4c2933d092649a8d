'use strict';

// POSIX path utilities, behaving like Node's `path` module on Linux/macOS.
// Windows semantics are not provided: `path.win32` throws when used.

const { codes: { ERR_INVALID_ARG_TYPE, ERR_FEATURE_UNAVAILABLE_ON_PLATFORM },
        validateObject } = require('internal/errors');

const SLASH = 47; // '/'
const DOT = 46;   // '.'

function validateString(value, name) {
  if (typeof value !== 'string')
    throw new ERR_INVALID_ARG_TYPE(name, 'string', value);
}

// Collapse '.' and '..' segments and repeated separators in `path`.
// The result never has leading or trailing slashes.  When
// `allowAboveRoot` is true, leading '..' segments are kept.
function normalizeSegments(path, allowAboveRoot) {
  let out = '';
  let lastSegmentLength = 0;
  let lastSlash = -1;
  let dots = 0;
  let code = 0;
  for (let i = 0; i <= path.length; ++i) {
    if (i < path.length) code = path.charCodeAt(i);
    else if (code === SLASH) break;
    else code = SLASH;

    if (code === SLASH) {
      if (lastSlash === i - 1 || dots === 1) {
        // empty segment or '.': nothing to emit
      } else if (dots === 2) {
        if (out.length < 2 || lastSegmentLength !== 2 ||
            out.charCodeAt(out.length - 1) !== DOT ||
            out.charCodeAt(out.length - 2) !== DOT) {
          if (out.length > 2) {
            const idx = out.lastIndexOf('/');
            if (idx === -1) {
              out = '';
              lastSegmentLength = 0;
            } else {
              out = out.slice(0, idx);
              lastSegmentLength = out.length - 1 - out.lastIndexOf('/');
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
          out += out.length > 0 ? '/..' : '..';
          lastSegmentLength = 2;
        }
      } else {
        if (out.length > 0) out += '/' + path.slice(lastSlash + 1, i);
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

const posix = {
  resolve(...args) {
    let resolved = '';
    let absolute = false;
    for (let i = args.length - 1; i >= 0 && !absolute; i--) {
      const p = args[i];
      validateString(p, `paths[${i}]`);
      if (p.length === 0) continue;
      resolved = `${p}/${resolved}`;
      absolute = p.charCodeAt(0) === SLASH;
    }
    if (!absolute) {
      const cwd = process.cwd();
      resolved = `${cwd}/${resolved}`;
      absolute = cwd.charCodeAt(0) === SLASH;
    }
    resolved = normalizeSegments(resolved, !absolute);
    if (absolute) return `/${resolved}`;
    return resolved.length > 0 ? resolved : '.';
  },

  normalize(path) {
    validateString(path, 'path');
    if (path.length === 0) return '.';
    const isAbsolute = path.charCodeAt(0) === SLASH;
    const trailing = path.charCodeAt(path.length - 1) === SLASH;
    path = normalizeSegments(path, !isAbsolute);
    if (path.length === 0) {
      if (isAbsolute) return '/';
      return trailing ? './' : '.';
    }
    if (trailing) path += '/';
    return isAbsolute ? `/${path}` : path;
  },

  isAbsolute(path) {
    validateString(path, 'path');
    return path.length > 0 && path.charCodeAt(0) === SLASH;
  },

  join(...args) {
    if (args.length === 0) return '.';
    let joined;
    for (let i = 0; i < args.length; ++i) {
      const arg = args[i];
      validateString(arg, 'path');
      if (arg.length > 0) {
        if (joined === undefined) joined = arg;
        else joined += `/${arg}`;
      }
    }
    if (joined === undefined) return '.';
    return posix.normalize(joined);
  },

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

  toNamespacedPath(path) {
    return path;
  },

  dirname(path) {
    validateString(path, 'path');
    if (path.length === 0) return '.';
    const hasRoot = path.charCodeAt(0) === SLASH;
    let end = -1;
    let matchedSlash = true;
    for (let i = path.length - 1; i >= 1; --i) {
      if (path.charCodeAt(i) === SLASH) {
        if (!matchedSlash) {
          end = i;
          break;
        }
      } else {
        matchedSlash = false;
      }
    }
    if (end === -1) return hasRoot ? '/' : '.';
    if (hasRoot && end === 1) return '//';
    return path.slice(0, end);
  },

  basename(path, suffix) {
    if (suffix !== undefined) validateString(suffix, 'suffix');
    validateString(path, 'path');

    let start = 0;
    let end = -1;
    let matchedSlash = true;

    if (suffix !== undefined && suffix.length > 0 && suffix.length <= path.length) {
      if (suffix === path) return '';
      let extIdx = suffix.length - 1;
      let firstNonSlashEnd = -1;
      for (let i = path.length - 1; i >= 0; --i) {
        const code = path.charCodeAt(i);
        if (code === SLASH) {
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

    for (let i = path.length - 1; i >= 0; --i) {
      if (path.charCodeAt(i) === SLASH) {
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
    let startDot = -1;
    let startPart = 0;
    let end = -1;
    let matchedSlash = true;
    // 0: no dot seen yet in the final segment, 1: one dot run, -1: other
    let preDotState = 0;
    for (let i = path.length - 1; i >= 0; --i) {
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
    if (startDot === -1 || end === -1 || preDotState === 0 ||
        (preDotState === 1 && startDot === end - 1 && startDot === startPart + 1)) {
      return '';
    }
    return path.slice(startDot, end);
  },

  format: formatPath.bind(null, '/'),

  parse(path) {
    validateString(path, 'path');
    const ret = { root: '', dir: '', base: '', ext: '', name: '' };
    if (path.length === 0) return ret;
    const isAbsolute = path.charCodeAt(0) === SLASH;
    let start;
    if (isAbsolute) {
      ret.root = '/';
      start = 1;
    } else {
      start = 0;
    }
    let startDot = -1;
    let startPart = 0;
    let end = -1;
    let matchedSlash = true;
    let i = path.length - 1;
    let preDotState = 0;
    for (; i >= start; --i) {
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

    if (end !== -1) {
      const first = startPart === 0 && isAbsolute ? 1 : startPart;
      if (startDot === -1 || preDotState === 0 ||
          (preDotState === 1 && startDot === end - 1 && startDot === startPart + 1)) {
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

  sep: '/',
  delimiter: ':',
  win32: null,
  posix: null,
};

// Windows paths are not supported by Eddy: every function throws.
function unsupported(name) {
  return function() {
    throw new ERR_FEATURE_UNAVAILABLE_ON_PLATFORM(`path.win32.${name}`);
  };
}

const win32 = { sep: '\\', delimiter: ';', win32: null, posix: null };
const names = ['resolve', 'normalize', 'isAbsolute', 'join', 'relative',
               'toNamespacedPath', 'dirname', 'basename', 'extname', 'format',
               'parse'];
for (let i = 0; i < names.length; i++) win32[names[i]] = unsupported(names[i]);

posix.win32 = win32.win32 = win32;
posix.posix = win32.posix = posix;
win32._makeLong = win32.toNamespacedPath;
posix._makeLong = posix.toNamespacedPath;

module.exports = posix;
