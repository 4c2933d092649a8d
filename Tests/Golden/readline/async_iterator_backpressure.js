'use strict';
// readline's async iterator is events.on over 'line' with a high watermark of 1,024: the
// input is paused while more lines wait and resumed once the loop has drained them, chunk
// by chunk; bytes are decoded by the interface (a character split across chunks survives).
const { Readable } = require('stream');
const readline = require('readline');
const { on } = require('events');
const { EventEmitter } = require('events');

(async () => {
  const readable = new Readable({ read() {} });
  for (let i = 0; i < 3; i++) readable.push('x\n'.repeat(2051 + i));
  const rli = readline.createInterface({ input: readable, crlfDelay: Infinity });
  const events = [];
  rli.on('pause', () => events.push('pause'));
  rli.on('resume', () => events.push('resume'));
  const it = rli[Symbol.asyncIterator]();
  const watermark = it[Symbol.for('nodejs.watermarkData')];
  console.log('watermarks', watermark.high, watermark.low, watermark.size, watermark.isPaused);
  let count = 0;
  for await (const line of it) {
    count++;
    if (line !== 'x') throw new Error(`unexpected ${line}`);
    if (!readable.isPaused()) events.push(`drained at ${count}`);
    if (count === 6156) readable.push(null);
  }
  console.log(count, events.join(', '), rli[Symbol.asyncIterator]() === it);

  const euro = Buffer.from('price: 5€\nnext\n');
  const split = new Readable({ read() {} });
  split.push(euro.subarray(0, 9));
  split.push(euro.subarray(9));
  split.push(null);
  const lines = [];
  for await (const line of readline.createInterface({ input: split })) lines.push(line);
  console.log(lines, split.readableEncoding);

  const emitter = new EventEmitter();
  const plain = on(emitter, 'tick', { highWaterMark: 2 });
  emitter.emit('tick', 1, 'a');
  emitter.emit('tick', 2, 'b');
  console.log((await plain.next()).value, plain[Symbol.for('nodejs.watermarkData')].size);
  await plain.return();
})();
