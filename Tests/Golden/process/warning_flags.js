// Warning and rejection flags as Node 20 takes them: --no-warnings, --disable-warning,
// --no-deprecation, --throw-deprecation, --trace-warnings, --unhandled-rejections,
// --env-file and --title; stderr is shown without pids, runtime names and stack frames.
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const os = require('os');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warning-flags-'));
const envFile = path.join(dir, 'test.env');
fs.writeFileSync(envFile, 'FROM_FILE=loaded\nKEPT=file\n');

const warn = `
process.emitWarning('plain');
process.emitWarning('with code', { code: 'EXAMPLE1', detail: 'some detail' });
require('util').deprecate(() => {}, 'old api', 'DEP0999')();
process.on('warning', (w) => console.log('event:', w.name, w.message));`;
const reject = `
process.on('unhandledRejection', (r) => console.log('listener:', r instanceof Error ? r.message : r));
Promise.reject(new Error('first'));
setTimeout(() => console.log('still running, exitCode', process.exitCode), 1);`;
const strict = `
process.on('uncaughtException', (e, origin) => console.log('uncaught:', e.message, origin));
process.on('unhandledRejection', (r) => console.log('then unhandledRejection:', r.message));
Promise.reject(new Error('strict one'));`;

function run(flags, code, env) {
  const result = spawnSync(process.execPath, [...flags, '-e', code], {
    encoding: 'utf8', env: { ...process.env, ...env },
  });
  // Warnings, their details and the header line of a thrown error (not the runtimes'
  // own source excerpts or stack frames).
  const stderr = result.stderr.split('\n')
    .map((line) => line.replace(/\((node|eddy):\d+\)/, '(runtime)').replace(/`(node|eddy) /, '`runtime '))
    .filter((line) => /^(\(runtime\)|\(Use |\w*(Warning|Error): |some detail$)/.test(line));
  console.log(`--- ${flags.join(' ').replaceAll(dir, 'DIR') || '(no flags)'}: status ${result.status}`);
  for (const line of result.stdout.trim().split('\n')) if (line) console.log('  out:', line);
  for (const line of stderr) console.log('  err:', line);
}

run([], warn);
run(['--no-warnings'], warn);
run(['--disable-warning=EXAMPLE1', '--disable-warning', 'DeprecationWarning'], warn);
run(['--no-deprecation'], warn);
run(['--throw-deprecation'], warn);
for (const mode of ['throw', 'warn', 'none', 'warn-with-error-code']) {
  run([`--unhandled-rejections=${mode}`], reject);
  run([`--unhandled-rejections=${mode}`], 'Promise.reject(new Error("nobody listens")); setTimeout(() => console.log("exitCode", process.exitCode), 1);');
}
run(['--unhandled-rejections=strict'], strict);
run(['--unhandled-rejections=bogus'], '1');
run([`--env-file=${envFile}`], 'console.log(process.env.FROM_FILE, process.env.KEPT)', { KEPT: 'environment' });
run([`--env-file=${path.join(dir, 'missing.env')}`], 'console.log("not run")');
run(['--title=custom-title'], 'console.log(process.title)');
fs.rmSync(dir, { recursive: true });
