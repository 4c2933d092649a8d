// Calls that read their arguments past the parameters: a rest parameter, `arguments`,
// and `apply` with them (EventEmitter#emit's shape).
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
function listener(a, b) { return a + b; }
function emit(type, ...args) { return args.length === 2 ? listener.call(this, args[0], args[1]) : listener.apply(this, args); }
function count() { return arguments.length; }
function forward() { "use strict"; return listener.apply(this, arguments); }
var t0 = now();
var total = 0;
for (var i = 0; i < 300000; i++) {
  total += emit("x", i, 1);
  total += count(i, 1, 2);
  total += forward(i, 2);
}
console.log("rest_arguments inner_s=" + (now() - t0).toFixed(4) + " check=" + total);
