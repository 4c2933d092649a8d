// Async generators and `for await`: the interleaving of their awaits, yields and settled
// requests with other promise jobs and ticks must match Node's exactly.
const log = [];
const ticker = (name, count) => {
  let p = Promise.resolve();
  for (let i = 1; i <= count; i++) p = p.then(() => log.push(`${name}${i}`));
  return p;
};

async function* counter(label, n) {
  for (let i = 0; i < n; i++) {
    log.push(`${label} before yield ${i}`);
    const sent = yield i;
    log.push(`${label} resumed with ${sent}`);
    await null;
  }
  return `${label} done`;
}

async function queued() {
  const it = counter('q', 2);
  const requests = [it.next('a'), it.next('b'), it.next('c'), it.next('d')];
  requests.forEach((p, i) => p.then((r) => log.push(`q request ${i} -> ${JSON.stringify(r)}`)));
  await ticker('q-tick', 8);
}

async function yieldAwaitsPromises() {
  async function* g() {
    yield Promise.resolve('resolved');
    yield new Promise((resolve) => setImmediate(() => resolve('later')));
    try {
      yield Promise.reject(new Error('rejected'));
    } catch (e) {
      log.push(`caught ${e.message} inside`);
    }
    return Promise.resolve('returned');
  }
  for await (const v of g()) log.push(`y got ${v}`);
  const it = g();
  log.push(`y first ${JSON.stringify(await it.next())}`);
  log.push(`y return ${JSON.stringify(await it.return(Promise.resolve('early')))}`);
  log.push(`y after ${JSON.stringify(await it.next())}`);
}

async function forAwaitSync() {
  const p = ticker('s-tick', 6);
  for await (const v of [1, Promise.resolve(2), 3]) log.push(`sync value ${v}`);
  await p;
  function* closing() {
    try {
      yield 'x';
      yield Promise.resolve('y');
      yield 'z';
    } finally {
      log.push('sync iterator closed');
    }
  }
  for await (const v of closing()) {
    log.push(`closing got ${v}`);
    if (v === 'y') break;
  }
  try {
    for await (const v of [Promise.reject(new Error('bad element'))]) log.push(v);
  } catch (e) {
    log.push(`for await threw ${e.message}`);
  }
}

async function delegation() {
  async function* inner() {
    try {
      const a = yield 'i1';
      log.push(`inner got ${a}`);
      yield 'i2';
    } finally {
      log.push('inner finally');
      await null;
      log.push('inner finally after await');
    }
    return 'inner result';
  }
  async function* outer() {
    const r = yield* inner();
    log.push(`outer got ${r}`);
    yield* ['s1', Promise.resolve('s2')];
    return 'outer result';
  }
  const t = ticker('d-tick', 10);
  const it = outer();
  log.push(`d ${JSON.stringify(await it.next())}`);
  log.push(`d ${JSON.stringify(await it.next('sent'))}`);
  log.push(`d ${JSON.stringify(await it.next())}`);
  log.push(`d ${JSON.stringify(await it.next())}`);
  log.push(`d ${JSON.stringify(await it.next())}`);
  log.push(`d ${JSON.stringify(await it.next())}`);
  await t;
  const early = outer();
  await early.next();
  log.push(`d return ${JSON.stringify(await early.return('stop'))}`);
  const thrown = outer();
  await thrown.next();
  await thrown.throw(new Error('into inner')).catch((e) => log.push(`d throw ${e.message}`));
}

async function breakAndReturn() {
  const iterable = {
    [Symbol.asyncIterator]() {
      let i = 0;
      return {
        next() {
          log.push(`custom next ${i}`);
          return Promise.resolve({ value: i++, done: false });
        },
        return(v) {
          log.push(`custom return ${v}`);
          return { done: true };
        },
      };
    },
  };
  const t = ticker('b-tick', 6);
  for await (const v of iterable) {
    log.push(`custom got ${v}`);
    if (v === 1) break;
  }
  await t;
  async function* early() {
    for await (const v of iterable) {
      if (v === 1) return `early ${v}`;
    }
  }
  log.push(`b ${JSON.stringify(await early().next())}`);
}

(async () => {
  await queued();
  await yieldAwaitsPromises();
  await forAwaitSync();
  await delegation();
  await breakAndReturn();
  for (const line of log) console.log(line);
})();
process.nextTick(() => log.push('tick'));
log.push('sync end');
