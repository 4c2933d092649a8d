// A cycle: the module imported second runs first, sees the other's hoisted function,
// and finds its `const` in the temporal dead zone.
import('./fixtures/cycle-a.mjs').then((ns) => console.log('done', Object.keys(ns)));
