// fork(): an IPC channel with JSON messages both ways, process.send's callback,
// disconnect from the child, then 'exit' and 'close'.
const { fork } = require('child_process');
const path = require('path');

const child = fork(path.join(__dirname, 'fixtures', 'ipc_child.js'), ['a', 'b']);
console.log('connected', child.connected, child.stdio.length, child.stdio[3]);
const replies = [];
child.on('message', (message) => {
  replies.push(message);
  if (message === 'ready') {
    child.send({ n: 1, list: [1, 'two'] });
  } else if (message.echo && message.echo.n === 1) {
    child.send('second', (err) => console.log('send callback', err));
  } else if (message.echo === 'second') {
    child.send('bye');
  }
});
// The channel's end and the child's exit reach the parent in either order; 'close' comes
// after both.
let disconnected = null;
let exited = null;
child.on('disconnect', () => { disconnected = child.connected; });
child.on('exit', (code, signal) => { exited = [code, signal]; });
child.on('close', (code) => {
  console.log('close', code, 'disconnected', disconnected === false, 'exit', exited);
  for (const reply of replies) console.log(JSON.stringify(reply));
  console.log('send after close', child.send('late', (err) => console.log('late:', err.code)));
});
