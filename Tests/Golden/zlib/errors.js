// Node's errors: corrupt and truncated input (sync throws, callbacks get it, streams emit it),
// brotli's own, output limits, and option and argument checks.
const zlib = require('zlib');

function show(label, err) {
  console.log(label, err.name, err.code, err.errno, JSON.stringify(err.message), err instanceof Error);
}

function sync(label, run) {
  try {
    const result = run();
    console.log(label, 'no error', result && result.length);
  } catch (err) {
    show(label, err);
  }
}

const truncatedGzip = zlib.gzipSync('hello world '.repeat(50)).subarray(0, 20);

(async () => {
  sync('gunzip of text:', () => zlib.gunzipSync(Buffer.from('not gzip at all')));
  sync('inflate of text:', () => zlib.inflateSync(Buffer.from('not zlib at all')));
  sync('inflateRaw of 0xff:', () => zlib.inflateRawSync(Buffer.from([0xff, 0xff, 0xff])));
  sync('unzip of text:', () => zlib.unzipSync(Buffer.from('neither')));
  sync('truncated gzip:', () => zlib.gunzipSync(truncatedGzip));
  sync('truncated brotli:', () => zlib.brotliDecompressSync(zlib.brotliCompressSync('hello brotli '.repeat(20)).subarray(0, 8)));
  sync('brotli of garbage:', () => zlib.brotliDecompressSync(Buffer.from('garbage data here')));
  sync('bad gzip crc:', () => {
    const good = zlib.gzipSync('checksum');
    good[good.length - 8] ^= 1;
    return zlib.gunzipSync(good);
  });

  for (const method of ['gunzip', 'inflate', 'brotliDecompress']) {
    await new Promise((resolve) => zlib[method](Buffer.from('corrupt input bytes'), (err, result) => {
      show(`${method} callback:`, err);
      console.log('  result', result);
      resolve();
    }));
  }
  await new Promise((resolve) => zlib.gunzip(truncatedGzip, (err) => {
    show('gunzip truncated callback:', err);
    resolve();
  }));

  const stream = zlib.createGunzip();
  stream.on('error', (err) => {
    show('stream error:', err);
    console.log('  destroyed', stream.destroyed);
  });
  const closed = new Promise((resolve) => stream.on('close', resolve));
  stream.write(Buffer.from('this is not gzip'));
  await closed;
  console.log('stream closed');

  // maxOutputLength.
  const big = zlib.gzipSync('x'.repeat(100000));
  sync('maxOutputLength sync:', () => zlib.gunzipSync(big, { maxOutputLength: 1000 }));
  await new Promise((resolve) => zlib.gunzip(big, { maxOutputLength: 1000 }, (err) => {
    show('maxOutputLength callback:', err);
    resolve();
  }));
  sync('maxOutputLength 0:', () => zlib.gunzipSync(big, { maxOutputLength: 0 }));

  // Options.
  sync('level 10:', () => zlib.createDeflate({ level: 10 }));
  sync('level "a":', () => zlib.createDeflate({ level: 'a' }));
  sync('level Infinity:', () => zlib.createDeflate({ level: Infinity }));
  sync('level NaN (default):', () => zlib.deflateSync('x', { level: NaN }));
  sync('windowBits 16:', () => zlib.createGzip({ windowBits: 16 }));
  sync('memLevel 0:', () => zlib.createGzip({ memLevel: 0 }));
  sync('strategy 5:', () => zlib.createGzip({ strategy: 5 }));
  sync('chunkSize 10:', () => zlib.createGzip({ chunkSize: 10 }));
  sync('flush 6:', () => zlib.createGzip({ flush: 6 }));
  sync('finishFlush -1:', () => zlib.createGzip({ finishFlush: -1 }));
  sync('brotli flush 4:', () => zlib.createBrotliCompress({ flush: 4 }));
  sync('brotli param 100:', () => zlib.createBrotliCompress({ params: { 100: 1 } }));
  sync('brotli param "x":', () => zlib.createBrotliCompress({ params: { x: 1 } }));
  sync('brotli param value:', () => zlib.createBrotliCompress({ params: { 1: 'high' } }));

  // Arguments.
  sync('no callback:', () => zlib.gzip('abc'));
  sync('number input:', () => zlib.gzipSync(42));
  sync('number input, callback form:', () => zlib.gzip(42, () => {}));
  sync('crc32 of a number:', () => zlib.crc32(5));
  sync('crc32 value -1:', () => zlib.crc32('x', -1));
  sync('crc32 value "1":', () => zlib.crc32('x', '1'));

  // Writing after close, and reset after close.
  const closedStream = zlib.createDeflate();
  closedStream.close();
  closedStream.on('error', (err) => show('write after close:', err));
  closedStream.write('late', (err) => console.log('write callback:', err && err.code));
  await new Promise((resolve) => setImmediate(resolve));
  sync('reset after close:', () => closedStream.reset());
})();
