// fs.createReadStream / createWriteStream: open/ready/close events, start/end,
// highWaterMark, encoding, flags, fd and autoClose, bytesRead/bytesWritten, errors;
// readline over a file stream.
const fs = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline');

const log = (...args) => console.log(...args);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-fs-streams-'));
const file = path.join(dir, 'data.txt');
const steps = [];
function next() { const step = steps.shift(); if (step) step(); else fs.rmSync(dir, { recursive: true }); }

steps.push(() => {
  const out = fs.createWriteStream(file);
  log('pending', out.pending, out.path === file, out.flags, out.bytesWritten);
  out.on('open', (fd) => log('write open', typeof fd));
  out.on('ready', () => log('write ready', out.pending));
  for (let i = 0; i < 5; i++) out.write(`line ${i}\n`);
  out.end('last line', () => log('end callback', out.bytesWritten));
  out.on('finish', () => log('write finish'));
  out.on('close', () => { log('write close', fs.readFileSync(file, 'utf8').split('\n').length); next(); });
});

steps.push(() => {
  const chunks = [];
  const input = fs.createReadStream(file, { highWaterMark: 16 });
  input.on('open', () => log('read open'));
  input.on('ready', () => log('read ready'));
  input.on('data', (chunk) => chunks.push(chunk.length));
  input.on('end', () => log('read end', chunks.join(','), input.bytesRead));
  input.on('close', () => { log('read close', input.destroyed); next(); });
});

steps.push(() => {
  let text = '';
  fs.createReadStream(file, { start: 5, end: 10, encoding: 'utf8' })
    .on('data', (chunk) => { text += chunk; })
    .on('end', () => { log('range', JSON.stringify(text)); next(); });
});

steps.push(() => {
  const missing = fs.createReadStream(path.join(dir, 'missing.txt'));
  missing.on('error', (e) => log('missing', e.code, e.syscall));
  missing.on('close', () => { log('missing close'); next(); });
});

steps.push(() => {
  const appending = fs.createWriteStream(file, { flags: 'a' });
  appending.end('\nappended', () => {
    const content = fs.readFileSync(file, 'utf8');
    log('appended', content.endsWith('last line\nappended'));
    next();
  });
});

steps.push(() => {
  const fd = fs.openSync(file, 'r');
  const byFd = fs.createReadStream(null, { fd, autoClose: false, encoding: 'utf8', end: 5 });
  byFd.on('data', (chunk) => log('by fd', JSON.stringify(chunk)));
  byFd.on('end', () => {
    setImmediate(() => {
      log('fd still open', fs.fstatSync(fd).isFile(), byFd.fd === fd);
      fs.closeSync(fd);
      next();
    });
  });
});

steps.push(() => {
  const rl = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  const lines = [];
  rl.on('line', (line) => lines.push(line));
  rl.on('close', () => { log('readline', lines.length, lines[0], lines[lines.length - 1]); next(); });
});

steps.push(async () => {
  const lines = [];
  for await (const line of readline.createInterface({ input: fs.createReadStream(file) })) lines.push(line.length);
  log('for await lines', lines.join(','));
  next();
});

steps.push(async () => {
  // An error of the input stream is the interface's: an 'error' event, a rejected loop.
  const missing = path.join(dir, 'missing.txt');
  const rl = readline.createInterface({ input: fs.createReadStream(missing) });
  await new Promise((resolve) => rl.on('error', (e) => { log('readline error', e.code); resolve(); }));
  try {
    for await (const line of readline.createInterface({ input: fs.createReadStream(missing) })) log(line);
  } catch (e) {
    log('for await rejected', e.code);
  }
  next();
});

steps.push(() => {
  const copy = path.join(dir, 'copy.txt');
  fs.createReadStream(file).pipe(fs.createWriteStream(copy)).on('finish', () => {
    log('copied', fs.readFileSync(copy, 'utf8') === fs.readFileSync(file, 'utf8'));
    next();
  });
});

steps.push(() => {
  try { fs.createReadStream(file, { start: 10, end: 2 }); } catch (e) { log('bad range', e.code, e.message); }
  try { fs.createReadStream(file, { start: -1 }); } catch (e) { log('bad start', e.code); }
  const rs = fs.createReadStream(file);
  log('instances', rs instanceof fs.ReadStream, rs instanceof require('stream').Readable, fs.createWriteStream(path.join(dir, 'w')) instanceof fs.WriteStream);
  rs.close((err) => { log('closed early', err && err.code, rs.destroyed); next(); });
});

next();
