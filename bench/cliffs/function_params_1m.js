// Issue 19 cliff: `new Function` with 10^6 parameters. V8 allows 65,534 and says so (node
// --jitless fails even earlier, spreading a million arguments: RangeError); Eddy refuses
// before converting and joining them.
const names = Array.from({ length: 1e6 }, (_, index) => `p${index}`);
const start = process.cpuUsage();
let outcome;
try { outcome = new Function(...names, 'return p5').length; } catch (error) { outcome = error.name; }
let joined;
try { joined = new Function(names.join(','), 'return p5').length; } catch (error) { joined = error.name; }
const used = process.cpuUsage(start);
console.log(`check=${/Error$/.test(outcome)}:${joined}`);
console.log(`inner_s=${(used.user + used.system) / 1e6}`);
