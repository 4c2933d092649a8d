// Large input through stream.pipeline: 4 MB in 64 KiB chunks through gzip and gunzip (and
// brotli, deflate) with backpressure, checked by length and CRC-32; a file written through
// gzip and read back; a stream closed while compression is in flight; errors ending a pipeline.
const zlib = require('zlib');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pipeline, Readable, Writable } = require('stream');
const { promisify } = require('util');

const pipe = promisify(pipeline);
const chunkCount = 64;

// One 64 KiB pattern (letters with a sprinkling of noise), made once; chunk i is it rotated
// by a different amount, so no two chunks are alike.
const pattern = Buffer.alloc(65536);
for (let i = 0, seed = 1; i < pattern.length; i++) {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  pattern[i] = (seed >> 16) % 16 === 0 ? (seed >> 8) & 0xff : 97 + (i % 26);
}

function chunk(index) {
  const at = (index * 4099) % pattern.length;
  return Buffer.concat([pattern.subarray(at), pattern.subarray(0, at)]);
}

function source() {
  let index = 0;
  return new Readable({
    read() {
      this.push(index < chunkCount ? chunk(index++) : null);
    },
  });
}

function digestSink(result) {
  let crc = 0;
  result.length = 0;
  result.writes = 0;
  return new Writable({
    highWaterMark: 1024,
    write(data, encoding, callback) {
      crc = zlib.crc32(data, crc);
      result.length += data.length;
      result.writes++;
      // Asynchronous, so that the pipeline feels backpressure.
      setImmediate(callback);
    },
    final(callback) {
      result.digest = crc;
      callback();
    },
  });
}

(async () => {
  const expected = {};
  await pipe(source(), digestSink(expected));
  console.log('input:', expected.length, expected.digest);

  for (const [Compress, Decompress] of [['Gzip', 'Gunzip'], ['Deflate', 'Inflate'], ['DeflateRaw', 'InflateRaw'],
    ['Gzip', 'Unzip'], ['BrotliCompress', 'BrotliDecompress']]) {
    const result = {};
    const compress = new zlib[Compress]({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    const decompress = new zlib[Decompress]();
    await pipe(source(), compress, decompress, digestSink(result));
    console.log(`${Compress} → ${Decompress}:`, result.length, result.digest === expected.digest,
                compress.bytesWritten, decompress.bytesWritten > 0, result.writes > 1,
                compress.destroyed, decompress.destroyed);
  }

  // Through a file.
  const file = path.join(os.tmpdir(), `eddy-zlib-pipeline-${process.pid}.gz`);
  await pipe(source(), zlib.createGzip({ level: 1 }), fs.createWriteStream(file));
  const back = {};
  await pipe(fs.createReadStream(file), zlib.createGunzip(), digestSink(back));
  console.log('file:', fs.readFileSync(file).subarray(0, 3).toString('hex'), back.length, back.digest === expected.digest);
  const whole = zlib.gunzipSync(fs.readFileSync(file));
  console.log('gunzipSync of the file:', whole.length);
  await new Promise((resolve) => zlib.gunzip(fs.readFileSync(file), (err, out) => {
    console.log('gunzip of the file:', err, out.length);
    resolve();
  }));
  fs.unlinkSync(file);

  // Closed while a write is on the thread pool: no output, no crash, 'close' once.
  const busy = zlib.createGzip();
  busy.on('data', () => console.log('unexpected data'));
  busy.write(chunk(0));
  busy.write(chunk(1));
  busy.close(() => console.log('closed in flight:', busy.destroyed, busy._closed));
  await new Promise((resolve) => busy.on('close', resolve));
  // Many at once, each closed at once.
  await Promise.all(Array.from({ length: 20 }, (_, i) => new Promise((resolve) => {
    const stream = i % 2 ? zlib.createDeflate() : zlib.createBrotliCompress();
    stream.write(chunk(i));
    stream.close(resolve);
  })));
  console.log('twenty closed');

  // A corrupt stream in the middle ends the pipeline with its error.
  const corrupt = Buffer.concat([zlib.gzipSync(chunk(0)).subarray(0, 1000), Buffer.alloc(1000, 0xff)]);
  try {
    await pipe(Readable.from([corrupt]), zlib.createGunzip(), digestSink({}));
  } catch (err) {
    console.log('corrupt pipeline:', err.code, err.message);
  }
  const truncated = zlib.gzipSync(chunk(0)).subarray(0, 1000);
  try {
    await pipe(Readable.from([truncated]), zlib.createGunzip(), digestSink({}));
  } catch (err) {
    console.log('truncated pipeline:', err.code, err.message);
  }
})();
