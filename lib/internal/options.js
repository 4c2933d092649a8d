'use strict';
// The runtime's own command-line flags, read back from NODE_OPTIONS and process.execArgv
// (Node's getOptionValue, for the flags lib/ needs): NODE_OPTIONS' first, so that the
// command line's value wins and lists hold NODE_OPTIONS' entries first. The CLI has
// validated both already; here they are only looked up.

// Short aliases Node accepts for the flags below.
const aliases = {
  __proto__: null, '-C': '--conditions', '-e': '--eval', '-p': '--print', '-r': '--require',
  '--experimental-loader': '--loader',
};

let parsed;

// Every flag with its values, in order: `--name=value` and `--name value` alike.
function parse() {
  const values = new Map();
  const argv = [...environmentTokens(process.env.NODE_OPTIONS ?? ''), ...process.execArgv];
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (!argument.startsWith('-')) continue;
    const equals = argument.indexOf('=');
    const given = equals === -1 ? argument : argument.slice(0, equals);
    const name = aliases[given] || given;
    let value = true;
    if (equals !== -1) {
      value = argument.slice(equals + 1);
    } else if (takesValue.has(name) && index + 1 < argv.length) {
      value = argv[++index];
    }
    if (!values.has(name)) values.set(name, []);
    values.get(name).push(value);
  }
  return values;
}

// NODE_OPTIONS split as Node splits it: at spaces, except inside double quotes, where a
// backslash takes the next character as it is.
function environmentTokens(text) {
  const tokens = [];
  let current = '';
  let isQuoted = false;
  let hasToken = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (isQuoted && character === '\\') {
      current += text[++index] ?? '';
    } else if (character === '"') {
      isQuoted = !isQuoted;
      hasToken = true;
    } else if (character === ' ' && !isQuoted) {
      if (hasToken) tokens.push(current);
      current = '';
      hasToken = false;
    } else {
      current += character;
      hasToken = true;
    }
  }
  if (hasToken) tokens.push(current);
  return tokens;
}

// The flags whose value may follow as the next argument.
const takesValue = new Set(['--conditions', '--input-type', '--eval', '--print', '--require',
  '--unhandled-rejections', '--env-file', '--disable-warning', '--title', '--import', '--loader', '--redirect-warnings',
  '--max-http-header-size', '--dns-result-order', '--disable-proto', '--stack-trace-limit', '--stack_trace_limit',
  '--security-revert', '--tls-cipher-list', '--tls-keylog']);
// The flags that may be repeated, whose value is the list of all given.
const repeatable = new Set(['--conditions', '--env-file', '--disable-warning', '--require', '--import', '--loader',
  '--security-revert']);

// The last value of a flag (undefined when absent; true for a flag given without one), or
// every value of a repeatable one (`--conditions`), as Node's getOptionValue answers.
function getOptionValue(name) {
  if (parsed === undefined) parsed = parse();
  const values = parsed.get(name);
  if (repeatable.has(name)) return values === undefined ? [] : values.slice();
  return values === undefined ? undefined : values[values.length - 1];
}

let warnOnAllowUnauthorized = true;

// NODE_TLS_REJECT_UNAUTHORIZED=0, read at each connection (a script may set it), with Node's
// warning the first time it turns verification off.
function getAllowUnauthorized() {
  const allowUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED === '0';
  if (allowUnauthorized && warnOnAllowUnauthorized) {
    warnOnAllowUnauthorized = false;
    process.emitWarning('Setting the NODE_TLS_REJECT_UNAUTHORIZED environment variable to \'0\' makes TLS ' +
      'connections and HTTPS requests insecure by disabling certificate verification.');
  }
  return allowUnauthorized;
}

module.exports = { getOptionValue, getAllowUnauthorized, environmentTokens };
