// Argument checks as Node 20 makes them: mkdir's options, symlink's type, fs.promises.watch's
// options (checked when iteration starts), the public Stats constructor, and a write past the
// file-size limit failing with EFBIG (SIGXFSZ is ignored) instead of killing the process.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { show: showRaw } = require('../fixtures/show.js');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-checks-'));
const missing = path.join(root, 'missing', 'child');
// Messages name the temporary directory: shown as <root>.
const show = (label, fn) => {
  const log = console.log;
  console.log = (...args) => log(...args.map((arg) => (typeof arg === 'string' ? arg.split(root).join('<root>') : arg)));
  try {
    showRaw(label, fn);
  } finally {
    console.log = log;
  }
};

for (const options of [{ recursive: '' }, { recursive: 1 }, { mode: 'abc' }, { mode: -1 }, 'x', true, 0o700]) {
  show(`mkdirSync ${JSON.stringify(options)}:`, () => fs.mkdirSync(missing, options));
}
show('mkdirSync recursive:', () => fs.mkdirSync(missing, { recursive: true }) === path.join(root, 'missing'));

for (const type of ['🍏', 'DIR', 1, null, 'dir', 'junction']) {
  show(`symlinkSync type ${String(type)}:`, () => fs.symlinkSync('target', path.join(root, 'nowhere', 'link'), type));
}
show('symlink callback with a bad type:', () => fs.symlink('target', path.join(root, 'link'), 'pipe', () => {}));

const stats = new fs.Stats(1, 0o100644, 1, 2, 3, 0, 4096, 77, 10, 8, 0, 1000, 2000, 3000);
console.log('Stats:', stats.ino, stats.size, stats.isFile(), stats.mtime.toISOString(), stats.birthtimeMs);

async function watchChecks() {
  const { watch } = fs.promises;
  for (const args of [[1], ['.', 1], ['', { persistent: 1 }], ['', { recursive: 1 }], ['', { encoding: 1 }], ['', { signal: 1 }], ['']]) {
    const iterator = watch(...args);
    try {
      await iterator.next();
      console.log('watch', JSON.stringify(args), 'started');
    } catch (error) {
      console.log('watch', JSON.stringify(args), error.code, error.message);
    }
  }
}

watchChecks().then(() => {
  // A child limited to one 512-byte block writes two blocks.
  const script = `
    const fs = require('fs');
    try {
      fs.writeFileSync(${JSON.stringify(path.join(root, 'big'))}, Buffer.alloc(4096));
      console.log('written');
    } catch (error) {
      console.log('write failed:', error.code, error.syscall);
    }`;
  const output = execFileSync('/bin/sh', ['-c', 'ulimit -f 1 && exec "$0" -e "$1"', process.execPath, script], { encoding: 'utf8' });
  console.log('child:', output.trim());
}).finally(() => fs.rmSync(root, { recursive: true, force: true }));
