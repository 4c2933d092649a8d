// Web-compatibility semantics of sloppy code that Node programs rely on: functions declared
// in blocks (Annex B.3.2), var and function hoisting out of direct eval, `with` lookups, and
// calls as assignment targets.
const vm = require('vm');

// A function declared in a block is also a var of its function, set when the declaration runs.
function blockFunction(flag) {
  const before = typeof helper;
  if (flag) {
    function helper() { return 'helper'; }
  }
  return [before, typeof helper];
}
console.log(blockFunction(true), blockFunction(false));

// The block binding and the var are separate bindings.
function separateBindings() {
  {
    function f() { return 'decl'; }
    f = 123;
  }
  return typeof f;
}
console.log(separateBindings());

// No var when a let of the name is in the way, or a parameter has the name.
function skipped(f) {
  { let g = 1; { function g() {} } }
  { function f() {} }
  return [typeof g, f];
}
console.log(skipped(7));

// Labelled and switch-case declarations.
function labelled() { { l: function inner() { return 'labelled'; } } return inner(); }
function inSwitch(x) { switch (x) { case 1: function s() { return 's'; } } return typeof s; }
console.log(labelled(), inSwitch(1), inSwitch(2));

// Direct eval: vars and functions join the caller's var scope and can be deleted.
function evalVars() {
  eval('var x = 1; function y() { return 2; }');
  const seen = [x, y()];
  delete x;
  return seen.concat(typeof x);
}
console.log(evalVars());

// Block functions in eval code, unless the caller has a let of the name.
function evalBlockFunction() {
  eval('{ function z() { return "z"; } }');
  let result = z();
  { let w = 'let'; eval('{ function w() {} }'); result += ' ' + w; }
  return result + ' ' + typeof w;
}
console.log(evalBlockFunction());

// A var may not hoist over a let or a block function of the caller.
for (const source of ['{ let a; eval("var a"); }', '{ function b() {} eval("var b"); }']) {
  try {
    new Function(source)();
    console.log('no error');
  } catch (error) {
    console.log(error.name, error.message);
  }
}
// But it may over a catch parameter.
try { throw 1; } catch (e) { eval('var e = 2'); console.log(e); }

// Global code: block functions and eval code make global properties (eval's are configurable).
vm.runInThisContext('{ function globalBlockFunction() {} }');
vm.runInThisContext('eval("var evalVar = 1; function evalFunction() {}")');
for (const name of ['globalBlockFunction', 'evalVar', 'evalFunction']) {
  const { configurable, enumerable, writable } = Object.getOwnPropertyDescriptor(globalThis, name);
  console.log(name, typeof globalThis[name], configurable, enumerable, writable);
}

// with: compound assignments and updates write where they read.
const scope = { x: 4 };
with (scope) { x += 1; x++; }
console.log(scope.x);

// A call as an assignment target throws a ReferenceError after the call, before the value.
const order = [];
function target() { order.push('call'); return {}; }
function value() { order.push('value'); return 1; }
for (const source of ['target() = value()', 'target()++', 'for (target() in { a: 1 }) ;', 'target() &&= 1']) {
  try {
    eval(source);
  } catch (error) {
    console.log(error.name, error.message, order.splice(0));
  }
}

// super in field initializers and static blocks.
class Base { greet() { return 'base'; } static who() { return 'Base'; } }
class Derived extends Base {
  field = super.greet();
  arrow = () => super.greet();
  static staticField = super.who();
  static { this.fromBlock = super.who(); }
}
const derived = new Derived();
console.log(derived.field, derived.arrow(), Derived.staticField, Derived.fromBlock);
