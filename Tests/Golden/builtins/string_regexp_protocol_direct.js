// String methods given a plain RegExp run its protocol method directly; anything a script
// changed (own or prototype methods, species, another realm, lastIndex) is still honoured.
const vm = require('vm');
const s = 'a1b22c333d';
console.log(s.split(/\d+/), s.split(/(\d)/, 3), s.match(/\d+/), s.match(/\d+/g), s.search(/c/),
  s.replace(/\d+/, '#'), s.replace(/\d+/g, (m) => m.length), s.replaceAll(/\d/g, '.'));
const sticky = /\d/y; sticky.lastIndex = 1;
console.log(s.replace(sticky, '!'), sticky.lastIndex, s.match(sticky), sticky.lastIndex);
const own = /b/; own[Symbol.split] = function (str, limit) { return ['own split', str.length, limit]; };
own[Symbol.match] = () => 'own match';
console.log(s.split(own, 2), s.match(own));
const log = [];
const odd = /c/g;
odd.lastIndex = { valueOf() { log.push('valueOf'); return 4; } };
console.log(s.search(odd), typeof odd.lastIndex, s.replace(odd, 'C'), odd.lastIndex, log);
odd.lastIndex = { valueOf() { log.push('valueOf again'); return 4; } };
console.log(s.match(odd), odd.lastIndex, s.split(odd), log);
class R extends RegExp { [Symbol.replace](str, rep) { return 'subclass ' + super[Symbol.replace](str, rep); } }
console.log(s.replace(new R('\\d'), '_'), s.split(new R('\\d+')));
const other = vm.runInNewContext('/\\d+/g');
const parts = s.split(other), matched = s.match(other);
console.log(parts, Array.isArray(parts), parts instanceof Array, matched instanceof Array, Object.getPrototypeOf(matched) === Array.prototype);
const saved = RegExp.prototype[Symbol.search];
RegExp.prototype[Symbol.search] = function () { return 'patched search'; };
console.log(s.search(/c/));
RegExp.prototype[Symbol.search] = saved;
const savedExec = RegExp.prototype.exec;
RegExp.prototype.exec = function (str) { log.push('exec ' + str); return savedExec.call(this, str); };
console.log(s.match(/\d/), s.replace(/b/, 'B'), log.length);
RegExp.prototype.exec = savedExec;
Object.defineProperty(RegExp, Symbol.species, { get() { log.push('species'); return RegExp; }, configurable: true });
console.log(s.split(/c/), log.slice(-1));
console.log(s.search(/zzz/), s.match(/zzz/), s.split(/z/), ''.split(/a/), ''.split(/(?:)/));
