'use strict';
// An error leaving vm (compiling or running a script) or a module's compilation has its
// stack decorated as Node's DecorateErrorStack does: `file:line`, the source line and a
// caret before the stack, once; `displayErrors: false` and errors made by new Function or
// eval are left alone.
const fs = require('fs');
const os = require('os');
const path = require('path');
const vm = require('vm');

function head(error, lines = 5) {
  return JSON.stringify(error.stack.split('\n').slice(0, lines));
}
function attempt(label, fn, lines = 5) {
  try { fn(); console.log(label, 'no error'); } catch (e) { console.log(label, e.name, head(e, lines)); }
}

attempt('Script syntax', () => new vm.Script('let a = ;', { filename: 'script.js' }));
attempt('runInThisContext', () => vm.runInThisContext('undefinedFunction()', { filename: 'this.js' }));
attempt('runInNewContext', () => vm.runInNewContext('const o = null;\no.x', {}, { filename: 'sandbox.js' }));
attempt('runInContext thrown', () => vm.runInContext('throw new RangeError("r")', vm.createContext({}), 'ctx.js'));
attempt('displayErrors false', () => vm.runInThisContext('undefinedFunction()', { filename: 'quiet.js', displayErrors: false }), 1);
attempt('compileFunction', () => vm.compileFunction('return (;', [], { filename: 'fn.js' }));
attempt('new Function', () => new Function('a b'), 1);
attempt('eval', () => eval('let b = ;'), 1);
attempt('timeout', () => vm.runInNewContext('for (;;) {}', {}, { timeout: 20, filename: 'loop.js' }), 1);
const script = new vm.Script('missing.call()', { filename: 'twice.js' });
let first;
try { script.runInThisContext(); } catch (e) { first = e; }
globalThis.e = first;
try { vm.runInThisContext('throw e', { filename: 'rethrow.js' }); } catch (e) { console.log('rethrown once', head(e, 6)); }

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'decorate-'));
fs.writeFileSync(path.join(dir, 'bad.js'), 'const fine = 1;\nlet broken = ;\n');
try { require(path.join(dir, 'bad.js')); } catch (e) { console.log('require', e.name, head(e).split(dir).join('<dir>')); }
fs.writeFileSync(path.join(dir, 'throws.js'), 'null.boom;\n');
try { require(path.join(dir, 'throws.js')); } catch (e) { console.log('require runtime', e.name, head(e, 2).split(dir).join('<dir>')); }
fs.rmSync(dir, { recursive: true });
