// The RegExp d flag (ES2022 hasIndices): match indices for every group, named groups in
// indices.groups, undefined for groups that did not take part; the flag's place in flags.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name}: ${e.message}`); } };
const re = /(?<word>a+)(b)?(?<tail>c)/d;
const m = re.exec('xxaacyy');
console.log(m.indices, m.indices.groups, Object.getPrototypeOf(m.indices.groups), m.index);
console.log(re.flags, re.hasIndices, /x/.hasIndices, new RegExp('x', 'dgimsuy').flags, new RegExp('x', 'dv').flags);
console.log([...'a1b22'.matchAll(/\d+/dg)].map((match) => match.indices[0]));
console.log(/(x)|(y)/d.exec('y').indices, /z/d.exec('aza').indices.groups);
t(() => new RegExp('x', 'dd'));
t(() => Object.getOwnPropertyDescriptor(RegExp.prototype, 'hasIndices').get.call({}));
t(() => Object.getOwnPropertyDescriptor(RegExp.prototype, 'hasIndices').get.call(RegExp.prototype));
const replaced = 'abc'.replace(/(?<first>b)/d, (...args) => JSON.stringify(args));
console.log(replaced);
