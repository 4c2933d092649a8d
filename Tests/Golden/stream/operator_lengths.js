'use strict';
// Readable's iterator-helper operators: the length and attributes Node gives them.
const { Readable } = require('stream');
for (const name of ['asIndexedPairs', 'drop', 'filter', 'flatMap', 'map', 'take', 'compose', 'every', 'forEach', 'reduce', 'toArray', 'some', 'find']) {
  const { enumerable, configurable, writable, value } = Object.getOwnPropertyDescriptor(Readable.prototype, name);
  console.log(name, value.length, enumerable, configurable, writable);
}
