// Native byte loops (issue 19 cliffs): pattern fill, swaps, searches and comparisons give
// node's answers, and Buffer#fill is not steered by a replaced TypedArray method.
const b = Buffer.alloc(37, 'abc'); console.log(b.toString());
console.log(Buffer.alloc(10, 'é').toString('hex'), Buffer.alloc(9, 'ab', 'utf16le').toString('hex'), Buffer.alloc(7, Buffer.from([1,2,3])).toString('hex'), Buffer.alloc(5, 'aGk=', 'base64').toString());
const c = Buffer.alloc(20); c.fill('xy', 3, 11); console.log(c.toString('hex'));
console.log(Buffer.from('0102030405060708', 'hex').swap16().toString('hex'), Buffer.from('0102030405060708', 'hex').swap32().toString('hex'), Buffer.from('0102030405060708090a0b0c0d0e0f10', 'hex').swap64().toString('hex'));
try { Buffer.alloc(3).swap16() } catch (e) { console.log(e.code) }
const s = Buffer.from('hello world, hello buffer');
console.log(s.indexOf('hello'), s.indexOf('hello', 1), s.lastIndexOf('hello'), s.lastIndexOf('hello', 12), s.indexOf(108), s.lastIndexOf(108), s.indexOf(0x6f, -5), s.includes('buf'), s.indexOf('zz'), s.indexOf(Buffer.from('wor')), s.indexOf(''), s.lastIndexOf('h', -100));
const u = Buffer.from('h\u0000i\u0000h\u0000', 'latin1'); console.log(u.indexOf('hi', 0, 'utf16le'), u.indexOf('h', 1, 'ucs2'), u.lastIndexOf('h', undefined, 'utf16le'));
console.log(Buffer.compare(Buffer.from('abc'), Buffer.from('abd')), Buffer.compare(Buffer.from('abc'), Buffer.from('ab')), Buffer.compare(Buffer.from(''), Buffer.from('a')), Buffer.from('xyz').equals(Buffer.from('xyz')), Buffer.from('abcdef').compare(Buffer.from('cd'), 0, 2, 2, 4), Buffer.from('abc').compare(Buffer.from('abc'), 1), Buffer.from('abc').compare(Buffer.from('abc'), 0, 0, 0, 0));
const t = new Uint16Array(5); t.fill(0x1234, 1, 4); console.log(t.join(), new Float64Array(4).fill(1.5, -2).join(), new BigInt64Array(3).fill(-5n).join(), new Uint8Array([1,2,3,4,5]).fill(9, 10).join(), new Int32Array([1,2,3,4,5]).reverse().join(), new Float32Array([1.5, 2.5, 3.5]).reverse().join(), new Uint8Array(new ArrayBuffer(8), 2, 4).fill(7).buffer.byteLength);
const ab = new Uint8Array([1,2,3,4,5,6,7,8]); new Uint16Array(ab.buffer, 2, 2).reverse(); console.log(ab.join()); new Uint8Array(ab.buffer, 1, 3).fill(0); console.log(ab.join());
Uint8Array.prototype.copyWithin = () => { throw new Error('steered') }; Uint8Array.prototype.set = () => { throw new Error('steered') }; console.log(Buffer.alloc(9, 'abc').toString());
