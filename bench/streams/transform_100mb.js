// Issue 16: 100 MB through a Transform (stream core): a Readable pushing 64 KiB chunks, a
// Transform touching each chunk, a Writable counting bytes, joined by pipeline().
const { Readable, Transform, Writable, pipeline } = require('stream');

const total = 100 * 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, 97);
let produced = 0;
let consumed = 0;
const start = process.hrtime.bigint();

const source = new Readable({
  read() {
    if (produced >= total) {
      this.push(null);
      return;
    }
    produced += chunk.length;
    this.push(chunk);
  },
});
const upper = new Transform({
  transform(data, encoding, callback) {
    callback(null, data);
  },
});
const sink = new Writable({
  write(data, encoding, callback) {
    consumed += data.length;
    callback();
  },
});
pipeline(source, upper, sink, (error) => {
  if (error) throw error;
  console.log(`check=${consumed}`);
  console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
});
