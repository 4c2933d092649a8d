// A signal listener alone does not keep the process alive.
process.on('SIGINT', () => console.log('never'));
console.log('main ends');
process.on('exit', (code) => console.log('exit', code));
