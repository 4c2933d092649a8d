// fs.cp, fs.cpSync and fs.promises.cp: files and trees (recursive), force and errorOnExist,
// filter (a promise is refused by cpSync, awaited by cp), dereference, preserveTimestamps,
// verbatimSymlinks, modes, and Node's errors (ERR_FS_CP_EINVAL, ERR_FS_CP_DIR_TO_NON_DIR,
// ERR_FS_CP_NON_DIR_TO_DIR, ERR_FS_EISDIR, ERR_FS_CP_EEXIST, ERR_INVALID_RETURN_VALUE…).
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-cp-'));
const clean = (text) => String(text).split(root).join('<tmp>');
const at = (...parts) => path.join(root, ...parts);

// A tree: src/{one.txt, ro.txt (read-only), nested/{two.txt, deeper/three.txt}, link -> one.txt}
fs.mkdirSync(at('src', 'nested', 'deeper'), { recursive: true });
fs.writeFileSync(at('src', 'one.txt'), 'one');
fs.writeFileSync(at('src', 'ro.txt'), 'read only');
fs.chmodSync(at('src', 'ro.txt'), 0o444);
fs.writeFileSync(at('src', 'nested', 'two.txt'), 'two');
fs.writeFileSync(at('src', 'nested', 'deeper', 'three.txt'), 'three');
fs.symlinkSync('one.txt', at('src', 'link'));
fs.utimesSync(at('src', 'one.txt'), 1000, 2000);
fs.writeFileSync(at('file.txt'), 'file');

function tree(directory) {
  return fs.readdirSync(directory, { recursive: true }).sort().map((name) => {
    const full = path.join(directory, name);
    const stats = fs.lstatSync(full);
    if (stats.isSymbolicLink()) return `${name} -> ${clean(fs.readlinkSync(full))}`;
    if (stats.isDirectory()) return `${name}/`;
    return `${name} = ${fs.readFileSync(full, 'utf8')} (${(stats.mode & 0o777).toString(8)})`;
  });
}

function report(label, error) {
  console.log(label, error.name, error.code, clean(error.message));
  if (error.info) console.log('  info:', clean(JSON.stringify(error.info)), error.errno, error.syscall, clean(error.path));
}

function attempt(label, body) {
  try {
    body();
    console.log(label, 'ok');
  } catch (error) {
    report(label, error);
  }
}

fs.cpSync(at('file.txt'), at('copy.txt'));
console.log('file copy:', fs.readFileSync(at('copy.txt'), 'utf8'));
fs.cpSync(at('file.txt'), at('made', 'parents', 'copy.txt'));
console.log('parents made:', fs.readFileSync(at('made', 'parents', 'copy.txt'), 'utf8'));
fs.cpSync(at('src'), at('tree'), { recursive: true });
console.log('tree:', tree(at('tree')));
console.log('timestamps not kept:', fs.statSync(at('tree', 'one.txt')).mtimeMs !== 2000000);
fs.cpSync(at('src'), at('kept'), { recursive: true, preserveTimestamps: true });
console.log('preserveTimestamps:', fs.statSync(at('kept', 'one.txt')).mtimeMs);
fs.cpSync(at('src'), at('deref'), { recursive: true, dereference: true });
console.log('dereference:', tree(at('deref')).filter((line) => line.startsWith('link')));
fs.cpSync(at('src'), at('verbatim'), { recursive: true, verbatimSymlinks: true });
console.log('verbatimSymlinks:', tree(at('verbatim')).filter((line) => line.startsWith('link')));

const filtered = [];
fs.cpSync(at('src'), at('filtered'), {
  recursive: true,
  filter(source, destination) {
    filtered.push(`${clean(source)} => ${clean(destination)}`);
    return !source.endsWith('nested');
  },
});
console.log('filter calls:', filtered.sort());
console.log('filtered tree:', tree(at('filtered')));
fs.cpSync(at('file.txt'), at('skipped.txt'), { filter: () => false });
console.log('filter false at top:', fs.existsSync(at('skipped.txt')));

fs.writeFileSync(at('tree', 'nested', 'two.txt'), 'changed');
fs.cpSync(at('src', 'nested'), at('tree', 'nested'), { recursive: true, force: false });
console.log('force false keeps:', fs.readFileSync(at('tree', 'nested', 'two.txt'), 'utf8'));
fs.cpSync(at('src', 'nested'), at('tree', 'nested'), { recursive: true });
console.log('force overwrites:', fs.readFileSync(at('tree', 'nested', 'two.txt'), 'utf8'));
// Node compares a link's resolved target with itself when copying it over its own copy.
attempt('link over its copy', () => fs.cpSync(at('src'), at('tree'), { recursive: true }));

attempt('directory without recursive', () => fs.cpSync(at('src'), at('nope')));
attempt('same path', () => fs.cpSync(at('src'), at('src'), { recursive: true }));
attempt('same file', () => fs.cpSync(at('file.txt'), at('file.txt')));
attempt('dir to non-dir', () => fs.cpSync(at('src'), at('file.txt'), { recursive: true }));
attempt('non-dir to dir', () => fs.cpSync(at('file.txt'), at('tree')));
attempt('into itself', () => fs.cpSync(at('src'), at('src', 'nested', 'inside'), { recursive: true }));
attempt('errorOnExist', () => fs.cpSync(at('file.txt'), at('copy.txt'), { force: false, errorOnExist: true }));
attempt('errorOnExist ignored with force', () => fs.cpSync(at('file.txt'), at('copy.txt'), { errorOnExist: true }));
attempt('missing source', () => fs.cpSync(at('missing'), at('x')));
attempt('promise filter', () => fs.cpSync(at('file.txt'), at('y'), { filter: async () => true }));
attempt('src type', () => fs.cpSync(1, at('x')));
attempt('dest type', () => fs.cpSync(at('file.txt'), null));
attempt('options type', () => fs.cpSync(at('file.txt'), at('x'), 5));
attempt('recursive type', () => fs.cpSync(at('file.txt'), at('x'), { recursive: 1 }));
attempt('filter type', () => fs.cpSync(at('file.txt'), at('x'), { filter: 5 }));
attempt('mode range', () => fs.cpSync(at('file.txt'), at('x'), { mode: 8 }));
attempt('incompatible options', () => fs.cpSync(at('src'), at('x'), { dereference: true, verbatimSymlinks: true }));
attempt('COPYFILE_EXCL mode', () => fs.cpSync(at('file.txt'), at('copy.txt'), { mode: fs.constants.COPYFILE_EXCL, force: false }));
attempt('callback missing', () => fs.cp(at('file.txt'), at('x')));

async function main() {
  await new Promise((resolve) => {
    fs.cp(at('src'), at('callback'), { recursive: true }, (error) => {
      console.log('cp callback:', error, tree(at('callback')).length);
      resolve();
    });
  });
  await new Promise((resolve) => {
    fs.cp(at('file.txt'), at('callback2.txt'), (error) => {
      console.log('cp callback without options:', error, fs.readFileSync(at('callback2.txt'), 'utf8'));
      resolve();
    });
  });
  await new Promise((resolve) => {
    fs.cp(at('src'), at('src'), { recursive: true }, (error) => {
      report('cp callback error:', error);
      resolve();
    });
  });
  const asyncFiltered = [];
  await fs.promises.cp(at('src'), at('promised'), {
    recursive: true,
    filter: async (source) => {
      asyncFiltered.push(clean(source));
      return !source.endsWith('.txt') || source.endsWith('one.txt');
    },
  });
  console.log('promises.cp async filter:', asyncFiltered.sort(), tree(at('promised')));
  await fs.promises.cp(at('src'), at('promised-kept'), { recursive: true, preserveTimestamps: true });
  console.log('promises.cp preserveTimestamps:', fs.statSync(at('promised-kept', 'one.txt')).mtimeMs);
  for (const [label, run] of [
    ['promises dir to non-dir', () => fs.promises.cp(at('src'), at('file.txt'), { recursive: true })],
    ['promises without recursive', () => fs.promises.cp(at('src'), at('z'))],
    ['promises errorOnExist', () => fs.promises.cp(at('file.txt'), at('copy.txt'), { force: false, errorOnExist: true })],
    ['promises missing', () => fs.promises.cp(at('missing'), at('z'))],
    ['promises options type', () => fs.promises.cp(at('file.txt'), at('z'), 'x')],
  ]) {
    try {
      await run();
      console.log(label, 'resolved');
    } catch (error) {
      report(label, error);
    }
  }
  for (const directory of ['tree', 'kept', 'deref', 'verbatim', 'filtered', 'callback', 'promised', 'promised-kept']) {
    const readOnly = at(directory, 'ro.txt');
    if (fs.existsSync(readOnly)) fs.chmodSync(readOnly, 0o644);
  }
  fs.chmodSync(at('src', 'ro.txt'), 0o644);
  fs.rmSync(root, { recursive: true });
  console.log('done');
}

main();
