// vm keeps a script's code units as they are (lone surrogates in its literals survive), and
// a `//# sourceURL=` comment names eval code and vm scripts in stack traces, as V8 does.
const vm = require('vm');

const hex = (string) => [...string].map((c) => c.charCodeAt(0).toString(16)).join(' ');
console.log(hex(vm.runInThisContext('"a\uD800b"')));
console.log(hex(vm.runInNewContext('"\uDC00"')));
console.log(hex(new vm.Script('`\uDBFF`').runInThisContext()));
console.log(hex(vm.compileFunction('return "\uDFFF"')()));

function firstFrame(run) {
  try {
    run();
  } catch (error) {
    return error.stack.split('\n').find((line) => line.trimStart().startsWith('at '))?.trim();
  }
}
console.log(firstFrame(() => eval('throw new Error("x")\n//# sourceURL=eval-named.js')));
console.log(firstFrame(() => (0, eval)('\n  throw new Error("y")\n//# sourceURL=indirect-named.js\n')));
console.log(firstFrame(() => eval('throw new Error("z")\n//@ sourceURL=old-form.js')));
console.log(firstFrame(() => vm.runInThisContext('throw new Error("v")\n//# sourceURL=vm-named.js', { filename: 'given.js' })));
console.log(firstFrame(() => vm.runInThisContext('throw new Error("w")', { filename: 'given.js' })));
// An empty name, or a comment followed by code, leaves the eval's origin in place.
console.log(firstFrame(() => eval('throw new Error("u")\n//# sourceURL=\nvoid 0')).startsWith('at eval (eval at '));
console.log(firstFrame(() => new Function('throw new Error("f")\n//# sourceURL=function-named.js')()));
