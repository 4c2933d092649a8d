// I/O errors are Node-style Error objects with code, errno, syscall and path.
const fs = require('fs');
function show(fn) {
  try {
    fn();
  } catch (error) {
    console.log(error instanceof Error, error.code, error.errno, error.syscall, error.path, '|', error.message);
  }
}
show(() => fs.readFileSync('/nonexistent/file.txt', 'utf8'));
show(() => fs.statSync('/nonexistent'));
show(() => fs.mkdirSync('/tmp'));
show(() => fs.rmdirSync('/nonexistent-dir'));
show(() => fs.readdirSync('/etc/hostname-not-a-dir'));
show(() => fs.renameSync('/nonexistent-a', '/nonexistent-b'));
fs.readFile('/nonexistent/async.txt', 'utf8', (error, data) => {
  console.log('callback:', error.code, error.syscall, data);
  fs.promises.stat('/nonexistent/promise').catch((error) => console.log('promise:', error.code, error.message));
});
