// Calls of small closures that read and write a captured variable.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
function makeCounter() { var count = 0; return function (step) { count += step; return count; }; }
var counter = makeCounter();
var t0 = now();
var last = 0;
for (var i = 0; i < 3000000; i++) last = counter(1);
console.log('closure_calls inner_s=' + (now() - t0).toFixed(4) + ' check=' + last);
