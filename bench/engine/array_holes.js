// Reading holes: `new Array(n)` read before it is filled, and reads past the dense part of
// an array (AWFY Havlak's `Vector.at` of unset entries). Both are undefined, from nothing on
// the prototype chain.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
var t0 = now();
var empty = new Array(100);
var short = [1, 2, 3];
var count = 0;
for (var i = 0; i < 2000000; i++) {
  if (empty[i % 100] === undefined) count++;
  if (short[i % 6] === undefined) count++;
}
console.log('array_holes inner_s=' + (now() - t0).toFixed(4) + ' check=' + count);
