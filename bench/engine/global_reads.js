// Reads of global variables and functions from inside a function (script-scope code as in
// the AWFY programs and bundled scripts): var, let, function declarations and built-ins.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
var limit = 7;
let scale = 3;
function twice(x) { return 2 * x; }
function work(n) {
  var sum = 0;
  for (var i = 0; i < n; i++) sum += twice(limit) + scale + (Math === undefined ? 1 : 0);
  return sum;
}
var t0 = now();
var total = 0;
for (var r = 0; r < 30; r++) total += work(100000);
console.log('global_reads inner_s=' + (now() - t0).toFixed(4) + ' check=' + total);
