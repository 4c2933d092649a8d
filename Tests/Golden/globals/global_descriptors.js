// The global object's properties as Node 20 defines them: which are accessors for good
// (process, Buffer, performance; crypto with a getter alone), which are data properties from
// the start (fetch, structuredClone), what assigning to each does, and every global's
// descriptor once it has been read.
// The accessors' names are shown for the globals that stay accessors.
const keepAccessors = new Set(['process', 'Buffer', 'performance', 'crypto']);
const describe = (name) => {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
  if (descriptor === undefined) return `${name} missing`;
  const shownName = (accessor) => (accessor && keepAccessors.has(name) ? JSON.stringify(accessor.name) : typeof accessor);
  const kind = 'value' in descriptor
    ? `data writable=${descriptor.writable}`
    : `accessor get=${shownName(descriptor.get)} set=${shownName(descriptor.set)}`;
  return `${name} ${kind} enumerable=${descriptor.enumerable} configurable=${descriptor.configurable}`;
};

for (const name of ['process', 'Buffer', 'performance', 'crypto', 'fetch', 'structuredClone', 'queueMicrotask',
  'global', 'Blob', 'AbortController', 'TextEncoder', 'Performance', 'PerformanceObserver']) {
  console.log(describe(name));
}
console.log(fetch.name, fetch.length, structuredClone.name, structuredClone.length);

// Assignments: an accessor's setter keeps the property an accessor and the new value is read
// back; crypto's has no setter (ignored in sloppy code); a lazy global becomes data.
const realProcess = process;
const results = [];
for (const name of ['process', 'Buffer', 'performance', 'crypto', 'Blob', 'fetch']) {
  const before = globalThis[name];
  globalThis[name] = 5;
  results.push(`${describe(name)} reads5=${globalThis[name] === 5}`);
  if (Object.getOwnPropertyDescriptor(globalThis, name).set || 'value' in Object.getOwnPropertyDescriptor(globalThis, name)) {
    globalThis[name] = before;
  }
}
realProcess.stdout.write(`${results.join('\n')}\n`);
console.log(process === realProcess);
try {
  (function strict() { 'use strict'; globalThis.crypto = 1; })();
} catch (error) {
  console.log(error.name);
}

// Every global (but WebAssembly, which Eddy has not) after one read of each.
for (const name of Object.getOwnPropertyNames(globalThis)) void globalThis[name];
const names = Object.getOwnPropertyNames(globalThis).filter((name) => name !== 'WebAssembly').sort();
console.log(names.map(describe).join('\n'));
