// Preset dictionaries: deflate and raw deflate with one, inflate given it, asking for it
// (Missing dictionary) or given another (Bad dictionary), reset() keeping it, and the option's
// type check.
const zlib = require('zlib');

const dictionary = Buffer.from('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ');
const input = 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 42\r\n\r\n';

function report(label, run) {
  try {
    console.log(label, JSON.stringify(run().toString()));
  } catch (err) {
    console.log(label, 'throws', err.name, err.code, err.errno, err.message);
  }
}

function collect(stream) {
  return new Promise((resolve) => {
    const parts = [];
    stream.on('data', (chunk) => parts.push(chunk));
    stream.on('error', (err) => resolve(`error ${err.code} ${err.errno} ${err.message}`));
    stream.on('end', () => resolve(JSON.stringify(Buffer.concat(parts).toString())));
  });
}

(async () => {
  const packed = zlib.deflateSync(input, { dictionary });
  const plain = zlib.deflateSync(input);
  console.log('smaller with the dictionary:', packed.length < plain.length);
  console.log('FDICT flag set:', (packed[1] & 0x20) !== 0);
  report('inflate with it:', () => zlib.inflateSync(packed, { dictionary }));
  report('inflate without:', () => zlib.inflateSync(packed));
  report('inflate with another:', () => zlib.inflateSync(packed, { dictionary: Buffer.from('other') }));
  report('unzip with it:', () => zlib.unzipSync(packed, { dictionary }));
  const raw = zlib.deflateRawSync(input, { dictionary });
  report('raw with it:', () => zlib.inflateRawSync(raw, { dictionary }));
  report('raw as a Uint8Array and an ArrayBuffer:', () =>
    zlib.inflateRawSync(raw, { dictionary: new Uint8Array(dictionary).buffer }));

  const missing = zlib.createInflate();
  const missingResult = collect(missing);
  missing.end(packed);
  console.log('stream without:', await missingResult);
  const bad = zlib.createInflate({ dictionary: Buffer.from('fail') });
  const badResult = collect(bad);
  bad.end(packed);
  console.log('stream with another:', await badResult);

  // After a flush and a reset, a deflate stream starts over with the same dictionary.
  const deflate = zlib.createDeflate({ dictionary });
  let keep = false;
  const kept = [];
  deflate.on('data', (chunk) => { if (keep) kept.push(chunk); });
  deflate.write(input);
  await new Promise((resolve) => deflate.flush(resolve));
  deflate.reset();
  keep = true;
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  deflate.end(input);
  await ended;
  report('after reset:', () => zlib.inflateSync(Buffer.concat(kept), { dictionary }));

  report('dictionary of a wrong type:', () => zlib.createDeflate({ dictionary: 'text' }));
})();
