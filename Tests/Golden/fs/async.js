// Callback and promise forms, completing on the loop.
const fs = require('fs');
const path = require('path');
const dir = fs.mkdtempSync('/tmp/eddy-golden-');
const file = path.join(dir, 'data.txt');
fs.writeFile(file, 'line one\n', (error) => {
  console.log('written', error);
  fs.appendFile(file, 'line two\n', () => {
    fs.readFile(file, 'utf8', (error, text) => {
      console.log('read', JSON.stringify(text));
      fs.stat(file, (error, stats) => {
        console.log('stat', stats.size, stats.isFile());
        run().then(() => console.log('done'));
      });
    });
  });
});
async function run() {
  const p = fs.promises;
  await p.writeFile(path.join(dir, 'p.txt'), 'promised');
  console.log('promise read', await p.readFile(path.join(dir, 'p.txt'), 'utf8'));
  await p.mkdir(path.join(dir, 'sub/inner'), { recursive: true });
  console.log('entries', (await p.readdir(dir)).sort().join(','));
  await p.rm(dir, { recursive: true, force: true });
  console.log('exists after rm', fs.existsSync(dir));
}
console.log('sync part done');
