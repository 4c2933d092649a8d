// Creating closures: an arrow per iteration capturing a loop variable, and a function
// expression returned from a call (the callback-per-call shape of array methods and promises).
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
function adder(n) { return function (x) { return x + n; }; }
var t0 = now();
var total = 0;
for (let i = 0; i < 1000000; i++) {
  var f = () => i;
  total += f() + adder(i)(1);
}
console.log('closure_create inner_s=' + (now() - t0).toFixed(4) + ' check=' + total);
