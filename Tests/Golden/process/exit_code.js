// process.exitCode sets the code the process ends with.
process.on('exit', (code) => console.log('exit event with', code));
process.exitCode = 3;
console.log('set exitCode');
