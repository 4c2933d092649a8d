'use strict';

// The ES module loader (Node's lib/internal/modules/esm/*, in one file): resolution as
// Node's ESM resolver (no extension guessing, no directory imports, "exports"/"imports"
// with the import conditions, shared with require() through package_resolve), loading by
// format (module, commonjs, json, builtin; data: URLs of JavaScript or JSON), one cache keyed
// by URL. The engine links and evaluates (binding module_wrap); this file answers its load
// and import.meta hooks.

const path = require('path');
const fs = require('fs');
const url = require('url');

// The url module's conversions, with a fast path for the plain absolute paths and file
// URLs nearly every import has (the general ones cost a URL parse each).
const plainPath = /^\/[\w./-]*$/;
function pathToFileURL(filename) {
  if (plainPath.test(filename) && !filename.includes('//')) return { href: `file://${filename}` };
  return url.pathToFileURL(filename);
}
function fileURLToPath(fileURL) {
  if (fileURL.startsWith('file:///') && plainPath.test(fileURL.slice(7))) return fileURL.slice(7);
  return url.fileURLToPath(fileURL);
}
const moduleWrap = internalBinding('module_wrap');
const { BuiltinModule } = require('internal/bootstrap/realm');
const packageResolve = require('internal/modules/package_resolve');
const { makeNodeError } = require('internal/errors');

// The CommonJS loader, which loads this one on its first import (so it is complete by then).
function cjsLoader() {
  return require('internal/modules/cjs/loader');
}

// url → module handle.
const cache = new Map();

// Errors the loader's own messages describe, shaped as Node's (`Error [CODE]: …`).
function nodeError(code, message, Base = Error) {
  return makeNodeError(Base, code, message);
}

function describeParent(parentURL) {
  return parentURL.startsWith('file:') ? fileURLToPath(parentURL) : parentURL;
}

function isFile(filename) {
  try {
    return fs.statSync(filename).isFile();
  } catch {
    return false;
  }
}

function isDirectory(filename) {
  try {
    return fs.statSync(filename).isDirectory();
  } catch {
    return false;
  }
}

// A resolved file must exist, and must not be a directory.
function finalize(filename, parentURL) {
  // Both errors carry the URL they were resolving, as Node's do.
  let error;
  if (isDirectory(filename)) {
    error = nodeError('ERR_UNSUPPORTED_DIR_IMPORT',
                      `Directory import '${filename}' is not supported resolving ES modules imported from ${describeParent(parentURL)}`);
  } else if (!isFile(filename)) {
    error = nodeError('ERR_MODULE_NOT_FOUND', `Cannot find module '${filename}' imported from ${describeParent(parentURL)}`);
  }
  if (error) {
    error.url = pathToFileURL(filename).href;
    throw error;
  }
  return pathToFileURL(fs.realpathSync(filename)).href;
}

// Legacy main resolution for a package without "exports" (LEGACY_MAIN_RESOLVE).
function legacyMain(directory, pkg, parentURL) {
  const candidates = [];
  if (typeof pkg.main === 'string') {
    const main = path.resolve(directory, pkg.main);
    candidates.push(main, `${main}.js`, `${main}.json`, `${main}.node`, `${main}/index.js`, `${main}/index.json`, `${main}/index.node`);
  }
  candidates.push(`${directory}/index.js`, `${directory}/index.json`, `${directory}/index.node`);
  const found = candidates.find(isFile);
  if (found === undefined) {
    throw nodeError('ERR_MODULE_NOT_FOUND', `Cannot find package '${directory}' imported from ${describeParent(parentURL)}`);
  }
  return pathToFileURL(fs.realpathSync(found)).href;
}

const packageNamePattern = /^((?:@[^/\\%]+\/)?[^./\\%][^/\\%]*)(\/.*)?$/;

function resolveBare(specifier, parentURL) {
  const match = packageNamePattern.exec(specifier);
  if (match === null) {
    throw nodeError('ERR_INVALID_MODULE_SPECIFIER', `Invalid module "${specifier}" is not a valid package name imported from ${describeParent(parentURL)}`, TypeError);
  }
  const [, name, rest = ''] = match;
  const parentPath = parentURL.startsWith('file:') ? fileURLToPath(parentURL) : `${process.cwd()}/`;
  const { Module } = require('internal/modules/cjs/loader');
  // Self-reference: the package the importing file belongs to, by its own name.
  const scope = cjsLoader().readPackageScope(parentPath);
  if (scope && scope.name === name && scope.exports != null) {
    return finalize(packageResolve.toFilename(packageResolve.withConditions('import', () =>
      packageResolve.packageExportsResolve(scope.path, `.${rest}`, scope.exports, parentPath))), parentURL);
  }
  let directory = path.dirname(parentPath);
  for (;;) {
    const packageDirectory = path.join(directory, 'node_modules', name);
    if (isDirectory(packageDirectory)) {
      const pkg = Module._readPackage(packageDirectory);
      if (pkg && pkg.exports != null) {
        return finalize(packageResolve.toFilename(packageResolve.withConditions('import', () =>
          packageResolve.packageExportsResolve(pkg.path, `.${rest}`, pkg.exports, parentPath))), parentURL);
      }
      if (rest === '') return legacyMain(packageDirectory, pkg || {}, parentURL);
      return finalize(path.join(packageDirectory, rest), parentURL);
    }
    const parent = path.dirname(directory);
    if (parent === directory) break;
    directory = parent;
  }
  throw nodeError('ERR_MODULE_NOT_FOUND', `Cannot find package '${name}' imported from ${describeParent(parentURL)}`);
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
    resolved = resolveUncached(specifier, parentURL);
    byParent.set(specifier, resolved);
  }
  return resolved;
}

function resolveUncached(specifier, parentURL) {
  if (specifier.startsWith('node:')) {
    if (!BuiltinModule.canBeRequiredByUsers(specifier.slice(5))) {
      throw nodeError('ERR_UNKNOWN_BUILTIN_MODULE', `No such built-in module: ${specifier}`);
    }
    return specifier;
  }
  if (BuiltinModule.canBeRequiredWithoutScheme(specifier)) return `node:${specifier}`;
  if (specifier.startsWith('file:')) return finalize(fileURLToPath(specifier), parentURL);
  if (specifier.startsWith('data:')) return specifier;
  // A data: URL has no path to resolve against: only absolute URLs and builtins (above)
  // can be imported from it.
  if (parentURL.startsWith('data:')) {
    throw nodeError('ERR_UNSUPPORTED_RESOLVE_REQUEST',
                    `Failed to resolve module specifier "${specifier}" from "${parentURL}": Invalid relative URL or base scheme is not hierarchical.`, TypeError);
  }
  if (specifier.startsWith('/') || specifier.startsWith('./') || specifier.startsWith('../')
      || specifier === '.' || specifier === '..') {
    const base = parentURL.startsWith('file:') ? path.dirname(fileURLToPath(parentURL)) : process.cwd();
    const filename = path.resolve(base, decodeURIComponent(specifier));
    return finalize(specifier.endsWith('/') ? `${filename}/` : filename, parentURL);
  }
  if (specifier.startsWith('#')) {
    const parentPath = fileURLToPath(parentURL);
    const scope = cjsLoader().readPackageScope(parentPath);
    const target = packageResolve.withConditions('import', () =>
      packageResolve.packageImportsResolve(specifier, parentPath, scope && scope.path, scope && scope.imports));
    if (typeof target === 'object') return resolveUncached(target.request, parentURL);
    return finalize(packageResolve.toFilename(target), parentURL);
  }
  if (/^[a-zA-Z][a-zA-Z+.-]*:/.test(specifier)) {
    throw nodeError('ERR_UNSUPPORTED_ESM_URL_SCHEME',
                    `Only URLs with a scheme in: file, data, and node are supported by the default ESM loader. Received protocol '${specifier.slice(0, specifier.indexOf(':') + 1)}'`);
  }
  return resolveBare(specifier, parentURL);
}

// `data:<mime>[;params][;base64],<body>` (RFC 2397, as Node's loader reads it): the mime
// type gives the format, the body the source.
const dataURLPattern = /^data:([^/]+\/[^,;]+)(?:[^,]*?)(;base64)?,([\s\S]*)$/;
const javaScriptMime = /^\s*(?:text|application)\/javascript\s*(?:;\s*charset=utf-?8\s*)?$/i;

function parseDataURL(url) {
  const match = dataURLPattern.exec(url);
  if (match === null) {
    const { codes: { ERR_INVALID_URL } } = require('internal/errors');
    throw new ERR_INVALID_URL(url);
  }
  const [, mime, base64, body] = match;
  const decoded = decodeURIComponent(body);
  const source = base64 ? Buffer.from(decoded, 'base64').toString('utf8') : decoded;
  let format = null;
  if (javaScriptMime.test(mime)) format = 'module';
  else if (/^\s*application\/json\s*$/i.test(mime)) format = 'json';
  if (format === null) {
    throw nodeError('ERR_UNKNOWN_MODULE_FORMAT', `Unknown module format: ${mime} for URL ${url}`, RangeError);
  }
  return { format, source };
}

// Files the CommonJS loader found to be ES modules by their syntax (it warns for none).
const detectedModules = new Set();

// The format of a resolved file URL: by extension, then the package scope's "type".
function formatOf(url) {
  if (url.startsWith('node:')) return 'builtin';
  if (url.startsWith('data:')) return parseDataURL(url).format;
  if (detectedModules.has(url)) return 'module';
  const filename = fileURLToPath(url);
  const extension = path.extname(filename);
  if (extension === '.mjs') return 'module';
  if (extension === '.cjs') return 'commonjs';
  if (extension === '.json') return 'json';
  const scope = cjsLoader().readPackageScope(filename);
  if (scope && scope.type === 'module') return 'module';
  if (scope && scope.type !== undefined) return 'commonjs';
  // A typeless scope: module syntax makes it a module (Node 20.19's detection).
  let source;
  try {
    source = fs.readFileSync(filename, 'utf8');
  } catch {
    return 'commonjs';
  }
  if (!cjsLoader().containsModuleSyntax(source, filename)) return 'commonjs';
  if (scope) warnTypeless(url, scope.path);
  return 'module';
}

// Once per package.json, as Node warns.
const warnedPackages = new Set();
function warnTypeless(url, packageJSONPath) {
  if (warnedPackages.has(packageJSONPath)) return;
  warnedPackages.add(packageJSONPath);
  process.emitWarning(`Module type of ${url} is not specified and it doesn't parse as CommonJS.\n`
    + 'Reparsing as ES module because module syntax was detected. This incurs a performance overhead.\n'
    + `To eliminate this warning, add "type": "module" to ${packageJSONPath}.`, { code: 'MODULE_TYPELESS_PACKAGE_JSON' });
}

// The names a CommonJS module assigns on `exports` (what cjs-module-lexer detects, in
// its simplest forms), exported by name besides `default`.
const exportPatterns = [
  /(?:^|[^.\w$])(?:module\.)?exports\.([A-Za-z_$][\w$]*)\s*=[^=]/g,
  /(?:^|[^.\w$])(?:module\.)?exports\[\s*(['"])([^'"]+)\1\s*\]\s*=[^=]/g,
  /Object\.defineProperty\(\s*(?:module\.)?exports\s*,\s*(['"])([^'"]+)\1/g,
];

function detectCommonJSExports(source) {
  const names = new Set();
  for (const pattern of exportPatterns) {
    for (const match of source.matchAll(pattern)) names.add(match[match.length - 1]);
  }
  // `module.exports = { a, b: c, 'd': e }`: shorthand names, and keys whose value is an
  // identifier, as cjs-module-lexer takes them.
  const literal = /(?:^|[^.\w$])module\.exports\s*=\s*\{([^{}]*)\}/.exec(source);
  if (literal !== null) {
    for (const entry of literal[1].split(',')) {
      const key = /^\s*(?:(['"])([^'"]+)\1|([A-Za-z_$][\w$]*))\s*(?::\s*[A-Za-z_$][\w$.]*\s*)?$/.exec(entry);
      if (key !== null) names.add(key[2] || key[3]);
    }
  }
  names.delete('default');
  return [...names];
}

function exportAll(handle, value, names) {
  moduleWrap.setExport(handle, 'default', value);
  for (const name of names) {
    if (value != null && (typeof value === 'object' || typeof value === 'function')) {
      moduleWrap.setExport(handle, name, value[name]);
    }
  }
}

// The JSON value of a module's source text; a syntax error names where it came from.
function parseJSONModule(text, origin) {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xFEFF ? text.slice(1) : text);
  } catch (error) {
    error.message = `${origin}: ${error.message}`;
    throw error;
  }
}

function load(url, attributes) {
  const cached = cache.get(url);
  const data = cached === undefined && url.startsWith('data:') ? parseDataURL(url) : undefined;
  const format = data !== undefined ? data.format : formatOf(url);
  const type = attributes && attributes.type;
  // Node 20's codes (the ASSERTION names predate the rename to attributes).
  if (type !== undefined && type !== 'json') {
    throw nodeError('ERR_IMPORT_ASSERTION_TYPE_UNSUPPORTED', `Import attribute type "${type}" is unsupported`, TypeError);
  }
  if (format === 'json' && type !== 'json') {
    throw nodeError('ERR_IMPORT_ASSERTION_TYPE_MISSING', `Module "${url}" needs an import attribute of type "json"`, TypeError);
  }
  if (type === 'json' && format !== 'json') {
    throw nodeError('ERR_IMPORT_ASSERTION_TYPE_FAILED', `Module "${url}" is not of type "json"`, TypeError);
  }
  if (cached !== undefined) return cached;
  let handle;
  if (format === 'builtin') {
    const exported = require(url.slice(5));
    const names = Object.keys(exported).filter((name) => name !== 'default');
    handle = moduleWrap.synthetic(url, ['default', ...names], (self) => exportAll(self, exported, names));
  } else if (format === 'json') {
    let value;
    if (data !== undefined) {
      value = parseJSONModule(data.source, url);
    } else {
      const filename = fileURLToPath(url);
      value = parseJSONModule(fs.readFileSync(filename, 'utf8'), filename);
    }
    handle = moduleWrap.synthetic(url, ['default'], (self) => moduleWrap.setExport(self, 'default', value));
  } else if (format === 'commonjs') {
    const filename = fileURLToPath(url);
    const names = detectCommonJSExports(fs.readFileSync(filename, 'utf8'));
    handle = moduleWrap.synthetic(url, ['default', ...names], (self) => {
      const { Module } = require('internal/modules/cjs/loader');
      const cachedModule = Module._cache[filename];
      const exported = cachedModule !== undefined && cachedModule.loaded
        ? cachedModule.exports : Module._load(filename, null, false);
      exportAll(self, exported, names);
    });
  } else if (data !== undefined) {
    handle = moduleWrap.compile(data.source, url);
  } else {
    const filename = fileURLToPath(url);
    let source = fs.readFileSync(filename, 'utf8');
    if (source.charCodeAt(0) === 0xFEFF) source = source.slice(1);
    if (source.startsWith('#!')) source = `//${source.slice(2)}`;
    handle = moduleWrap.compile(source, url);
  }
  cache.set(url, handle);
  return handle;
}

function toURL(referrer) {
  if (/^(?:file|node|data):/.test(referrer)) return referrer;
  if (referrer.startsWith('/')) return pathToFileURL(referrer).href;
  return pathToFileURL(`${process.cwd()}/${referrer}`).href;
}

moduleWrap.setHooks(
  (specifier, attributes, referrer) => load(resolve(specifier, toURL(referrer)), attributes),
  (url) => {
    if (!url.startsWith('file:')) return [['url', url]];
    const filename = fileURLToPath(url);
    return [
      ['dirname', path.dirname(filename)],
      ['filename', filename],
      ['resolve', (specifier, parent = url) => resolve(`${specifier}`, `${parent}`)],
      ['url', url],
    ];
  });

// import() of `specifier` from the file (or URL) `referrer`: a promise of the namespace.
function importModule(specifier, referrer = `${process.cwd()}/[eval]`) {
  try {
    const handle = load(resolve(specifier, toURL(referrer)), undefined);
    return moduleWrap.evaluate(handle).then(() => moduleWrap.namespace(handle));
  } catch (error) {
    return Promise.reject(error);
  }
}

// `eddy file.mjs`: evaluates the main module; an error before any top-level await is
// thrown at once (an uncaught exception), a later one rejects unhandled.
function runMain(filename, detected = false) {
  const url = pathToFileURL(filename).href;
  if (detected) detectedModules.add(url);
  const handle = load(url, undefined);
  const evaluation = moduleWrap.evaluate(handle);
  const state = moduleWrap.promiseState(evaluation);
  if (state === 2) {
    throw moduleWrap.rejection(evaluation);
  }
  return evaluation;
}

// require() of an ES module (Node 20.19): its namespace, when the graph evaluates
// synchronously.
function requireModule(filename, detected = false) {
  const url = pathToFileURL(filename).href;
  if (detected) detectedModules.add(url);
  const handle = load(url, undefined);
  const evaluation = moduleWrap.evaluate(handle);
  const state = moduleWrap.promiseState(evaluation);
  if (state === 0) {
    throw nodeError('ERR_REQUIRE_ASYNC_MODULE', 'require() cannot be used on an ESM graph with top-level await. Use import() instead. To see where the top-level await comes from, use --experimental-print-required-tla.');
  }
  if (state === 2) throw moduleWrap.rejection(evaluation);
  const namespace = moduleWrap.namespace(handle);
  if (!('default' in namespace) || '__esModule' in namespace) return namespace;
  // As Node: a module with a default export is seen through a facade that adds
  // `__esModule`, so that transpiled CommonJS treats `default` as the default.
  let facade = facades.get(handle);
  if (facade === undefined) {
    const url = moduleWrap.url(handle);
    facade = moduleWrap.compile(`export * from ${JSON.stringify(url)};\nexport { default } from ${JSON.stringify(url)};\nexport const __esModule = true;\n`, `${url}#facade`);
    moduleWrap.evaluate(facade);
    facades.set(handle, facade);
  }
  return moduleWrap.namespace(facade);
}
const facades = new Map();

// Source text as the main module (`--input-type=module -e`), named `[eval1]`.
function evalModule(source, name = `${process.cwd()}/[eval1]`) {
  const handle = moduleWrap.compile(source, pathToFileURL(name).href);
  const evaluation = moduleWrap.evaluate(handle);
  if (moduleWrap.promiseState(evaluation) === 2) throw moduleWrap.rejection(evaluation);
  return evaluation;
}

module.exports = { resolve, load, importModule, runMain, requireModule, evalModule, detectCommonJSExports, formatOf };
