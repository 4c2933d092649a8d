'use strict';
// Placeholder until the full port lands.

function inspect(value, options) {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'function') return `[Function: ${value.name || '(anonymous)'}]`;
  if (value === null || typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[ ${value.map((v) => inspect(v)).join(', ')} ]`;
  if (internalBinding('util').isError(value)) return value.stack;
  const keys = Object.keys(value);
  return keys.length === 0 ? '{}' : `{ ${keys.map((k) => `${k}: ${inspect(value[k])}`).join(', ')} }`;
}

function formatWithOptions(options, ...args) {
  return args.map((a) => (typeof a === 'string' ? a : inspect(a, options))).join(' ');
}

module.exports = { inspect, formatWithOptions, format: (...args) => formatWithOptions({}, ...args) };
