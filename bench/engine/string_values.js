// Strings made and dropped as values: short concatenations, number-to-string, slices,
// template literals, split and join. Strings are heap cells (issue 14, stage 3), each
// registered with the heap when it first becomes a value: this measures that cost.
var now = (typeof process !== "undefined" && process.hrtime)
  ? function () { var t = process.hrtime(); return t[0] + t[1] / 1e9; }
  : function () { return Date.now() / 1000; };
var t0 = now();
var total = 0;
var line = "alpha,beta,gamma,delta,epsilon,zeta,eta,theta";
for (var i = 0; i < 300000; i++) {
  var key = "k" + i;
  var text = `${key}:${i & 255}`;
  var part = line.slice(i & 7, (i & 7) + 20);
  total += key.length + text.length + part.length + String(i * 3).length;
  if ((i & 63) === 0) total += line.split(",").join("|").length;
}
console.log("string_values inner_s=" + (now() - t0).toFixed(4) + " check=" + total);
