// structuredClone of every type it supports, the same serializer postMessage uses: numbers
// (int32, doubles, -0, NaN), strings (empty, non-Latin-1, lone surrogates), BigInts of every
// size, objects with index and name keys, arrays dense, holey and sparse with extra
// properties, nested cycles through Map keys and Set members, typed arrays of each kind over
// one buffer, DataView, resizable and growable buffers, SharedArrayBuffer (shared, not
// copied), transfer (the original detached), errors with cause, getters run once in order,
// and the DataCloneError cases.
const t = (label, f) => {
  try { console.log(label, f()); } catch (e) { console.log(label, `${e.constructor.name} ${e.name} ${e.code}: ${e.message}`); }
};

t('numbers', () => structuredClone([0, -0, 1, -1, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 1.5, NaN, Infinity, -Infinity, Number.MIN_VALUE])
  .map((n) => Object.is(n, -0) ? '-0' : String(n)).join(' '));
t('strings', () => structuredClone(['', 'ascii', 'héllo', '✓ 漢字', '\u{1F600}', '\uD800 lone', 'a'.repeat(300)])
  .map((s) => [s.length, s.codePointAt(0)]));
t('bigints', () => structuredClone([0n, 1n, -1n, 2n ** 64n, -(2n ** 100n) + 7n, 123456789012345678901234567890n]).map(String));
t('primitives', () => structuredClone([undefined, null, true, false]));
t('object keys', () => {
  const c = structuredClone({ b: 1, a: 2, 10: 'ten', 2: 'two', 4294967295: 'big', [Symbol('s')]: 'dropped', __proto__: { inherited: 1 } });
  return [Object.keys(c), c.inherited, Object.getPrototypeOf(c) === Object.prototype];
});
t('own __proto__ key', () => {
  const c = structuredClone(JSON.parse('{"__proto__": {"x": 1}, "y": 2}'));
  return [Object.keys(c), Object.getPrototypeOf(c) === Object.prototype, c.__proto__.x];
});
t('arrays', () => {
  const holey = [1, , 3];
  const sparse = [];
  sparse[100000] = 'far';
  const extra = [1, 2];
  extra.name = 'extra';
  extra[-1] = 'negative';
  const c = structuredClone({ holey, sparse, extra, empty: [], long: new Array(5) });
  return [c.holey, 1 in c.holey, c.sparse.length, c.sparse[100000], Object.keys(c.sparse), c.extra, Object.keys(c.extra),
          c.empty, c.long.length, Object.keys(c.long)];
});
t('shared and cyclic', () => {
  const shared = { s: 1 };
  const root = { a: shared, b: [shared, shared] };
  root.self = root;
  const map = new Map([[root, shared], ['key', root]]);
  const set = new Set([map, shared]);
  root.map = map;
  root.set = set;
  const c = structuredClone(root);
  return [c.self === c, c.a === c.b[0], c.b[0] === c.b[1], c.map.get(c) === c.a, c.map.get('key') === c,
          c.set.has(c.map), c.set.has(c.a), c.map.size, c.set.size, c !== root];
});
t('map and set order', () => {
  const c = structuredClone({ m: new Map([[3, 'c'], [1, 'a'], [NaN, 'nan'], [-0, 'zero']]), s: new Set(['z', 'a', 2, 1n]) });
  return [[...c.m], [...c.s], c.m.get(0), c.m.get(NaN)];
});
t('dates and regexps', () => {
  const c = structuredClone([new Date(Date.UTC(2000, 0, 1)), new Date(NaN), /a.b/gimsuy, new RegExp('\\u{61}', 'v'), /[/]\//]);
  const r = /x/g;
  r.lastIndex = 3;
  return [c[0].toISOString(), String(c[1]), String(c[2]), c[2].flags, String(c[3]), String(c[4]), structuredClone(r).lastIndex];
});
t('boxed', () => {
  const c = structuredClone([Object(1.5), Object(-0), Object('boxed ✓'), Object(true), Object(false), Object(10n)]);
  return c.map((b) => [typeof b, Object.prototype.toString.call(b), Object.is(b.valueOf(), -0) ? '-0' : String(b.valueOf())]);
});
t('typed arrays over one buffer', () => {
  const buffer = new ArrayBuffer(64);
  new Uint8Array(buffer).forEach((_, i, a) => { a[i] = i; });
  const kinds = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
                 Float32Array, Float64Array, BigInt64Array, BigUint64Array];
  const views = kinds.map((Kind) => new Kind(buffer, 8, 2));
  const c = structuredClone({ buffer, views, dv: new DataView(buffer, 3, 5) });
  return [c.views.map((v) => `${v.constructor.name}:${v.length}:${v.byteOffset}:${v[0]}`).join(' '),
          c.views.every((v) => v.buffer === c.buffer), c.dv.buffer === c.buffer, c.dv.byteOffset, c.dv.byteLength,
          c.dv.getUint8(0), c.buffer.byteLength];
});
t('view of a subarray', () => {
  const whole = new Uint16Array([1, 2, 3, 4]);
  const c = structuredClone(whole.subarray(1, 3));
  return [c.length, c.byteOffset, c.buffer.byteLength, Array.from(c)];
});
t('resizable and growable', () => {
  const resizable = new ArrayBuffer(4, { maxByteLength: 16 });
  const tracking = new Uint8Array(resizable);
  const c = structuredClone({ resizable, tracking });
  c.resizable.resize(8);
  const growable = new SharedArrayBuffer(4, { maxByteLength: 8 });
  const g = structuredClone(growable);
  g.grow(8);
  return [c.resizable.resizable, c.resizable.maxByteLength, c.tracking.length, growable.byteLength, g === growable];
});
t('shared memory', () => {
  const sab = new SharedArrayBuffer(8);
  const c = structuredClone({ sab, view: new Int32Array(sab) });
  c.view[1] = 42;
  return [new Int32Array(sab)[1], c.view.buffer === c.sab, c.sab instanceof SharedArrayBuffer];
});
t('transfer', () => {
  const buffer = new ArrayBuffer(8);
  new Uint8Array(buffer)[0] = 9;
  const view = new Uint8Array(buffer);
  const c = structuredClone({ buffer, view }, { transfer: [buffer] });
  return [buffer.byteLength, view.length, c.buffer.byteLength, c.view[0], c.view.buffer === c.buffer];
});
t('transfer a detached buffer', () => {
  const buffer = new ArrayBuffer(8);
  structuredClone(buffer, { transfer: [buffer] });
  return structuredClone(buffer);
});
t('errors', () => {
  const kinds = [Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError];
  const c = structuredClone(kinds.map((Kind) => new Kind(`a ${Kind.name}`)));
  return c.map((e) => `${e.constructor.name}:${e.message}:${e.stack.split('\n')[0]}`);
});
t('error details', () => {
  const plain = new Error('with cause', { cause: { deep: [1] } });
  plain.extra = 'dropped';
  const renamed = new Error('renamed');
  renamed.name = 'TypeError';
  const custom = new Error('custom');
  custom.name = 'CustomError';
  class Subclass extends RangeError {}
  const aggregate = new AggregateError([1], 'aggregate');
  const noMessage = new Error();
  const c = structuredClone({ plain, renamed, custom, sub: new Subclass('sub'), aggregate, noMessage });
  return [c.plain.cause, c.plain.extra, Object.getOwnPropertyNames(c.plain), c.renamed.constructor.name, c.custom.constructor.name,
          c.custom.name, c.sub.constructor.name, c.aggregate.constructor.name, c.aggregate.errors,
          'message' in c.noMessage, Object.getOwnPropertyNames(c.noMessage),
          Object.getOwnPropertyDescriptor(c.plain, 'message').enumerable];
});
t('getters run in order, once', () => {
  const order = [];
  const source = { get a() { order.push('a'); return 1; }, b: 2, get c() { order.push('c'); delete this.d; return 3; }, d: 4 };
  const c = structuredClone(source);
  return [c, order];
});
t('getter throws', () => structuredClone({ get boom() { throw new Error('from getter'); } }));
t('class instance', () => {
  class Point { constructor() { this.x = 1; } get y() { return 2; } }
  const c = structuredClone(new Point());
  return [c, c.constructor === Object];
});
t('function', () => structuredClone({ f() {} }));
t('arrow', () => structuredClone([() => 1]));
t('symbol', () => structuredClone(Symbol('s')));
t('symbol object', () => structuredClone(Object(Symbol('s'))));
t('weakmap', () => structuredClone(new WeakMap()));
t('weakset', () => structuredClone(new WeakSet()));
t('weakref', () => structuredClone(new WeakRef({})));
t('promise', () => structuredClone(Promise.resolve()));
t('proxy', () => structuredClone(new Proxy({}, {})));
t('generator', () => structuredClone((function* () {})()));
t('nested uncloneable', () => structuredClone({ ok: 1, list: [1, { bad: Symbol.iterator }] }));
t('no argument', () => structuredClone());
t('bad options', () => structuredClone(1, 5));
t('bad transfer', () => structuredClone(1, { transfer: 5 }));
t('null options', () => structuredClone(7, null));
t('message port untransferred', () => {
  const { port1, port2 } = new MessageChannel();
  try { return structuredClone({ port1 }); } finally { port1.close(); port2.close(); }
});
t('message port transferred', () => {
  const { port1, port2 } = new MessageChannel();
  const c = structuredClone({ port1 }, { transfer: [port1] });
  const result = [c.port1.constructor.name, c.port1 === port1];
  c.port1.close();
  port2.close();
  return result;
});
t('no setter runs while rebuilding', () => {
  const calls = [];
  Object.defineProperty(Object.prototype, 'planted', { set(value) { calls.push(value); }, configurable: true });
  Object.defineProperty(Array.prototype, '0', { set(value) { calls.push(value); }, configurable: true });
  try {
    const c = structuredClone({ planted: 1, list: ['first'] });
    return [Object.getOwnPropertyDescriptor(c, 'planted').value, c.list[0], Object.keys(c.list), calls];
  } finally {
    delete Object.prototype.planted;
    delete Array.prototype[0];
  }
});
t('duplicate buffer in transfer', () => {
  const buffer = new ArrayBuffer(4);
  try { return structuredClone(buffer, { transfer: [buffer, buffer] }); } finally { console.log('still attached', buffer.byteLength); }
});
t('shared buffer in transfer', () => structuredClone(1, { transfer: [new SharedArrayBuffer(1)] }));
t('plain object in transfer', () => structuredClone(1, { transfer: [{}] }));
t('port transfer list checks', () => {
  const { port1, port2 } = new MessageChannel();
  const results = [];
  for (const list of [[port2, port2], [port1], [new ArrayBuffer(1), {}]]) {
    try { port1.postMessage(1, list); results.push('posted'); } catch (e) { results.push(`${e.name} ${e.code}: ${e.message}`); }
  }
  port1.close();
  return results;
});
