'use strict';
const { load } = require('./loader');
const { same, eq, report } = require('./check');
const nodeEvents = require('events');
const mine = load('events');

// Each scenario runs against an EventEmitter implementation and returns a
// log; the logs from mine and node must match.
const scenarios = {
  basic(E) {
    const log = [];
    const e = new E();
    e.on('a', (x, y) => log.push(['a1', x, y]));
    e.on('a', function(x) { log.push(['a2', x, this === e]); });
    log.push(e.emit('a', 1, 2), e.emit('b'), e.listenerCount('a'), e.eventNames());
    return log;
  },
  once(E) {
    const log = [];
    const e = new E();
    const f = (x) => log.push(['once', x]);
    e.once('x', f);
    log.push(e.listeners('x')[0] === f, e.rawListeners('x')[0] === f, e.rawListeners('x')[0].listener === f);
    e.emit('x', 1); e.emit('x', 2);
    log.push(e.listenerCount('x'));
    e.once('y', f); e.removeListener('y', f); log.push(e.emit('y', 3));
    return log;
  },
  prepend(E) {
    const log = [];
    const e = new E();
    e.on('p', () => log.push(1));
    e.prependListener('p', () => log.push(0));
    e.prependOnceListener('p', () => log.push(-1));
    e.emit('p'); e.emit('p');
    return log;
  },
  newRemoveListenerEvents(E) {
    const log = [];
    const e = new E();
    e.on('newListener', (t, l) => log.push(['new', String(t), typeof l]));
    e.on('removeListener', (t, l) => log.push(['rm', String(t), l.name]));
    function foo() {} function bar() {}
    e.on('x', foo); e.once('x', bar); e.on(Symbol('s'), foo);
    e.off('x', foo); e.emit('x');
    e.removeAllListeners();
    log.push(e.eventNames().length);
    return log;
  },
  removeAll(E) {
    const log = [];
    const e = new E();
    const f = () => {};
    e.on('a', f); e.on('a', f); e.on('b', f);
    e.removeAllListeners('a');
    log.push(e.eventNames());
    e.removeAllListeners('zzz');
    e.removeAllListeners();
    log.push(e.eventNames(), e._eventsCount);
    return log;
  },
  removeDuringEmit(E) {
    const log = [];
    const e = new E();
    const b = () => log.push('b');
    e.on('x', () => { log.push('a'); e.removeListener('x', b); });
    e.on('x', b);
    e.emit('x'); e.emit('x');
    return log;
  },
  errors(E) {
    const log = [];
    const e = new E();
    for (const v of [new Error('boom'), 'str', 42, undefined, { a: 1 }, null]) {
      try { e.emit('error', v); } catch (err) {
        log.push([err === v, err.code, err.message, err.name, err.context === v]);
      }
    }
    try { e.emit('error'); } catch (err) { log.push(err.message); }
    e.on('error', (x) => log.push(['handled', x]));
    log.push(e.emit('error', 'y'));
    return log;
  },
  errorMonitor(E) {
    const log = [];
    const e = new E();
    e.on(E.errorMonitor, (x) => log.push(['mon', x.message]));
    try { e.emit('error', new Error('m')); } catch (err) { log.push('thrown'); }
    return log;
  },
  symbols(E) {
    const s = Symbol('sym');
    const e = new E();
    e.on(s, () => {}); e.on('str', () => {});
    return [e.eventNames().map(String), e.listenerCount(s)];
  },
  maxListeners(E) {
    const log = [];
    const e = new E();
    log.push(e.getMaxListeners(), E.defaultMaxListeners);
    e.setMaxListeners(3);
    log.push(e.getMaxListeners());
    for (const v of [-1, 'x', NaN]) {
      try { e.setMaxListeners(v); } catch (err) { log.push([err.code, err.name, err.message]); }
      try { E.defaultMaxListeners = v; } catch (err) { log.push([err.code, err.message]); }
    }
    return log;
  },
  badListener(E) {
    const log = [];
    const e = new E();
    for (const fn of ['on', 'once', 'off', 'prependListener', 'prependOnceListener', 'removeListener'])
      try { e[fn]('x', 1); } catch (err) { log.push([fn, err.code, err.message]); }
    return log;
  },
  listenerCountStatic(E) {
    const e = new E();
    const f = () => {};
    e.on('a', f); e.on('a', () => {}); e.once('a', f);
    return [E.listenerCount(e, 'a'), e.listenerCount('a', f), e.listenerCount('zz')];
  },
  subclass(E) {
    class My extends E { constructor() { super(); this.x = 1; } }
    const m = new My();
    const log = [];
    m.on('q', function() { log.push(this.x); });
    m.emit('q');
    log.push(m instanceof E, typeof E.EventEmitter, E.EventEmitter === E);
    return log;
  },
  callStyle(E) {
    function Old() { E.call(this); }
    Object.setPrototypeOf(Old.prototype, E.prototype);
    const o = new Old();
    const log = [];
    o.on('z', (v) => log.push(v)); o.emit('z', 'ok');
    return log;
  },
  chaining(E) {
    const e = new E();
    const f = () => {};
    return [e.on('a', f) === e, e.once('a', f) === e, e.off('a', f) === e, e.removeAllListeners() === e,
            e.setMaxListeners(5) === e, e.prependListener('a', f) === e];
  },
  getters(E) {
    const e = new E();
    const f = () => {};
    e.on('x', f);
    return [E.getEventListeners(e, 'x').length, E.getMaxListeners(e)];
  },
};

for (const [name, fn] of Object.entries(scenarios)) {
  same(`scenario ${name}`, () => fn(mine), () => fn(nodeEvents));
}

// Max listeners warning
function warnings(E) {
  const got = [];
  const orig = process.emitWarning;
  process.emitWarning = (w) => got.push([w.name, w.message, w.count, String(w.type), w.emitter !== undefined]);
  try {
    const e = new E();
    for (let i = 0; i < 12; i++) e.on('foo', () => {});
    class Sub extends E {}
    const s = new Sub();
    s.setMaxListeners(1);
    s.on('bar', () => {}); s.on('bar', () => {});
    const e3 = new E(); e3.setMaxListeners(0);
    for (let i = 0; i < 20; i++) e3.on('z', () => {});
    e.on(Symbol('sy'), () => {});
  } finally {
    process.emitWarning = orig;
  }
  return got;
}
same('warnings', () => warnings(mine), () => warnings(nodeEvents));

// Promise-based once
async function asyncOnce(E) {
  const log = [];
  const e = new E();
  setTimeout(() => e.emit('ready', 1, 2), 1);
  log.push(await E.once(e, 'ready'));
  log.push(e.listenerCount('error'));
  const p = E.once(e, 'never');
  e.emit('error', new Error('bad'));
  try { await p; } catch (err) { log.push(err.message); }
  log.push(e.listenerCount('never'));
  const p2 = E.once(e, 'error');
  e.emit('error', 'x');
  log.push(await p2);
  return log;
}
Promise.all([asyncOnce(mine), asyncOnce(nodeEvents)]).then(([a, b]) => {
  eq('events.once', a, b);
});

// events.on async iterator
async function asyncOn(E) {
  const log = [];
  const e = new E();
  setTimeout(() => { e.emit('d', 1); e.emit('d', 2, 3); e.emit('end'); e.emit('d', 4); }, 1);
  for await (const args of E.on(e, 'd', { close: ['end'] })) log.push(args);
  log.push(e.listenerCount('d'), e.listenerCount('error'), e.listenerCount('end'));
  const it = E.on(e, 'x');
  e.emit('x', 'a');
  log.push(await it.next());
  const pending = it.next();
  e.emit('error', new Error('bad'));
  try { await pending; } catch (err) { log.push(err.message); }
  log.push(await it.next(), e.listenerCount('x'));
  const it2 = E.on(e, 'y');
  e.emit('y', 1);
  log.push(await it2.return(), await it2.next(), e.listenerCount('y'));
  const it3 = E.on(e, 'z');
  try { it3.throw('nope'); } catch (err) { log.push(err.code, err.message); }
  return log;
}
Promise.all([asyncOn(mine), asyncOn(nodeEvents)]).then(([a, b]) => {
  eq('events.on', a, b);

});

async function captureRejections(E) {
  const log = [];
  const e = new E({ captureRejections: true });
  e.on('error', (err) => log.push(['error', err.message]));
  e.on('ev', async () => { throw new Error('async boom'); });
  e.emit('ev');
  const f = new E({ captureRejections: true });
  f[Symbol.for('nodejs.rejection')] = (err, type, ...args) => log.push(['rejection', err.message, type, args]);
  f.on('x', async () => { throw new Error('to handler'); });
  f.emit('x', 1, 2);
  try { new E({ captureRejections: 'yes' }); } catch (err) { log.push([err.code, err.message]); }
  log.push(E.captureRejections, E.captureRejectionSymbol === Symbol.for('nodejs.rejection'));
  await new Promise((r) => setTimeout(r, 5));
  return log;
}
Promise.all([captureRejections(mine), captureRejections(nodeEvents)]).then(([a, b]) => {
  eq('captureRejections', a, b);
});
process.on('beforeExit', () => { if (!global.__reported) { global.__reported = true; report('events'); } });
