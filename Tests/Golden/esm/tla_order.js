// Top-level await: a sibling after an awaiting module waits for it (§16.2.1.5.3), the
// importer runs last.
console.log('before import');
const loaded = import('./fixtures/order-root.mjs').then(() => console.log('import settled'));
console.log('after import() call');
loaded.then(() => console.log('end'));
