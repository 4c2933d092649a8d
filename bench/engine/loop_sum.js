// A counting loop: the interpreter's dispatch, a compare-and-branch and number adds.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
var t0 = now();
var sum = 0;
for (var i = 0; i < 10000000; i++) sum += i;
console.log('loop_sum inner_s=' + (now() - t0).toFixed(4) + ' check=' + sum);
