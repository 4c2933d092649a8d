'use strict';
// Placeholder until the full port lands.

function describe(value) {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `function ${value.name}`;
  if (typeof value === 'object') return 'an instance of Object';
  return `type ${typeof value} (${String(value)})`;
}

class ERR_INVALID_ARG_TYPE extends TypeError {
  constructor(name, expected, actual) {
    super(`The "${name}" argument must be of type ${[].concat(expected).join(' or ')}. Received ${describe(actual)}`);
    this.code = 'ERR_INVALID_ARG_TYPE';
  }
}

module.exports = { codes: { ERR_INVALID_ARG_TYPE } };
