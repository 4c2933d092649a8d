// fs.realpath and fs.realpathSync take any value as a path, as Node's JavaScript
// implementation does (`p += ''`): realpath(undefined) reports ENOENT for a file named
// "undefined" (the fs.realpath package calls it so), while realpath.native and
// fs.promises.realpath validate the path.
const fs = require('fs');
const os = require('os');
const path = require('path');

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'realpath-'));
process.chdir(directory);
const show = (label, error, result) => {
  console.log(label, error ? `${error.code} ${error.message.replace(directory, 'DIR')}` : result.replace(directory, 'DIR'));
};
for (const value of [undefined, null, 123, {}, 'missing/deeper', Buffer.from(directory), new URL(`file://${directory}`)]) {
  try {
    show('sync', null, fs.realpathSync(value));
  } catch (error) {
    show('sync', error);
  }
}
fs.writeFileSync('undefined', 'a file named undefined');
show('sync existing', null, fs.realpathSync(undefined));
try {
  fs.realpathSync.native(undefined);
} catch (error) {
  show('native', error);
}
try {
  fs.realpath(undefined);
} catch (error) {
  show('no callback', error);
}
fs.realpath(null, (error, result) => {
  show('callback null', error, result);
  fs.realpath(undefined, (error, result) => {
    show('callback undefined', error, result);
    fs.promises.realpath(undefined).then((result) => show('promise', null, result), (error) => {
      show('promise', error);
      fs.rmSync(directory, { recursive: true });
    });
  });
});
