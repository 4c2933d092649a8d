// trackUnmanagedFds (on unless a worker is started with false): the descriptors a worker
// opened through fs and left open are closed when it exits, and the worker is warned of a
// descriptor opened twice or closed without having been opened there.
const { Worker } = require('worker_threads');
const { once } = require('events');
const fs = require('fs');

const preamble = `
const fs = require('fs');
const { parentPort } = require('worker_threads');
process.on('warning', (warning) => parentPort.postMessage({ warning: warning.message.replace(/\\d+/, 'N') }));
`;

function isOpen(fd) {
  try {
    fs.fstatSync(fd);
    return true;
  } catch (error) {
    return error.code;
  }
}

(async () => {
  for (const trackUnmanagedFds of [false, true, undefined]) {
    const worker = new Worker(`${preamble} parentPort.postMessage(fs.openSync(${JSON.stringify(__filename)}));`,
                              { eval: true, trackUnmanagedFds });
    const [[fd]] = await Promise.all([once(worker, 'message'), once(worker, 'exit')]);
    const open = isOpen(fd);
    console.log(`trackUnmanagedFds ${trackUnmanagedFds}: left open after exit:`, open);
    if (open === true) fs.closeSync(fd);
  }

  {
    const worker = new Worker(`${preamble}
      parentPort.postMessage(fs.openSync(${JSON.stringify(__filename)}));
      parentPort.once('message', () => fs.closeSync(fs.openSync(${JSON.stringify(__filename)})));`, { eval: true });
    const [fd] = await once(worker, 'message');
    fs.closeSync(fd);
    worker.postMessage('again');
    const [{ warning }] = await once(worker, 'message');
    console.log(warning);
  }

  {
    const worker = new Worker(`${preamble} parentPort.once('message', (fd) => fs.closeSync(fd));`, { eval: true });
    worker.postMessage(fs.openSync(__filename));
    const [{ warning }] = await once(worker, 'message');
    console.log(warning);
  }
})();
