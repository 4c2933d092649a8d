// The domain module: errors thrown in callbacks scheduled inside domain.run() (timers,
// immediates, ticks, fs callbacks), emitted with no listener by emitters made or added in a
// domain, passed to intercept()ed callbacks or thrown by bind()ed ones go to the domain's
// 'error' listeners. Each step starts when the previous one's error was handled.
const domain = require('domain');
const EventEmitter = require('events');
const fs = require('fs');
const log = (...args) => console.log(...args);

log(Object.keys(domain), domain.active, process.domain, EventEmitter.usingDomains);
log(Object.keys(domain.Domain.prototype));

const steps = [
  (next) => {
    const d = domain.create();
    d.on('error', (error) => {
      log('timer error:', error.message, error.domain === d, error.domainThrown, process.domain === d);
      next();
    });
    d.run(() => {
      log('inside run:', process.domain === d, domain.active === d, domain._stack.length);
      setTimeout(() => {
        log('timer runs in the domain:', process.domain === d);
        throw new Error('from a timer');
      }, 1);
    });
    log('after run:', domain.active, process.domain);
  },
  (next) => {
    const d = domain.create();
    d.on('error', (error) => { log('immediate error:', error.message); next(); });
    d.run(() => setImmediate(() => { throw new Error('from an immediate'); }));
  },
  (next) => {
    const d = domain.create();
    d.on('error', (error) => { log('tick error:', error.message, error.domainThrown); next(); });
    d.run(() => process.nextTick(() => { throw new Error('from a tick'); }));
  },
  (next) => {
    const d = domain.create();
    d.on('error', (error) => { log('fs error:', error.code, error.domain === d); next(); });
    d.run(() => fs.readFile('/no/such/file', (error) => {
      log('fs callback in the domain:', process.domain === d);
      throw error;
    }));
  },
  (next) => {
    const d = domain.create();
    d.on('error', (error) => {
      log('emitter error:', error.message, error.domainEmitter === emitter, error.domainThrown, d.members.length);
      next();
    });
    let emitter;
    d.run(() => {
      emitter = new EventEmitter();
      log('emitter made in the domain:', emitter.domain === d, Object.keys(emitter).includes('domain'));
    });
    emitter.emit('error', new Error('emitted'));
  },
  (next) => {
    const d = domain.create();
    const emitter = new EventEmitter();
    d.add(emitter);
    log('added:', emitter.domain === d, d.members.length);
    emitter.on('data', () => log('listener runs in the domain:', process.domain === d));
    emitter.emit('data');
    d.remove(emitter);
    log('removed:', emitter.domain, d.members.length);
    d.on('error', (error) => { log('intercepted error:', error.message, error.domainBound === callback); next(); });
    const callback = (a, b) => log('intercepted values:', a, b, process.domain === d);
    const intercepted = d.intercept(callback);
    intercepted(null, 1, 2);
    intercepted(new Error('first argument'));
  },
  (next) => {
    const outer = domain.create();
    const inner = domain.create();
    outer.on('error', (error) => { log('outer caught:', error.message); next(); });
    // Synchronous nesting: an error inner has no listener for reaches the domain around it.
    setImmediate(outer.bind(() => inner.run(() => { throw new Error('nested'); })));
  },
  (next) => {
    const outer = domain.create();
    const inner = domain.create();
    inner.on('error', (error) => { throw new Error('handler rethrew ' + error.message); });
    outer.on('error', (error) => { log('outer caught:', error.message); next(); });
    setImmediate(() => outer.run(() => inner.run(() => { throw new Error('inner'); })));
  },
  (next) => {
    const d = domain.create();
    const bound = d.bind(function (value) { log('bound this and value:', this.tag, value, process.domain === d); return value * 2; });
    log('bound result:', bound.call({ tag: 't' }, 21), bound.domain === d);
    d.on('error', (error) => { log('bound error:', error.message); next(); });
    setImmediate(d.bind(() => { throw new Error('from a bound callback'); }));
  },
  () => {
    // No domain listens: the process's 'uncaughtException' listeners get it.
    process.on('uncaughtException', (error) => log('uncaughtException:', error.message));
    const d = domain.create();
    d.run(() => setTimeout(() => { throw new Error('no domain listener'); }, 1));
  },
];

let index = 0;
function next() {
  const step = steps[index++];
  setImmediate(() => step(next));
}
next();
process.on('exit', (code) => log('exit', code));
