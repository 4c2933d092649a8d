// Dense array writes and reads by index, and push.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
var t0 = now();
var a = new Array(1000000);
for (var i = 0; i < a.length; i++) a[i] = i * 2;
var b = [];
for (var k = 0; k < 1000000; k++) b.push(a[k] + 1);
var sum = 0;
for (var j = 0; j < b.length; j++) sum += b[j];
console.log('array_dense inner_s=' + (now() - t0).toFixed(4) + ' check=' + sum);
