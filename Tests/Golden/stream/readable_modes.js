// Readable in paused mode (read(n), 'readable', unshift, setEncoding) and flowing mode
// ('data', pause/resume), with the order of events node gives.
const { Readable } = require('stream');

function log(...args) { console.log(...args); }

// Paused mode: read(n) returns n bytes once buffered; read() returns all; 'end' after the last.
const paused = new Readable({ read() {} });
paused.push('hello ');
paused.push('world');
paused.push(null);
paused.on('readable', () => {
  let chunk;
  while ((chunk = paused.read(4)) !== null) log('read(4)', JSON.stringify(chunk.toString()));
  log('readableLength', paused.readableLength, 'ended', paused.readableEnded);
});
paused.on('end', () => {
  log('paused end', paused.readableEnded, paused.readable);
  flowing();
});

function flowing() {
  // Flowing: data events, pause() stops them, resume() restarts.
  let n = 0;
  const source = new Readable({
    read() {
      n++;
      if (n <= 4) this.push(`chunk${n}`);
      else this.push(null);
    },
  });
  source.setEncoding('utf8');
  source.on('data', (chunk) => {
    log('data', chunk, 'flowing', source.readableFlowing);
    if (chunk === 'chunk2') {
      source.pause();
      log('paused', source.isPaused());
      setImmediate(() => { log('resuming'); source.resume(); });
    }
  });
  source.on('pause', () => log('event pause'));
  source.on('resume', () => log('event resume'));
  source.on('end', () => log('flowing end'));
  source.on('close', () => { log('flowing close', source.destroyed); unshifting(); });
}

function unshifting() {
  // unshift puts data back at the front; a header parser reads up to a separator.
  const source = new Readable({ read() {} });
  source.push('HEAD|body part 1;');
  source.push('body part 2');
  source.push(null);
  source.once('readable', () => {
    const all = source.read().toString();
    const at = all.indexOf('|');
    log('header', all.slice(0, at));
    source.unshift(Buffer.from(all.slice(at + 1)));
    source.setEncoding('utf8');
    let body = '';
    source.on('data', (chunk) => { body += chunk; });
    source.on('end', () => { log('body', body); objectMode(); });
  });
}

function objectMode() {
  const objects = new Readable({ objectMode: true, read() {} });
  objects.push({ a: 1 });
  objects.push('text');
  objects.push(42);
  objects.push(null);
  log('objectMode length', objects.readableLength, objects.readableObjectMode);
  objects.on('data', (value) => log('object', value));
  objects.on('end', () => { log('objects end'); errors(); });
}

function errors() {
  const r = new Readable({ read() {} });
  r.on('error', (e) => log('error', e.code, e.message));
  r.push(null);
  r.push('late');
  const bad = new Readable({ read() {} });
  bad.on('error', (e) => log('error', e.code, e.name));
  bad.push(123);
  const noRead = new Readable();
  noRead.on('error', (e) => log('no _read', e.code, e.message));
  noRead.read();
  log('sync part done');
}
