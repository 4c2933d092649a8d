// vm.createScript, vm.constants (DONT_CONTEXTIFY contexts, the main-context loader option)
// and vm.measureMemory's shape and checks.
const vm = require('vm');

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

const script = vm.createScript('1 + 2', 'three.js');
console.log(script instanceof vm.Script, script.runInThisContext(), vm.createScript.length);
console.log(vm.createScript('x * 2', { filename: 'x.js' }).runInNewContext({ x: 21 }));
attempt('syntax error:', () => vm.createScript('+'));

console.log(vm.constants, Object.isFrozen(vm.constants));
console.log(typeof vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER, typeof vm.constants.DONT_CONTEXTIFY);

// An uncontextified context is the new global object itself.
const global = vm.createContext(vm.constants.DONT_CONTEXTIFY);
console.log(typeof global, vm.isContext(global), global.Array === Array, typeof global.Array);
console.log(vm.runInContext('globalThis === this && typeof Array', global));
vm.runInContext('var declared = 1; globalThis.assigned = 2', global);
global.fromOutside = 3;
console.log(global.declared, global.assigned, vm.runInContext('fromOutside + declared', global));
console.log(vm.runInContext('[] instanceof Array', global), vm.runInContext('[]', global) instanceof Array);
attempt('a symbol:', () => vm.createContext(Symbol('x')));

// The main context's loader: import() in a script works with it. Then measureMemory.
new vm.Script('import("fs")', {
  importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
}).runInThisContext().then((fs) => {
  console.log('imported:', typeof fs.readFileSync);
  measure();
});

function measure() {
  const typeOf = (key, value) => (typeof value === 'number' ? `${typeof value}${Number.isInteger(value) ? ' integer' : ''}` : value);
  const summary = vm.measureMemory({ execution: 'eager' });
  console.log(summary instanceof Promise);
  summary.then((result) => {
    console.log('summary:', JSON.stringify(result, typeOf), result.total.jsMemoryRange[0] <= result.total.jsMemoryRange[1]);
    vm.createContext({});
    return vm.measureMemory({ mode: 'detailed', execution: 'eager' });
  }).then((result) => {
    console.log('detailed:', Object.keys(result), JSON.stringify(result.current, typeOf), Array.isArray(result.other));
  });
  attempt("mode 'x':", () => vm.measureMemory({ mode: 'x' }));
  attempt("execution 'x':", () => vm.measureMemory({ execution: 'x' }));
  attempt('options 1:', () => vm.measureMemory(1));
  console.log(vm.measureMemory.length);
}
