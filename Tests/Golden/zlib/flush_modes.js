// flush(): a sync flush makes everything written so far decodable before the end; level 0
// shows the exact bytes (stored blocks are the same in every zlib); params() changes the level
// after a flush; finishFlush reads a truncated stream; brotli's flush; bytesWritten; close().
const zlib = require('zlib');

function drain(stream) {
  const parts = [];
  let chunk;
  while ((chunk = stream.read()) !== null) parts.push(chunk);
  return Buffer.concat(parts);
}

(async () => {
  // Level 0: a Z_NO_FLUSH flush gives only the header, a full flush the stored block.
  const stored = zlib.createDeflate({ level: 0 });
  await new Promise((resolve) => stored.write(Buffer.from('0123456789abcdef'), resolve));
  await new Promise((resolve) => stored.flush(zlib.constants.Z_NO_FLUSH, resolve));
  console.log('no flush:', drain(stored).toString('hex'));
  await new Promise((resolve) => stored.flush(resolve));
  console.log('full flush:', drain(stored).toString('hex'));

  // A sync flush mid-stream: the part so far inflates with Z_SYNC_FLUSH as finishFlush.
  const gzip = zlib.createGzip();
  const parts = [];
  gzip.on('data', (chunk) => parts.push(chunk));
  gzip.write('first part, ');
  await new Promise((resolve) => gzip.flush(zlib.constants.Z_SYNC_FLUSH, resolve));
  const partial = Buffer.concat(parts);
  console.log('partial:', JSON.stringify(zlib.gunzipSync(partial, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString()));
  try {
    zlib.gunzipSync(partial);
  } catch (err) {
    console.log('partial with Z_FINISH:', err.code, err.errno, err.message);
  }
  gzip.end('second part');
  await new Promise((resolve) => gzip.on('end', resolve));
  console.log('whole:', zlib.gunzipSync(Buffer.concat(parts)).toString(), 'bytesWritten', gzip.bytesWritten);

  // params(): level 9 for the first chunk, level 0 (stored) after it.
  const deflate = zlib.createDeflate({ level: 9 });
  const out = [];
  deflate.on('data', (chunk) => out.push(chunk));
  await new Promise((resolve) => deflate.write('x'.repeat(1000), resolve));
  await new Promise((resolve) => deflate.params(0, zlib.constants.Z_DEFAULT_STRATEGY, resolve));
  const before = Buffer.concat(out).length;
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  deflate.end('y'.repeat(1000));
  await ended;
  const all = Buffer.concat(out);
  console.log('params: first part small', before < 100, 'stored second part', all.length - before > 1000,
              zlib.inflateSync(all).toString() === 'x'.repeat(1000) + 'y'.repeat(1000));
  try {
    deflate.params(10, 0);
  } catch (err) {
    console.log('params out of range:', err.code, err.message);
  }

  // Brotli: a flush makes the part so far decodable.
  const brotli = zlib.createBrotliCompress();
  const brotliParts = [];
  brotli.on('data', (chunk) => brotliParts.push(chunk));
  brotli.write('brotli flushed');
  await new Promise((resolve) => brotli.flush(resolve));
  const decoder = zlib.createBrotliDecompress();
  const decoded = new Promise((resolve) => decoder.once('data', (chunk) => resolve(chunk.toString())));
  decoder.write(Buffer.concat(brotliParts));
  console.log('brotli flush:', await decoded);
  brotli.close(() => console.log('brotli closed', brotli.destroyed, brotli._closed));
  await new Promise((resolve) => brotli.on('close', resolve));
  decoder.close();

  // flush() after end() waits for 'end'; after 'finish' it calls back on a later tick.
  const late = zlib.createDeflate();
  late.resume();
  late.end('late');
  late.flush(() => console.log('flush after end: ended', late.readableEnded));
  await new Promise((resolve) => late.on('close', resolve));
  late.flush(() => console.log('flush after close'));
})();
