'use strict';

// util.debuglog, on its own so that the modules that log (http) do not load util's
// inspection code until a section is enabled and something is logged.

// NODE_DEBUG is a comma-separated list of section names, where `*` matches any run of
// characters (case-insensitive).
let debugSections;
function testDebugSection(section) {
  if (debugSections === undefined) {
    const env = process.env && process.env.NODE_DEBUG;
    debugSections = env ? env.split(',').map((s) => s.trim().toUpperCase()) : [];
  }
  for (const pattern of debugSections) {
    if (matchWildcard(pattern, section)) return true;
  }
  return false;
}

function matchWildcard(pattern, str) {
  // Classic two-pointer wildcard matching with backtracking on '*'.
  let p = 0;
  let s = 0;
  let star = -1;
  let mark = 0;
  while (s < str.length) {
    if (p < pattern.length && pattern[p] === str[s]) {
      p++;
      s++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = s;
    } else if (star !== -1) {
      p = star + 1;
      s = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

function debuglog(set, cb) {
  set = `${set}`.toUpperCase();
  let enabled;
  const isEnabled = () => {
    if (enabled === undefined) {
      enabled = testDebugSection(set);
      // As Node's: logs of these sections may show credentials.
      if (enabled && (set === 'HTTP' || set === 'HTTP2')) {
        process.emitWarning(`Setting the NODE_DEBUG environment variable to '${set.toLowerCase()}' can expose ` +
                            'sensitive data (such as passwords, tokens and authentication headers) in the resulting log.');
      }
      if (enabled && typeof cb === 'function') cb(logger);
    }
    return enabled;
  };
  function logger(...args) {
    if (!isEnabled()) return;
    const { format } = require('internal/util/inspect');
    process.stderr.write(`${set} ${process.pid}: ${format(...args)}\n`);
  }
  Object.defineProperty(logger, 'enabled', {
    __proto__: null,
    get: isEnabled,
    configurable: true,
    enumerable: true,
  });
  return logger;
}

module.exports = { debuglog };
