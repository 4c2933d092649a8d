'use strict';
// Preload (node -r) that makes require('path'|'events'|'querystring'|'url'|'os')
// return Eddy's lib/ versions, so golden tests can be checked under node.
const Module = require('module');
const { load } = require('./loader');
const ids = new Set(['path', 'events', 'querystring', 'url', 'os']);
const original = Module._load;
Module._load = function(request, parent, isMain) {
  const id = request.startsWith('node:') ? request.slice(5) : request;
  if (ids.has(id) && parent && !parent.filename.startsWith(__dirname)) return load(id);
  return original.apply(this, arguments);
};
