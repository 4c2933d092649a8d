// Async generators at the edges: requests queued while the body runs or completes,
// re-entrant next(), an observable `then` on iterator results, destructuring and labelled
// continue in `for await`, return() with a slow promise, yield* over a custom iterator.
const log = [];
const out = (...a) => log.push(a.join(' '));
async function t1() {
  async function* g() { try { yield 1; yield 2 } finally { out('f1'); yield 'from finally'; out('f2') } }
  const it = g();
  out(JSON.stringify(await it.next()));
  const a = it.return('R'), b = it.next(), c = it.next();
  out(JSON.stringify(await a), JSON.stringify(await b), JSON.stringify(await c));
}
async function t2() {
  let it;
  async function* g() { out('body'); const p = it.next('re'); out('enqueued'); const x = yield 1; out('x=' + x); yield 2 }
  it = g();
  out(JSON.stringify(await it.next()));
  out(JSON.stringify(await it.next()));
}
async function t3() {
  async function* g() { yield 1; throw new Error('boom') }
  const it = g();
  await it.next();
  await it.next().catch(e => out('rej', e.message));
  out(JSON.stringify(await it.next()));
  await it.throw('after').catch(e => out('rej2', e));
  out(JSON.stringify(await it.return(Promise.resolve(9))));
}
async function t5() {
  Object.defineProperty(Object.prototype, 'then', { get() { out('then read'); return undefined }, configurable: true });
  async function* g() { yield 1 }
  const it = g();
  const p = it.next();
  delete Object.prototype.then;
  out(JSON.stringify(await p));
}
async function t6() {
  const fns = [];
  for await (const [a, { b }] of [[1, { b: 2 }], Promise.resolve([3, { b: 4 }])]) fns.push(() => a + b);
  out(fns.map(f => f()).join());
  outer: for (const x of [1, 2]) {
    for await (const y of (async function*() { try { yield 1; yield 2 } finally { out('closed', x) } })()) {
      if (y === 1) continue outer;
    }
  }
  const arrow = async () => { for await (const v of [1]) return v * 10 };
  out(await arrow());
}
async function t7() {
  async function* g() { const v = yield; out('v', v); }
  let release;
  const slow = new Promise((resolve) => { release = resolve; });
  const it = g();
  it.next().then(r => out('n1', JSON.stringify(r)));
  it.return(slow).then(r => out('ret', JSON.stringify(r)));
  it.next().then(r => out('n2', JSON.stringify(r)));
  it.throw('t').catch(e => out('thr', e));
  await null;
  await null;
  out('releasing');
  release('slow');
  await new Promise((resolve) => setImmediate(resolve));
}
async function t8() {
  async function* g() {
    const r = yield* { [Symbol.asyncIterator]() { return {
      i: 0,
      next(v) { out('inner next', v); return { value: this.i++, done: this.i > 2 } },
      return(v) { out('inner return', v); return { value: 'rv', done: true } },
    } } };
    out('r', r);
  }
  const it = g();
  out(JSON.stringify(await it.next('first')));
  out(JSON.stringify(await it.next('second')));
  out(JSON.stringify(await it.next('third')));
  const it2 = g();
  await it2.next();
  out(JSON.stringify(await it2.return('bye')));
}
(async () => {
  for (const t of [t1, t2, t3, t5, t6, t7, t8]) { await t(); out('--') }
  console.log(log.join('\n'));
})();
