// An uncaught exception prints the error and exits 1 after 'exit'.
process.on('exit', (code) => console.log('exit', code));
console.log('start');
function fail() {
  throw new TypeError('bad thing');
}
setTimeout(fail, 1);
