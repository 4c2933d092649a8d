// Issue 16: 20 MB through zlib.createGzip() and zlib.createGunzip() in one pipeline, in
// 64 KiB chunks (compression and decompression run on libuv's thread pool in both
// runtimes). Run beside node --jitless with bench/run.py:
//   bench/run.py --eddy .build/release/eddy --runs 3 bench/zlib/gzip_gunzip_20mb.js
const zlib = require('zlib');
const { pipeline, Readable, Writable } = require('stream');

// Text-like bytes (letters with some noise) so that both sides have work to do; made
// before the clock starts.
const pattern = Buffer.alloc(65536);
for (let i = 0, seed = 1; i < pattern.length; i++) {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  pattern[i] = (seed >> 16) % 16 === 0 ? (seed >> 8) & 0xff : 97 + (i % 26);
}
const chunks = [];
for (let index = 0; index < 320; index++) {
  const at = (index * 4099) % pattern.length;
  chunks.push(Buffer.concat([pattern.subarray(at), pattern.subarray(0, at)]));
}

const start = process.hrtime.bigint();
let length = 0;
let crc = 0;
pipeline(
  Readable.from(chunks),
  zlib.createGzip(),
  zlib.createGunzip(),
  new Writable({
    write(chunk, encoding, callback) {
      length += chunk.length;
      crc = zlib.crc32(chunk, crc);
      callback();
    },
  }),
  (err) => {
    if (err) throw err;
    console.log(`check=${length}:${crc}`);
    console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
  },
);
