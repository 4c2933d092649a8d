'use strict';
// The "exports" and "imports" fields of package.json, as Node 20 resolves them for
// require(): PACKAGE_EXPORTS_RESOLVE, PACKAGE_IMPORTS_RESOLVE and PACKAGE_RESOLVE_TARGET of
// Node's ESM resolution algorithm (docs/api/esm.md), with the conditions of CommonJS.
// Node runs them over file: URLs; here they run over absolute paths, which gives the same
// files (targets are relative, `..` and `node_modules` segments are refused, and the
// result is percent-decoded as fileURLToPath would decode it).
//
// Loaded only when a package.json has one of the two fields.

const path = require('path');
const {
  codes: {
    ERR_INVALID_MODULE_SPECIFIER,
    ERR_INVALID_PACKAGE_CONFIG,
    ERR_INVALID_PACKAGE_TARGET,
    ERR_PACKAGE_IMPORT_NOT_DEFINED,
    ERR_PACKAGE_PATH_NOT_EXPORTED,
  },
} = require('internal/errors');

// What require() matches in a conditional target (Node 20 without --no-addons), with the
// user's `--conditions`/`-C` names; "default" always matches. "module-sync" (an ES module
// that require() can load) matches for both while require(esm) is on, as in Node 20.19.
const { getOptionValue } = require('internal/options');
const userConditions = getOptionValue('--conditions');
const sharedConditions = ['node', 'node-addons', ...userConditions];
if (!getOptionValue('--no-experimental-require-module')) sharedConditions.push('module-sync');
const cjsConditions = new Set(['require', ...sharedConditions]);
// What `import` matches instead; the ESM loader swaps them in with withConditions.
const esmConditions = new Set(['import', ...sharedConditions]);
let activeConditions = cjsConditions;

function withConditions(kind, resolve) {
  const saved = activeConditions;
  activeConditions = kind === 'import' ? esmConditions : cjsConditions;
  try {
    return resolve();
  } finally {
    activeConditions = saved;
  }
}

// A `.`, `..` or `node_modules` segment, plain or percent-encoded, in a target or in the
// part a pattern substitutes (an empty segment, `a//b`, Node only deprecates).
const refusedSegment = /(^|\\|\/)((\.|%2e)(\.|%2e)?|(n|%6e|%4e)(o|%6f|%4f)(d|%64|%44)(e|%65|%45)(_|%5f)(m|%6d|%4d)(o|%6f|%4f)(d|%64|%44)(u|%75|%55)(l|%6c|%4c)(e|%65|%45)(s|%73|%53))(\\|\/|$)/i;
const encodedSeparator = /%2f|%5c/i;

// Node's ESM resolver names the importing module of an invalid package config by its URL,
// require() by its path.
function invalidConfig(packageJSONPath, base, message) {
  const importer = activeConditions === esmConditions && base ? require('url').pathToFileURL(base).href : base;
  return new ERR_INVALID_PACKAGE_CONFIG(packageJSONPath, importer, message);
}

const hasOwn = (object, key) => Object.prototype.hasOwnProperty.call(object, key);

// The package's directory with a trailing slash, as Node's messages print it.
function packageDirectory(packageJSONPath) {
  return packageJSONPath.slice(0, packageJSONPath.length - 'package.json'.length);
}

function invalidTarget(subpath, target, packageJSONPath, internal, base) {
  return new ERR_INVALID_PACKAGE_TARGET(packageDirectory(packageJSONPath), subpath, target, internal, base);
}

function invalidSubpath(request, match, packageJSONPath, internal, base) {
  const reason = `request is not a valid match in pattern "${match}" for the "${internal ? 'imports' : 'exports'}" resolution of ${packageJSONPath}`;
  return new ERR_INVALID_MODULE_SPECIFIER(request, reason, base);
}

function substitute(target, subpath) {
  return target.replace(/\*/g, () => subpath);
}

// The file a string target names, or (for an "imports" target that is a bare specifier)
// `{ request }` for the caller to resolve as a package.
function resolveTargetString(target, subpath, match, packageJSONPath, base, pattern, internal) {
  if (subpath !== '' && !pattern && target[target.length - 1] !== '/') {
    throw invalidTarget(match, target, packageJSONPath, internal, base);
  }
  if (!target.startsWith('./')) {
    if (internal && !target.startsWith('../') && !target.startsWith('/') && !/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(target)) {
      return { request: pattern ? substitute(target, subpath) : target + subpath };
    }
    throw invalidTarget(match, target, packageJSONPath, internal, base);
  }
  if (refusedSegment.test(target.slice(2))) {
    throw invalidTarget(match, target, packageJSONPath, internal, base);
  }
  const directory = packageDirectory(packageJSONPath);
  const resolved = path.resolve(directory, target);
  if (!(resolved + '/').startsWith(directory)) {
    throw invalidTarget(match, target, packageJSONPath, internal, base);
  }
  if (subpath === '') return resolved;
  if (refusedSegment.test(subpath)) {
    const request = pattern ? match.replace('*', () => subpath) : match + subpath;
    throw invalidSubpath(request, match, packageJSONPath, internal, base);
  }
  if (pattern) return substitute(resolved, subpath);
  return path.resolve(resolved, subpath);
}

function isArrayIndex(key) {
  const number = +key;
  return `${number}` === key && number >= 0 && number < 0xFFFF_FFFF;
}

// PACKAGE_RESOLVE_TARGET: a string, an array of fallbacks, an object of conditions (in
// key order) or null. `undefined` means no condition matched, `null` an explicit exclusion.
function resolveTarget(packageJSONPath, target, subpath, match, base, pattern, internal) {
  if (typeof target === 'string') {
    return resolveTargetString(target, subpath, match, packageJSONPath, base, pattern, internal);
  }
  if (Array.isArray(target)) {
    if (target.length === 0) return null;
    let lastException;
    for (let i = 0; i < target.length; i++) {
      let result;
      try {
        result = resolveTarget(packageJSONPath, target[i], subpath, match, base, pattern, internal);
      } catch (error) {
        lastException = error;
        if (error.code === 'ERR_INVALID_PACKAGE_TARGET') continue;
        throw error;
      }
      if (result === undefined) continue;
      if (result === null) {
        lastException = null;
        continue;
      }
      return result;
    }
    if (lastException === undefined || lastException === null) return lastException;
    throw lastException;
  }
  if (typeof target === 'object' && target !== null) {
    const keys = Object.getOwnPropertyNames(target);
    for (let i = 0; i < keys.length; i++) {
      if (isArrayIndex(keys[i])) {
        throw invalidConfig(packageJSONPath, base, '"exports" cannot contain numeric property keys.');
      }
    }
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === 'default' || activeConditions.has(key)) {
        const result = resolveTarget(packageJSONPath, target[key], subpath, match, base, pattern, internal);
        if (result !== undefined) return result;
      }
    }
    return undefined;
  }
  if (target === null) return null;
  throw invalidTarget(match, target, packageJSONPath, internal, base);
}

// Whether "exports" is the main entry alone: a string, an array, or an object of
// conditions (no key starting with '.').
function isMainSugar(exports, packageJSONPath, base) {
  if (typeof exports === 'string' || Array.isArray(exports)) return true;
  if (typeof exports !== 'object' || exports === null) return false;
  const keys = Object.getOwnPropertyNames(exports);
  let sugar = false;
  for (let i = 0; i < keys.length; i++) {
    const isCondition = keys[i] === '' || keys[i][0] !== '.';
    if (i === 0) {
      sugar = isCondition;
    } else if (sugar !== isCondition) {
      throw invalidConfig(packageJSONPath, base,
        '"exports" cannot contain some keys starting with \'.\' and some not.' +
        ' The exports object must either be an object of package subpath keys' +
        ' or an object of main entry condition name keys only.');
    }
  }
  return sugar;
}

// PATTERN_KEY_COMPARE: the longer prefix before '*' first, then the longer key.
function patternKeyCompare(a, b) {
  const aStar = a.indexOf('*');
  const bStar = b.indexOf('*');
  const aBase = aStar === -1 ? a.length : aStar + 1;
  const bBase = bStar === -1 ? b.length : bStar + 1;
  if (aBase > bBase) return -1;
  if (bBase > aBase) return 1;
  if (aStar === -1) return 1;
  if (bStar === -1) return -1;
  if (a.length > b.length) return -1;
  if (b.length > a.length) return 1;
  return 0;
}

// The pattern key of `map` that best matches `name`, with the part '*' stands for.
function bestPatternMatch(map, name) {
  let bestMatch = '';
  let bestSubpath;
  const keys = Object.getOwnPropertyNames(map);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const star = key.indexOf('*');
    if (star === -1 || !name.startsWith(key.slice(0, star))) continue;
    const trailer = key.slice(star + 1);
    if (name.length >= key.length && name.endsWith(trailer) && patternKeyCompare(bestMatch, key) === 1 &&
        key.lastIndexOf('*') === star) {
      bestMatch = key;
      bestSubpath = name.slice(star, name.length - trailer.length);
    }
  }
  return bestMatch ? { key: bestMatch, subpath: bestSubpath } : undefined;
}

function notExported(subpath, packageJSONPath, base) {
  return new ERR_PACKAGE_PATH_NOT_EXPORTED(packageDirectory(packageJSONPath), subpath, base);
}

// PACKAGE_EXPORTS_RESOLVE: `subpath` is '.' or './rest'; `base` the requiring file for
// messages (self-reference), or undefined.
function packageExportsResolve(packageJSONPath, subpath, exports, base) {
  if (isMainSugar(exports, packageJSONPath, base)) exports = { '.': exports };
  if (hasOwn(exports, subpath) && !subpath.includes('*') && !subpath.endsWith('/')) {
    const result = resolveTarget(packageJSONPath, exports[subpath], '', subpath, base, false, false);
    if (result == null) throw notExported(subpath, packageJSONPath, base);
    return result;
  }
  const match = bestPatternMatch(exports, subpath);
  if (match !== undefined) {
    const result = resolveTarget(packageJSONPath, exports[match.key], match.subpath, match.key, base, true, false);
    if (result == null) throw notExported(subpath, packageJSONPath, base);
    return result;
  }
  throw notExported(subpath, packageJSONPath, base);
}

// PACKAGE_IMPORTS_RESOLVE for `name` ('#…') required from `base`, whose package scope's
// package.json is `packageJSONPath` with `imports` (either may be undefined).
function packageImportsResolve(name, base, packageJSONPath, imports) {
  if (name === '#' || name.startsWith('#/') || name.endsWith('/')) {
    throw new ERR_INVALID_MODULE_SPECIFIER(name, 'is not a valid internal imports specifier name', base);
  }
  if (imports !== null && typeof imports === 'object') {
    if (hasOwn(imports, name) && !name.includes('*')) {
      const result = resolveTarget(packageJSONPath, imports[name], '', name, base, false, true);
      if (result != null) return result;
    } else {
      const match = bestPatternMatch(imports, name);
      if (match !== undefined) {
        const result = resolveTarget(packageJSONPath, imports[match.key], match.subpath, match.key, base, true, true);
        if (result != null) return result;
      }
    }
  }
  throw new ERR_PACKAGE_IMPORT_NOT_DEFINED(name, packageJSONPath && packageDirectory(packageJSONPath), base);
}

// What fileURLToPath makes of a resolved target: percent escapes decoded, encoded
// separators refused (with MODULE_NOT_FOUND, as Node's CommonJS loader reports them).
function toFilename(resolved, base) {
  if (resolved.indexOf('%') === -1) return resolved;
  if (encodedSeparator.test(resolved)) {
    const error = new ERR_INVALID_MODULE_SPECIFIER(resolved, 'must not include encoded "/" or "\\" characters', base);
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  }
  try {
    return decodeURIComponent(resolved);
  } catch {
    return resolved;
  }
}

module.exports = { packageExportsResolve, packageImportsResolve, toFilename, withConditions };
