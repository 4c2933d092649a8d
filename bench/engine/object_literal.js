// Object literals: a small one per iteration, and one of 20 named properties.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
function small(i) { return { x: i, y: i + 1 }; }
function large(i) {
  return { a: i, b: 1, c: 2, d: 3, e: 4, f: 5, g: 6, h: 7, i: 8, j: 9,
           k: 10, l: 11, m: 12, n: 13, o: 14, p: 15, q: 16, r: 17, s: 18, t: 19 };
}
var t0 = now();
var total = 0;
for (var i = 0; i < 300000; i++) {
  total += small(i).y + large(i).t;
}
console.log('object_literal inner_s=' + (now() - t0).toFixed(4) + ' check=' + total);
