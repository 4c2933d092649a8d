'use strict';
// util.promisify(exec) and util.promisify(execFile): the promise carries the child as
// `promise.child`, resolves { stdout, stderr }, and rejects with an error that carries
// the output too. Each step waits for the one before.
const child_process = require('child_process');
const { promisify } = require('util');

const exec = promisify(child_process.exec);
const execFile = promisify(child_process.execFile);

async function main() {
  const fromExec = exec('echo out; echo err >&2');
  console.log('exec child', fromExec.child instanceof child_process.ChildProcess);
  console.log('exec result', await fromExec);

  const fromExecFile = execFile('sh', ['-c', 'printf "%s" "$0"', 'hello']);
  console.log('execFile child', fromExecFile.child instanceof child_process.ChildProcess);
  console.log('execFile result', await fromExecFile);

  try {
    await exec('echo partial; echo trouble >&2; exit 3');
  } catch (error) {
    console.log('exec failure', error.code, JSON.stringify(error.stdout), JSON.stringify(error.stderr));
  }

  const missing = execFile('no-such-program-for-eddy', []);
  console.log('missing child', missing.child instanceof child_process.ChildProcess);
  try {
    await missing;
  } catch (error) {
    console.log('missing', error.code, error.message.includes('no-such-program-for-eddy'),
                JSON.stringify(error.stdout), JSON.stringify(error.stderr));
  }

  const buffers = await promisify(child_process.execFile)('echo', ['bytes'], { encoding: 'buffer' });
  console.log('buffers', Buffer.isBuffer(buffers.stdout), buffers.stdout.toString().trim());
}

main();
