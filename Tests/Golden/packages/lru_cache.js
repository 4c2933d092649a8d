// node_modules: lru-cache
// Debian packages: node-lru-cache node-quick-lru
const LRU = require('lru-cache');
const cache = new LRU({ max: 3, dispose: (v, k, reason) => console.log('dispose', k, v, reason) });
cache.set('a', 1); cache.set('b', 2); cache.set('c', 3);
cache.get('a');
cache.set('d', 4);
console.log([...cache.keys()], [...cache.values()], cache.size, cache.has('b'), cache.peek('c'));
cache.delete('c');
console.log(JSON.stringify(cache.dump().map(([k, v]) => [k, v.value])));
const sized = new LRU({ maxSize: 10, sizeCalculation: v => v.length });
sized.set('x', 'hello'); sized.set('y', 'world'); sized.set('z', 'abc');
console.log([...sized.keys()], sized.calculatedSize);
const fetched = new LRU({ max: 10, fetchMethod: async (k) => 'fetched:' + k });
fetched.fetch('k1').then(v => { console.log(v, fetched.get('k1')); });
let ticks = 0;
const ttl = new LRU({ max: 5, ttl: 1000, ttlAutopurge: false, perf: { now: () => ticks } });
ttl.set('t', 'v');
ticks = 500; console.log('ttl', ttl.get('t'), ttl.getRemainingTTL('t') > 0);
for (const [k, v] of cache.entries()) console.log('entry', k, v);
cache.forEach((v, k) => console.log('forEach', k, v));
cache.clear();
console.log(cache.size);
