// structuredClone: boxed primitives, buffers shared by views, errors of their own kind with
// cause and stack, RegExp, cycles, and DataCloneError (a DOMException) for what cannot be cloned.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.constructor.name} ${e.name} ${e.code}: ${e.message}`); } };
t(() => structuredClone({ a: Object(3n), b: Object(1), c: Object('s'), d: Object(false) }));
t(() => { const buf = new ArrayBuffer(4); const v = new Uint8Array(buf); v[0] = 7; const c = structuredClone({ buf, v, w: new Uint16Array(buf, 2, 1) }); return [c.v.buffer === c.buf, c.w.buffer === c.buf, c.v[0], c.buf.byteLength, c.w.byteOffset, c.v instanceof Uint8Array]; });
t(() => { const e = new RangeError('bad', { cause: 1 }); e.extra = 2; const c = structuredClone(e); return [c instanceof RangeError, c.name, c.message, c.cause, c.extra, c.stack === e.stack]; });
t(() => structuredClone(/ab+c/gi).toString()); t(() => structuredClone(new DataView(new ArrayBuffer(3))).byteLength);
t(() => structuredClone(() => {})); t(() => structuredClone(Symbol('s'))); t(() => structuredClone(new WeakMap())); t(() => structuredClone(Promise.resolve()));
t(() => { const o = { n: 1 }; o.self = o; const c = structuredClone(o); return c.self === c; });
t(() => structuredClone(new Date(0)).toISOString()); t(() => structuredClone(new BigUint64Array([1n])));
t(() => { class A { constructor() { this.x = 1; } } const c = structuredClone(new A()); return [c.constructor === Object, c.x]; });
t(() => structuredClone([1, , 3]).length + ',' + (1 in structuredClone([1, , 3])));
t(() => structuredClone(1n)); t(() => structuredClone({ a: 2n, b: [Object(3n)] })); t(() => structuredClone(new BigInt64Array([5n])));
