// readline's terminal editing by words (Meta-b/f/d/Backspace, Ctrl-w, Ctrl-Left/Right,
// Ctrl-Backspace/Delete), escapeCodeTimeout, and xterm's modified F1–F4 keys.
const readline = require('readline');
const { PassThrough } = require('stream');

function session() {
  const input = new PassThrough();
  const rl = readline.createInterface({ input, output: new PassThrough(), terminal: true });
  return { input, rl };
}

{
  const { rl } = session();
  rl.write('foo bar.hop/zoo');
  rl.write(null, { ctrl: true, name: 'a' });
  const stops = [];
  for (let i = 0; i < 6; i++) {
    rl.write(null, { meta: true, name: 'f' });
    stops.push(rl.cursor);
  }
  for (let i = 0; i < 6; i++) {
    rl.write(null, { meta: true, name: 'b' });
    stops.push(rl.cursor);
  }
  console.log('meta f/b stops:', stops.join(' '));
  rl.write(null, { ctrl: true, name: 'right' });
  rl.write(null, { ctrl: true, name: 'right' });
  console.log('ctrl right twice:', rl.cursor);
  rl.write(null, { ctrl: true, name: 'left' });
  console.log('ctrl left:', rl.cursor);
  rl.close();
}

{
  const { rl } = session();
  const edits = [
    [{ ctrl: true, name: 'w' }, 'ctrl w'],
    [{ meta: true, name: 'backspace' }, 'meta backspace'],
    [{ ctrl: true, name: 'a' }, 'home'],
    [{ meta: true, name: 'd' }, 'meta d'],
    [{ ctrl: true, name: 'delete' }, 'ctrl delete'],
  ];
  rl.write('alpha beta, gamma delta');
  for (const [key, label] of edits) {
    rl.write(null, key);
    console.log(`${label}: ${JSON.stringify(rl.line)} cursor ${rl.cursor}`);
  }
  rl.close();
}

{
  const { rl } = session();
  console.log('default escapeCodeTimeout:', rl.escapeCodeTimeout);
  rl.close();
  const custom = readline.createInterface({ input: new PassThrough(), escapeCodeTimeout: 50, terminal: true });
  console.log('custom escapeCodeTimeout:', custom.escapeCodeTimeout);
  custom.close();
  for (const value of [null, {}, NaN, '50']) {
    try {
      readline.createInterface({ input: new PassThrough(), escapeCodeTimeout: value });
    } catch (err) {
      console.log(`escapeCodeTimeout ${String(value)}:`, err.code, err.message);
    }
  }
}

{
  const input = new PassThrough();
  readline.emitKeypressEvents(input);
  const keys = [];
  input.on('keypress', (s, key) => keys.push(`${key.name}${key.shift ? '+shift' : ''}${key.meta ? '+meta' : ''}${key.ctrl ? '+ctrl' : ''}`));
  input.write('\x1b[1;2P\x1b[1;5Q\x1b[1;3R\x1b[1;4S');
  setImmediate(() => console.log('F keys:', keys.join(' ')));
}
