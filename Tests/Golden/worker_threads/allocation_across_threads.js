'use strict';
// Blocks made on one thread and freed on another, many at a time: workers build objects,
// arrays and strings and post them to the main thread, which drops them; crypto and zlib
// jobs allocate on libuv's pool threads and their results are freed on the loop thread;
// workers end while their blocks are still alive elsewhere. Each side checks what it got.
const { Worker, isMainThread, parentPort, workerData } = require('worker_threads');
const crypto = require('crypto');
const zlib = require('zlib');

function build(seed, count) {
  const items = [];
  for (let i = 0; i < count; i++) {
    const text = 'item-' + seed + '-' + i + '-' + 'x'.repeat((i * 7 + seed) % 300);
    items.push({ id: i, seed, text, list: [i, seed, text.length], nested: { a: i % 13, b: [text.slice(0, 5)] } });
  }
  return items;
}

function checksum(items) {
  let sum = 0;
  for (const item of items) sum = (sum * 31 + item.id + item.text.length + item.list[2] + item.nested.a) % 1000000007;
  return sum;
}

if (!isMainThread) {
  const { seed, rounds } = workerData;
  for (let round = 0; round < rounds; round++) {
    const items = build(seed + round, 400);
    parentPort.postMessage({ round, items, sum: checksum(items) });
  }
  return;
}

const workers = 4;
const rounds = 15;
let finished = 0;
let mismatches = 0;
let received = 0;
const pending = [];

for (let index = 0; index < workers; index++) {
  const worker = new Worker(__filename, { workerData: { seed: index * 1000, rounds } });
  worker.on('message', ({ items, sum }) => {
    received += 1;
    if (checksum(items) !== sum) mismatches += 1;
  });
  pending.push(new Promise((resolve) => worker.on('exit', resolve)));
}

// Pool work at the same time: key derivations, random bytes, compression round trips.
for (let index = 0; index < 24; index++) {
  pending.push(new Promise((resolve, reject) => {
    crypto.pbkdf2('secret' + index, 'salt', 200, 32, 'sha256', (error, key) => {
      if (error) return reject(error);
      resolve(key.length === 32 && key.equals(crypto.pbkdf2Sync('secret' + index, 'salt', 200, 32, 'sha256')));
    });
  }));
  pending.push(new Promise((resolve, reject) => {
    crypto.randomBytes(64 + index, (error, bytes) => (error ? reject(error) : resolve(bytes.length === 64 + index)));
  }));
  const input = Buffer.from(JSON.stringify(build(index, 50)));
  pending.push(new Promise((resolve, reject) => {
    zlib.gzip(input, (error, packed) => {
      if (error) return reject(error);
      zlib.gunzip(packed, (error, unpacked) => (error ? reject(error) : resolve(unpacked.equals(input))));
    });
  }));
}

Promise.all(pending).then((results) => {
  finished = results.filter((result) => result === true).length;
  console.log('messages', received, 'of', workers * rounds, 'mismatches', mismatches);
  console.log('pool jobs passed', finished, 'of', 24 * 3);
  // The main thread's own objects, built after the workers' blocks came and went.
  const items = build(7, 2000);
  console.log('main checksum', checksum(items));
});
