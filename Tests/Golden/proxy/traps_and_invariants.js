// Proxy (§9.5, §26.2): traps, defaults, invariants, revocation, callable proxies.
const log = [];
const target = { a: 1, b: 2 };
const p = new Proxy(target, {
  get(t, k, r) { log.push('get ' + String(k)); return Reflect.get(t, k, r); },
  set(t, k, v, r) { log.push('set ' + String(k)); return Reflect.set(t, k, v, r); },
  has(t, k) { log.push('has ' + String(k)); return k in t; },
  deleteProperty(t, k) { log.push('delete ' + String(k)); return delete t[k]; },
  ownKeys(t) { log.push('ownKeys'); return Reflect.ownKeys(t); },
  getOwnPropertyDescriptor(t, k) { log.push('gopd ' + String(k)); return Reflect.getOwnPropertyDescriptor(t, k); },
  defineProperty(t, k, d) { log.push('define ' + String(k)); return Reflect.defineProperty(t, k, d); },
});
console.log(p.a, p.z, 'a' in p, 'q' in p);
p.c = 3; delete p.a;
console.log(Object.keys(p), JSON.stringify(p));
for (const k in p) log.push('forin ' + k);
console.log(log.join('|'));
console.log(target);
// Defaults without traps
const plain = new Proxy({ x: 1 }, {});
plain.y = 2;
console.log(plain.x, plain.y, Object.keys(plain), typeof plain, Object.prototype.toString.call(plain));
// Function proxies
const f = new Proxy(function add(a, b) { return a + b; }, {
  apply(t, thisArg, args) { return 'applied ' + t(...args); },
  construct(t, args, nt) { return { made: args.length, same: nt === f }; },
});
console.log(f(1, 2), new f(1, 2, 3), typeof f, f.name, f.length);
console.log(Object.prototype.toString.call(f), Array.isArray(new Proxy([], {})), Object.prototype.toString.call(new Proxy([], {})));
// Revocable
const { proxy, revoke } = Proxy.revocable({ v: 1 }, {});
console.log(proxy.v);
revoke(); revoke();
for (const op of [() => proxy.v, () => { proxy.v = 2 }, () => 'v' in proxy, () => Object.keys(proxy), () => Array.isArray(proxy), () => typeof proxy]) {
  try { console.log('ok', op()); } catch (e) { console.log(e.constructor.name, e.message); }
}
// Invariants
const frozen = Object.freeze({ k: 1 });
const liar = new Proxy(frozen, { get() { return 2; }, has() { return false; }, ownKeys() { return []; }, getOwnPropertyDescriptor() { return undefined; } });
for (const op of [() => liar.k, () => 'k' in liar, () => Object.keys(liar), () => Object.getOwnPropertyDescriptor(liar, 'k')]) {
  try { console.log('ok', op()); } catch (e) { console.log(e.constructor.name); }
}
const dup = new Proxy({}, { ownKeys() { return ['a', 'a']; } });
try { Object.keys(dup) } catch (e) { console.log(e.constructor.name); }
const badKeys = new Proxy({}, { ownKeys() { return [1]; } });
try { Reflect.ownKeys(badKeys) } catch (e) { console.log(e.constructor.name); }
// Prototype traps
const protoProxy = new Proxy({}, { getPrototypeOf() { return Array.prototype; } });
console.log(protoProxy instanceof Array, Object.getPrototypeOf(protoProxy) === Array.prototype);
// Proxy as prototype
const base = new Proxy({}, { get(t, k, r) { return typeof k === 'string' ? 'from proxy ' + k : undefined; } });
const child = Object.create(base);
child.own = 1;
console.log(child.own, child.missing);
// Proxy errors
for (const op of [() => Proxy({}, {}), () => new Proxy(1, {}), () => new Proxy({}, null)]) {
  try { op(); console.log('no error'); } catch (e) { console.log(e.constructor.name, e.message); }
}
// A proxy is callable and constructible only when its target is.
for (const op of [() => new (new Proxy({}, {}))(), () => (new Proxy({}, {}))(), () => Reflect.apply(new Proxy({}, {}), null, [])]) {
  try { op(); console.log('no error'); } catch (e) { console.log(e.constructor.name); }
}
console.log(Proxy.length, Proxy.name, 'prototype' in Proxy, Proxy.revocable.length);
// Trap this and arguments
const h = { get(t, k, r) { return [this === h, t === tt, r === pp, k]; } };
const tt = {}; const pp = new Proxy(tt, h);
console.log(pp.foo);
// Array proxies through array methods
const arr = new Proxy([3, 1, 2], {});
console.log(arr.length, arr.slice(1), [...arr], arr.map(x => x * 2), Array.from(arr), [].concat(arr));
arr.push(4); console.log(arr.length, JSON.stringify(arr));
// Deep proxy chain does not crash
let deep = {};
for (let i = 0; i < 200000; i++) deep = new Proxy(deep, {});
try { deep.x; console.log('deep ok'); } catch (e) { console.log(e.constructor.name, e.message); }
// preventExtensions / isExtensible / setPrototypeOf traps
const pe = new Proxy({}, { preventExtensions(t) { return false; }, isExtensible(t) { return true; }, setPrototypeOf() { return false; } });
console.log(Reflect.preventExtensions(pe), Object.isExtensible(pe), Reflect.setPrototypeOf(pe, null));
try { Object.preventExtensions(pe) } catch (e) { console.log(e.constructor.name); }
try { Object.setPrototypeOf(pe, null) } catch (e) { console.log(e.constructor.name); }
// with and a proxy
const scope = new Proxy({}, { has(t, k) { return k === 'magic'; }, get(t, k) { return k === Symbol.unscopables ? undefined : 42; } });
with (scope) { console.log(magic); }
// class extends proxy
const PBase = new Proxy(class { constructor() { this.made = true; } }, {});
class Derived extends PBase {}
console.log(new Derived().made, new Derived() instanceof Derived);
