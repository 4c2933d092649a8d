// A lexer's pattern of RegExp use: many short calls. 1M `test` of an anchored pattern that
// fails at once on a 3.5 KB subject, then 300k `replace` with a literal evaluated per call.
const subject = 'Hello world, this is *some* markdown text with `code` and more words.\n'.repeat(50);
const anchored = /^ {0,3}>/;
let hits = 0;
for (let i = 0; i < 1000000; i++) { if (anchored.test(subject)) hits++; }
let length = 0;
function replaceAll(s) { return s.replace(/a/g, 'b'); }
for (let i = 0; i < 300000; i++) { length += replaceAll('banana').length; }
console.log(hits, length);
