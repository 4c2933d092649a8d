// Accessor property reads and writes: class getters and setters, object-literal and
// Object.defineProperty getters, built-in getters (a typed array's length, a Map's size).
// Prints each case's time per operation, then the whole in inner_s.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
var N = 300000;
class Point {
  constructor(x) { this._x = x; }
  get x() { return this._x; }
  set x(value) { this._x = value; }
  getX() { return this._x; }
}
var literal = { _v: 2, get v() { return this._v; } };
var defined = { _w: 3 };
Object.defineProperty(defined, "w", { get: function () { return this._w; } });
var bytes = new Uint8Array(16);
var map = new Map([[1, 1], [2, 2]]);
var p = new Point(1);
var cases = {
  method_call: function () { var s = 0; for (var i = 0; i < N; i++) s += p.getX(); return s; },
  class_getter: function () { var s = 0; for (var i = 0; i < N; i++) s += p.x; return s; },
  class_setter: function () { for (var i = 0; i < N; i++) p.x = i; return p._x; },
  literal_getter: function () { var s = 0; for (var i = 0; i < N; i++) s += literal.v; return s; },
  defined_getter: function () { var s = 0; for (var i = 0; i < N; i++) s += defined.w; return s; },
  typed_length: function () { var s = 0; for (var i = 0; i < N; i++) s += bytes.length; return s; },
  map_size: function () { var s = 0; for (var i = 0; i < N; i++) s += map.size; return s; },
};
var t0 = now();
var check = 0;
var report = [];
for (var name in cases) {
  var start = now();
  check += cases[name]();
  report.push(name + "=" + ((now() - start) / N * 1e9).toFixed(0) + "ns");
}
console.log("accessors " + report.join(" "));
console.log("accessors inner_s=" + (now() - t0).toFixed(4) + " check=" + check);
