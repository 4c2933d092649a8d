'use strict';
// Compares lib/buffer.js and lib/string_decoder.js (loaded with the runtime's
// module contract by tools/golden/harness/load.js) with node's own `buffer`
// and `string_decoder` over the corpus in corpus.js.
//
//   node tools/buffer-harness/compare.js [-v] [--full] [filter]
//
// -v prints every failing case; --full lets lib/ code use RegExp and the
// newer built-ins (by default restrict.js makes them throw while lib/ runs).
const { require: eddyRequire } = require('../golden/harness/load.js');
const { restricted } = require('../golden/harness/restrict.js');
const { cases } = require('./corpus.js');

const verbose = process.argv.includes('-v');
const filter = process.argv.slice(2).find((a) => !a.startsWith('-'));

const nodeMods = {
  buffer: require('buffer'),
  string_decoder: require('string_decoder'),
  util: require('util'),
};
const eddyMods = restricted(() => ({
  buffer: eddyRequire('buffer'),
  string_decoder: eddyRequire('string_decoder'),
  util: eddyRequire('util'),
}));

function ser(v, mods, depth = 0) {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v !== 'object' && typeof v !== 'function') return String(v);
  if (v === null) return 'null';
  if (v instanceof Error) {
    return `!${v.name}[${v.code}] ${v.message}`;
  }
  if (ArrayBuffer.isView(v)) {
    const bytes = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
    const p = Object.getPrototypeOf(v);
    const kind = p === mods.buffer.Buffer.prototype ? 'Buffer' :
      p === Uint8Array.prototype ? 'Uint8Array' : `?${v.constructor.name}`;
    return `${kind}(${v.length})[${bytes.toString('hex')}]`;
  }
  if (depth > 3) return '…';
  if (Array.isArray(v)) return `[${v.map((x) => ser(x, mods, depth + 1)).join(',')}]`;
  return `{${Object.keys(v).map((k) => `${k}:${ser(v[k], mods, depth + 1)}`).join(',')}}`;
}

function run(fn, mods, inRestriction) {
  const call = () => {
    try {
      return ser(fn(mods), mods);
    } catch (e) {
      return ser(e instanceof Error ? e : new Error(`threw ${String(e)}`), mods);
    }
  };
  return inRestriction ? restricted(call) : call();
}

let pass = 0;
let fail = 0;
const failures = [];
for (const [name, fn] of cases()) {
  if (filter && !name.includes(filter)) continue;
  const expected = run(fn, nodeMods, false);
  const actual = run(fn, eddyMods, true);
  if (expected === actual) {
    pass++;
  } else {
    fail++;
    failures.push(name);
    if (verbose || fail <= 30) {
      console.log(`FAIL ${name}\n  node: ${expected.slice(0, 600)}\n  lib:  ${actual.slice(0, 600)}`);
    }
  }
}
console.log(`${pass} passed, ${fail} failed`);
process.exitCode = fail ? 1 : 0;
