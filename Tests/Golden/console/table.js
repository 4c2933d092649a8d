// console.table as Node 20 draws it: rows by index or key, a column per property or per
// asked property, Values for primitives, Maps/Sets and their iterators by iteration index,
// cells inspected shallowly and padded by terminal width, inside a group's indentation.
console.table([1, 'two', { a: 1 }, null, [5, 6]]);
console.table([{ a: 1, b: 2 }, { a: 3, c: 4 }], ['a', 'c']);
console.table(['x', 'y'], ['length']);
console.table(new Set(['s1', { o: 1 }]));
console.table(new Map([['k1', 1], [{ key: true }, [1, 2, 3, 4, 5]]]).entries());
console.table(new Map([['k1', 1]]).keys());
console.table(new Set([1, 2]).values());
console.table({ a: { x: { deep: { er: 1 } }, y: { p: 1, q: 2, r: 3 } } });
console.table([{ name: '中文字', emoji: '👍' }, { name: 'ascii' }]);
console.group('grp'); console.table([{ a: 1 }]); console.groupEnd();
console.table(5); console.table('str'); console.table(null); console.table([]); console.table({});
console.table([[]]); console.table([{}]);
console.table([function f() {}, Symbol('s'), 10n, undefined]);
try { console.table([], 'bad'); } catch (e) { console.log(e.code, e.message); }
const { Console } = require('console');
new Console(process.stdout).table([{ from: 'a Console over process.stdout' }]);
