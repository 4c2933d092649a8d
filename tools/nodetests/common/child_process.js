'use strict';
// Node's test/common/child_process.js: helpers for tests that start a child and check how
// it ended, and the timings of the exec/execFile timeout tests.

const assert = require('assert');
const { spawnSync } = require('child_process');
const common = require('./index');

// A child that runs far longer than the parent's timeout, so the timeout always fires first.
const kExpiringChildRunTime = common.platformTimeout(20 * 1000);
const kExpiringParentTimer = 1;

// Node's helper kills a timeout test's child left running; here the exec timeout has already
// sent it SIGTERM and the runner's 30 s limit bounds the rest, so nothing more is done.
function cleanupStaleProcess(filename) {}

// The child's side of a timeout test: it prints after `time` ms, which the parent never sees.
function logAfterTime(time) {
  setTimeout(() => {
    console.log('child stdout');
    console.error('child stderr');
  }, time);
}

function checkOutput(value, expected, name) {
  if (expected === undefined) return;
  if (typeof expected === 'function') {
    expected(value);
  } else if (expected instanceof RegExp) {
    assert.match(value, expected, `${name} does not match`);
  } else {
    assert.strictEqual(value, expected, `${name} differs`);
  }
}

// spawnSync, then checks status, signal, stdout and stderr (each a value, RegExp or function).
function expectSyncExit(child, { status, signal, stderr, stdout, trim = false }) {
  const text = (stream) => {
    const string = stream.toString();
    return trim ? string.trim() : string;
  };
  const failures = [];
  if (status !== undefined && child.status !== status) failures.push(`status: ${child.status} !== ${status}`);
  if (signal !== undefined && child.signal !== signal) failures.push(`signal: ${child.signal} !== ${signal}`);
  if (failures.length) {
    assert.fail(`${failures.join('\n')}\n--- stdout ---\n${child.stdout}\n--- stderr ---\n${child.stderr}`);
  }
  checkOutput(text(child.stdout), stdout, 'stdout');
  checkOutput(text(child.stderr), stderr, 'stderr');
  return { child, stdout: text(child.stdout), stderr: text(child.stderr) };
}

function spawnSyncAndExit(...args) {
  const expectations = args.pop();
  return expectSyncExit(spawnSync(...args), expectations);
}

function spawnSyncAndExitWithoutError(...args) {
  const expectations = args.length > 2 && typeof args[args.length - 1] === 'object' &&
    !Array.isArray(args[args.length - 1]) && ('stdout' in args[args.length - 1] ||
    'stderr' in args[args.length - 1] || 'trim' in args[args.length - 1]) ? args.pop() : {};
  return expectSyncExit(spawnSync(...args), { status: 0, signal: null, ...expectations });
}

function spawnSyncAndAssert(...args) {
  const expectations = args.pop();
  return expectSyncExit(spawnSync(...args), { status: 0, signal: null, ...expectations });
}

module.exports = {
  cleanupStaleProcess,
  logAfterTime,
  kExpiringChildRunTime,
  kExpiringParentTimer,
  expectSyncExit,
  spawnSyncAndExit,
  spawnSyncAndExitWithoutError,
  spawnSyncAndAssert,
};
