// A worker's server told to listen twice before its primary answered: each listen() asks the
// primary, and only the last answer is listened on (the first one's handle is closed), so
// 'listening' comes once, as Node has it.
const cluster = require('cluster');
const net = require('net');

if (cluster.isPrimary) {
  const worker = cluster.fork();
  // Printed once the worker is gone (its lines are out by then).
  worker.on('exit', (code) => console.log('worker exit', code));
} else {
  const server = net.createServer();
  let listening = 0;
  server.on('listening', () => {
    listening++;
    console.log('worker listening', listening, typeof server.address().port);
    setImmediate(() => server.close(() => {
      console.log('closed after', listening, 'listening event(s)');
      process.disconnect();
    }));
  });
  server.listen(0, '127.0.0.1');
  server.listen(0, '127.0.0.1');
}
