// Every format round-trips through its *Sync form, its callback form, util.promisify and a
// pair of streams; compressed bytes are not printed (node's bundled zlib and brotli make
// other, equally valid streams), only their framing and what comes back.
const zlib = require('zlib');
const util = require('util');

// Deterministic bytes that compress somewhat: a pseudo-random walk over a small alphabet.
function sample(length) {
  const bytes = Buffer.alloc(length);
  let seed = 12345;
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    bytes[i] = 97 + (seed >> 16) % 7;
  }
  return bytes;
}

const formats = [
  ['deflate', 'inflate', 'Deflate', 'Inflate'],
  ['gzip', 'gunzip', 'Gzip', 'Gunzip'],
  ['gzip', 'unzip', 'Gzip', 'Unzip'],
  ['deflate', 'unzip', 'Deflate', 'Unzip'],
  ['deflateRaw', 'inflateRaw', 'DeflateRaw', 'InflateRaw'],
  ['brotliCompress', 'brotliDecompress', 'BrotliCompress', 'BrotliDecompress'],
];
const inputs = [['empty', Buffer.alloc(0)], ['text', 'hello, zlib '.repeat(100)], ['binary', sample(200000)]];

function viaStreams(Compress, Decompress, input) {
  return new Promise((resolve, reject) => {
    const compress = new zlib[Compress]();
    const decompress = new zlib[Decompress]();
    const parts = [];
    compress.pipe(decompress);
    decompress.on('data', (chunk) => parts.push(chunk));
    decompress.on('end', () => resolve(Buffer.concat(parts)));
    decompress.on('error', reject);
    compress.end(input);
  });
}

(async () => {
  for (const [compress, decompress, Compress, Decompress] of formats) {
    for (const [name, input] of inputs) {
      const original = Buffer.from(input);
      const packed = zlib[`${compress}Sync`](input);
      const header = packed.subarray(0, 2).toString('hex');
      const sync = zlib[`${decompress}Sync`](packed);
      const callback = await new Promise((resolve, reject) => {
        zlib[compress](input, (err, out) => {
          if (err) return reject(err);
          zlib[decompress](out, (err2, back) => (err2 ? reject(err2) : resolve(back)));
        });
      });
      const promised = await util.promisify(zlib[decompress])(await util.promisify(zlib[compress])(input));
      const streamed = await viaStreams(Compress, Decompress, input);
      console.log(`${compress}/${decompress} ${name}:`, original.length,
                  compress === 'brotliCompress' || compress === 'deflateRaw' ? '' : header,
                  sync.equals(original), callback.equals(original), promised.equals(original),
                  streamed.equals(original), Buffer.isBuffer(sync));
    }
  }

  // Options: a level, a window, a memory level, a strategy, a small chunk size, info.
  const text = 'options '.repeat(5000);
  for (const options of [{ level: 0 }, { level: 1 }, { level: 9 }, { windowBits: 9 }, { memLevel: 1 },
    { strategy: zlib.constants.Z_HUFFMAN_ONLY }, { strategy: zlib.constants.Z_RLE }, { chunkSize: 64 }]) {
    const back = zlib.inflateSync(zlib.deflateSync(text, options), options.chunkSize ? options : {});
    console.log(JSON.stringify(options), back.toString() === text);
  }
  const stored = zlib.deflateRawSync('abc', { level: 0 });
  console.log('level 0 raw:', stored.toString('hex'));
  const info = zlib.gzipSync('info', { info: true });
  console.log('info:', Object.keys(info), info.engine instanceof zlib.Gzip, info.engine.bytesWritten);
  const brotli = zlib.brotliCompressSync(text, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  });
  console.log('brotli params:', zlib.brotliDecompressSync(brotli).toString() === text);
  console.log('views:', zlib.inflateSync(new Uint16Array(zlib.deflateSync('view!!').buffer.slice(0))).toString(),
              zlib.gunzipSync(new DataView(zlib.gzipSync('dv').buffer)).toString(),
              zlib.unzipSync(zlib.gzipSync('ab').buffer).toString());

  // crc32 (Node 20.15+): strings as UTF-8, buffers, and a running value.
  console.log('crc32:', zlib.crc32('hello'), zlib.crc32(Buffer.from('hello')), zlib.crc32('world', zlib.crc32('hello ')),
              zlib.crc32('hello world'), zlib.crc32(''), zlib.crc32('héllo'), zlib.crc32(new Uint8Array([1, 2, 3])));
})();
