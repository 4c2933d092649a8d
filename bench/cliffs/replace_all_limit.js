// Issue 19 cliff: `'ab'.replaceAll('', s)` whose result passes the longest string (2^29 − 24
// units) fails at once, as in node, instead of building for 25–35 s first; and a valid one
// with a 2^24-unit replacement copies blocks (node --jitless: ~1 s with building the pieces).
const start = process.cpuUsage();
const wide = 'x'.repeat(2 ** 28);
let outcome;
try { outcome = 'ab'.replaceAll('', wide).length; } catch (error) { outcome = `${error.name}:${error.message}`; }
const fits = 'ab'.replaceAll('', 'y'.repeat(2 ** 24)).length;
const used = process.cpuUsage(start);
console.log(`check=${outcome.replace(/ /g, '_')}:${fits}`);
console.log(`inner_s=${(used.user + used.system) / 1e6}`);
