// FileHandle.createWriteStream, createReadStream and readLines: streams over the handle's
// descriptor that close the handle when they end (autoClose), or leave it open.
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-fhs-'));
const file = path.join(root, 'lines.txt');

async function main() {
  const writing = await fs.promises.open(file, 'w');
  const handleClosed = new Promise((resolve) => writing.on('close', () => resolve('handle close')));
  const output = writing.createWriteStream();
  output.write('first line\n');
  output.write('second line\r\n');
  output.end('third line');
  await new Promise((resolve) => output.on('close', resolve));
  console.log('write stream closed the handle:', await handleClosed, writing.fd);
  console.log('written:', JSON.stringify(fs.readFileSync(file, 'utf8')));

  const reading = await fs.promises.open(file);
  const chunks = [];
  for await (const chunk of reading.createReadStream({ encoding: 'utf8', start: 6, highWaterMark: 4 })) chunks.push(chunk);
  console.log('read stream:', chunks.length > 1, JSON.stringify(chunks.join('')), 'fd after:', reading.fd);

  const lines = [];
  const lined = await fs.promises.open(file);
  for await (const line of lined.readLines()) lines.push(line);
  console.log('readLines:', lines);

  const kept = await fs.promises.open(file);
  const partial = kept.createReadStream({ autoClose: false, end: 4, encoding: 'utf8' });
  let text = '';
  for await (const chunk of partial) text += chunk;
  console.log('autoClose false:', JSON.stringify(text), kept.fd > 2);
  await kept.close();
  console.log('closed by hand:', kept.fd);
  fs.rmSync(root, { recursive: true });
}

main();
