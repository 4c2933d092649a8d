'use strict';
// One child's stdout given as another's stdin: this process stops reading it while the
// second child reads, and takes it back (resume) once that child has exited.
const { spawn } = require('child_process');

const cat = spawn('cat', { stdio: ['pipe', 'pipe', 'inherit'] });
const head = spawn('head', ['-n1'], { stdio: [cat.stdout, 'pipe', 'inherit'] });
cat.stdin.write('hello\n');
head.stdout.setEncoding('utf8');
let headOutput = '';
head.stdout.on('data', (chunk) => { headOutput += chunk; });
head.on('close', (code) => {
  console.log('head', code, JSON.stringify(headOutput));
  console.log('cat stdout while lent', cat.stdout.readableFlowing, cat.stdout.destroyed);
  let catOutput = '';
  cat.stdin.end('world\n');
  cat.stdout.setEncoding('utf8');
  cat.stdout.on('data', (chunk) => { catOutput += chunk; });
  cat.stdout.resume();
  cat.on('close', (exitCode) => console.log('cat', exitCode, JSON.stringify(catOutput)));
});
