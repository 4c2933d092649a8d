'use strict';
// fs.watchFile on a file that is missing at its first poll reports it once with zeroed
// stats (Node 20), then its creation and its deletion. Each step waits for the event before.
const fs = require('fs');
const os = require('os');
const path = require('path');

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-watchfile-'));
const file = path.join(directory, 'later');
const steps = [
  () => fs.writeFileSync(file, 'now it exists'),
  () => fs.unlinkSync(file),
  () => {
    fs.unwatchFile(file);
    watchDeletedFirst();
  },
];

let count = 0;
fs.watchFile(file, { interval: 10 }, (current, previous) => {
  count++;
  console.log(`change ${count}: nlink ${previous.nlink} -> ${current.nlink}, size ${previous.size} -> ${current.size}`,
              'zeroed mtime', current.mtimeMs === 0);
  steps.shift()();
});

// Deleted right after watching starts, before the first poll can see it.
function watchDeletedFirst() {
  const deletedFirst = path.join(directory, 'deleted-first');
  fs.writeFileSync(deletedFirst, 'gone before the first poll');
  fs.watchFile(deletedFirst, { interval: 10 }, (current, previous) => {
    console.log('deleted-first change: nlink', current.nlink);
    fs.unwatchFile(deletedFirst);
    fs.rmdirSync(directory);
  });
  fs.unlinkSync(deletedFirst);
}
