// module.register (Node 20.6's customization hooks): initialize gets the data and the
// transferred port, hooks run in another realm, chains run from the newest registration
// with nextResolve/nextLoad, shortCircuit ends a chain, a load hook's format and source
// (string, bytes, CommonJS, JSON) make the module, and the hooks apply to imports after
// the registration (the entry, modules imported before, and require() stay untouched).
const { register } = require('node:module');
const { pathToFileURL } = require('node:url');
const { MessageChannel } = require('node:worker_threads');
const { once } = require('node:events');

globalThis.fromMain = true;
async function main() {
  const early = await import('./fixtures/hooks/imports-before.mjs');
  const { port1, port2 } = new MessageChannel();
  console.log('register returns', register('./fixtures/hooks/log-hooks.mjs', pathToFileURL(__filename),
                                           { data: { label: 'log', port: port2 }, transferList: [port2] }));
  const [message] = await once(port1, 'message');
  console.log('main got:', message);
  port1.close();
  console.log((await import('virtual:text')).default);
  console.log((await import('virtual:bytes')).kind);
  console.log(JSON.stringify(await import('virtual:cjs')));
  console.log(JSON.stringify((await import('virtual:json', { with: { type: 'json' } })).default));
  console.log((await import('./fixtures/hooks/data.json', { with: { type: 'json' } })).default.file);
  console.log((await import('./fixtures/hooks/plain.cjs')).default.plain);
  console.log((await import('node:path')).sep);
  console.log((await import('./fixtures/hooks/transform.mjs')).stage);
  console.log((await import('renamed')).name);
  console.log((await import('./fixtures/hooks/uses-meta.mjs')).resolved);
  // Cached before the registration: no hook runs again.
  console.log((await import('./fixtures/hooks/imports-before.mjs')) === early);
  // require() goes past the hooks.
  console.log(require('./fixtures/hooks/plain.cjs').plain);

  register('./fixtures/hooks/outer-hooks.mjs', pathToFileURL(__filename));
  console.log((await import('outer-renamed')).name);
}
main();
