// After an uncaught exception (here thrown by a 'beforeExit' listener), 'exit' listeners
// still run, with code 1, and the process ends with the process.exitCode they leave.
process.on('exit', (code) => {
  console.log('exit', code, process.exitCode);
  process.exitCode = 3;
});
process.on('beforeExit', () => {
  console.log('beforeExit');
  throw new Error('from beforeExit');
});
