// Duplex.from over a Blob (one ArrayBuffer of its bytes) and over web streams (their Node
// side, in byte mode), each awaited in turn.
const { Duplex } = require('stream');
const { once } = require('events');
const { Blob } = require('buffer');

async function main() {
  const fromBlob = Duplex.from(new Blob(['blob']));
  console.log('blob', fromBlob.readable, fromBlob.writable);
  for await (const chunk of fromBlob) {
    console.log('blob data', Object.prototype.toString.call(chunk), Buffer.from(chunk).toString());
  }

  const source = new ReadableStream({ start(controller) { controller.enqueue('x'); controller.enqueue('y'); controller.close(); } });
  const fromReadable = Duplex.from(source);
  console.log('readable', fromReadable.readable, fromReadable.writable, fromReadable.readableObjectMode);
  for await (const chunk of fromReadable) console.log('readable data', chunk);

  const written = [];
  const sink = new WritableStream({ write(chunk) { written.push(chunk); } });
  const toWritable = Duplex.from(sink);
  console.log('writable', toWritable.readable, toWritable.writable, toWritable.writableObjectMode);
  toWritable.end('ab');
  await once(toWritable, 'finish');
  console.log('written', written);
}
main();
