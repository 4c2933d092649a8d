// module.syncBuiltinESMExports() updates the named exports `import` sees of built-in
// modules from their current own properties.
import('./fixtures/live-builtins.mjs');
