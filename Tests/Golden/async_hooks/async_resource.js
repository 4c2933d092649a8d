// AsyncResource: runs functions in the context it was made in, with its ids; bind();
// AsyncLocalStorage.bind and snapshot; createHook's callbacks for AsyncResources; the
// argument errors.
const async_hooks = require('async_hooks');
const { AsyncLocalStorage, AsyncResource, createHook, executionAsyncId, triggerAsyncId } = async_hooks;

console.log(Object.keys(async_hooks).sort().join(' '));
console.log('top level ids', executionAsyncId(), triggerAsyncId(), async_hooks.executionAsyncResource());
console.log('providers', typeof async_hooks.asyncWrapProviders.TCPWRAP, Object.getPrototypeOf(async_hooks.asyncWrapProviders));

const als = new AsyncLocalStorage();
const events = [];
const hook = createHook({
  init(id, type, trigger, resource) { events.push(`init ${type} ${id === resource.asyncId()} ${trigger === executionAsyncId()}`); },
  before(id) { events.push(`before ${id === current.asyncId()}`); },
  after(id) { events.push(`after ${id === current.asyncId()}`); },
  destroy(id) { events.push(`destroy ${id === current.asyncId()}`); },
});
console.log('enable returns the hook', hook.enable() === hook);

let current;
als.run('made here', () => {
  current = new AsyncResource('MyResource');
});
console.log('ids', current.asyncId() > 1, current.triggerAsyncId() === executionAsyncId());
const result = current.runInAsyncScope(function (a, b) {
  console.log('inside scope', als.getStore(), this, a, b, executionAsyncId() === current.asyncId(),
    async_hooks.executionAsyncResource() === current);
  return a + b;
}, { self: true }, 1, 2);
console.log('runInAsyncScope returns', result, 'store after', als.getStore());
console.log('emitDestroy returns the resource', current.emitDestroy() === current);
current.emitDestroy();
hook.disable();
new AsyncResource('Unheard');
console.log(events.join('\n'));

const bound = als.run('bound', () => AsyncResource.bind(function f(x, y) { return [als.getStore(), x, y, this]; }));
console.log('AsyncResource.bind', bound.name, bound.length, JSON.stringify(bound.call('t', 1, 2)));
const boundThis = new AsyncResource('X').bind(function () { return this; }, 'fixed');
console.log('bind with thisArg', boundThis.call('ignored'));
const viaStorage = als.run('static bind', () => AsyncLocalStorage.bind(() => als.getStore()));
console.log('AsyncLocalStorage.bind', viaStorage());
const snapshot = als.run('snapshot', () => AsyncLocalStorage.snapshot());
console.log('snapshot', snapshot((a) => `${als.getStore()} ${a}`, 'arg'), als.getStore());

setTimeout(() => {
  // A resource made later keeps its own context; a timer's callback has an id of its own.
  console.log('timer ids', executionAsyncId() > 1, triggerAsyncId() >= 1);
  const later = als.run('later', () => new AsyncResource('Later', { triggerAsyncId: 5 }));
  console.log('explicit trigger', later.triggerAsyncId(), later.runInAsyncScope(() => als.getStore()));
  const numeric = new AsyncResource('Numeric', 7);
  console.log('numeric trigger', numeric.triggerAsyncId());
}, 1);

for (const bad of [() => new AsyncResource(), () => new AsyncResource(42), () => new AsyncResource('T', { triggerAsyncId: -2 }),
  () => new AsyncResource('T', { triggerAsyncId: 1.5 }), () => createHook({ init: 42 }), () => createHook({ destroy: 'x' }),
  () => new AsyncResource('T').bind(42), () => AsyncResource.bind(null)]) {
  try {
    bad();
    console.log('no error');
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}

