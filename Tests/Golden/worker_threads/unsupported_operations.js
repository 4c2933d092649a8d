'use strict';
// A worker shares its process: the methods that would change the process for every thread
// (chdir, abort, the credential setters, setting the umask) are disabled stubs that throw
// ERR_WORKER_UNSUPPORTED_OPERATION, while reading the umask still works. The main thread
// keeps them.
const { Worker, isMainThread, parentPort } = require('worker_threads');

if (isMainThread) {
  console.log('main chdir disabled:', process.chdir.disabled === true);
  console.log('main umask is a number:', typeof process.umask() === 'number');
  const worker = new Worker(__filename);
  worker.on('message', (lines) => console.log(lines.join('\n')));
  worker.on('exit', (code) => console.log('worker exit', code));
} else {
  const lines = [];
  const before = process.cwd();
  for (const name of ['abort', 'chdir', 'setuid', 'seteuid', 'setgid', 'setegid', 'setgroups', 'initgroups']) {
    try {
      process[name]('/');
      lines.push(`${name} ran`);
    } catch (error) {
      lines.push(`${name} ${process[name].disabled} ${error.name} ${error.code} ${error.message}`);
    }
  }
  try {
    process.umask(0o600);
  } catch (error) {
    lines.push(`umask ${error.name} ${error.code} ${error.message}`);
  }
  lines.push(`umask read: ${typeof process.umask()}`, `cwd unchanged: ${process.cwd() === before}`);
  parentPort.postMessage(lines);
}
