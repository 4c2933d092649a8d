// vm's breakOnSigint: a SIGINT during the call stops the script and the call throws
// ERR_SCRIPT_EXECUTION_INTERRUPTED; 'SIGINT' listeners do not see that signal, and get the
// ones after the call.
const { spawn } = require('child_process');
const vm = require('vm');

if (process.argv[2] === 'child') {
  const method = process.argv[3];
  let heard = 0;
  process.on('SIGINT', () => {
    heard++;
    console.log('listener heard SIGINT after the call:', heard);
    process.exit(0);
  });
  const script = `process.send('running'); while (true) {}`;
  const args = method === 'runInContext' ? [vm.createContext({ process })] : [];
  try {
    vm[method](script, ...args, { breakOnSigint: true });
    console.log('not interrupted');
  } catch (error) {
    console.log(error.code, error.message, heard);
  }
  // A call without the option is not watched: the loop below is plain code.
  console.log(vm.runInThisContext('1 + 1', { breakOnSigint: false }));
  process.send('again');
  setTimeout(() => {}, 10000);
  return;
}

try {
  vm.runInThisContext('1', { breakOnSigint: 'yes' });
} catch (error) {
  console.log(error.code);
}

(async () => {
  for (const method of ['runInThisContext', 'runInContext', 'Script']) {
    const child = spawn(process.execPath, [__filename, 'child', method === 'Script' ? 'runInThisContext' : method], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.on('message', () => process.kill(child.pid, 'SIGINT'));
    const [code, signal] = await new Promise((resolve) => child.on('close', (...result) => resolve(result)));
    console.log(method, code, signal);
    process.stdout.write(output);
  }
})();
