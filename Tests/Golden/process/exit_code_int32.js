// process.exitCode beyond 32 bits: 'exit' listeners and the process get its Int32 value
// (Node keeps the code in an Int32Array), while the property keeps what was set.
process.exitCode = 2 ** 40 + 5;
process.on('exit', (code) => {
  console.log('listener got', code, 'property is', process.exitCode);
});
