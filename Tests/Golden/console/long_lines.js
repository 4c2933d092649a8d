// Line breaking at 80 columns and long strings.
console.log({ text: 'some long string that goes past the break length of eighty chars\nwith a newline' });
console.log(['a\n'.repeat(5)]);
console.log({ one: 'x'.repeat(30), two: 'y'.repeat(30), three: 'z'.repeat(30) });
console.log({ short: 1, list: [1, 2, 3], nested: { deeper: { deepest: [1, 2] } } });
console.log({ arr: Array.from({ length: 30 }, (_, i) => i), nested: { deep: { deeper: { deepest: 1 } } } });
console.log([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]]);
console.log({ x: [{ y: [{ z: 1 }] }] });
console.log('x'.repeat(100));
console.log(['x'.repeat(100)]);
console.log({ key: 'long '.repeat(20) });
