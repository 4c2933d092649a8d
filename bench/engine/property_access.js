// Reads and writes of named properties on objects of one shape: inline caches at work.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
function Point(x, y) { this.x = x; this.y = y; }
var points = [];
for (var i = 0; i < 1000; i++) points.push(new Point(i, 2 * i));
var t0 = now();
var total = 0;
for (var round = 0; round < 2000; round++) {
  for (var j = 0; j < points.length; j++) {
    var p = points[j];
    p.x = p.x + 1;
    total += p.x + p.y;
  }
}
console.log('property_access inner_s=' + (now() - t0).toFixed(4) + ' check=' + total);
