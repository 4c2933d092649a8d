// util.inspect shows what a proxy wraps without running its traps (showProxy: both parts).
const p = new Proxy({ a: 1 }, {});
console.log(p);
console.log(new Proxy([1, 2], {}));
console.log(new Proxy(function f() {}, {}));
const util = require('util');
console.log(util.types.isProxy(p), util.types.isProxy({}));
console.log(util.inspect(p, { showProxy: true }));
const { proxy, revoke } = Proxy.revocable({}, {}); revoke();
console.log(proxy, util.types.isProxy(proxy));
const noisy = new Proxy({ k: 1 }, { get() { throw new Error('trap ran'); }, ownKeys() { throw new Error('trap ran'); } });
console.log(noisy, [noisy], { inner: noisy });
console.log(util.inspect(new Proxy([1], { get() { return 5 } }), { showProxy: true }));
