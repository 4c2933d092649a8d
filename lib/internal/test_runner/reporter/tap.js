'use strict';
// The TAP (version 13) lines node:test writes for `node file.js`: `# Subtest: name` when a
// test starts, `ok N - name` / `not ok N - name` and a YAML block of details when it ends,
// the plan `1..N` after a test's subtests, diagnostics as `# message`.

const { inspect } = require('internal/util/inspect');

const inspectOptions = { colors: false, breakLength: Infinity };
const lineBreak = /\n|\r\n/;

const indent = (nesting) => '    '.repeat(nesting);

// `#` and `\` (and control characters) are escaped in names, reasons and diagnostics.
function tapEscape(input) {
  return input
    .replaceAll('\b', '\\b')
    .replaceAll('\f', '\\f')
    .replaceAll('\t', '\\t')
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r')
    .replaceAll('\v', '\\v')
    .replaceAll('\\', '\\\\')
    .replaceAll('#', '\\#');
}

function start(nesting, name) {
  return `${indent(nesting)}# Subtest: ${tapEscape(name)}\n`;
}

function plan(nesting, count) {
  return `${indent(nesting)}1..${count}\n`;
}

function diagnostic(nesting, message) {
  return `${indent(nesting)}# ${tapEscape(message)}\n`;
}

function result(nesting, number, passed, name, skip, todo) {
  let line = `${indent(nesting)}${passed ? 'ok' : 'not ok'} ${number}`;
  if (name) line += ` ${tapEscape(`- ${name}`)}`;
  if (skip !== undefined) {
    line += ` # SKIP${typeof skip === 'string' && skip.length > 0 ? ` ${tapEscape(skip)}` : ''}`;
  } else if (todo !== undefined) {
    line += ` # TODO${typeof todo === 'string' && todo.length > 0 ? ` ${tapEscape(todo)}` : ''}`;
  }
  return `${line}\n`;
}

// The YAML block: duration, `type: 'suite'`, and for a failure its location and error.
function details(nesting, { duration, isSuite, location, error }, unwrapErrors) {
  const prefix = indent(nesting);
  let text = `${prefix}  ---\n`;
  text += toYaml(prefix, 'duration_ms', duration);
  if (isSuite) text += toYaml(prefix, 'type', 'suite');
  if (location !== undefined) text += toYaml(prefix, 'location', location);
  if (error !== undefined) text += toYaml(prefix, null, error, new Set(), unwrapErrors);
  return `${text}${prefix}  ...\n`;
}

const isAssertionLike = (value) => value !== null && typeof value === 'object' &&
  'expected' in value && 'actual' in value;

function toYaml(prefixIndent, name, value, seen, unwrapErrors) {
  if (value === undefined) return '';
  const prefix = `${prefixIndent}  ${name}:`;
  if (value === null) return `${prefix} ~\n`;
  if (typeof value !== 'object') {
    if (typeof value !== 'string') return `${prefix} ${inspect(value, inspectOptions)}\n`;
    const lines = value.split(lineBreak);
    if (lines.length === 1) return `${prefix} ${inspect(value, inspectOptions)}\n`;
    let text = `${prefix} |-\n`;
    for (const line of lines) text += `${prefixIndent}    ${line}\n`;
    return text;
  }
  seen.add(value);
  const isErrorObject = value instanceof Error;
  let propertiesIndent = prefixIndent;
  let text = '';
  if (name !== null) {
    text += prefix;
    if (value instanceof Date) text += ` ${value.toISOString()}`;
    text += '\n';
    propertiesIndent += '  ';
  }
  for (const [key, property] of Object.entries(value)) {
    if (isErrorObject && (key === 'cause' || key === 'code')) continue;
    if (seen.has(property)) {
      text += `${propertiesIndent}  ${key}: <Circular>\n`;
      continue;
    }
    text += toYaml(propertiesIndent, key, property, seen, unwrapErrors);
  }
  if (!isErrorObject) return text;

  const { cause, failureType } = value;
  let { message, name: errorName, stack, code, expected, actual, operator } = value;
  let assertion = isAssertionLike(value);
  // A failure of user code reports the error the code threw, not the wrapper; of the
  // wrapper's own stack, the runner's internal frames are hidden (as Node hides them).
  if (code === 'ERR_TEST_FAILURE') {
    if (typeof stack === 'string') stack = stack.split(lineBreak).filter((frame) => !frame.includes('node:internal/')).join('\n');
    if (unwrapErrors.has(failureType) && cause !== null && cause !== undefined) {
      stack = cause.stack ?? stack;
      code = cause.code ?? code;
      errorName = cause.name ?? errorName;
      message = cause.message ?? message;
      if (isAssertionLike(cause)) {
        expected = cause.expected;
        actual = cause.actual;
        operator = cause.operator ?? operator;
        assertion = true;
      }
    }
  }
  text += toYaml(prefixIndent, 'error', message ?? '<unknown error>', seen, unwrapErrors);
  if (code) text += toYaml(prefixIndent, 'code', code, seen, unwrapErrors);
  if (errorName && errorName !== 'Error') text += toYaml(prefixIndent, 'name', errorName, seen, unwrapErrors);
  if (assertion) {
    text += toYaml(prefixIndent, 'expected', expected, new Set(seen), unwrapErrors);
    text += toYaml(prefixIndent, 'actual', actual, new Set(seen), unwrapErrors);
    if (operator) text += toYaml(prefixIndent, 'operator', operator, seen, unwrapErrors);
  }
  if (typeof stack === 'string') {
    const frames = [];
    for (const frame of stack.split(lineBreak)) {
      const processed = frame.replace(/^ {4}at /, '');
      if (processed.length > 0 && processed.length !== frame.length) frames.push(processed);
    }
    if (frames.length > 0) {
      const delimiter = `\n${prefixIndent}    `;
      text += `${prefixIndent}  stack: |-${delimiter}${frames.join(delimiter)}\n`;
    }
  }
  return text;
}

function summary(counts, duration) {
  return `# tests ${counts.tests}\n# suites ${counts.suites}\n# pass ${counts.pass}\n` +
    `# fail ${counts.fail}\n# cancelled ${counts.cancelled}\n# skipped ${counts.skipped}\n` +
    `# todo ${counts.todo}\n# duration_ms ${duration}\n`;
}

module.exports = { header: 'TAP version 13\n', start, plan, diagnostic, result, details, summary };
