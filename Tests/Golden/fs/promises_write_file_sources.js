// fs.promises.writeFile and appendFile with what Node 20 takes besides strings and views:
// iterables, async iterables and streams of chunks, checked chunk by chunk; an AbortSignal
// looked at before opening and between writes; objects with a toString refused.
const fs = require('fs');
const fsp = fs.promises;
const path = require('path');
const os = require('os');
const { Readable } = require('stream');

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-write-file-'));
const file = path.join(directory, 'out.txt');

async function attempt(label, operation) {
  try {
    await operation();
    console.log(label, JSON.stringify(fs.readFileSync(file, 'latin1')));
  } catch (error) {
    console.log(label, 'rejected', error.name, error.code);
  }
}

async function main() {
  await attempt('iterable', () => fsp.writeFile(file, { *[Symbol.iterator]() { yield 'a'; yield Buffer.from('b'); } }));
  await attempt('async iterable', () => fsp.writeFile(file, (async function* () { yield 'c'; yield 'd'; })()));
  await attempt('stream', () => fsp.writeFile(file, Readable.from(['ü', 'x']), 'latin1'));
  await attempt('append', () => fsp.appendFile(file, ['y', 'z']));
  await attempt('typed array', () => fsp.writeFile(file, new Uint16Array([0x4241, 0x4443])));
  await attempt('bad chunk', () => fsp.writeFile(file, [42]));
  await attempt('object', () => fsp.writeFile(file, { toString() { return 'no'; } }));
  await attempt('number', () => fsp.writeFile(file, 42));
  await attempt('aborted', () => fsp.writeFile(file, 'late', { signal: AbortSignal.abort() }));
  const controller = new AbortController();
  process.nextTick(() => controller.abort());
  await attempt('aborted meanwhile', () => fsp.writeFile(file, Buffer.alloc(10, 'q'), { signal: controller.signal }));
  await attempt('bad signal', () => fsp.writeFile(file, 'x', { signal: {} }));
  const handle = await fsp.open(file, 'w');
  await handle.writeFile(['h', 'i']);
  await handle.appendFile('!');
  await handle.close();
  console.log('handle', fs.readFileSync(file, 'utf8'));
  try {
    fs.writeFileSync(file, { toString() { return 'no'; } });
  } catch (error) {
    console.log('sync object', error.code);
  }
  fs.rmSync(directory, { recursive: true });
}
main();
