// An exception in an 'exit' listener with no exit code set ends the process with 1.
process.on('exit', (code) => {
  console.log('exit', code);
  throw new Error('thrown in exit');
});
