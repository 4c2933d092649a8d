// send()'s checks, made only on a connected channel (as Node's): undefined is a missing
// argument, a symbol or a function the wrong type; after the channel closed, the same
// values reach the callback as ERR_IPC_CHANNEL_CLOSED instead.
const { fork } = require('child_process');

if (process.argv[2] === 'child') {
  process.on('message', () => process.disconnect());
} else {
  const child = fork(__filename, ['child']);
  const values = [undefined, Symbol('s'), () => {}];
  for (const value of values) {
    try {
      child.send(value);
    } catch (error) {
      console.log(error.name, error.code, error.message);
    }
  }
  child.on('disconnect', () => {
    for (const value of values) {
      console.log('closed:', child.send(value, (error) => console.log('callback', error.code)));
    }
  });
  child.send('bye');
}
