// URLSearchParams on its own and linked to a URL.
const { URL, URLSearchParams } = require('url');

const p = new URLSearchParams('?a=1&b=2&a=3&c=x+y%20z');
console.log(p.get('a'), JSON.stringify(p.getAll('a')), p.get('c'), p.get('missing'), p.size);
console.log(p.has('b'), p.has('a', '3'), p.has('a', '9'));
p.append('d', 'é & =');
p.set('a', 'only');
p.delete('b');
console.log(p.toString());
p.sort();
console.log(JSON.stringify([...p]), JSON.stringify([...p.keys()]), JSON.stringify([...p.values()]));
p.forEach((value, key) => console.log('forEach', key, value));
console.log(new URLSearchParams({ x: 1, y: [2, 3], z: null }).toString());
console.log(new URLSearchParams([['k', 'v'], ['k', 'w']]).toString());
console.log(new URLSearchParams(new Map([['m', 'n']])).toString());
console.log(new URLSearchParams('a=b&&=&c').toString());
console.log(Object.prototype.toString.call(p.entries()));

const u = new URL('https://example.com/search?q=old&page=2#results');
const sp = u.searchParams;
sp.set('q', 'new value');
sp.append('lang', 'en');
console.log(u.href);
sp.delete('page');
console.log(u.search);
u.search = '?fresh=1';
console.log(sp.get('fresh'), sp.get('q'), u.searchParams === sp);
sp.delete('fresh');
console.log(u.href);
for (const bad of [() => p.append('one'), () => p.get(), () => new URLSearchParams([['a']]),
  () => p.forEach('nope'), () => URLSearchParams.prototype.has.call({}, 'a')]) {
  try { bad(); } catch (e) { console.log(e.name, e.code, e.message); }
}
