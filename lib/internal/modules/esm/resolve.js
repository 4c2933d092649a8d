'use strict';

// ESM resolution as Node 20's lib/internal/modules/esm/resolve.js: specifiers become URLs
// (relative and absolute paths joined as URLs, so `?query` and `#hash` are kept and `%xx`
// decoded; other absolute URLs pass through; bare names go through node_modules, "exports",
// "imports" and self-reference, shared with require() through package_resolve). A file: URL
// must name an existing file, never a directory; no extension is guessed. Errors carry the
// URL they were resolving (`error.url`), which import.meta.resolve returns instead of
// throwing, and name the file the CommonJS loader would have found ("Did you mean…").

const path = require('path');
const fs = require('fs');
const url = require('url');
const { BuiltinModule } = require('internal/bootstrap/realm');
const hostModules = internalBinding('host_modules');
const packageResolve = require('internal/modules/package_resolve');
const { makeNodeError } = require('internal/errors');

// The url module's conversions, with a fast path for the plain absolute paths and file
// URLs nearly every import has (the general ones cost a URL parse each).
const plainPath = /^\/[\w./-]*$/;
function pathToFileURL(filename) {
  if (plainPath.test(filename) && !filename.includes('//')) return `file://${filename}`;
  return url.pathToFileURL(filename).href;
}
function fileURLToPath(fileURL) {
  if (fileURL.startsWith('file:///') && plainPath.test(fileURL.slice(7))) return fileURL.slice(7);
  return url.fileURLToPath(fileURL);
}

// The CommonJS loader, which loads this one on its first import (so it is complete by then).
function cjsLoader() {
  return require('internal/modules/cjs/loader');
}

function nodeError(code, message, Base = Error) {
  return makeNodeError(Base, code, message);
}

function describeParent(parentURL) {
  return parentURL.startsWith('file:') ? fileURLToPath(parentURL) : parentURL;
}

// 0 for a file, 1 for a directory, -1 for nothing (the CommonJS loader's internalModuleStat).
function statKind(filename) {
  try {
    return fs.statSync(filename).isDirectory() ? 1 : 0;
  } catch {
    return -1;
  }
}

// Node's shouldBeTreatedAsRelativeOrAbsolutePath: '/…', './…', '../…', '.', '..'.
function isPathSpecifier(specifier) {
  if (specifier[0] === '/') return true;
  if (specifier[0] !== '.') return false;
  if (specifier.length === 1 || specifier[1] === '/') return true;
  return specifier[1] === '.' && (specifier.length === 2 || specifier[2] === '/');
}

// Specifiers whose URL join is a path join: no escapes, query, hash, trailing slash or
// final dot segment.
const plainRelative = /^[\w.\-/@+]*$/;
const dotEnding = /(^|\/)\.\.?$/;
const encodedSeparator = /%2f|%5c/i;

// FINALIZE_RESOLUTION: a file: URL (given as its path, search and hash) must name a file,
// which becomes the URL of its real path.
function finalize(filename, parentURL, suffix = '') {
  const requested = pathToFileURL(filename) + suffix;
  let error;
  // A trailing slash names a directory whether or not one exists (Node stats the path's
  // last character then, which is always the root directory).
  const kind = filename.endsWith('/') ? 1 : statKind(filename);
  if (kind === 1) {
    error = nodeError('ERR_UNSUPPORTED_DIR_IMPORT',
                      `Directory import '${filename}' is not supported resolving ES modules imported from ${describeParent(parentURL)}`);
  } else if (kind !== 0) {
    error = nodeError('ERR_MODULE_NOT_FOUND', `Cannot find module '${filename}' imported from ${describeParent(parentURL)}`);
  }
  if (error) {
    error.url = requested;
    throw error;
  }
  return pathToFileURL(fs.realpathSync(filename)) + suffix;
}

// A relative or absolute path specifier joined to its parent's URL, then finalized.
function resolvePath(specifier, parentURL) {
  if (parentURL.startsWith('file:') && plainRelative.test(specifier) && !dotEnding.test(specifier)
      && !specifier.endsWith('/')) {
    // A parent URL with a trailing slash is a directory (--import's, register()'s).
    const parentPath = fileURLToPath(parentURL);
    const base = parentURL.endsWith('/') ? parentPath : path.dirname(parentPath);
    return finalize(path.resolve(base, specifier), parentURL);
  }
  let resolved;
  try {
    resolved = new URL(specifier, parentURL);
  } catch {
    throw unsupportedRequest(specifier, parentURL);
  }
  if (resolved.protocol !== 'file:') return resolved.href;
  return finalizeURL(resolved, parentURL);
}

function finalizeURL(resolved, parentURL) {
  if (encodedSeparator.test(resolved.pathname)) {
    throw nodeError('ERR_INVALID_MODULE_SPECIFIER',
                    `Invalid module "${resolved.pathname}" must not include encoded "/" or "\\" characters imported from ${describeParent(parentURL)}`,
                    TypeError);
  }
  return finalize(url.fileURLToPath(resolved), parentURL, resolved.search + resolved.hash);
}

function unsupportedRequest(specifier, parentURL) {
  return nodeError('ERR_UNSUPPORTED_RESOLVE_REQUEST',
                   `Failed to resolve module specifier "${specifier}" from "${parentURL}": Invalid relative URL or base scheme is not hierarchical.`, TypeError);
}

// A package.json read for resolving `specifier`: invalid JSON is Node's
// ERR_INVALID_PACKAGE_CONFIG naming the import.
function readPackage(directory, specifier, parentURL) {
  try {
    return cjsLoader().Module._readPackage(directory);
  } catch (error) {
    if (!(error instanceof SyntaxError) || typeof error.path !== 'string') throw error;
    const detail = error.message.slice(error.message.indexOf(': ') + 2);
    throw nodeError('ERR_INVALID_PACKAGE_CONFIG',
                    `Invalid package config ${error.path} while importing "${specifier}" from ${describeParent(parentURL)}. ${detail}`);
  }
}

// LEGACY_MAIN_RESOLVE for a package without "exports": "main", then the extensions and
// index files CommonJS would try.
function legacyMain(directory, pkg, parentURL) {
  const candidates = [];
  if (typeof pkg.main === 'string') {
    const main = path.resolve(directory, pkg.main);
    candidates.push(main, `${main}.js`, `${main}.json`, `${main}.node`, `${main}/index.js`, `${main}/index.json`, `${main}/index.node`);
  }
  candidates.push(`${directory}/index.js`, `${directory}/index.json`, `${directory}/index.node`);
  const found = candidates.find((candidate) => statKind(candidate) === 0);
  if (found === undefined) {
    throw nodeError('ERR_MODULE_NOT_FOUND', `Cannot find package '${directory}' imported from ${describeParent(parentURL)}`);
  }
  return pathToFileURL(fs.realpathSync(found));
}

const invalidPackageName = /^\.|%|\\/;

// PARSE_PACKAGE_NAME: the name (scoped or not) and the subpath ('.' or './…').
function parsePackageName(specifier, parentURL) {
  let separator = specifier.indexOf('/');
  let valid = true;
  if (specifier[0] === '@') {
    if (separator === -1) valid = false;
    else separator = specifier.indexOf('/', separator + 1);
  }
  const name = separator === -1 ? specifier : specifier.slice(0, separator);
  if (!valid || name === '' || invalidPackageName.test(name)) {
    throw nodeError('ERR_INVALID_MODULE_SPECIFIER',
                    `Invalid module "${specifier}" is not a valid package name imported from ${describeParent(parentURL)}`, TypeError);
  }
  return { name, subpath: separator === -1 ? '.' : `.${specifier.slice(separator)}` };
}

function resolveExports(pkg, subpath, parentPath, parentURL) {
  const target = packageResolve.withConditions('import', () =>
    packageResolve.packageExportsResolve(pkg.path, subpath, pkg.exports, parentPath));
  return finalizeTarget(target, parentURL);
}

// An "exports"/"imports" target (a path, percent escapes kept) as a finalized URL.
function finalizeTarget(target, parentURL) {
  if (target.indexOf('%') === -1) return finalize(target, parentURL);
  return finalizeURL(new URL(url.pathToFileURL(target).href.replace(/%25/g, '%')), parentURL);
}

// PACKAGE_RESOLVE: builtins, self-reference, then node_modules up from the parent.
function resolveBare(specifier, parentURL) {
  if (BuiltinModule.canBeRequiredWithoutScheme(specifier)) return `node:${specifier}`;
  const { name, subpath } = parsePackageName(specifier, parentURL);
  const parentPath = parentURL.startsWith('file:') ? fileURLToPath(parentURL) : `${process.cwd()}/`;
  const scope = cjsLoader().readPackageScope(parentPath);
  if (scope && scope.name === name && scope.exports != null) {
    return resolveExports(scope, subpath, parentPath, parentURL);
  }
  let directory = path.dirname(parentPath);
  for (;;) {
    const packageDirectory = path.join(directory, 'node_modules', name);
    if (statKind(packageDirectory) === 1) {
      const pkg = readPackage(packageDirectory, specifier, parentURL);
      if (pkg && pkg.exports != null) return resolveExports(pkg, subpath, parentPath, parentURL);
      if (subpath === '.') return legacyMain(packageDirectory, pkg || {}, parentURL);
      const rest = subpath.slice(2);
      if (plainRelative.test(rest)) return finalize(path.join(packageDirectory, rest), parentURL);
      return finalizeURL(new URL(rest, `${pathToFileURL(packageDirectory)}/`), parentURL);
    }
    const parent = path.dirname(directory);
    if (parent === directory) break;
    directory = parent;
  }
  throw nodeError('ERR_MODULE_NOT_FOUND', `Cannot find package '${name}' imported from ${describeParent(parentURL)}`);
}

function resolveImports(specifier, parentURL) {
  const parentPath = fileURLToPath(parentURL);
  const scope = cjsLoader().readPackageScope(parentPath);
  const target = packageResolve.withConditions('import', () =>
    packageResolve.packageImportsResolve(specifier, parentPath, scope && scope.path, scope && scope.imports));
  if (typeof target === 'object') return resolveUncached(target.request, parentURL);
  return finalizeTarget(target, parentURL);
}

const scheme = /^[a-zA-Z][a-zA-Z\d+.-]*:/;

function resolveUncached(specifier, parentURL) {
  // Every resolution but a built-in's or a data: URL's reads the file system: a runtime
  // without it refuses here, as require() does, before a stat tells what exists.
  if (!specifier.startsWith('node:') && !specifier.startsWith('data:') &&
      !BuiltinModule.canBeRequiredWithoutScheme(specifier)) {
    hostModules.checkFile(specifier);
  }
  if (isPathSpecifier(specifier)) {
    if (parentURL.startsWith('data:')) throw unsupportedRequest(specifier, parentURL);
    return resolvePath(specifier, parentURL);
  }
  if (specifier[0] === '#' && parentURL.startsWith('file:')) return resolveImports(specifier, parentURL);
  if (scheme.test(specifier)) {
    // An absolute URL: node: and data: ones as given, file: ones finalized, any other
    // scheme refused when it is loaded (import.meta.resolve answers it as it is).
    if (specifier.startsWith('node:') || specifier.startsWith('data:')) return specifier;
    let parsed;
    try {
      parsed = new URL(specifier);
    } catch {
      parsed = undefined;
    }
    if (parsed !== undefined) return parsed.protocol === 'file:' ? finalizeURL(parsed, parentURL) : parsed.href;
  }
  if (parentURL.startsWith('data:') && !BuiltinModule.canBeRequiredWithoutScheme(specifier)) {
    throw unsupportedRequest(specifier, parentURL);
  }
  return resolveBare(specifier, parentURL);
}

// The file require() would have found for `specifier` from `parentURL`, written as an
// import specifier: Node's hint on a module or directory it could not import.
function commonJSHint(specifier, parentURL) {
  try {
    const { Module } = cjsLoader();
    const parent = fileURLToPath(parentURL);
    const module = new Module(parent, null);
    module.paths = Module._nodeModulePaths(path.dirname(parent));
    let found = Module._resolveFilename(specifier, module, false);
    if (isPathSpecifier(specifier) && specifier[0] === '.') {
      found = path.relative(new URL('.', parentURL).pathname, url.pathToFileURL(found).pathname);
      if (!found.startsWith('../')) found = `./${found}`;
    } else if (!isPathSpecifier(specifier)) {
      const separator = specifier.indexOf('/', specifier[0] === '@' ? specifier.indexOf('/') + 1 : 0);
      const name = separator === -1 ? specifier : specifier.slice(0, separator);
      const needle = `/node_modules/${name}/`;
      const index = found.lastIndexOf(needle);
      found = index === -1 ? pathToFileURL(found)
        : `${name}/${found.slice(index + needle.length).split('/').map(encodeURIComponent).join('/')}`;
    }
    return found;
  } catch {
    return undefined;
  }
}

function resolveWithHint(specifier, parentURL) {
  try {
    return resolveUncached(specifier, parentURL);
  } catch (error) {
    if ((error.code === 'ERR_MODULE_NOT_FOUND' || error.code === 'ERR_UNSUPPORTED_DIR_IMPORT')
        && parentURL.startsWith('file:')) {
      const found = commonJSHint(specifier.startsWith('file://') ? fileURLToPath(specifier) : specifier, parentURL);
      if (found !== undefined && found !== specifier) {
        const hint = `Did you mean to import ${JSON.stringify(found)}?`;
        error.message += `\n${hint}`;
        const lines = error.stack.split('\n');
        error.stack = [lines[0], hint, ...lines.slice(1)].join('\n');
      }
    }
    throw error;
  }
}

// Resolutions already made, per parent URL, as Node's loader caches them.
const resolutions = new Map();

// ESM_RESOLVE: the URL `specifier` names from the module at `parentURL`.
function resolve(specifier, parentURL) {
  let byParent = resolutions.get(parentURL);
  if (byParent === undefined) {
    byParent = new Map();
    resolutions.set(parentURL, byParent);
  }
  let resolved = byParent.get(specifier);
  if (resolved === undefined) {
    resolved = resolveWithHint(specifier, parentURL);
    byParent.set(specifier, resolved);
  }
  return resolved;
}

// import.meta.resolve: a file that does not exist (or a directory) still has a URL.
function resolveForMeta(specifier, parentURL) {
  try {
    return resolve(specifier, parentURL);
  } catch (error) {
    if ((error.code === 'ERR_MODULE_NOT_FOUND' || error.code === 'ERR_UNSUPPORTED_DIR_IMPORT') && error.url) {
      return error.url;
    }
    throw error;
  }
}

module.exports = { resolve, resolveForMeta, pathToFileURL, fileURLToPath, describeParent };
