// Node 20's file system behaviour that ordinary scripts meet: mkdtemp's six random
// characters, readdir with { recursive: true }, fs.promises.open and its FileHandle, and
// rmSync of a directory throwing a SystemError (ERR_FS_EISDIR).
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-golden-'));
const clean = (text) => String(text).split(root).join('<tmp>');
console.log('mkdtemp suffix:', /^eddy-golden-[A-Za-z0-9]{6}$/.test(path.basename(root)));

fs.mkdirSync(path.join(root, 'a', 'b'), { recursive: true });
fs.mkdirSync(path.join(root, 'c'));
fs.writeFileSync(path.join(root, 'a', 'b', 'deep.txt'), 'deep');
fs.writeFileSync(path.join(root, 'a', 'one.txt'), 'one');
fs.writeFileSync(path.join(root, 'top.txt'), 'top');
console.log('recursive:', fs.readdirSync(root, { recursive: true }));
console.log('recursive dirents:', fs.readdirSync(root, { recursive: true, withFileTypes: true })
  .map((entry) => `${entry.isDirectory() ? 'd' : 'f'} ${entry.name}`));
console.log('flat:', fs.readdirSync(root));

try {
  fs.rmSync(path.join(root, 'a'));
} catch (error) {
  console.log(error.name, error.code, error.constructor.name, error instanceof Error);
  console.log(clean(error.message));
  console.log(Object.keys(error), error.errno, error.syscall, clean(error.path));
  console.log(clean(JSON.stringify(error.info)), clean(error.toString()));
}

async function main() {
  const names = await fs.promises.readdir(root, { recursive: true });
  console.log('promises recursive:', names);
  await new Promise((resolve) => {
    fs.readdir(path.join(root, 'a'), { recursive: true }, (error, found) => {
      console.log('callback recursive:', error, found);
      resolve();
    });
  });
  const file = path.join(root, 'handle.txt');
  const handle = await fs.promises.open(file, 'w+');
  console.log('FileHandle:', handle.constructor.name, typeof handle.fd, handle.fd > 2);
  const written = await handle.write('hello handle');
  console.log('write:', written.bytesWritten, written.buffer);
  const { bytesRead, buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
  console.log('read:', bytesRead, buffer.toString());
  await handle.appendFile('!');
  console.log('stat size:', (await handle.stat()).size);
  await handle.close();
  console.log('closed fd:', handle.fd);
  try {
    await handle.stat();
  } catch (error) {
    console.log('after close:', error.code, error.message, error.syscall);
  }
  const reader = await fs.promises.open(file);
  console.log('readFile:', await reader.readFile('utf8'));
  await reader.close();
  try {
    await fs.promises.open(path.join(root, 'missing.txt'));
  } catch (error) {
    console.log('open missing:', error.code, error.syscall);
  }
  fs.rmSync(root, { recursive: true });
  console.log('removed:', fs.existsSync(root));
}
main();
