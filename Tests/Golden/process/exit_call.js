// process.exit(n) runs 'exit' listeners and stops at once.
process.on('exit', (code) => console.log('exit listener', code));
setTimeout(() => console.log('never runs'), 0);
console.log('before');
process.exit(5);
console.log('after');
