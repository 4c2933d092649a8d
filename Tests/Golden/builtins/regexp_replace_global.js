console.log('a1 b22 c333'.replace(/\d/g, d => `[${d}]`));
console.log('a1 b22 c333'.replace(/(?<l>[a-z])(\d+)/g, (m, l, n, pos, s, g) => `${m}|${l}|${n}|${pos}|${s.length}|${JSON.stringify(g)};`));
console.log('a1 b22 c333'.replace(/(?<l>[a-z])(\d+)/g, '<$2$1$<l>$&$`>'));
console.log('abc'.replace(/x*/g, '-'));
console.log('\u{1F600}\u{1F600}'.replace(/(?:)/gu, '-'));
console.log('\u{1F600}\u{1F600}'.replace(/(?:)/g, '-').length);
const r = /b/g; r.lastIndex = 5; console.log('abcb'.replace(r, (m) => 'X' + r.lastIndex), r.lastIndex);
const r2 = /b/g; r2.exec = function (s) { return RegExp.prototype.exec.call(this, s); }; console.log('abcb'.replace(r2, 'Y'));
class R extends RegExp { exec(s) { const m = super.exec(s); if (m) m[0] = 'zz'; return m; } }
console.log('abcb'.replace(new R('b', 'g'), '$&!'));
console.log('aaa'.replace(/a(b)?/g, (m, b) => String(b)));
const r3 = /a/g; Object.defineProperty(r3, 'lastIndex', { writable: false, value: 0 }); try { 'aa'.replace(r3, 'b'); } catch (e) { console.log(e.constructor.name); }
console.log('x'.replace(/x/g, '$0$1$00'));
for (const s of ["0","-0","+5","123456789012345","1234567890123456","-12","1e3","12.5","007"," 42 ","-"]) console.log(JSON.stringify(s), Object.is(+s,-0) ? "-0" : +s)
