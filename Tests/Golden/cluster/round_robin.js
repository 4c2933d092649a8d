// cluster: the primary forks two workers, which listen on one port; the primary hands the
// connections out in turn (round-robin, Node's default on Linux). The primary sees 'fork',
// 'online', 'listening', then after disconnect() 'disconnect' and 'exit' for each worker.
const cluster = require('cluster');
const net = require('net');

if (cluster.isPrimary) {
  const events = [];
  const record = (name) => (worker) => events.push(`${name} ${worker.id}`);
  for (const name of ['fork', 'online', 'disconnect']) cluster.on(name, record(name));
  console.log('primary', cluster.isPrimary, cluster.isWorker, cluster.schedulingPolicy === cluster.SCHED_RR);
  const workers = [cluster.fork({ WHO: 'one' }), cluster.fork({ WHO: 'two' })];
  let listening = 0;
  let port;
  cluster.on('listening', (worker, address) => {
    events.push(`listening ${worker.id}`);
    port = address.port;
    if (++listening === 2) askAll();
  });
  const replies = [];
  function ask() {
    return new Promise((resolve) => {
      let text = '';
      net.connect(port, '127.0.0.1').setEncoding('utf8')
        .on('data', (chunk) => { text += chunk; })
        .on('end', () => resolve(text));
    });
  }
  async function askAll() {
    for (let i = 0; i < 4; i++) replies.push(await ask());
    const messages = [];
    for (const worker of workers) {
      worker.send({ ping: worker.id });
      messages.push(await new Promise((resolve) => worker.once('message', resolve)));
    }
    console.log('messages', JSON.stringify(messages));
    // Both answered, in turn (which one first is the scheduler's affair).
    console.log('replies', replies.length, new Set(replies).size);
    cluster.disconnect(() => {
      console.log('all disconnected', Object.keys(cluster.workers).length);
    });
  }
  const exits = [];
  cluster.on('exit', (worker, code, signal) => {
    events.push(`exit ${worker.id}`);
    exits.push([worker.id, code, signal, worker.exitedAfterDisconnect, worker.state]);
    if (exits.length === 2) {
      for (const exit of exits.sort()) console.log('exit', ...exit);
      // Each worker's own events are in order; the two workers' interleave as they run.
      for (const id of [1, 2]) console.log(id, events.filter((event) => event.endsWith(` ${id}`)).join(', '));
    }
  });
} else {
  net.createServer((socket) => socket.end(`worker ${cluster.worker.id}`)).listen(0, '127.0.0.1');
  process.on('message', (message) => {
    process.send({ pong: message.ping, id: cluster.worker.id, who: process.env.WHO, state: cluster.worker.state,
                   unique: process.env.NODE_UNIQUE_ID });
  });
}
