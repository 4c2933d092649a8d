// diagnostics_channel: named channels, subscribers in order, unsubscribe, hasSubscribers,
// a throwing subscriber (reported as uncaught on a later tick, the others still called),
// bound stores with runStores, and the argument errors.
const dc = require('diagnostics_channel');
const { AsyncLocalStorage } = require('async_hooks');

console.log(Object.keys(dc).sort().join(' '));
const channel = dc.channel('my-channel');
console.log('cached', channel === dc.channel('my-channel'), channel instanceof dc.Channel, channel.name);
console.log('no subscribers', channel.hasSubscribers, dc.hasSubscribers('my-channel'), dc.hasSubscribers('never-made'));
channel.publish({ ignored: true });

const first = (message, name) => console.log('first', JSON.stringify(message), name);
const second = (message) => console.log('second', JSON.stringify(message));
channel.subscribe(first);
dc.subscribe('my-channel', second);
console.log('subscribed', channel.hasSubscribers, dc.hasSubscribers('my-channel'));
channel.publish({ n: 1 });
console.log('unsubscribe', channel.unsubscribe(first), channel.unsubscribe(first), dc.unsubscribe('my-channel', second),
  dc.unsubscribe('never-made', second));
console.log('after unsubscribe', channel.hasSubscribers);
channel.publish({ n: 2 });

const symbolName = Symbol('sym');
const symbolChannel = dc.channel(symbolName);
symbolChannel.subscribe((message, name) => console.log('symbol channel', message, name === symbolName));
symbolChannel.publish('hello');

// A subscriber that unsubscribes itself while publishing does not disturb the others.
const self = dc.channel('self');
function once(message) {
  console.log('once', message);
  self.unsubscribe(once);
}
self.subscribe(once);
self.subscribe((message) => console.log('stays', message));
self.publish('a');
self.publish('b');

// Stores bound to a channel are entered around runStores().
const als = new AsyncLocalStorage();
const withStore = dc.channel('with-store');
withStore.bindStore(als, (data) => ({ transformed: data.id }));
console.log('store makes hasSubscribers', withStore.hasSubscribers);
withStore.subscribe((data) => console.log('published inside', JSON.stringify(data), JSON.stringify(als.getStore())));
const value = withStore.runStores({ id: 7 }, function (a) {
  console.log('runStores body', JSON.stringify(als.getStore()), this.tag, a);
  return 'result';
}, { tag: 'this' }, 'arg');
console.log('runStores returns', value, als.getStore());
console.log('unbindStore', withStore.unbindStore(als), withStore.unbindStore(als));
const plain = dc.channel('plain');
console.log('runStores without stores', plain.runStores({}, (x) => x * 2, null, 21));

for (const bad of [() => dc.channel(42), () => dc.channel({}), () => channel.subscribe('x'), () => dc.subscribe('x', null)]) {
  try {
    bad();
    console.log('no error');
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}

const throwing = dc.channel('throwing');
throwing.subscribe(() => { throw new Error('subscriber failed'); });
throwing.subscribe(() => console.log('later subscriber still called'));
process.on('uncaughtException', (error) => console.log('uncaught', error.message));
throwing.publish('x');
console.log('publish returned');
