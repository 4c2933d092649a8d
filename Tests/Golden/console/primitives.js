// console.log of primitive values, alone and nested.
console.log('plain string');
console.log('');
console.log(42, -0, 0, 1.5, -1e21, 1e-7, NaN, Infinity, -Infinity);
console.log(0.1 + 0.2, 123456789012345680000, 2 ** 53);
console.log(true, false, undefined, null);
console.log(Symbol(), Symbol('desc'), Symbol.iterator, Symbol.for('registered'));
console.log('two', 'strings', 3);
console.log(['nested string', 'it\'s', 'say "hi"', 'both \' and "', 'all \' " `']);
console.log(['both \' and " and ${']);
console.log(['tab\there', 'new\nline', 'back\\slash', '\x00\x1b\x7f']);
console.log({ s: 'é ü 😀 中文' });
console.log([-0, 0, +0]);
console.log({ n: -0 });
console.log([undefined, null, NaN]);
console.log([Symbol('in array')]);
console.log('%s', -0);
console.log(-0 + '');
