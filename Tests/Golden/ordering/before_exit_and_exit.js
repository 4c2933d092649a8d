// 'beforeExit' may schedule more work; 'exit' runs once with the exit code.
let rounds = 0;
process.on('beforeExit', (code) => {
  console.log('beforeExit', code, rounds);
  if (rounds++ < 2) setTimeout(() => console.log('more work', rounds), 1);
});
process.on('exit', (code) => {
  console.log('exit', code);
  setTimeout(() => console.log('never'), 0);
});
console.log('main');
