// Memory: 1,000,000 cyclic structures built and dropped in one synchronous loop (objects
// that refer to each other, closures capturing their own scope). Peak RSS shows whether the
// collector frees cycles; run with EDDY_GC_DISABLE=1 to see the difference.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
var t0 = now();
var kept = 0;
for (var i = 0; i < 1000000; i++) {
  var a = { name: 'a', index: i };
  var b = { name: 'b', peer: a };
  a.peer = b;
  var self = { value: i };
  self.read = function () { return self.value; };
  if (i % 100000 === 0) kept += self.read() + a.peer.peer.index;
}
console.log('cyclic_garbage inner_s=' + (now() - t0).toFixed(4) + ' check=' + kept);
