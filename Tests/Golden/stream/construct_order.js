// A stream's construction ends in the same tick its _construct callback is delivered:
// a write made in the 'open' handler is written before one made a tick later.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { Writable } = require('stream');

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-construct-')), 'out.txt');
const stream = fs.createWriteStream(file);
stream.on('open', () => {
  stream.write('hello');
  process.nextTick(() => {
    stream.write('world');
    stream.end();
  });
});
stream.on('close', () => {
  console.log(fs.readFileSync(file, 'utf8'));
  fs.rmSync(path.dirname(file), { recursive: true });
  custom();
});

function custom() {
  const order = [];
  const writable = new Writable({
    construct(callback) {
      order.push('construct');
      setImmediate(() => {
        callback();
        order.push('constructed');
        writable.write('in the same tick');
        process.nextTick(() => writable.write('a tick later'));
      });
    },
    write(chunk, encoding, callback) {
      order.push(`write ${chunk}`);
      callback();
    },
  });
  writable.write('before');
  setImmediate(() => setImmediate(() => console.log(order.join('\n'))));
}
