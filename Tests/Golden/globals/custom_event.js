// CustomEvent, a global of Node 20: an Event subclass carrying `detail`, dispatched through
// an EventTarget like any Event; Event's and CustomEvent's checks of their arguments.
const detailDescriptor = Object.getOwnPropertyDescriptor(CustomEvent.prototype, 'detail');
console.log(CustomEvent.name, CustomEvent.length, Object.getPrototypeOf(CustomEvent) === Event);
console.log(typeof detailDescriptor.get, detailDescriptor.enumerable, detailDescriptor.configurable);
console.log(Object.getOwnPropertyNames(CustomEvent.prototype), Object.prototype.toString.call(new CustomEvent('x')));

const event = new CustomEvent('ping', { detail: { n: 1 }, cancelable: true });
console.log(event.type, event.detail, event.cancelable, event instanceof Event, event instanceof CustomEvent);
console.log(new CustomEvent('a').detail, new CustomEvent('a', { detail: undefined }).detail,
  new CustomEvent('a', { detail: 0 }).detail, new CustomEvent('a', null).detail);

const target = new EventTarget();
target.addEventListener('ping', (received) => {
  console.log('listener', received.type, received.detail, received.target === target, received.constructor.name);
  received.preventDefault();
});
console.log('dispatch returned', target.dispatchEvent(event), event.defaultPrevented);

class Subclass extends CustomEvent {}
console.log(new Subclass('s', { detail: 's' }).detail, Object.keys(event), JSON.stringify(event));
console.log(require('util').inspect(new CustomEvent('deep'), { depth: -1 }));

for (const attempt of [
  () => new CustomEvent(),
  () => detailDescriptor.get.call({}),
  () => detailDescriptor.get.call(new Event('x')),
  () => new CustomEvent('a', 5),
  () => new Event('a', 'options'),
]) {
  try {
    attempt();
    console.log('no error');
  } catch (error) {
    console.log(error.name, error.code, error.message);
  }
}
