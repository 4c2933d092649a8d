// The Readable operators (map with concurrency, filter, drop/take, flatMap, reduce, some/
// every/find, forEach, toArray, abort), compose, duplexPair and stream/consumers.
const { Readable, compose, duplexPair, Transform, PassThrough } = require('stream');
const consumers = require('stream/consumers');
(async () => {
  console.log(await Readable.from([1, 2, 3, 4]).map((x) => x * 2).toArray());
  console.log(await Readable.from([1, 2, 3, 4]).filter(async (x) => x % 2).toArray());
  console.log(await Readable.from([1, 2, 3, 4]).map(async (x) => { await new Promise((r) => setTimeout(r, 5 - x)); return x; }, { concurrency: 3 }).toArray());
  console.log(await Readable.from([1, 2, 3, 4, 5]).drop(2).take(2).toArray());
  console.log(await Readable.from(['a', 'b']).asIndexedPairs().toArray());
  console.log(await Readable.from([1, 2]).flatMap((x) => [x, x * 10]).toArray());
  console.log(await Readable.from([1, 2, 3]).reduce((a, b) => a + b, 0), await Readable.from([1, 2, 3]).reduce((a, b) => a + b));
  try { await Readable.from([]).reduce((a, b) => a + b); } catch (e) { console.log(e.code, e.message); }
  console.log(await Readable.from([1, 2, 3]).some((x) => x > 2), await Readable.from([1, 2, 3]).every((x) => x > 2), await Readable.from([1, 2, 3]).find((x) => x > 1));
  const seen = []; await Readable.from([1, 2]).forEach((x) => seen.push(x)); console.log('forEach', seen);
  try { Readable.from([1]).map(1); } catch (e) { console.log(e.code); }
  try { Readable.from([1]).map((x) => x, { concurrency: 0 }); } catch (e) { console.log(e.code, e.message); }
  const ac = new AbortController();
  const p = Readable.from([1, 2, 3]).map(async (x, { signal }) => { await new Promise((r) => setTimeout(r, 10)); return x; }, { signal: ac.signal }).toArray();
  ac.abort();
  try { await p; } catch (e) { console.log('aborted', e.name); }
  const upper = new Transform({ transform(c, e, cb) { cb(null, String(c).toUpperCase()); } });
  const c2 = compose(new PassThrough(), new Transform({ transform(c, e, cb) { cb(null, c + '!'); } }));
  c2.end('hi');
  console.log('compose', await consumers.text(c2));
  const [a, b] = duplexPair();
  a.write('ping');
  b.once('data', (d) => { console.log('pair got', d.toString()); b.end('pong'); });
  a.on('data', (d) => console.log('a got', d.toString()));
  console.log(await consumers.json(Readable.from(['{"a"', ':1}'])), (await consumers.buffer(Readable.from([Buffer.from('x'), 'y']))).toString(), (await consumers.arrayBuffer(Readable.from(['ab']))).byteLength);
  console.log(Readable.prototype.map.length, Readable.prototype.reduce.length, Object.keys(Readable.prototype).includes('map'));
  const s = Readable.from([1, 2, 3, 4, 5, 6]);
  const first = await s.take(2).toArray();
  console.log('take destroys', first, s.destroyed);
})();
