// An exception in an 'exit' listener is reported and the process ends with the exit
// code set so far (here 3); with none set it would be 1.
process.exitCode = 3;
process.on('exit', () => {
  console.log('first listener');
  throw new Error('thrown in exit');
});
process.on('exit', () => console.log('second listener, not reached'));
