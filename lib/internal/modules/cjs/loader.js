'use strict';
// CommonJS modules, Node's algorithm: resolution (relative, absolute, bare specifiers in
// node_modules up the tree, package.json "main", index files, extensions), a cache keyed by
// real path whose entry exists before the body runs (circular requires see partial
// exports), and the wrapper compiled so that positions stay those of the file.

const path = require('path');
const fsBinding = internalBinding('fs');
const { compileFunction, decorateErrorStack } = internalBinding('contextify');
// An embedder's modules, and what it lets user code load (Eddy's `Runtime`).
const hostModules = internalBinding('host_modules');
const { BuiltinModule } = require('internal/bootstrap/realm');

const wrapperParameters = ['exports', 'require', 'module', '__filename', '__dirname'];
const SLASH = 47;
const DOT = 46;
// Captured at bootstrap, before user code can replace either.
const ReflectApply = Reflect.apply;
const ObjectPrototypeHasOwnProperty = Object.prototype.hasOwnProperty;
const hasOwn = (object, key) => ReflectApply(ObjectPrototypeHasOwnProperty, object, [key]);
const HASH = 35;

// While a module body runs at the top of the require stack, what exists is cached (Node's
// statCache), so a tree of requires probes each directory and file once.
let statCache = null;
let requireDepth = 0;

function stat(filename) {
  if (statCache !== null) {
    const cached = statCache.get(filename);
    if (cached !== undefined) return cached;
  }
  const result = fsBinding.internalModuleStat(filename);
  if (statCache !== null && result >= 0) statCache.set(filename, result);
  return result;
}

function readFile(filename) {
  return fsBinding.readFileUtf8(filename, 0);
}

function Module(id = '', parent) {
  this.id = id;
  this.path = path.dirname(id);
  // Defined, not assigned: a setter a script put on Object.prototype is not called.
  Object.defineProperty(this, 'exports', { __proto__: null, value: {}, writable: true, enumerable: true, configurable: true });
  this.filename = null;
  this.loaded = false;
  this.children = [];
  this.paths = [];
  Object.defineProperty(this, 'parent', { value: parent, writable: true, configurable: true, enumerable: false });
  if (parent && parent.children) parent.children.push(this);
}

Module._cache = Object.create(null);
Module._pathCache = Object.create(null);
Module._extensions = Object.create(null);
Module.globalPaths = [];
Module.builtinModules = BuiltinModule.getCanBeRequiredByUsersWithoutSchemeList();
Module.Module = Module;
// Module.wrap and Module.wrapper, as Node's: a script that changes either (assigns them, or
// an element of the wrapper) has modules compiled from the text Module.wrap makes;
// otherwise the wrapper is compiled directly, with positions those of the file.
let wrapperPatched = false;
// A property of Module whose assignment marks the wrapper patched.
function definePatchable(name, initial) {
  let value = initial;
  Object.defineProperty(Module, name, {
    __proto__: null,
    get() { return value; },
    set(replacement) {
      wrapperPatched = true;
      value = replacement;
    },
    enumerable: true, configurable: true,
  });
}
definePatchable('wrap', (script) => Module.wrapper[0] + script + Module.wrapper[1]);
definePatchable('wrapper', new Proxy(['(function (exports, require, module, __filename, __dirname) { ', '\n});'], {
  __proto__: null,
  set(target, property, value, receiver) {
    wrapperPatched = true;
    return Reflect.set(target, property, value, receiver);
  },
  defineProperty(target, property, descriptor) {
    wrapperPatched = true;
    return Reflect.defineProperty(target, property, descriptor);
  },
}));
Module.isBuiltin = (id) => typeof id === 'string' && BuiltinModule.isBuiltin(id);
// Node's deprecated debug logger, and what only ES modules give meaning to (there are no
// live bindings of built-ins to update).
Module._debug = function _debug() {};
Module._stat = stat;
// Updates the named exports `import` sees of the built-in modules it has loaded (none
// before the ESM loader is).
Module.syncBuiltinESMExports = function syncBuiltinESMExports() {
  if (esmLoader !== undefined) esmLoader.syncBuiltinExports();
};
// Source maps load with their first use.
const sourceMaps = () => require('internal/source_map/source_map');
Module.findSourceMap = function findSourceMap(path) { return sourceMaps().findSourceMap(path); };
Object.defineProperty(Module, 'SourceMap', {
  get() { return sourceMaps().SourceMap; },
  enumerable: true,
  configurable: true,
});

// The folders searched after node_modules (Node's Module._initPaths): NODE_PATH's entries,
// then $HOME/.node_modules, $HOME/.node_libraries and <prefix>/lib/node.
Module._initPaths = function _initPaths() {
  const home = process.env.HOME;
  const nodePath = process.env.NODE_PATH;
  const prefix = path.resolve(process.execPath, '..', '..');
  const paths = [path.resolve(prefix, 'lib', 'node')];
  if (home) paths.unshift(path.resolve(home, '.node_modules'), path.resolve(home, '.node_libraries'));
  if (nodePath) paths.unshift(...nodePath.split(path.delimiter).filter(Boolean));
  Module.globalPaths = paths;
};
Module._initPaths();

// Every node_modules directory from `from` up to the root, skipping those that would be
// inside a node_modules directory's own name (Node's algorithm). Each directory's list is
// computed once; callers get their own copy.
const nodeModulePathsCache = new Map();
Module._nodeModulePaths = function _nodeModulePaths(from) {
  // An absolute directory's list does not depend on the current directory: look it up
  // before resolving.
  const key = from.charCodeAt(0) === SLASH ? from : undefined;
  let paths = key === undefined ? undefined : nodeModulePathsCache.get(key);
  if (paths !== undefined) return paths.slice();
  from = path.resolve(from);
  if (from === '/') return ['/node_modules'];
  paths = nodeModulePathsCache.get(from);
  if (paths === undefined) {
    paths = [];
    for (let end = from.length; end > 0;) {
      const slash = from.lastIndexOf('/', end - 1);
      if (from.slice(slash + 1, end) !== 'node_modules') paths.push(`${from.slice(0, end)}/node_modules`);
      end = slash;
    }
    paths.push('/node_modules');
    nodeModulePathsCache.set(from, paths);
  }
  if (key !== undefined && key !== from) nodeModulePathsCache.set(key, paths);
  return paths.slice();
};

// path.resolve(directory, request) without its general machinery for the usual case: a
// './name' request from a plain absolute directory (no empty, '.' or '..' segment, no
// trailing slash), which is most of what modules require.
function resolveRequest(directory, request) {
  if (request.startsWith('./') && directory.charCodeAt(0) === SLASH) {
    const rest = request.slice(2);
    if (rest.length > 0 && rest.charCodeAt(0) !== DOT && rest.charCodeAt(rest.length - 1) !== SLASH &&
        rest.indexOf('/.') === -1 && rest.indexOf('//') === -1) {
      if (directory === '/') return `/${rest}`;
      if (directory.charCodeAt(directory.length - 1) !== SLASH && directory.indexOf('/.') === -1 &&
          directory.indexOf('//') === -1) {
        return `${directory}/${rest}`;
      }
    }
  }
  return path.resolve(directory, request);
}

function isRelative(request) {
  return request === '.' || request === '..' || request.startsWith('./') || request.startsWith('../');
}

Module._resolveLookupPaths = function _resolveLookupPaths(request, parent) {
  if (BuiltinModule.isBuiltin(request)) return null;
  if (!isRelative(request)) {
    let paths = [];
    if (parent && parent.paths && parent.paths.length) paths = parent.paths.concat(paths);
    else paths = Module._nodeModulePaths(process.cwd());
    return paths.concat(Module.globalPaths);
  }
  if (!parent || !parent.id || !parent.filename) return ['.'];
  return [path.dirname(parent.filename)];
};

const packageJsonCache = new Map();

function readPackage(directory) {
  const jsonPath = path.resolve(directory, 'package.json');
  if (packageJsonCache.has(jsonPath)) return packageJsonCache.get(jsonPath);
  if (stat(jsonPath) !== 0) {
    packageJsonCache.set(jsonPath, false);
    return false;
  }
  const text = readFile(jsonPath);
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    error.path = jsonPath;
    error.message = `Error parsing ${jsonPath}: ${error.message}`;
    throw error;
  }
  // Only the file's own fields: what a script put on Object.prototype is not read.
  const field = (name) => (parsed !== null && typeof parsed === 'object' && hasOwn(parsed, name) ? parsed[name] : undefined);
  const result = {
    main: field('main'), name: field('name'), exports: field('exports'), imports: field('imports'), type: field('type'),
    path: jsonPath,
  };
  packageJsonCache.set(jsonPath, result);
  return result;
}

// The binding caches directories' real paths for the process, as Node's realpathCache.
function toRealPath(requestPath) {
  const real = fsBinding.internalModuleRealpath(requestPath);
  return real === undefined ? requestPath : real;
}

// --preserve-symlinks (and --preserve-symlinks-main for the main module): a module is
// known by the path it was found at, not by its real path.
let preservesSymlinks;
function keepsSymlinks(isMain) {
  if (preservesSymlinks === undefined) {
    const { getOptionValue } = require_('internal/options');
    preservesSymlinks = { module: !!getOptionValue('--preserve-symlinks'),
                          main: !!getOptionValue('--preserve-symlinks-main') };
  }
  return isMain ? preservesSymlinks.main : preservesSymlinks.module;
}

function foundPath(requestPath, isMain) {
  return keepsSymlinks(isMain) ? path.resolve(requestPath) : toRealPath(requestPath);
}

function tryFile(requestPath, isMain) {
  if (stat(requestPath) !== 0) return false;
  return foundPath(requestPath, isMain);
}

function tryExtensions(basePath, extensions, isMain) {
  for (let i = 0; i < extensions.length; i++) {
    const filename = tryFile(basePath + extensions[i], isMain);
    if (filename) return filename;
  }
  return false;
}

function tryPackage(requestPath, extensions, isMain, originalPath) {
  const pkg = readPackage(requestPath);
  const main = pkg && pkg.main;
  if (!main || typeof main !== 'string') {
    return tryExtensions(path.resolve(requestPath, 'index'), extensions, isMain);
  }
  const filename = path.resolve(requestPath, main);
  let actual = tryFile(filename, isMain) ||
    tryExtensions(filename, extensions, isMain) ||
    tryExtensions(path.resolve(filename, 'index'), extensions, isMain);
  if (actual === false) {
    actual = tryExtensions(path.resolve(requestPath, 'index'), extensions, isMain);
    if (!actual) {
      const error = new Error(`Cannot find module '${filename}'. Please verify that the package.json has a valid "main" entry`);
      error.code = 'MODULE_NOT_FOUND';
      error.path = path.resolve(requestPath, 'package.json');
      error.requestPath = originalPath;
      throw error;
    }
    process.emitWarning(`Invalid 'main' field in '${path.resolve(requestPath, 'package.json')}' of '${main}'. ` +
                        'Please either fix that or report it to the module author', 'DeprecationWarning', 'DEP0128');
  }
  return actual;
}

// "exports" and "imports" (internal/modules/package_resolve, loaded on first use).
let packageResolve;
function packageResolver() {
  if (packageResolve === undefined) packageResolve = require('internal/modules/package_resolve');
  return packageResolve;
}

function moduleNotFound(request, packageJSONPath) {
  const error = new Error(`Cannot find module '${request}'`);
  error.code = 'MODULE_NOT_FOUND';
  if (packageJSONPath) error.path = packageJSONPath;
  return error;
}

// The file an "exports"/"imports" target resolved to must exist (Node's
// finalizeEsmResolution); `resolved` may also be a bare request an "imports" target names.
function finalizeResolution(resolved, parent, packageJSONPath, base) {
  if (typeof resolved === 'object') return Module._resolveFilename(resolved.request, parent, false);
  const filename = packageResolver().toFilename(resolved, base);
  const actual = tryFile(filename, false);
  if (actual) return actual;
  throw moduleNotFound(filename, packageJSONPath);
}

// Runs an "exports"/"imports" resolution, reporting a target that names no file as Node's
// CommonJS loader does.
function resolveThroughPackage(resolve, request, packageJSONPath) {
  try {
    return resolve();
  } catch (error) {
    if (error.code === 'ERR_MODULE_NOT_FOUND') throw moduleNotFound(request, packageJSONPath);
    throw error;
  }
}

// A bare request `name[/subpath]` in the node_modules folder `directory`, when the
// package there has "exports".
const exportsPattern = /^((?:@[^/\\%]+\/)?[^./\\%][^/\\%]*)(\/.*)?$/;
function resolveExports(directory, request) {
  const match = exportsPattern.exec(request);
  if (match === null) return undefined;
  const packagePath = path.resolve(directory, match[1]);
  const pkg = readPackage(packagePath);
  if (!pkg || pkg.exports == null) return undefined;
  return resolveThroughPackage(() => finalizeResolution(
    packageResolver().packageExportsResolve(pkg.path, `.${match[2] || ''}`, pkg.exports, undefined),
    null, pkg.path, undefined), request, pkg.path);
}

// The package.json governing `filename`: the nearest one above it, not looking past a
// node_modules folder (Node's readPackageScope).
function readPackageScope(filename) {
  const root = filename.indexOf('/');
  let separator;
  let directory = filename;
  do {
    separator = directory.lastIndexOf('/');
    directory = directory.slice(0, separator);
    if (directory.endsWith('/node_modules')) return false;
    const pkg = readPackage(directory || '/');
    if (pkg) return pkg;
  } while (separator > root);
  return false;
}

// The file whose requires resolve `#imports` and self-references.
function parentPathOf(parent) {
  if (!parent) return false;
  if (parent.filename) return parent.filename;
  if (parent.id === '<repl>' || parent.id === 'internal/preload') return process.cwd() + '/';
  return false;
}

// require('own-name/sub') inside a package with "exports" (self-reference).
function trySelf(parentPath, request) {
  if (!parentPath) return false;
  const pkg = readPackageScope(parentPath);
  if (!pkg || pkg.exports == null || pkg.name === undefined) return false;
  let subpath;
  if (request === pkg.name) subpath = '.';
  else if (request.startsWith(`${pkg.name}/`)) subpath = `.${request.slice(pkg.name.length)}`;
  else return false;
  return resolveThroughPackage(() => finalizeResolution(
    packageResolver().packageExportsResolve(pkg.path, subpath, pkg.exports, parentPath),
    null, pkg.path, parentPath), request, pkg.path);
}

// require('#name') through the "imports" of the requiring file's package.
function resolveImports(request, parent) {
  const parentPath = parentPathOf(parent);
  if (!parentPath) return false;
  const pkg = readPackageScope(parentPath);
  if (!pkg || pkg.imports == null) return false;
  return resolveThroughPackage(() => finalizeResolution(
    packageResolver().packageImportsResolve(request, parentPath, pkg.path, pkg.imports),
    parent, pkg.path, parentPath), request);
}

Module._findPath = function _findPath(request, paths, isMain) {
  const absoluteRequest = path.isAbsolute(request);
  if (absoluteRequest) {
    paths = [''];
  } else if (!paths || paths.length === 0) {
    return false;
  }
  const cacheKey = request + '\x00' + paths.join('\x00');
  const entry = Module._pathCache[cacheKey];
  if (entry) return entry;

  const last = request.charCodeAt(request.length - 1);
  const trailingSlash = last === SLASH || (last === DOT &&
    (request === '.' || request === '..' || request.endsWith('/.') || request.endsWith('/..')));
  // A missing directory is skipped, unless the request climbs out of it ('../foo' from a
  // module whose directory was removed still resolves).
  const insidePath = !(isRelative(request) && path.normalize(request).startsWith('..'));
  let extensions;
  for (let i = 0; i < paths.length; i++) {
    const curPath = paths[i];
    if (insidePath && curPath && stat(curPath) < 1) continue;
    if (!absoluteRequest) {
      const exported = resolveExports(curPath, request);
      if (exported) return exported;
    }
    const basePath = resolveRequest(curPath, request);
    let filename;
    const rc = stat(basePath);
    if (!trailingSlash) {
      if (rc === 0) filename = foundPath(basePath, isMain);
      if (!filename) {
        if (extensions === undefined) extensions = Object.keys(Module._extensions);
        filename = tryExtensions(basePath, extensions, isMain);
      }
    }
    if (!filename && rc === 1) {
      if (extensions === undefined) extensions = Object.keys(Module._extensions);
      filename = tryPackage(basePath, extensions, isMain, request);
    }
    if (filename) {
      Module._pathCache[cacheKey] = filename;
      return filename;
    }
  }
  return false;
};

Module._resolveFilename = function _resolveFilename(request, parent, isMain, options) {
  if (hostModules.has(request)) return request;
  // An unknown node: name falls through to the search, which reports it not found.
  if (BuiltinModule.isBuiltin(request)) return request;
  hostModules.checkFile(request);
  let paths;
  const pathsOption = typeof options === 'object' && options !== null ? options.paths : undefined;
  if (pathsOption !== undefined && !Array.isArray(pathsOption)) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_VALUE('options.paths', pathsOption);
  }
  if (pathsOption !== undefined) {
    if (isRelative(request)) {
      paths = options.paths;
    } else {
      const fake = new Module('', null);
      paths = [];
      for (const lookup of options.paths) {
        fake.paths = Module._nodeModulePaths(lookup);
        for (const candidate of Module._resolveLookupPaths(request, fake)) {
          if (!paths.includes(candidate)) paths.push(candidate);
        }
      }
    }
  } else {
    paths = Module._resolveLookupPaths(request, parent);
  }
  if (request.charCodeAt(0) === HASH) {
    const imported = resolveImports(request, parent);
    if (imported) return imported;
  }
  const selfResolved = trySelf(parentPathOf(parent), request);
  if (selfResolved) {
    Module._pathCache[request + '\x00' + paths.join('\x00')] = selfResolved;
    return selfResolved;
  }
  const filename = Module._findPath(request, paths, isMain);
  if (filename) return filename;
  const requireStack = [];
  for (let cursor = parent; cursor; cursor = cursor.parent) {
    requireStack.push(cursor.filename || cursor.id);
  }
  let message = `Cannot find module '${request}'`;
  if (requireStack.length > 0) message = `${message}\nRequire stack:\n- ${requireStack.join('\n- ')}`;
  const error = new Error(message);
  error.code = 'MODULE_NOT_FOUND';
  error.requireStack = requireStack;
  throw error;
};

function loadBuiltin(id, request) {
  const module = BuiltinModule.get(id);
  if (module === undefined || !module.canBeRequiredByUsers) {
    const error = new Error(`No such built-in module: ${request}`);
    error.code = 'ERR_UNKNOWN_BUILTIN_MODULE';
    throw error;
  }
  hostModules.checkBuiltin(id);
  return module.compileForPublicLoader();
}

// Resolutions by the requiring module's directory and the request (Node's
// relativeResolveCache), so requiring a loaded module again resolves nothing.
const relativeResolveCache = { __proto__: null };

// What a circular require gets: the module's exports so far. A plain exports object gets,
// until its module finishes loading, a prototype that warns when a property it lacks is read
// (Node's CircularRequirePrototypeWarningProxy); proxies, objects with another prototype and
// transpiled ES modules are left alone.
const { getProxyDetails } = internalBinding('util');
const isProxy = (value) => getProxyDetails(value, false) !== undefined;
let circularRequirePrototype;

function emitCircularRequireWarning(property) {
  process.emitWarning(`Accessing non-existent property '${String(property)}' of module exports ` +
                      'inside circular dependency');
}

function warnsOfMissingProperties() {
  circularRequirePrototype ??= new Proxy({}, {
    __proto__: null,
    get(target, property) {
      // Object.prototype's members are found as usual; Babel reads __esModule of a module
      // still loading, which is no mistake.
      if (property in target || property === '__esModule') return target[property];
      emitCircularRequireWarning(property);
      return undefined;
    },
    getOwnPropertyDescriptor(target, property) {
      if (hasOwn(target, property) || property === '__esModule') {
        return Reflect.getOwnPropertyDescriptor(target, property);
      }
      emitCircularRequireWarning(property);
      return undefined;
    },
  });
  return circularRequirePrototype;
}

function exportsOf(module) {
  if (module.loaded) return module.exports;
  const { exports } = module;
  if (exports && !isProxy(exports) && Object.getPrototypeOf(exports) === Object.prototype && !exports.__esModule) {
    Object.setPrototypeOf(exports, warnsOfMissingProperties());
  }
  return exports;
}

function updateChildren(parent, child) {
  if (parent && parent.children && !parent.children.includes(child)) parent.children.push(child);
}

Module._load = function _load(request, parent, isMain) {
  let relativeResolveKey;
  if (parent) {
    relativeResolveKey = `${parent.path}\x00${request}`;
    const known = relativeResolveCache[relativeResolveKey];
    if (known !== undefined) {
      const cached = Module._cache[known];
      if (cached !== undefined) {
        updateChildren(parent, cached);
        return exportsOf(cached);
      }
      delete relativeResolveCache[relativeResolveKey];
    }
  }
  if (hostModules.has(request)) return hostModules.load(request);
  if (request.startsWith('node:')) return loadBuiltin(request.slice(5), request);
  const filename = Module._resolveFilename(request, parent, isMain);
  const cached = Module._cache[filename];
  if (cached !== undefined) {
    updateChildren(parent, cached);
    return exportsOf(cached);
  }
  if (BuiltinModule.canBeRequiredWithoutScheme(filename)) return loadBuiltin(filename, request);

  const module = new Module(filename, parent);
  if (isMain) {
    process.mainModule = module;
    module.id = '.';
  }
  Module._cache[filename] = module;
  if (parent) relativeResolveCache[relativeResolveKey] = filename;
  let threw = true;
  try {
    module.load(filename);
    threw = false;
  } finally {
    if (threw) {
      delete Module._cache[filename];
      if (parent && parent.children) {
        const index = parent.children.indexOf(module);
        if (index !== -1) parent.children.splice(index, 1);
      }
    } else if (circularRequirePrototype !== undefined && module.exports && !isProxy(module.exports) &&
               Object.getPrototypeOf(module.exports) === circularRequirePrototype) {
      Object.setPrototypeOf(module.exports, Object.prototype);
    }
  }
  return module.exports;
};

function findLongestRegisteredExtension(filename) {
  const name = path.basename(filename);
  let index = 0;
  while ((index = name.indexOf('.', index + 1)) !== -1) {
    const extension = name.slice(index);
    if (Module._extensions[extension]) return extension;
  }
  return '.js';
}

Module.prototype.load = function load(filename) {
  this.filename = filename;
  this.paths = Module._nodeModulePaths(path.dirname(filename));
  Module._extensions[findLongestRegisteredExtension(filename)](this, filename);
  this.loaded = true;
};

Module.prototype.require = function require(id) {
  if (typeof id !== 'string') {
    const { codes } = require_('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('id', 'string', id);
  }
  if (id === '') {
    const error = new TypeError("The argument 'id' must be a non-empty string. Received ''");
    error.code = 'ERR_INVALID_ARG_VALUE';
    throw error;
  }
  requireDepth++;
  try {
    return Module._load(id, this, false);
  } finally {
    requireDepth--;
  }
};
const require_ = require;

function stripBOM(content) {
  return content.charCodeAt(0) === 0xFEFF ? content.slice(1) : content;
}

// A hashbang line becomes a comment of the same length, so positions do not move.
function stripHashbang(content) {
  return content.startsWith('#!') ? `//${content.slice(2)}` : content;
}

Module.prototype._compile = function _compile(content, filename) {
  let wrapper;
  try {
    wrapper = wrapperPatched ?
      require_('vm').runInThisContext(Module.wrap(stripHashbang(content)), { filename }) :
      compileFunction(stripHashbang(content), filename, wrapperParameters);
  } catch (error) {
    const moduleSyntax = isModuleSyntaxError(error, content, filename);
    if (!moduleSyntax || !mayDetectModuleSyntax(filename)) {
      if (moduleSyntax) warnModuleSyntax();
      // As Node's: the error's stack starts with the place in the file.
      throw decorateErrorStack(error);
    }
    // An ES module after all: the main one runs as the ESM entry (top-level await and
    // all), any other is required as an ES module.
    if (process.mainModule === this) {
      esm().runMain(filename, true);
    } else {
      this.exports = esm().requireModule(filename, true);
    }
    return undefined;
  }
  if (process.sourceMapsEnabled) sourceMaps().maybeCacheSourceMap(filename, content);
  const dirname = path.dirname(filename);
  const require = makeRequireFunction(this);
  if (requireDepth === 0) statCache = new Map();
  try {
    return wrapper.call(this.exports, this.exports, require, this, filename, dirname);
  } finally {
    if (requireDepth === 0) statCache = null;
  }
};

function makeRequireFunction(module) {
  const require = function require(id) {
    return module.require(id);
  };
  const validateRequest = (request) => {
    if (typeof request !== 'string') {
      const { codes } = require_('internal/errors');
      throw new codes.ERR_INVALID_ARG_TYPE('request', 'string', request);
    }
  };
  function resolve(request, options) {
    validateRequest(request);
    return Module._resolveFilename(request, module, false, options);
  }
  resolve.paths = function paths(request) {
    validateRequest(request);
    return Module._resolveLookupPaths(request, module);
  };
  require.resolve = resolve;
  Object.defineProperty(require, 'main', {
    __proto__: null, value: process.mainModule, writable: true, enumerable: true, configurable: true,
  });
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}

// A `.mjs` file, or a `.js` file in a `"type": "module"` scope, is an ES module; any other
// file this loader gets (`.cjs`, no extension, an unknown one) is CommonJS, as in Node,
// whose registered extensions are only `.js`, `.json` and `.node` (so no other is tried
// when a request has none).
Module._extensions['.js'] = function loadJS(module, filename) {
  if (filename.endsWith('.mjs') || (filename.endsWith('.js') && isModuleScope(filename))) {
    loadESM(module, filename);
    return;
  }
  module._compile(stripBOM(readFile(filename)), filename);
};

Module._extensions['.json'] = function loadJSON(module, filename) {
  const content = readFile(filename);
  try {
    module.exports = JSON.parse(stripBOM(content));
  } catch (error) {
    error.message = `${filename}: ${error.message}`;
    throw error;
  }
};

Module._extensions['.node'] = function loadNative(module, filename) {
  return process.dlopen(module, filename);
};

// A file URL (object or string) or an absolute path; a path ending in a separator names a
// directory, whose requests resolve as those of a file inside it.
Module.createRequire = function createRequire(filename) {
  let filepath = filename;
  const url = require_('internal/url');
  if (url.isURL(filename) || (typeof filename === 'string' && !path.isAbsolute(filename))) {
    try {
      filepath = url.fileURLToPath(filename);
    } catch {
      filepath = undefined;
    }
  }
  if (typeof filepath !== 'string') {
    const { codes } = require_('internal/errors');
    throw new codes.ERR_INVALID_ARG_VALUE('filename', filename,
      'must be a file URL object, file URL string, or absolute path string');
  }
  const proxyPath = filepath.endsWith('/') ? path.join(filepath, 'noop.js') : filepath;
  const module = new Module(proxyPath, null);
  module.filename = proxyPath;
  module.paths = Module._nodeModulePaths(module.path);
  return makeRequireFunction(module);
};

// `-r` modules, resolved from the current directory, before the main module.
Module._preloadModules = function _preloadModules(requests) {
  if (!requests || requests.length === 0) return;
  const parent = new Module('internal/preload', null);
  parent.paths = Module._nodeModulePaths(process.cwd());
  isPreloading = true;
  try {
    for (const request of requests) parent.require(request);
  } finally {
    isPreloading = false;
  }
};

// Runs process.argv[1] (or `main`) as the main module.
// ES modules: the loader beside this one, loaded on the first import.
let esmLoader;
function esm() {
  if (esmLoader === undefined) esmLoader = require('internal/modules/esm/loader');
  return esmLoader;
}
internalBinding('module_wrap').setLoaderFactory(esm);

// require() of an ES module (Node 20.19+): its namespace object.
// --no-experimental-require-module turns it off, back to Node's older ERR_REQUIRE_ESM.
function loadESM(module, filename) {
  if (require_('internal/options').getOptionValue('--no-experimental-require-module')) {
    const parent = module.parent && module.parent.filename;
    let message = `require() of ES Module ${filename}${parent ? ` from ${parent}` : ''} not supported.`;
    message += filename.endsWith('.mjs')
      ? `\nInstead change the require of ${filename} to a dynamic import() which is available in all CommonJS modules.`
      : `\nInstead change the require of ${path.basename(filename)} in ${parent} to a dynamic import() which is available in all CommonJS modules.`;
    const { makeNodeError } = require_('internal/errors');
    throw makeNodeError(Error, 'ERR_REQUIRE_ESM', message);
  }
  module.exports = esm().requireModule(filename);
}

// Node runs the entry point through one more frame than this loader has (its
// run_main_module script): kept, so a main script's stacks are as deep as under Node, which
// `util.inspect` shows ("... 4 lines matching cause stack trace ...").
Module.runMain = function runMain(main = process.argv[1]) {
  const { getOptionValue } = require_('internal/options');
  const loaders = getOptionValue('--loader');
  const imports = getOptionValue('--import');
  if (loaders.length === 0 && imports.length === 0) {
    executeUserEntryPoint(main);
    return;
  }
  esm().runPreloads(loaders, imports).then(() => executeUserEntryPoint(main));
};

function executeUserEntryPoint(main) {
  hostModules.checkFile(main);
  const resolved = path.resolve(main);
  const filename = Module._findPath(resolved, null, true);
  if (!filename) {
    const error = new Error(`Cannot find module '${resolved}'`);
    error.code = 'MODULE_NOT_FOUND';
    error.requireStack = [];
    throw error;
  }
  // As Node's: the resolved path, not the file found for it (`eddy app` keeps `/…/app`).
  process.argv[1] = resolved;
  // As Node's shouldUseESMLoader: `.mjs`, or anything but `.cjs` in a module scope (whose
  // loader then refuses an unknown extension).
  // Once customization hooks are registered, they resolve and load any main module.
  if (filename.endsWith('.mjs') || (!filename.endsWith('.cjs') && isModuleScope(filename)) ||
      (esmLoader !== undefined && esmLoader.hooksActive())) {
    esm().runMain(filename);
    return;
  }
  Module._load(filename, null, true);
}

function isModuleScope(filename) {
  const scope = readPackageScope(filename);
  return Boolean(scope) && scope.type === 'module';
}

// Syntax detection (Node 20.19): a `.js` or extensionless file whose package scope sets no
// "type" is CommonJS unless it parses only as an ES module.
function mayDetectModuleSyntax(filename) {
  const extension = path.extname(filename);
  if (extension !== '.js' && extension !== '') return false;
  const scope = readPackageScope(filename);
  return !scope || scope.type === undefined;
}

// Errors only ES module syntax causes in a CommonJS body.
const moduleSyntaxMessages = new Set([
  'Cannot use import statement outside a module',
  "Unexpected token 'export'",
  "Cannot use 'import.meta' outside a module",
]);
// Errors of valid module code that CommonJS refuses (top-level await, a declaration of a
// wrapper parameter): a module only if it then parses as one.
const commonJSOnlyMessages = new Set([
  "Identifier 'module' has already been declared",
  "Identifier 'exports' has already been declared",
  "Identifier 'require' has already been declared",
  "Identifier '__filename' has already been declared",
  "Identifier '__dirname' has already been declared",
  'await is only valid in async functions and the top level bodies of modules',
]);

// Module syntax where the package scope or extension says CommonJS: Node's note, emitted
// at once because the SyntaxError that follows likely ends the process.
function warnModuleSyntax() {
  const warning = new Error('To load an ES module, set "type": "module" in the package.json or use the .mjs extension.');
  warning.name = 'Warning';
  process.emit('warning', warning);
}

function isModuleSyntaxError(error, content, filename) {
  if (error === null || typeof error !== 'object' || error.name !== 'SyntaxError') return false;
  if (moduleSyntaxMessages.has(error.message)) return true;
  if (!commonJSOnlyMessages.has(error.message)) return false;
  try {
    internalBinding('module_wrap').compile(stripHashbang(content), require_('internal/url').pathToFileURL(filename).href);
    return true;
  } catch {
    return false;
  }
}

// Whether the ESM loader should load a typeless `.js` file as an ES module: true when its
// source fails as CommonJS the way module syntax does. Source without the words module
// syntax needs is not compiled twice. Code given as a string (`-e`, stdin, a worker's eval)
// has no package scope to consult.
function containsModuleSyntax(content, filename, hasPackageScope = true) {
  if (!/\b(?:import|export|await)\b/.test(content)) return false;
  if (hasPackageScope && !mayDetectModuleSyntax(filename)) return false;
  try {
    compileFunction(stripHashbang(content), filename, wrapperParameters);
    return false;
  } catch (error) {
    return isModuleSyntaxError(error, content, filename);
  }
}

Module._readPackage = readPackage;

// `module.register` (Node 20.6's customization hooks, which run on a hooks thread).
Module.register = function register(specifier, parentURL, options) {
  require('internal/modules/esm/hooks_proxy').register(specifier, parentURL, options);
};

// Whether `-r` modules are loading (Node's Module.prototype.isPreloading).
let isPreloading = false;
Object.defineProperty(Module.prototype, 'isPreloading', {
  get() { return isPreloading; },
  configurable: true,
});

// What the ESM loader shares with this one: package scopes as require() reads them, and
// syntax detection.
module.exports = { Module, readPackageScope, containsModuleSyntax };
