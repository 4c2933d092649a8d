// A recursive watch reports a file written into a directory made a moment before, even when
// the file was there before the new directory's own watch was: the scan of a new directory
// announces what it holds.
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-watch-new-'));
const watcher = fs.watch(root, { recursive: true });
const seen = new Set();
const wanted = [path.join('made', 'inner', 'file.txt'), 'made'];
watcher.on('change', (eventType, filename) => {
  if (wanted.includes(filename) && !seen.has(filename)) {
    seen.add(filename);
    console.log('saw', eventType, filename);
  }
  if (seen.size === wanted.length) {
    watcher.close();
    fs.rmSync(root, { recursive: true, force: true });
    console.log('closed');
  }
});
fs.mkdirSync(path.join(root, 'made', 'inner'), { recursive: true });
fs.writeFileSync(path.join(root, 'made', 'inner', 'file.txt'), 'x');
