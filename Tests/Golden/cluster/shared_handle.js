// cluster with NODE_CLUSTER_SCHED_POLICY=none: the primary binds the server and hands the
// bound handle to each worker, which accepts connections itself. A worker that closes its
// server and disconnects itself exits with exitedAfterDisconnect true; one killed reports
// its signal.
process.env.NODE_CLUSTER_SCHED_POLICY = 'none';
const cluster = require('cluster');
const net = require('net');

if (cluster.isPrimary) {
  console.log('policy none', cluster.schedulingPolicy === cluster.SCHED_NONE);
  const worker = cluster.fork();
  worker.on('listening', (address) => {
    console.log('listening', typeof address.port, address.addressType);
    let text = '';
    net.connect(address.port, '127.0.0.1').setEncoding('utf8')
      .on('data', (chunk) => { text += chunk; })
      .on('end', () => {
        console.log('read', text);
        worker.send('leave');
      });
  });
  worker.on('disconnect', () => console.log('disconnect', worker.state));
  worker.on('exit', (code, signal) => {
    console.log('exit', code, signal, worker.exitedAfterDisconnect);
    const doomed = cluster.fork();
    doomed.on('online', () => doomed.kill('SIGKILL'));
    doomed.on('exit', (code, signal) => console.log('killed', code, signal, doomed.exitedAfterDisconnect));
  });
} else {
  const server = net.createServer((socket) => socket.end(`shared ${cluster.worker.id}`)).listen(0, '127.0.0.1');
  process.on('message', (message) => {
    if (message === 'leave') cluster.worker.disconnect();
  });
  server.on('close', () => process.stderr.write(''));
}
