'use strict';
// The first script the host runs (parameters: process, internalBinding). It sets up the
// loader of built-in modules, Node's BuiltinModule, and returns its `require`.

const { ids, compileBuiltin } = internalBinding('builtins');

const known = Object.create(null);
for (const id of ids) known[id] = true;

class BuiltinModule {
  constructor(id) {
    this.id = id;
    this.filename = `${id}.js`;
    this.exports = {};
    this.loaded = false;
    this.loading = false;
    this.canBeRequiredByUsers = !id.startsWith('internal/');
  }

  static exists(id) {
    return known[id] === true;
  }

  // Built-ins a user may require: everything outside internal/.
  static canBeRequiredByUsers(id) {
    return BuiltinModule.exists(id) && !id.startsWith('internal/');
  }

  static canBeRequiredWithoutScheme(id) {
    return BuiltinModule.canBeRequiredByUsers(id);
  }

  static getCanBeRequiredByUsersWithoutSchemeList() {
    return ids.filter((id) => BuiltinModule.canBeRequiredByUsers(id));
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
      fn.call(this.exports, this.exports, requireBuiltin, this, process, internalBinding);
      this.loaded = true;
    } finally {
      this.loading = false;
    }
    return this.exports;
  }
}

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
