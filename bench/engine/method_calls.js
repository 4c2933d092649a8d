// Method calls through the prototype chain.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
function Vector(x) { this.x = x; }
Vector.prototype.add = function (other) { return new Vector(this.x + other.x); };
Vector.prototype.length = function () { return this.x < 0 ? -this.x : this.x; };
var t0 = now();
var v = new Vector(0), one = new Vector(1);
var total = 0;
for (var i = 0; i < 1000000; i++) { v = v.add(one); total += v.length(); }
console.log('method_calls inner_s=' + (now() - t0).toFixed(4) + ' check=' + total);
