// Symbols as values and as property keys: a fresh symbol per object (library-private
// state), reads through well-known and module-level symbol keys, and symbols passed around
// and compared. Collected symbols (issue 14) must not slow the steady state.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
var kState = Symbol("kState");
var kSize = Symbol("kSize");
function Box(value) { this[kState] = value; this[kSize] = 1; }
Box.prototype[Symbol.iterator] = function* () { yield this[kState]; };
function pick(symbol, a, b) { return symbol === kState ? a : b; }
var t0 = now();
var total = 0;
var boxes = [];
for (var i = 0; i < 400000; i++) {
  var box = new Box(i);
  var own = Symbol("own");
  box[own] = i & 7;
  total += box[kState] + box[kSize] + box[own] + pick(i & 1 ? kState : kSize, 1, 2);
  if ((i & 1023) === 0) { boxes.push(box); for (var v of box) total += v; }
}
total += boxes.length + Object.getOwnPropertySymbols(boxes[0]).length;
console.log("symbol_keys inner_s=" + (now() - t0).toFixed(4) + " check=" + total);
