// buffer: alloc/fill, concat, compare, equals, copy, slice sharing memory.
const { Buffer } = require('buffer');

console.log(Buffer.alloc(5), Buffer.alloc(5, 1), Buffer.alloc(5, 'ab'), Buffer.alloc(5, 'aGk=', 'base64'));
console.log(Buffer.alloc(6, '€'), Buffer.alloc(4, 'é', 'latin1'), Buffer.alloc(3, Buffer.from([1, 2])));
console.log(Buffer.alloc(4).fill('x', 1, 3), Buffer.alloc(4).fill(0x101), Buffer.alloc(4).fill('ab', 'ucs2'));
console.log(Buffer.allocUnsafe(3).length, Buffer.allocUnsafeSlow(3).fill(7));
const a = Buffer.from('abc');
const c = Buffer.concat([a, new Uint8Array([100, 101]), Buffer.from('')]);
console.log(c, c.toString(), Buffer.concat([a, a], 4), Buffer.concat([a], 5), Buffer.concat([]));
console.log(Buffer.compare(a, Buffer.from('abd')), Buffer.compare(a, Buffer.from('ab')), a.compare(Buffer.from('abc')));
console.log(a.equals(Buffer.from('abc')), a.equals(new Uint8Array([97, 98])), [Buffer.from('b'), a, Buffer.from('aa')].sort(Buffer.compare));
console.log(Buffer.from('abcdef').compare(Buffer.from('xxcdxx'), 2, 4, 2, 4));
const dst = Buffer.alloc(6, '.');
console.log(a.copy(dst, 1), dst, a.copy(dst, 4, 1), dst, a.copy(dst, 0, 2, 3), dst);
const whole = Buffer.from('hello world');
const part = whole.slice(6, 11);
part[0] = 0x57;
console.log(whole.toString(), part.toString(), whole.subarray(-5, -2).toString(), whole.slice(20).length);
const ab = new ArrayBuffer(8);
const view = Buffer.from(ab, 2, 4);
view.fill(9);
console.log(new Uint8Array(ab), view.byteOffset, view.buffer === ab);
for (const f of [() => Buffer.alloc(-1), () => Buffer.alloc('5'), () => Buffer.concat('x'),
  () => Buffer.concat([a, 'x']), () => a.compare('abc'), () => Buffer.from(ab, 9),
  () => Buffer.from(5), () => Buffer.alloc(3).fill('zz', 'hex'), () => a.copy(dst, -1),
  () => Buffer.alloc(3, 'a', 'bogus')]) {
  try {
    f();
  } catch (e) {
    console.log(`${e.name} [${e.code}]: ${e.message}`);
  }
}
