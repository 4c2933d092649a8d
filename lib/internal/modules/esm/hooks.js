'use strict';

// Module customization hooks (Node 20.6's module.register), on the hooks thread: the chains
// of `resolve` and `load` hooks, each hook given the next one as `nextResolve`/`nextLoad`,
// with Node's default resolve and load at the end of each chain and Node's checks of what
// every link returns. The main thread asks for a resolution or a load through
// internal/modules/esm/hooks_proxy and waits for the answer.

const fs = require('fs');
const path = require('path');
const { makeNodeError, codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_INVALID_RETURN_VALUE },
        determineSpecificType } = require('internal/errors');
const { resolve: esmResolve, fileURLToPath } = require('internal/modules/esm/resolve');

const defaultConditions = ['node', 'import', 'module-sync', 'node-addons'];

function invalidReturnProperty(expected, hook, property, value) {
  return makeNodeError(TypeError, 'ERR_INVALID_RETURN_PROPERTY_VALUE',
                       `Expected ${expected} to be returned for the "${property}" from the "${hook}" hook but got ${determineSpecificType(value)}.`);
}

function chainIncomplete(hook) {
  return makeNodeError(Error, 'ERR_LOADER_CHAIN_INCOMPLETE',
                       `"${hook}" did not call the next hook in its chain and did not explicitly signal a short circuit. If this is intentional, include \`shortCircuit: true\` in the hook's return.`);
}

function unknownFormat(format, url) {
  return makeNodeError(RangeError, 'ERR_UNKNOWN_MODULE_FORMAT', `Unknown module format: ${format} for URL ${url}`);
}

function isURL(text) {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

// The format the default resolve reports: by extension and package type only (a typeless
// `.js` file is null: the default load decides by its syntax), 'builtin' for a built-in
// named without its scheme and none for one named `node:…`, as Node's.
function resolvedFormat(url, specifier) {
  if (url.startsWith('node:')) return specifier.startsWith('node:') ? undefined : 'builtin';
  if (url.startsWith('data:')) {
    const { formatOf } = require('internal/modules/esm/loader');
    try {
      return formatOf(url);
    } catch {
      return null;
    }
  }
  if (!url.startsWith('file:')) return null;
  const filename = fileURLToPath(url);
  const extension = path.extname(filename);
  if (extension === '.mjs') return 'module';
  if (extension === '.cjs') return 'commonjs';
  if (extension === '.json') return 'json';
  if (extension !== '.js' && extension !== '') return null;
  const scope = require('internal/modules/cjs/loader').readPackageScope(filename);
  if (scope && scope.type === 'module') return 'module';
  if (scope && scope.type === 'commonjs') return 'commonjs';
  return null;
}

function defaultResolve(specifier, context) {
  const url = esmResolve(specifier, context.parentURL ?? `file://${process.cwd()}/`);
  const format = resolvedFormat(url, specifier);
  return format === undefined ? { url } : { url, format };
}

// The default load: the format the resolve chain gave, else the loader's own answer; the
// source as bytes, none for CommonJS (which the CommonJS loader reads) and null for a
// built-in. Import attributes are checked here, as Node's default load does.
function defaultLoad(url, context) {
  const loader = require('internal/modules/esm/loader');
  const format = context.format ?? loader.formatOf(url);
  loader.validateAttributes(url, format, context.importAttributes);
  if (format === 'builtin') return { format, responseURL: url, source: null };
  if (format === 'commonjs') return { format, responseURL: url, source: undefined };
  if (url.startsWith('data:')) return { format, responseURL: url, source: Buffer.from(loader.parseDataURL(url).source) };
  // Another scheme is refused as the loader refuses it.
  if (!url.startsWith('file:')) loader.formatOf(url);
  return { format, responseURL: url, source: fs.readFileSync(fileURLToPath(url)) };
}

function validateObjectArgument(value, name) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ERR_INVALID_ARG_TYPE(name, 'object', value);
  }
}

const kinds = {
  resolve: {
    nextName: 'nextResolve',
    validateArguments(identifier, specifier, context) {
      if (typeof specifier !== 'string') throw new ERR_INVALID_ARG_TYPE(`${identifier} specifier`, 'string', specifier);
      if (context) validateObjectArgument(context, `${identifier} context`);
    },
  },
  load: {
    nextName: 'nextLoad',
    validateArguments(identifier, url, context) {
      if (typeof url !== 'string') throw new ERR_INVALID_ARG_TYPE(`${identifier} url`, 'a URL string', url);
      if (!isURL(url)) throw new ERR_INVALID_ARG_VALUE(`${identifier} url`, url, 'should be a URL string');
      if (context) validateObjectArgument(context, `${identifier} context`);
    },
  },
};

function validateOutput(identifier, output) {
  if (output === null || typeof output !== 'object') throw new ERR_INVALID_RETURN_VALUE('an object', identifier, output);
}

// Runs a chain from its newest hook: each link's `next` calls the one registered before it,
// merging the context it is given into the chain's; the last link is Node's default.
async function runChain(chain, kind, input, context) {
  const { nextName, validateArguments } = kinds[kind];
  const meta = { identifier: '', finished: false, shortCircuited: false, context };
  const link = (index) => {
    const { fn, name } = chain[index];
    const next = index > 0 ? link(index - 1) : undefined;
    const call = async (argument = undefined, given) => {
      meta.identifier = `${name} '${kind}'`;
      validateArguments(`${meta.identifier} hook's ${nextName}()`, argument, given);
      if (index === 0) meta.finished = true;
      if (given) Object.assign(meta.context, given);
      const output = await fn(argument, meta.context, next);
      validateOutput(`${name} '${kind}' hook's ${nextName}()`, output);
      if (output.shortCircuit === true) meta.shortCircuited = true;
      return output;
    };
    Object.defineProperty(call, 'name', { value: nextName });
    return call;
  };
  const output = await link(chain.length - 1)(input, context);
  validateOutput(meta.identifier, output);
  if (!meta.finished && !meta.shortCircuited) throw chainIncomplete(meta.identifier);
  return { output, identifier: meta.identifier };
}

class Hooks {
  #resolveChain = [{ fn: defaultResolve, name: 'node:internal/modules/esm/resolve' }];
  #loadChain = [{ fn: defaultLoad, name: 'node:internal/modules/esm/load' }];

  // Imports the hooks module (as the hooks thread's own import, from `parentURL`, through the
  // hooks registered before it) and adds its hooks on top of the chains; resolves once its
  // `initialize` has.
  async register(specifier, parentURL, data) {
    const { importModule, importThroughChain } = require('internal/modules/esm/loader');
    const exported = this.#resolveChain.length > 1 || this.#loadChain.length > 1
      ? await importThroughChain(this, specifier, parentURL) : await importModule(specifier, parentURL);
    const { initialize, resolve, load } = exported;
    if (resolve) this.#resolveChain.push({ fn: resolve, name: specifier });
    if (load) this.#loadChain.push({ fn: load, name: specifier });
    await initialize?.(data);
  }

  async resolve(specifier, parentURL, importAttributes) {
    const context = { conditions: defaultConditions.slice(), importAttributes, parentURL };
    const { output, identifier } = await runChain(this.#resolveChain, 'resolve', specifier, context);
    const { format, url } = output;
    if (typeof url !== 'string' || !isURL(url)) throw invalidReturnProperty('a URL string', identifier, 'url', url);
    if (format != null && typeof format !== 'string') throw invalidReturnProperty('a string', identifier, 'format', format);
    return { format, url };
  }

  async load(url, context) {
    const { output, identifier } = await runChain(this.#loadChain, 'load', url, context);
    const { format, source } = output;
    const responseURL = output.responseURL === undefined ? url : output.responseURL;
    if (typeof responseURL !== 'string' || !isURL(responseURL) || new URL(responseURL).href !== responseURL) {
      throw invalidReturnProperty('undefined or a fully resolved URL string', identifier, 'responseURL', responseURL);
    }
    if (format == null) throw unknownFormat(format, url);
    if (typeof format !== 'string') throw invalidReturnProperty('a string', identifier, 'format', format);
    if (source != null && typeof source !== 'string' && !ArrayBuffer.isView(source) &&
        !(source instanceof ArrayBuffer) && !(source instanceof SharedArrayBuffer)) {
      throw invalidReturnProperty('a string, an ArrayBuffer, or a TypedArray', identifier, 'source', source);
    }
    return { format, responseURL, source };
  }
}

module.exports = { Hooks, unknownFormat, invalidReturnProperty };
