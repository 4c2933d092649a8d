// gzip members one after another decompress as one stream (gunzip and unzip, sync, callback
// and streamed one byte at a time); zero padding after them is ignored; anything else that
// follows is read as another member and fails as node's zlib fails.
const zlib = require('zlib');

const members = Buffer.concat([zlib.gzipSync('abc'), zlib.gzipSync('def'), zlib.gzipSync('ghi')]);

function oneByteAtATime(stream, data) {
  return new Promise((resolve) => {
    const parts = [];
    stream.on('data', (chunk) => parts.push(chunk));
    stream.on('error', (err) => resolve(`error ${err.code} ${err.message}`));
    stream.on('end', () => resolve(Buffer.concat(parts).toString()));
    for (let i = 0; i < data.length; i++) stream.write(Buffer.from([data[i]]));
    stream.end();
  });
}

function report(label, run) {
  try {
    console.log(label, run().toString());
  } catch (err) {
    console.log(label, 'throws', err.name, err.code, err.errno, err.message);
  }
}

(async () => {
  report('gunzipSync:', () => zlib.gunzipSync(members));
  report('unzipSync:', () => zlib.unzipSync(members));
  console.log('gunzip:', await new Promise((resolve) => zlib.gunzip(members, (err, out) => resolve(String(out)))));
  console.log('unzip one byte at a time:', await oneByteAtATime(zlib.createUnzip(), members));
  console.log('gunzip one byte at a time:', await oneByteAtATime(zlib.createGunzip(), members));
  // An Inflate stream ends after its one member: what follows is not read.
  console.log('deflate then more:', zlib.inflateSync(Buffer.concat([zlib.deflateSync('one'), zlib.deflateSync('two')])).toString());

  const padded = Buffer.concat([members, Buffer.alloc(10)]);
  report('zero padding:', () => zlib.gunzipSync(padded));
  const garbage = Buffer.concat([members, Buffer.from([0x1f, 0x8b, 0xff, 0xff]), Buffer.alloc(10)]);
  report('header-like garbage:', () => zlib.gunzipSync(garbage));
  const short = Buffer.concat([members, Buffer.from([0x1f, 0x8b, 0xff, 0xff])]);
  report('short garbage:', () => zlib.gunzipSync(short));
  const text = Buffer.concat([members, Buffer.from('trailing text')]);
  report('text garbage:', () => zlib.gunzipSync(text));
  await new Promise((resolve) => zlib.gunzip(garbage, (err, out) => {
    console.log('gunzip garbage callback:', err.code, err.message, out);
    resolve();
  }));
})();
