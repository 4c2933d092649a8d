// Comparisons with null and undefined, in conditions and as values (linked-list walks,
// optional-argument checks).
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
function Node(next) { this.next = next; this.value = 1; }
var list = null;
for (var n = 0; n < 100; n++) list = new Node(list);
function length(node) { var count = 0; while (node !== null) { count++; node = node.next; } return count; }
function orDefault(x) { if (x === undefined) return 0; return x == null ? 1 : x; }
var t0 = now();
var total = 0;
for (var i = 0; i < 30000; i++) {
  total += length(list) + orDefault(undefined) + orDefault(null) + orDefault(i & 3);
  var flag = list.next != null;
  if (flag) total++;
}
console.log('null_compare inner_s=' + (now() - t0).toFixed(4) + ' check=' + total);
