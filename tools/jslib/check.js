'use strict';
// Tiny comparison helper shared by the per-module tests.
const util = require('util');
let failures = 0;
let passes = 0;

function describe(v) {
  return util.inspect(v, { depth: 6, breakLength: Infinity });
}

function outcome(fn) {
  try {
    return { ok: true, value: fn() };
  } catch (e) {
    return { ok: false, error: e };
  }
}

function sameError(a, b) {
  return a && b && a.name === b.name && a.message === b.message &&
    a.code === b.code && String(a) === String(b);
}

// Compare fn(mine) with fn(node): value deep-equal or matching errors.
function same(label, mineFn, nodeFn, normalize = (x) => x) {
  const m = outcome(mineFn);
  const n = outcome(nodeFn);
  let ok;
  if (m.ok && n.ok) ok = util.isDeepStrictEqual(normalize(m.value), normalize(n.value));
  else if (!m.ok && !n.ok) ok = sameError(m.error, n.error);
  else ok = false;
  if (ok) passes++;
  else {
    failures++;
    const show = (o) => (o.ok ? describe(normalize(o.value)) :
      `THROWS ${o.error && o.error.code ? `[${o.error.code}] ` : ''}${o.error}`);
    console.log(`FAIL ${label}\n   mine: ${show(m)}\n   node: ${show(n)}`);
  }
}

function eq(label, actual, expected) {
  if (util.isDeepStrictEqual(actual, expected)) passes++;
  else {
    failures++;
    console.log(`FAIL ${label}\n   got:      ${describe(actual)}\n   expected: ${describe(expected)}`);
  }
}

function report(name) {
  console.log(`${name}: ${passes} passed, ${failures} failed`);
  if (failures) process.exitCode = 1;
}

module.exports = { same, eq, report, describe };
