'use strict';

// Path utilities behaving like Node's `path` module: `posix` (the default
// export, as on Linux/macOS) and `win32`, which follows Node's Windows
// semantics (drive letters, UNC roots, both '/' and '\\' as separators).
const {
  SLASH, DOT, BACKSLASH, COLON, QUESTION, validateString, normalizeSegments, formatPath, formatExt,
  ERR_INVALID_ARG_TYPE, validateObject,
} = require('internal/path/common');

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
    return require('internal/path/posix_parts').relative(from, to);
  },
  toNamespacedPath(path) {
    return path;
  },
  matchesGlob(path, pattern) {
    return require('internal/path/glob').matchesGlob(path, pattern, false);
  },

  dirname(path) {
    validateString(path, 'path');
    if (path.length === 0) return '.';
    // Without a trailing slash the answer is up to the last slash: one call, not one per
    // character.
    if (path.charCodeAt(path.length - 1) !== SLASH) {
      const end = path.lastIndexOf('/');
      if (end < 1) return end === 0 ? '/' : '.';
      if (end === 1 && path.charCodeAt(0) === SLASH) return '//';
      return path.slice(0, end);
    }
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

    // Without a trailing slash: what follows the last slash.
    if (path.length > 0 && path.charCodeAt(path.length - 1) !== SLASH) {
      return path.slice(path.lastIndexOf('/') + 1);
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
    return require('internal/path/posix_parts').extname(path);
  },
  format: formatPath.bind(null, '/'),

  parse(path) {
    return require('internal/path/posix_parts').parse(path);
  },
  sep: '/',
  delimiter: ':',
  win32: null,
  posix: null,
};

// ---------------------------------------------------------------------------
// Windows paths.  Both '/' and '\' separate segments; output uses '\'.
// A path may start with a root: a drive ('C:' relative to that drive's
// current directory, 'C:\' absolute), a lone separator (absolute on the
// current drive), a UNC share ('\\server\share') or a device namespace
// ('\\.\' or '\\?\').

// path.win32 is loaded on first use: most programs never touch it.
Object.defineProperty(posix, 'win32', {
  get() {
    const win32 = require('internal/path/win32');
    Object.defineProperty(posix, 'win32', { value: win32, writable: true, configurable: true, enumerable: true });
    return win32;
  },
  set(value) {
    Object.defineProperty(posix, 'win32', { value, writable: true, configurable: true, enumerable: true });
  },
  configurable: true,
  enumerable: true,
});
posix.posix = posix;
posix._makeLong = posix.toNamespacedPath;

module.exports = posix;
