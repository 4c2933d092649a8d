// for-in over objects of a few shapes (option bags, headers), against Object.keys' cost.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
function Point(x, y) { this.x = x; this.y = y; }
var objects = [{ a: 1, b: 2, c: 3, d: 4 }, { host: "h", port: 80, path: "/" }, new Point(1, 2)];
var t0 = now();
var total = 0;
for (var i = 0; i < 300000; i++) {
  var o = objects[i % 3];
  for (var k in o) total += k.length;
}
console.log("for_in inner_s=" + (now() - t0).toFixed(4) + " check=" + total);
