// spawn and execFile with an AbortSignal: aborting kills the child and reports Node's AbortError.
const cp = require('child_process');
const ac = new AbortController();
const child = cp.spawn('sleep', ['10'], { signal: ac.signal });
child.on('error', (e) => console.log('error', e.name, e.code, e.message, e.cause === ac.signal.reason));
child.on('exit', (code, sig) => console.log('exit', code, sig));
child.on('spawn', () => ac.abort());
const ac2 = new AbortController();
ac2.abort();
cp.execFile('sleep', ['10'], { signal: ac2.signal }, (err) => console.log('execFile', err.name, err.code));
