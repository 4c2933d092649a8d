'use strict';
// Compares lib/assert.js (loaded the way Eddy loads it) with node's assert:
// the outcome of deep-equality checks and the errors of failing assertions.
//   node --expose-internals --no-warnings tools/golden/harness/compare-assert.js [-v]
const nodeAssert = require('assert');
const nodeUtil = require('util');
const { require: eddyRequire } = require('./load.js');
const eddyAssert = eddyRequire('assert');
const eddyUtil = eddyRequire('util');

const verbose = process.argv.includes('-v');
// lib/ runs without what the engine may lack (see restrict.js; --full
// keeps everything).
const { restricted } = require('./restrict.js');
let pass = 0;
let fail = 0;

function describe(fn) {
  try {
    const r = fn();
    return `returned ${typeof r}`;
  } catch (e) {
    if (e === null || typeof e !== 'object') return `threw ${String(e)}`;
    return JSON.stringify({
      name: e.name,
      code: e.code,
      // Stack frames embedded in messages differ between the two.
      message: String(e.message).split('\n    at ')[0],
      generatedMessage: e.generatedMessage,
      operator: e.operator,
      ctor: e.constructor && e.constructor.name,
    }, null, 1);
  }
}

const describeEddy = (fn) => describe(() => restricted(fn));

function check(label, expected, actual) {
  if (expected === actual) {
    pass++;
    return;
  }
  fail++;
  console.log(`FAIL ${label}`);
  if (verbose) console.log(`--- node\n${expected}\n--- eddy\n${actual}\n`);
}

const evaluate = (src) => (0, eval)(`(${src})`);

const pairs = [
  ['1', '1'], ['1', "'1'"], ['0', '-0'], ['NaN', 'NaN'], ['null', 'undefined'],
  ['{ a: 1 }', '{ a: 1 }'], ['{ a: 1 }', "{ a: '1' }"], ['{ a: 1 }', '{ a: 1, b: 2 }'],
  ['[1, 2, 3]', '[1, 2, 3]'], ['[1, 2, 3]', '[1, 2, 4]'], ['[1, , 3]', '[1, undefined, 3]'],
  ['[1, 2]', "({ 0: 1, 1: 2, length: 2 })"],
  ["new Map([[1, { a: 1 }]])", "new Map([[1, { a: 1 }]])"],
  ["new Map([[1, 2]])", "new Map([[1, 3]])"],
  ["new Map([[{ k: 1 }, 'a'], [{ k: 2 }, 'b']])", "new Map([[{ k: 2 }, 'b'], [{ k: 1 }, 'a']])"],
  ["new Map([['1', 2]])", "new Map([[1, 2]])"],
  ["new Set([1, 2, { a: 1 }])", "new Set([{ a: 1 }, 2, 1])"],
  ["new Set(['1'])", "new Set([1])"], ["new Set([[1]])", "new Set([[2]])"],
  ["new Date(0)", "new Date(0)"], ["new Date(0)", "new Date(1)"],
  ["/a/g", "/a/g"], ["/a/g", "/a/i"],
  ["new Error('x')", "new Error('x')"], ["new Error('x')", "new TypeError('x')"],
  ["new Error('x')", "new Error('y')"],
  ["new Number(1)", "new Number(1)"], ["new Number(1)", "new Number(2)"],
  ["new String('a')", "'a'"], ["Object.create(null)", "{}"],
  ["(() => { const a = { x: 1 }; a.self = a; return a; })()", "(() => { const b = { x: 1 }; b.self = b; return b; })()"],
  ["(() => { const a = { x: 1 }; a.self = a; return a; })()", "(() => { const b = { x: 1 }; b.self = { x: 1, self: b }; return b; })()"],
  ["{ [Symbol.for('s')]: 1 }", "{ [Symbol.for('s')]: 1 }"], ["{ [Symbol.for('s')]: 1 }", '{}'],
  ["(() => { class A { constructor() { this.a = 1; } } return new A(); })()", '{ a: 1 }'],
  ["(function () { return arguments; })(1)", '[1]'], ["[[1, [2, [3]]]]", "[[1, [2, [3]]]]"],
  ["[[1, [2, [3]]]]", "[[1, [2, ['3']]]]"], ["new Uint8Array([1, 2])", "new Uint8Array([1, 2])"],
  ["new Uint8Array([1, 2])", "new Uint8Array([1, 3])"], ["new Float64Array([0])", "new Float64Array([-0])"],
  ["() => {}", "() => {}"], ["Promise.resolve(1)", "Promise.resolve(1)"],
  ["new WeakMap()", "new WeakMap()"], ["{ a: undefined }", '{}'], ["{ a: undefined }", '{ b: undefined }'],
];

for (const [a, b] of pairs) {
  for (const method of ['deepEqual', 'deepStrictEqual', 'notDeepEqual', 'notDeepStrictEqual']) {
    check(`${method}(${a}, ${b})`,
          describe(() => nodeAssert[method](evaluate(a), evaluate(b))),
          describeEddy(() => eddyAssert[method](evaluate(a), evaluate(b))));
  }
  check(`isDeepStrictEqual(${a}, ${b})`,
        String(nodeUtil.isDeepStrictEqual(evaluate(a), evaluate(b))),
        String(restricted(() => eddyUtil.isDeepStrictEqual(evaluate(a), evaluate(b)))));
}

// Calls of `assert` members, as source: `A` is the assert module under test.
const calls = [
  "A.strictEqual(1, 2)", "A.strictEqual('a', 'b')", "A.strictEqual(1, '1')",
  "A.strictEqual(0, -0)", "A.strictEqual(NaN, 0)", "A.strictEqual(true, false)",
  "A.strictEqual('hello world', 'hello there')",
  "A.strictEqual('a'.repeat(30), 'a'.repeat(29) + 'b')",
  "A.strictEqual({ a: 1 }, { a: 1 })", "A.strictEqual([1, 2], [1, 2])",
  "A.strictEqual(() => {}, () => {})", "A.strictEqual(null, undefined)",
  "A.strictEqual('line1\\nline2', 'line1\\nline3')",
  "A.strictEqual(1, 2, 'custom message')", "A.strictEqual(1, 2, new TypeError('own error'))",
  "A.notStrictEqual(1, 1)", "A.notStrictEqual('abcdef', 'abcdef')", "A.notStrictEqual(obj, obj)",
  "A.notStrictEqual([1, 2, 3], [1, 2, 3])",
  "A.equal(1, 2)", "A.equal('a', 'b')", "A.equal({}, {})", "A.notEqual(1, '1')",
  "A.equal(1, 2, 'msg')", "A.equal(NaN, NaN)", "A.notEqual(NaN, NaN)",
  "A.deepStrictEqual({ a: 1 }, { a: 2 })", "A.deepStrictEqual({ a: 1, b: 2 }, { a: 1, b: 3, c: 4 })",
  "A.deepStrictEqual([1, 2, 3], [1, 2, 4])", "A.deepStrictEqual([1, 2, 3], [1, 3])",
  "A.deepStrictEqual({ a: { b: { c: [1, 2, 3] } } }, { a: { b: { c: [1, 2] } } })",
  "A.deepStrictEqual(Array.from({ length: 30 }, (_, i) => i), Array.from({ length: 30 }, (_, i) => i === 15 ? -1 : i))",
  "A.deepStrictEqual(Object.fromEntries(Array.from({ length: 40 }, (_, i) => ['k' + i, i])), Object.fromEntries(Array.from({ length: 40 }, (_, i) => ['k' + i, i === 20 ? 'x' : i])))",
  "A.deepStrictEqual(new Map([[1, 2]]), new Map([[1, 3]]))", "A.deepStrictEqual(new Set([1]), new Set([2]))",
  "A.deepStrictEqual({ a: Symbol.for('x') }, { a: Symbol.for('y') })",
  "A.deepStrictEqual([Symbol()], [Symbol()])",
  "A.deepStrictEqual(1, '1')", "A.deepStrictEqual({}, [])", "A.deepStrictEqual(new Error('a'), new Error('b'))",
  "A.deepStrictEqual({ a: 1 }, { a: 2 }, 'custom')",
  "A.deepStrictEqual(Object.create(null), {})",
  "A.deepEqual({ a: 1 }, { a: 2 })", "A.deepEqual([1, 2], [1, 3])", "A.deepEqual('a'.repeat(600), 'b')",
  "A.notDeepStrictEqual({ a: 1 }, { a: 1 })", "A.notDeepStrictEqual(Array.from({ length: 60 }, (_, i) => i), Array.from({ length: 60 }, (_, i) => i))",
  "A.notDeepEqual({ a: 1 }, { a: 1 })", "A.notDeepEqual([1], ['1'])",
  "A.ok(false, 'ok message')", "A.ok()", "A(0, 'zero')", "A.ok(null, new RangeError('mine'))",
  "A.fail()", "A.fail('boom')", "A.fail(new TypeError('typed'))",
  "A.throws(() => {})", "A.throws(() => {}, 'expected message')", "A.throws(() => {}, TypeError)",
  "A.throws(() => {}, TypeError, 'msg')",
  "A.throws(() => { throw new Error('x'); }, TypeError)",
  "A.throws(() => { throw new TypeError('x'); }, TypeError)",
  "A.throws(() => { throw new Error('x'); }, { message: 'y' })",
  "A.throws(() => { throw new Error('x'); }, { message: 'x', name: 'Error' })",
  "A.throws(() => { throw new Error('x'); }, { message: 'x', code: 'E' })",
  "A.throws(() => { const e = new Error('x'); e.code = 'A'; throw e; }, { code: 'B', message: 'x' })",
  "A.throws(() => { throw new Error('x'); }, new Error('y'))",
  "A.throws(() => { throw new Error('x'); }, (e) => e.message === 'x')",
  "A.throws(() => { throw new Error('x'); }, function check(e) { return false; })",
  "A.throws(() => { throw new Error('x'); }, () => 1)",
  "A.throws(() => { throw 'str'; }, { message: 'x' })",
  "A.throws(() => { throw null; }, Error)",
  "A.throws(() => { throw new RangeError('r'); }, TypeError)",
  "A.throws(() => { throw { a: 1 }; }, Error)",
  "A.throws(() => { throw new Error('x'); }, {})", "A.throws(() => { throw new Error('x'); }, 1)",
  "A.throws(() => { throw new Error('x'); }, 'x')", "A.throws(3)",
  "A.throws(() => { throw new Error('abc'); }, /xyz/)",
  "A.throws(() => { throw new Error('abc'); }, { message: /xyz/ })",
  "A.doesNotThrow(() => { throw new Error('oops'); })",
  "A.doesNotThrow(() => { throw new Error('oops'); }, 'with message')",
  "A.doesNotThrow(() => { throw new TypeError('oops'); }, TypeError)",
  "A.doesNotThrow(() => { throw new TypeError('oops'); }, RangeError)",
  "A.doesNotThrow(() => {})",
  "A.ifError(null)", "A.ifError(new Error('if'))", "A.ifError('str')", "A.ifError(0)",
  "A.ifError(Object.assign(new Error(''), {}))",
  "A.match('abc', /x/)", "A.match(1, /x/)", "A.doesNotMatch('abc', /b/)", "A.match('abc', 'x')",
  "A.strict.equal(1, '1')", "A.strict.deepEqual([1], ['1'])", "A.strict(false, 'strict msg')",
  "A.strictEqual(1)", "A.deepEqual()",
  "A.deepStrictEqual(new Date(0), new Date(1))",
  "A.deepStrictEqual('a\\nb\\nc', 'a\\nB\\nc')",
  "A.deepStrictEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(String), [1, 2, 3, 4, 5, 6, 7, 8, 9, 11].map(String))",
  "A.deepStrictEqual({ a: [1, 2, { b: 3 }] }, { a: [1, 2, { b: 4 }] })",
  "A.strictEqual(new AssertionErrorProbe(), 2)",
];

global.obj = { shared: true };
global.nodeAssert = nodeAssert;
global.eddyAssert = eddyAssert;
global.AssertionErrorProbe = class Probe {};
for (const src of calls) {
  const nodeSrc = src.replace(/^A/, 'nodeAssert');
  const eddySrc = src.replace(/^A/, 'eddyAssert');
  // A RegExp the caller passes is used as such; only other paths must
  // do without.
  const usesRegExp = /, \/|: \//.test(src);
  check(src,
        describe(() => evaluate(nodeSrc)),
        (usesRegExp ? describe : describeEddy)(() => evaluate(eddySrc)));
}

// Inspecting an AssertionError uses its custom inspect (stack left out).
for (const src of ["A.strictEqual('x'.repeat(600), 'y')", "A.deepStrictEqual({ a: 1 }, { a: 2 })"]) {
  const get = (A) => {
    const code = src.replace(/^A/, A);
    const run = () => {
      try {
        evaluate(code);
      } catch (e) {
        e.stack = 'stack';
        return e;
      }
    };
    return A === 'eddyAssert' ? restricted(run) : run();
  };
  check(`inspect(${src})`,
        nodeUtil.inspect(get('nodeAssert')), ((e) => restricted(() => eddyRequire('util').inspect(e)))(get('eddyAssert')));
}

global.nodeAssert = nodeAssert;
console.log(`${pass} passed, ${fail} failed`);
process.exitCode = fail === 0 ? 0 : 1;
