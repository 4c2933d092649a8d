// AsyncLocalStorage: a store set by run() or enterWith() follows the work started under it
// through await, then, timers, immediates, nextTick, queueMicrotask, fs, net and child
// processes, and not to work started outside it. Steps are chained by their callbacks.
const { AsyncLocalStorage } = require('async_hooks');
const fs = require('fs');
const net = require('net');
const { spawn } = require('child_process');

const als = new AsyncLocalStorage();
const other = new AsyncLocalStorage();
const log = (label) => console.log(label, JSON.stringify(als.getStore()), JSON.stringify(other.getStore()));

console.log(als, als.getStore());
log('outside');

const steps = [];
function next() {
  const step = steps.shift();
  if (step) step();
}

steps.push(() => {
  als.run({ id: 1 }, async () => {
    log('run 1 sync');
    await null;
    log('run 1 after await');
    await new Promise((resolve) => setTimeout(resolve, 1));
    log('run 1 after awaited timer');
    other.run('o', () => log('nested other'));
    log('back from other');
    als.run({ id: 2 }, () => log('inner run'));
    log('after inner run');
    next();
  });
  log('after run returned');
});

steps.push(() => {
  als.run('then', () => {
    Promise.resolve().then(() => log('then callback')).then(() => {
      log('second then');
      const thenable = { then(resolve) { log('thenable then'); resolve(); } };
      return thenable;
    }).then(() => next());
  });
  Promise.resolve().then(() => log('then queued outside'));
});

steps.push(() => {
  als.run('timers', () => {
    let n = 0;
    const interval = setInterval(() => {
      log(`interval ${++n}`);
      if (n === 2) {
        clearInterval(interval);
        setImmediate(() => {
          log('immediate');
          process.nextTick(() => {
            log('nextTick');
            queueMicrotask(() => {
              log('queueMicrotask');
              next();
            });
          });
        });
      }
    }, 1);
  });
});

steps.push(() => {
  als.run('fs', () => {
    fs.readFile(__filename, (err) => {
      log(`readFile callback ${err}`);
      fs.promises.stat(__filename).then(() => {
        log('fs.promises.stat');
        next();
      });
    });
  });
});

steps.push(() => {
  const server = als.run('server', () => net.createServer((socket) => {
    log('connection');
    socket.on('data', (data) => {
      log(`server data ${data}`);
      socket.end('pong');
    });
  }));
  server.listen(0, '127.0.0.1', () => {
    log('listening');
    als.run('client', () => {
      const client = net.connect(server.address().port, '127.0.0.1', () => {
        log('connected');
        client.write('ping');
      });
      client.on('data', (data) => log(`client data ${data}`));
      client.on('close', () => {
        log('client close');
        server.close(() => {
          log('server closed');
          next();
        });
      });
    });
  });
});

steps.push(() => {
  als.run('child', () => {
    const child = spawn(process.execPath, ['-e', 'process.stdout.write("hi")']);
    child.stdout.on('data', (data) => log(`child stdout ${data}`));
    child.on('close', (code) => {
      log(`child close ${code}`);
      next();
    });
  });
});

steps.push(() => {
  // exit() leaves the store for the callback; enterWith() sets it for the rest of this
  // callback and what it starts; disable() clears it until the next run().
  als.run('exit', () => {
    als.exit(() => log('inside exit'));
    log('after exit');
  });
  setTimeout(() => {
    als.enterWith('entered');
    log('after enterWith');
    setTimeout(() => {
      log('timer started after enterWith');
      als.disable();
      log('after disable');
      setTimeout(() => {
        log('timer started after disable');
        als.run('again', () => log('run after disable'));
        next();
      }, 1);
    }, 1);
  }, 1);
  setTimeout(() => log('sibling timer started before enterWith'), 1);
});

steps.push(() => {
  // An EventEmitter calls listeners in the emitter's caller's context.
  const { EventEmitter } = require('events');
  const emitter = new EventEmitter();
  als.run('listener added', () => emitter.on('x', () => log('listener')));
  als.run('emitter', () => emitter.emit('x'));
  // Errors thrown from run() propagate, and the store is restored.
  try {
    als.run('throws', () => { throw new Error('boom'); });
  } catch (e) {
    log(`caught ${e.message}`);
  }
  // The return value of run() and its extra arguments.
  console.log('run returns', als.run('r', (a, b) => a + b + als.getStore(), 1, 2));
  next();
});

steps.push(() => {
  // An async function started inside run() keeps its store across awaits even when other
  // runs interleave with it.
  const task = (name, wait) => als.run(name, async () => {
    await wait();
    log(`task ${name} resumed`);
    await null;
    return als.getStore();
  });
  let releaseFirst;
  const gate = new Promise((resolve) => { releaseFirst = resolve; });
  const first = task('a', () => gate);
  const second = task('b', () => new Promise((resolve) => setTimeout(resolve, 1)));
  second.then((b) => {
    releaseFirst();
    first.then((a) => {
      console.log('tasks', a, b);
      next();
    });
  });
});

next();
process.on('exit', () => log('exit'));
