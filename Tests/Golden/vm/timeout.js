// vm's timeout option: a script that runs too long is stopped with ERR_SCRIPT_EXECUTION_TIMEOUT
// (its catch and finally blocks do not run), the caller goes on, and the option is validated.
const vm = require('vm');
const t = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name} ${e.code}: ${e.message}`); } };
t(() => vm.runInNewContext('let n = 0; try { while (true) n++; } finally { globalThis.cleaned = true }', {}, { timeout: 50 }));
const sandbox = vm.createContext({ count: 0 });
t(() => vm.runInContext('for (;;) count++', sandbox, { timeout: 20 }));
// Whether the loop got to count depends on the machine's load: only the types are fixed.
console.log(typeof sandbox.count, typeof sandbox.cleaned);
t(() => vm.runInThisContext('while (true) {}', { timeout: 10, filename: 'spin.js' }));
t(() => new vm.Script('while (true) {}').runInNewContext({}, { timeout: 10 }));
t(() => new vm.Script('for (;;) {}').runInThisContext({ timeout: 10 }));
// Quick scripts are unaffected, and the next script is not interrupted by a stale request.
t(() => vm.runInNewContext('6 * 7', {}, { timeout: 1000 }));
t(() => vm.runInThisContext('let s = 0; for (let i = 0; i < 1e5; i++) s += i; s', { timeout: 5000 }));
let s = 0; for (let i = 0; i < 1e6; i++) s += i;
console.log(s);
t(() => vm.runInNewContext('1', {}, { timeout: 0 }));
t(() => vm.runInNewContext('1', {}, { timeout: -5 }));
t(() => vm.runInNewContext('1', {}, { timeout: 1.5 }));
t(() => vm.runInNewContext('1', {}, { timeout: '10' }));
t(() => vm.runInThisContext('1', { timeout: 2 ** 32 }));
t(() => vm.runInNewContext('1', {}, { timeout: undefined }));
setTimeout(() => console.log('the loop goes on'), 5);
