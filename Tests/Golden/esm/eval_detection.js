// Code given as a string (-e, standard input, a worker's eval) with no --input-type runs as
// an ES module when only module syntax explains its SyntaxError (Node 20.19's detection);
// -p refuses module input; --input-type=commonjs keeps it a script.
const { spawnSync } = require('child_process');
const { Worker } = require('worker_threads');

function run(args, input) {
  const { stdout, stderr, status } = spawnSync(process.execPath, args, { encoding: 'utf8', input });
  const error = stderr.split('\n').find((line) => /^\w*Error/.test(line));
  console.log(JSON.stringify(args), status, JSON.stringify(stdout), error ?? '');
}

run(['-e', "import { sep } from 'path'; console.log(sep, import.meta.url.endsWith('/[eval1]'))"]);
run(['-e', "await Promise.resolve(); console.log('top-level await', typeof require)"]);
run(['-e', "console.log('script', typeof require, __filename)"]);
run(['-p', "import 'path'"]);
run(['--input-type=commonjs', '-e', "import 'path'"]);
run([], "import { sep } from 'path'; console.log('stdin', sep)");

const worker = new Worker("import { parentPort } from 'worker_threads'; parentPort.postMessage(import.meta.url.endsWith('/[eval1]'))", { eval: true });
worker.on('message', (message) => console.log('worker eval as a module:', message));
worker.on('exit', (code) => console.log('worker exit', code));
