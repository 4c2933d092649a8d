// Array built-ins on 200,000 numbers: sort with and without a comparator, map, filter and
// reduce (the built-ins issue's kernel).
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
var seed = 42;
function random() { seed = (seed * 1103515245 + 12345) % 2147483648; return seed; }
var values = [];
for (var i = 0; i < 200000; i++) values.push(random() % 100000);
var t0 = now();
var byNumber = values.slice().sort(function (a, b) { return a - b; });
var byString = values.slice().sort();
var doubled = values.map(function (x) { return x * 2; });
var even = doubled.filter(function (x) { return x % 4 === 0; });
var total = even.reduce(function (sum, x) { return sum + x; }, 0);
var check = byNumber[1000] + byString[1000].toString().length + even.length + total % 1000;
console.log('array_methods inner_s=' + (now() - t0).toFixed(4) + ' check=' + check);
