'use strict';

// readline/promises: the same Interface with question() answering through a promise
// (rejected with an AbortError when its `signal` aborts).

const readline = require('readline');

class Interface extends readline.Interface {
  question(query, options = {}) {
    return new Promise((resolve, reject) => {
      const signal = options && options.signal;
      if (signal && signal.aborted) {
        const { AbortError } = require('internal/abort_controller');
        reject(new AbortError(undefined, { cause: signal.reason }));
        return;
      }
      super.question(query, resolve);
      if (signal) {
        signal.addEventListener('abort', () => {
          const { AbortError } = require('internal/abort_controller');
          reject(new AbortError(undefined, { cause: signal.reason }));
        }, { once: true });
      }
    });
  }
}

function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

module.exports = { Interface, createInterface };
