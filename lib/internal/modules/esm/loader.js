'use strict';

// The ES module loader (Node's lib/internal/modules/esm/*, in one file): resolution as
// Node's ESM resolver (no extension guessing, no directory imports, "exports"/"imports"
// with the import conditions, shared with require() through package_resolve), loading by
// format (module, commonjs, json, builtin; data: URLs of JavaScript or JSON), one cache keyed
// by URL. The engine links and evaluates (binding module_wrap); this file answers its load
// and import.meta hooks.

const path = require('path');
const fs = require('fs');
const moduleWrap = internalBinding('module_wrap');
const hostModules = internalBinding('host_modules');
const { BuiltinModule } = require('internal/bootstrap/realm');
const { makeNodeError } = require('internal/errors');
const { resolve, resolveForMeta, pathToFileURL, fileURLToPath } = require('internal/modules/esm/resolve');
const { watchEntryEvaluation } = require('internal/modules/esm/handle_process_exit');
const { getOptionValue } = require('internal/options');
const { parseCommonJS } = require('internal/modules/esm/cjs_exports');
const hooksProxy = require('internal/modules/esm/hooks_proxy');

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

// The format of a resolved URL: builtin, a data: URL's mime type, or a file's extension
// (a `.js` or extensionless file by its package scope's "type"; any other extension is
// refused, as Node's loader refuses it).
function formatOf(url) {
  if (url.startsWith('node:')) {
    if (!BuiltinModule.canBeRequiredByUsers(url.slice(5))) {
      throw nodeError('ERR_UNKNOWN_BUILTIN_MODULE', `No such built-in module: ${url}`);
    }
    return 'builtin';
  }
  if (url.startsWith('data:')) return parseDataURL(url).format;
  if (!url.startsWith('file:')) {
    throw nodeError('ERR_UNSUPPORTED_ESM_URL_SCHEME',
                    `Only URLs with a scheme in: file, data, and node are supported by the default ESM loader. Received protocol '${url.slice(0, url.indexOf(':') + 1)}'`);
  }
  if (detectedModules.has(url)) return 'module';
  const filename = fileURLToPath(url);
  const extension = path.extname(filename);
  if (extension === '.mjs') return 'module';
  if (extension === '.cjs') return 'commonjs';
  if (extension === '.json') return 'json';
  if (extension !== '.js' && extension !== '') {
    throw nodeError('ERR_UNKNOWN_FILE_EXTENSION', `Unknown file extension "${extension}" for ${filename}`, TypeError);
  }
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

// The names `import` sees on a CommonJS module, beside `default`: what its source assigns
// on `exports`, and what the modules it re-exports do (resolved as require() would; only
// `.js`, `.cjs` and unregistered extensions are read), as Node's cjsPreparseModuleExports.
const commonJSNames = new Map();

function commonJSExportNames(filename, source) {
  let names = commonJSNames.get(filename);
  if (names !== undefined) return names;
  if (source === undefined) {
    try {
      source = fs.readFileSync(filename, 'utf8');
    } catch {
      source = '';
    }
  }
  const { exports, reexports } = parseCommonJS(source);
  names = new Set(exports);
  // Set first: a cycle of re-exports ends here.
  commonJSNames.set(filename, names);
  if (reexports.length > 0) {
    const { Module } = cjsLoader();
    const module = new Module(filename, null);
    module.filename = filename;
    module.paths = Module._nodeModulePaths(path.dirname(filename));
    for (const request of reexports) {
      let resolved;
      try {
        resolved = Module._resolveFilename(request, module, false);
      } catch {
        continue;
      }
      const extension = path.extname(resolved);
      if ((extension === '.js' || extension === '.cjs' || !Module._extensions[extension]) && path.isAbsolute(resolved)) {
        for (const name of commonJSExportNames(resolved)) names.add(name);
      }
    }
  }
  return names;
}

function exportAll(handle, value, names) {
  moduleWrap.setExport(handle, 'default', value);
  const isObject = value !== null && (typeof value === 'object' || typeof value === 'function');
  for (const name of names) {
    // Own properties only (a name found in the source but never assigned is undefined); a
    // getter that throws leaves the name undefined.
    let exported;
    if (isObject && Object.prototype.hasOwnProperty.call(value, name)) {
      try {
        exported = value[name];
      } catch {
        // As Node: ignored.
      }
    }
    moduleWrap.setExport(handle, name, exported);
  }
}

// A built-in module's named exports are its own properties (an inherited or deleted one is
// undefined), read when it is evaluated and again at each syncBuiltinESMExports().
function syncExports(handle, exported, names) {
  for (const name of names) {
    moduleWrap.setExport(handle, name, Object.prototype.hasOwnProperty.call(exported, name) ? exported[name] : undefined);
  }
}
const builtinFacades = [];

// module.syncBuiltinESMExports().
function syncBuiltinExports() {
  for (const { handle, exported, names } of builtinFacades) syncExports(handle, exported, names);
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

// The type an import attribute must give for each format (none for the others).
function validateAttributes(url, format, attributes) {
  if (attributes == null) attributes = {};
  for (const key of Object.keys(attributes)) {
    if (key !== 'type') {
      throw nodeError('ERR_IMPORT_ATTRIBUTE_UNSUPPORTED',
                      `Import attribute "${key}" with value "${attributes[key]}" is not supported`, TypeError);
    }
  }
  const hasType = Object.prototype.hasOwnProperty.call(attributes, 'type');
  const type = attributes.type;
  if (format === 'json' ? type === 'json' : !hasType) return;
  // Node 20's codes (the ASSERTION names predate the rename to attributes).
  if (format === 'json' && !hasType) {
    throw nodeError('ERR_IMPORT_ASSERTION_TYPE_MISSING', `Module "${url}" needs an import attribute of type "json"`, TypeError);
  }
  if (typeof type !== 'string') {
    const { codes: { ERR_INVALID_ARG_TYPE } } = require('internal/errors');
    throw new ERR_INVALID_ARG_TYPE('type', 'string', type);
  }
  if (type !== 'json') {
    throw nodeError('ERR_IMPORT_ASSERTION_TYPE_UNSUPPORTED', `Import attribute type "${type}" is unsupported`, TypeError);
  }
  throw nodeError('ERR_IMPORT_ASSERTION_TYPE_FAILED', `Module "${url}" is not of type "${type}"`, TypeError);
}

// url → format, for modules already loaded.
const formats = new Map();
// Node creates one module job per URL and attribute type, and a job that failed
// validation fails again the same way: `${url} ${type}` → that error.
const refusedJobs = new Map();

function load(url, attributes) {
  // Only the attributes given: as Node's null-prototype record, nothing is read from
  // Object.prototype.
  if (attributes != null) attributes = { __proto__: null, ...attributes };
  const cached = cache.get(url);
  const data = cached === undefined && url.startsWith('data:') ? parseDataURL(url) : undefined;
  const format = data !== undefined ? data.format : (formats.get(url) ?? formatOf(url));
  const jobKey = `${url} ${attributes == null ? '' : attributes.type}`;
  const refused = refusedJobs.get(jobKey);
  if (refused !== undefined) throw refused;
  try {
    validateAttributes(url, format, attributes);
  } catch (error) {
    refusedJobs.set(jobKey, error);
    throw error;
  }
  // The host's choice of built-in modules holds for import() as for require(), cached or not.
  if (format === 'builtin') hostModules.checkBuiltin(url.slice(5));
  if (cached !== undefined) return cached;
  const handle = makeHandle(url, format, data === undefined ? undefined : data.source);
  cache.set(url, handle);
  formats.set(url, format);
  return handle;
}

// With customization hooks registered (module.register): the resolve chain gives the URL
// and a format hint, the load chain the format and source, once per URL. require() of an
// ES module loads its graph without them, as Node 20 does.
let requiringModule = 0;
const knownFormats = new Set(['builtin', 'commonjs', 'json', 'module']);

function hooks() {
  return requiringModule === 0 && hooksProxy.isActive() ? hooksProxy : null;
}

// Node links a module's imports concurrently: every import of the modules found so far is
// resolved, then every new URL loaded, a level of the graph at a time, and that is the order
// hooks see. The engine asks for one import at a time, so the graph under a request is
// fetched here first, level by level, and each request's module (or error) kept for it.
const prefetchErrors = new Map();

function loadThroughHooks(proxy, specifier, parentURL, attributes) {
  // A new graph: the requests of the last one are resolved again, as Node asks the hooks
  // anew for every import.
  prefetched.clear();
  prefetchErrors.clear();
  let level = [[specifier, parentURL, attributes]];
  const seen = new Set();
  while (level.length > 0) {
    const resolutions = proxy.resolveAll(level.map(([request, parent, requestAttributes]) =>
      [request, parent, requestAttributes == null ? {} : { ...requestAttributes }]));
    const loads = [];
    level.forEach(([request, parent, requestAttributes], index) => {
      const key = requestKey(request, parent, requestAttributes);
      const { error, body } = resolutions[index];
      if (error !== undefined) {
        prefetchErrors.set(key, error);
        return;
      }
      prefetched.set(key, body.url);
      if (cache.has(body.url) || seen.has(body.url)) return;
      seen.add(body.url);
      const importAttributes = requestAttributes == null ? {} : { ...requestAttributes };
      loads.push([body.url, { format: body.format, importAttributes }]);
    });
    const results = loads.length === 0 ? [] : proxy.loadAll(loads);
    level = [];
    loads.forEach(([url], index) => {
      const { error, body } = results[index];
      let handle;
      try {
        if (error !== undefined) throw error;
        handle = fromLoadResult(url, body.format, body.source);
      } catch (loadError) {
        prefetchErrors.set(url, loadError);
        return;
      }
      if (body.format !== 'module') return;
      for (const [request, requestAttributes] of moduleWrap.requests(handle)) {
        level.push([request, url, requestAttributes]);
      }
    });
  }
  return prefetchedModule(requestKey(specifier, parentURL, attributes));
}

// The module fetched for a request, or the error that fetching it met.
function prefetchedModule(key) {
  const error = prefetchErrors.get(key);
  if (error !== undefined) throw error;
  const url = prefetched.get(key);
  const handle = cache.get(url);
  if (handle !== undefined) return handle;
  throw prefetchErrors.get(url);
}

// The module a load hook's result describes, cached under its URL.
function fromLoadResult(url, format, source) {
  const { unknownFormat, invalidReturnProperty } = require('internal/modules/esm/hooks');
  if (!knownFormats.has(format)) throw unknownFormat(format, url);
  if (format === 'module' && source == null) {
    throw invalidReturnProperty('string, array buffer, or typed array', 'load', 'source', source);
  }
  const handle = makeHandle(url, format, source);
  cache.set(url, handle);
  formats.set(url, format);
  return handle;
}

// On the hooks thread, its own imports go through the hooks registered so far, as Node's
// do; those hooks may be asynchronous, so the graph is resolved and loaded first (each
// request's URL kept for the engine's synchronous load), then linked and evaluated.
const prefetched = new Map();
const requestKey = (specifier, parentURL, attributes) => `${specifier}\0${parentURL}\0${attributes?.type ?? ''}`;

async function prefetch(chain, specifier, parentURL, attributes, seen) {
  const importAttributes = attributes == null ? {} : { ...attributes };
  const { url, format: hint } = await chain.resolve(specifier, parentURL, importAttributes);
  prefetched.set(requestKey(specifier, parentURL, attributes), url);
  if (cache.has(url) || seen.has(url)) return;
  seen.add(url);
  const { format, source } = await chain.load(url, { format: hint, importAttributes });
  const handle = fromLoadResult(url, format, source);
  for (const [request, requestAttributes] of moduleWrap.requests(handle)) {
    await prefetch(chain, request, url, requestAttributes, seen);
  }
}

async function importThroughChain(chain, specifier, parentURL) {
  await prefetch(chain, specifier, parentURL, undefined, new Set());
  const handle = cache.get(prefetched.get(requestKey(specifier, parentURL, undefined)));
  await moduleWrap.evaluate(handle);
  return moduleWrap.namespace(handle);
}

// The module `specifier` names from `parentURL` (through the hooks when there are any).
function loadRequest(specifier, parentURL, attributes) {
  if (prefetched.size > 0 || prefetchErrors.size > 0) {
    const key = requestKey(specifier, parentURL, attributes);
    const url = prefetched.get(key);
    if (url !== undefined && cache.has(url)) return cache.get(url);
    if (prefetchErrors.has(key) || prefetchErrors.has(url)) return prefetchedModule(key);
  }
  const proxy = hooks();
  if (proxy !== null) return loadThroughHooks(proxy, specifier, parentURL, attributes);
  return load(resolve(specifier, parentURL), attributes);
}

// The bytes (or text) a load hook gave, as text.
function sourceText(source) {
  if (typeof source === 'string') return source;
  return new TextDecoder().decode(source);
}

// The module of `url` in `format`, from `source` when given (a data: URL's body, or what a
// load hook returned), else from its file.
function makeHandle(url, format, source) {
  let handle;
  if (format === 'builtin') {
    const exported = require(url.slice(5));
    const names = Object.keys(exported).filter((name) => name !== 'default');
    handle = moduleWrap.synthetic(url, ['default', ...names], (self) => {
      moduleWrap.setExport(self, 'default', exported);
      syncExports(self, exported, names);
    });
    builtinFacades.push({ handle, exported, names });
  } else if (format === 'json') {
    let value;
    if (source != null) {
      value = parseJSONModule(sourceText(source), url.startsWith('file:') ? fileURLToPath(url) : url);
    } else {
      const filename = fileURLToPath(url);
      value = parseJSONModule(fs.readFileSync(filename, 'utf8'), filename);
    }
    handle = moduleWrap.synthetic(url, ['default'], (self) => moduleWrap.setExport(self, 'default', value));
  } else if (format === 'commonjs' && source != null) {
    handle = commonJSFromSource(url, sourceText(source));
  } else if (format === 'commonjs') {
    const filename = fileURLToPath(url);
    const names = [...commonJSExportNames(filename)].filter((name) => name !== 'default');
    handle = moduleWrap.synthetic(url, ['default', ...names], (self) => {
      const { Module } = require('internal/modules/cjs/loader');
      const cachedModule = Module._cache[filename];
      const exported = cachedModule !== undefined && cachedModule.loaded
        ? cachedModule.exports : Module._load(filename, null, url === mainURL);
      exportAll(self, exported, names);
    });
  } else if (source != null) {
    let text = sourceText(source);
    if (text.charCodeAt(0) === 0xFEFF) text = text.slice(1);
    if (text.startsWith('#!')) text = `//${text.slice(2)}`;
    handle = moduleWrap.compile(text, url);
  } else {
    const filename = fileURLToPath(url);
    let text = fs.readFileSync(filename, 'utf8');
    if (text.charCodeAt(0) === 0xFEFF) text = text.slice(1);
    if (text.startsWith('#!')) text = `//${text.slice(2)}`;
    handle = moduleWrap.compile(text, url);
  }
  return handle;
}

// A CommonJS module whose source a load hook gave: compiled by the CommonJS loader but kept
// out of its cache, as Node keeps it; its require() goes through the hooks.
function commonJSFromSource(url, source) {
  const filename = url.startsWith('file:') ? fileURLToPath(url) : url;
  const { exports: exportedNames } = parseCommonJS(source);
  const names = [...new Set(exportedNames)].filter((name) => name !== 'default');
  return moduleWrap.synthetic(url, ['default', ...names], (self) => {
    const { Module } = cjsLoader();
    const module = new Module(filename, null);
    module.filename = filename;
    module.paths = Module._nodeModulePaths(path.dirname(filename));
    module.require = (id) => requireThroughHooks(id, module, url);
    module._compile(source, filename);
    module.loaded = true;
    exportAll(self, module.exports, names);
  });
}

// require() in a module that a load hook gave as CommonJS source, as Node 20's: a path is
// found by the CommonJS resolution and handed to the hooks as a file URL (a built-in's name
// as it is), then the module is loaded through them and run at once.
function requireThroughHooks(id, parent, parentURL) {
  const { Module } = cjsLoader();
  require('internal/errors').validateString(id, 'id');
  let specifier = id;
  let attributes;
  if (!id.startsWith('node:') && !BuiltinModule.canBeRequiredWithoutScheme(id)) {
    const filename = Module._resolveFilename(id, parent);
    const extension = path.extname(filename);
    if (extension === '.node') return Module._load(id, parent);
    if (extension === '.json') attributes = { __proto__: null, type: 'json' };
    specifier = `${pathToFileURL(filename)}`;
  }
  const handle = loadRequest(specifier, parentURL, attributes);
  const evaluation = moduleWrap.evaluate(handle);
  if (moduleWrap.promiseState(evaluation) === 2) throw moduleWrap.rejection(evaluation);
  const namespace = moduleWrap.namespace(handle);
  return formats.get(moduleWrap.url(handle)) === 'module' ? namespace : namespace.default;
}

// A missing named export of a CommonJS module: Node's message, which shows how to import
// the default export and take the names from it (when the import fits on its line).
function describeMissingExport(name, specifier, exporterURL, sourceLine) {
  if (formats.get(exporterURL) !== 'commonjs') return undefined;
  const named = /{.*}/.exec(sourceLine ?? '');
  const destructuring = named && named[0].replace(/\s+as\s+/g, ': ');
  return `Named export '${name}' not found. The requested module '${specifier}' is a CommonJS module, which may not support all module.exports as named exports.\nCommonJS modules can always be imported via the default export, for example using:\n\nimport pkg from '${specifier}';\n${destructuring ? `const ${destructuring} = pkg;\n` : ''}`;
}

function toURL(referrer) {
  if (/^(?:file|node|data):/.test(referrer)) return referrer;
  if (referrer.startsWith('/')) return pathToFileURL(referrer);
  return pathToFileURL(`${process.cwd()}/${referrer}`);
}

moduleWrap.setHooks(
  (specifier, attributes, referrer) => loadRequest(specifier, toURL(referrer), attributes),
  (url) => {
    // Node 20 takes no parent URL (that needs --experimental-import-meta-resolve).
    const metaResolve = (specifier) => {
      const proxy = hooks();
      return proxy === null ? resolveForMeta(`${specifier}`, url) : proxy.resolve(`${specifier}`, url, {}).url;
    };
    if (!url.startsWith('file:')) return [['resolve', metaResolve], ['url', url]];
    const filename = fileURLToPath(url);
    return [
      ['dirname', path.dirname(filename)],
      ['filename', filename],
      ['resolve', metaResolve],
      ['url', url],
    ];
  },
  describeMissingExport);

// import() of `specifier` from the file (or URL) `referrer`: a promise of the namespace.
function importModule(specifier, referrer = `${process.cwd()}/[eval]`) {
  try {
    const handle = loadRequest(specifier, toURL(referrer), undefined);
    return evaluateDecorated(handle).then(() => moduleWrap.namespace(handle));
  } catch (error) {
    return Promise.reject(error);
  }
}

const isPending = (promise) => moduleWrap.promiseState(promise) === 0;

// A CommonJS global used in an ES module: Node's ModuleJob adds where the program is and,
// for a `.js` file under "type": "module", why (its message, and so the stack's first line,
// which Node formats only when first read).
const commonJSGlobals = /^(?:require|module|exports|__filename|__dirname) is not defined$/;

function decorateCommonJSGlobalError(error, url) {
  if (error === null || typeof error !== 'object' || error.name !== 'ReferenceError' ||
      typeof error.message !== 'string' || !commonJSGlobals.test(error.message)) return error;
  const original = `${error.name}: ${error.message}`;
  let message = `${error.message} in ES module scope`;
  if (message.startsWith('require ')) message += ', you can use import instead';
  if (url.startsWith('file:') && /\.js(?:\?[^#]*)?(?:#.*)?$/.test(url)) {
    const scope = cjsLoader().readPackageScope(fileURLToPath(url));
    if (scope && scope.type === 'module') {
      message += `\nThis file is being treated as an ES module because it has a '.js' file extension and '${scope.path}' contains "type": "module". To treat it as a CommonJS script, rename it to use the '.cjs' file extension.`;
    }
  }
  error.message = message;
  const header = `${error.name}: ${message}`;
  if (typeof error.stack === 'string' && !error.stack.startsWith(header) && error.stack.startsWith(original)) {
    error.stack = `${header}${error.stack.slice(original.length)}`;
  }
  return error;
}

// The evaluation of the module `handle` (a promise), whose error is decorated as above.
function evaluateDecorated(handle) {
  const evaluation = moduleWrap.evaluate(handle);
  const state = moduleWrap.promiseState(evaluation);
  if (state === 2) decorateCommonJSGlobalError(moduleWrap.rejection(evaluation), moduleWrap.url(handle));
  if (state !== 0) return evaluation;
  return evaluation.then(undefined, (error) => {
    throw decorateCommonJSGlobalError(error, moduleWrap.url(handle));
  });
}

// Evaluates an entry module: an error before any top-level await is thrown at once (an
// uncaught exception), a later one rejects unhandled; one never settled exits with 13.
function evaluateEntry(handle) {
  const evaluation = watchEntryEvaluation(() => evaluateDecorated(handle), isPending);
  if (moduleWrap.promiseState(evaluation) === 2) throw moduleWrap.rejection(evaluation);
  return evaluation;
}

// `--loader` hooks registered and `--import` modules imported (from the working directory,
// in order) before the main module runs, as Node does.
async function runPreloads(loaders, imports) {
  const parentURL = pathToFileURL(`${process.cwd()}/`);
  for (const loader of loaders) {
    process.emitWarning('`--experimental-loader` may be removed in the future; instead use `register()`:\n'
      + `--import 'data:text/javascript,import { register } from "node:module"; import { pathToFileURL } from "node:url"; register(${JSON.stringify(loader)}, pathToFileURL("./"));'`,
    'ExperimentalWarning');
    hooksProxy.register(loader, parentURL);
  }
  for (const specifier of imports) await importModule(specifier, parentURL);
}

// The main module's URL when it runs through this loader (so that a CommonJS main is
// require.main).
let mainURL;

// `eddy file.mjs`, or any main module once customization hooks are registered (which then
// resolve and load it, from no parent).
function runMain(filename, detected = false) {
  // As Node: --input-type names how string input is read, and is refused with a file.
  if (getOptionValue('--input-type') !== undefined) {
    throw nodeError('ERR_INPUT_TYPE_NOT_ALLOWED', '--input-type can only be used with string input via --eval, --print, or STDIN');
  }
  const url = pathToFileURL(filename);
  if (detected) detectedModules.add(url);
  mainURL = url;
  const proxy = hooks();
  return evaluateEntry(proxy === null ? load(url, undefined) : loadThroughHooks(proxy, url, undefined, undefined));
}

// require() of an ES module (Node 20.19): its namespace, when the graph evaluates
// synchronously.
function requireModule(filename, detected = false) {
  const url = pathToFileURL(filename);
  if (detected) detectedModules.add(url);
  const handle = load(url, undefined);
  // Refused before anything runs, and even once an import() has evaluated it.
  requiringModule++;
  try {
    moduleWrap.instantiate(handle);
  } finally {
    requiringModule--;
  }
  if (moduleWrap.isGraphAsync(handle)) {
    throw nodeError('ERR_REQUIRE_ASYNC_MODULE', 'require() cannot be used on an ESM graph with top-level await. Use import() instead. To see where the top-level await comes from, use --experimental-print-required-tla.');
  }
  const evaluation = moduleWrap.evaluate(handle);
  if (moduleWrap.promiseState(evaluation) === 2) throw moduleWrap.rejection(evaluation);
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

// Source text as the main module (`--input-type=module` with -e or stdin), named
// `[eval1]` in the working directory (a URL join, so the brackets stay as they are).
function evalModule(source) {
  const url = new URL('[eval1]', `${pathToFileURL(process.cwd())}/`).href;
  return evaluateEntry(moduleWrap.compile(source, url));
}

module.exports = {
  resolve, load, importModule, runMain, requireModule, evalModule, commonJSExportNames, formatOf, syncBuiltinExports,
  validateAttributes, parseDataURL, runPreloads, importThroughChain, hooksActive: () => hooksProxy.isActive(),
};
