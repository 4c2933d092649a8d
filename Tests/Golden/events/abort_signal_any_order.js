// AbortSignal.any(): composed signals abort after their source, in the order composed,
// flattened to their sources, and fire even when nothing else references them.
const controller = new AbortController();
const signals = [];
signals.push(controller.signal);
signals.push(AbortSignal.any([controller.signal]));
signals.push(AbortSignal.any([controller.signal]));
signals.push(AbortSignal.any([signals[0]]));
signals.push(AbortSignal.any([signals[1]]));
let result = '';
signals.forEach((signal, i) => signal.addEventListener('abort', () => { result += i; console.log(i, signals.map(s => s.aborted).join()); }));
controller.abort('why');
console.log(result, signals.map(s => s.reason));
const c2 = new AbortController(), c3 = new AbortController();
const both = AbortSignal.any([c2.signal, c3.signal]);
both.onabort = () => console.log('both', both.reason);
c3.abort('three'); c2.abort('two');
console.log(AbortSignal.any([AbortSignal.abort('x')]).reason);
{
  const c = new AbortController();
  AbortSignal.any([c.signal]).addEventListener('abort', () => console.log('unreferenced composite fired'));
  globalThis.gc?.();
  setImmediate(() => c.abort());
}
