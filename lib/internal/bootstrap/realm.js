'use strict';
// The first script the host runs (parameters: process, internalBinding). It sets up the
// loader of built-in modules, Node's BuiltinModule, and returns its `require`.

const { ids, compileBuiltin } = internalBinding('builtins');

// Intrinsics captured before any user code runs (Node's primordials): this loader hands
// `require` and `internalBinding` to every built-in module, so nothing on its path may go
// through a prototype a script can replace (`Function.prototype.call`,
// `String.prototype.startsWith`) or a setter it can plant on `Object.prototype`.
const ReflectApply = Reflect.apply;
const { startsWith, slice } = String.prototype;
const isInternal = (id) => ReflectApply(startsWith, id, ['internal/']);

// Built-ins that exist only under the `node:` scheme (Node 20's `node:test`): `test` alone
// names a package, and they are missing from `builtinModules`.
const schemeOnly = Object.create(null);
schemeOnly.test = true;
schemeOnly['test/reporters'] = true;

const known = Object.create(null);
const publicIds = [];
for (let index = 0; index < ids.length; index++) {
  const id = ids[index];
  known[id] = true;
  if (!isInternal(id) && schemeOnly[id] !== true) publicIds[publicIds.length] = id;
}

class BuiltinModule {
  constructor(id) {
    this.id = id;
    this.filename = `${id}.js`;
    this.exports = {};
    this.loaded = false;
    this.loading = false;
    this.canBeRequiredByUsers = !isInternal(id);
  }

  static exists(id) {
    return known[id] === true;
  }

  // Built-ins a user may require: everything outside internal/.
  static canBeRequiredByUsers(id) {
    return BuiltinModule.exists(id) && !isInternal(id);
  }

  static canBeRequiredWithoutScheme(id) {
    return BuiltinModule.canBeRequiredByUsers(id) && schemeOnly[id] !== true;
  }

  // `id` names a built-in as a user may write it: `node:<public id>`, or a public id with
  // no scheme-only rule.
  static isBuiltin(id) {
    return BuiltinModule.canBeRequiredWithoutScheme(id) ||
      (ReflectApply(startsWith, id, ['node:']) && BuiltinModule.canBeRequiredByUsers(ReflectApply(slice, id, [5])));
  }

  static getCanBeRequiredByUsersWithoutSchemeList() {
    const list = [];
    for (let index = 0; index < publicIds.length; index++) list[index] = publicIds[index];
    return list;
  }

  static get(id) {
    let module = BuiltinModule.map[id];
    if (module === undefined && BuiltinModule.exists(id)) {
      module = new BuiltinModule(id);
      BuiltinModule.map[id] = module;
    }
    return module;
  }

  compileForPublicLoader() {
    if (!this.canBeRequiredByUsers) {
      const error = new Error(`No such built-in module: ${this.id}`);
      error.code = 'ERR_UNKNOWN_BUILTIN_MODULE';
      throw error;
    }
    return this.compileForInternalLoader();
  }

  compileForInternalLoader() {
    if (this.loaded || this.loading) return this.exports;
    this.loading = true;
    try {
      const fn = compileBuiltin(this.id, ['exports', 'require', 'module', 'process', 'internalBinding']);
      ReflectApply(fn, this.exports, [this.exports, requireBuiltin, this, process, internalBinding]);
      this.loaded = true;
    } finally {
      this.loading = false;
    }
    return this.exports;
  }
}

// Module records inherit nothing: assigning `loaded` or `exports` must not reach a setter
// a script defined on Object.prototype.
Object.setPrototypeOf(BuiltinModule.prototype, null);
BuiltinModule.map = Object.create(null);

function requireBuiltin(id) {
  if (id === 'internal/bootstrap/realm') return loaderExports;
  const module = BuiltinModule.get(id);
  if (module === undefined) {
    const error = new Error(`No such built-in module: ${id}`);
    error.code = 'ERR_UNKNOWN_BUILTIN_MODULE';
    throw error;
  }
  return module.compileForInternalLoader();
}

const loaderExports = { BuiltinModule, internalBinding, require: requireBuiltin };

return requireBuiltin;
