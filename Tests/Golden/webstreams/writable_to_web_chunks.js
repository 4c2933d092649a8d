'use strict';
// Writable.toWeb of a byte-mode stream counts each chunk as 1 toward its high-water mark, as
// Node's adapter does: a string chunk (no byteLength) is written, and desiredSize counts chunks.
const { Writable, Duplex } = require('stream');

async function main() {
  const written = [];
  const slow = new Writable({ write(chunk, encoding, callback) { written.push(chunk.toString()); setImmediate(callback); } });
  const writer = Writable.toWeb(slow).getWriter();
  const first = writer.write(new Uint8Array([104, 105]));
  const second = writer.write('str');
  console.log('desiredSize after two writes', writer.desiredSize);
  await Promise.all([first, second]);
  await writer.close();
  console.log('written', written);

  const objects = Writable.toWeb(new Writable({ objectMode: true, highWaterMark: 2, write(c, e, cb) { setImmediate(cb); } })).getWriter();
  objects.write({ a: 1 });
  console.log('object mode desiredSize', objects.desiredSize);

  const duplex = Duplex.toWeb(new Duplex({ read() {}, write(c, e, cb) { written.push('duplex:' + c); setImmediate(cb); } }));
  const duplexWriter = duplex.writable.getWriter();
  await duplexWriter.write('text chunk');
  console.log(written.at(-1), duplexWriter.desiredSize);
}
main();
