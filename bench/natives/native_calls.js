// ns per native call, CPU time (process.cpuUsage), for the built-ins real tooling calls in
// its hot loops. Usage: eddy native_calls.js [filter]
'use strict';
const filter = process.argv[2];
const text = 'function foo(bar) { return bar + 1; } // some source text to scan '.repeat(40);
const object = { a: 1, b: 2 };
const hasOwn = Object.prototype.hasOwnProperty;
const toString = Object.prototype.toString;
const words = ['Alpha', 'Beta', 'Gamma', 'Delta'];
const list = [3, 1, 4, 1, 5, 9, 2, 6];
let sink = 0;
const cases = {
  'charCodeAt': (n) => { let s = 0; for (let i = 0; i < n; i++) s += text.charCodeAt(i & 1023); return s; },
  'codePointAt': (n) => { let s = 0; for (let i = 0; i < n; i++) s += text.codePointAt(i & 1023); return s; },
  'charAt': (n) => { let s = 0; for (let i = 0; i < n; i++) s += text.charAt(i & 1023).length; return s; },
  'hasOwnProperty.call': (n) => { let s = 0; for (let i = 0; i < n; i++) if (hasOwn.call(object, 'a')) s++; return s; },
  'o.hasOwnProperty': (n) => { let s = 0; for (let i = 0; i < n; i++) if (object.hasOwnProperty('b')) s++; return s; },
  'toString.call': (n) => { let s = 0; for (let i = 0; i < n; i++) s += toString.call(object).length; return s; },
  'Object.keys (2)': (n) => { let s = 0; for (let i = 0; i < n; i++) s += Object.keys(object).length; return s; },
  'toLowerCase': (n) => { let s = 0; for (let i = 0; i < n; i++) s += words[i & 3].toLowerCase().length; return s; },
  'indexOf (string)': (n) => { let s = 0; for (let i = 0; i < n; i++) s += text.indexOf('bar', i & 255); return s; },
  'slice (string)': (n) => { let s = 0; for (let i = 0; i < n; i++) s += text.slice(i & 255, (i & 255) + 5).length; return s; },
  'Math.max': (n) => { let s = 0; for (let i = 0; i < n; i++) s += Math.max(i, 7); return s; },
  'String.fromCharCode': (n) => { let s = 0; for (let i = 0; i < n; i++) s += String.fromCharCode(97 + (i & 15)).length; return s; },
  'array.push+pop': (n) => { const a = []; let s = 0; for (let i = 0; i < n; i++) { a.push(i); s += a.pop(); } return s; },
  'array.indexOf': (n) => { let s = 0; for (let i = 0; i < n; i++) s += list.indexOf(i & 7); return s; },
  'Array.isArray': (n) => { let s = 0; for (let i = 0; i < n; i++) if (Array.isArray(list)) s++; return s; },
  'regexp.test': (n) => { const re = /^[a-z]+$/; let s = 0; for (let i = 0; i < n; i++) if (re.test(words[i & 3])) s++; return s; },
  'regexp.exec sticky': (n) => { const re = /\w+/y; let s = 0; for (let i = 0; i < n; i++) { re.lastIndex = i & 511; const m = re.exec(text); if (m) s += m[0].length; } return s; },
  'empty loop': (n) => { let s = 0; for (let i = 0; i < n; i++) s += i & 1; return s; },
};
const n = 300000;
for (const [name, run] of Object.entries(cases)) {
  if (filter && !name.includes(filter)) continue;
  run(n / 10);
  const start = process.cpuUsage();
  sink += run(n);
  const used = process.cpuUsage(start);
  const ns = ((used.user + used.system) * 1000) / n;
  console.log(`${name.padEnd(22)} ${ns.toFixed(0).padStart(6)} ns/op`);
}
if (sink === 0.5) console.log(sink);
