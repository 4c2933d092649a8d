// readline in terminal mode (asked for, as prompt libraries ask for it, over plain streams):
// keypresses edit the line and move the cursor, the prompt is redrawn with Node's escape
// sequences, Enter adds to the history, up recalls it, Ctrl-C is 'SIGINT', Ctrl-D on an
// empty line closes; question() swaps the prompt and restores it.
const readline = require('readline');
const { PassThrough } = require('stream');

const input = new PassThrough();
const output = new PassThrough();
let shown = '';
output.on('data', (data) => { shown += data; });
const rl = readline.createInterface({ input, output, terminal: true, prompt: '> ' });
const events = [];
rl.on('line', (line) => events.push(['line', line, rl.cursor, rl.line]));
rl.on('history', (history) => events.push(['history', history.length]));
rl.on('SIGINT', () => events.push(['SIGINT']));
rl.on('close', () => {
  events.push(['close']);
  console.log(events);
  console.log(JSON.stringify(shown));
});
rl.prompt();
input.write('abc');
input.write('\x1b[D\x1b[DX');
events.push(['cursor', rl.cursor, rl.getCursorPos(), rl._getCursorPos()]);
input.write('\r');
input.write('second\x7f\x7fnd\n');
input.write('\x1b[A');
events.push(['after up', rl.line, rl.cursor, rl.getCursorPos()]);
for (const key of ['\x01', 'Z', '\x05', '!', '\x0b', '\x1b[H', '\x1b[3~', '\x1b[F']) input.write(key);
events.push(['edited', rl.line, rl.cursor]);
input.write('\x15\x03');
events.push(['cleared', JSON.stringify(rl.line), rl.history]);
rl.question('Q? ', (answer) => {
  events.push(['answer', answer, rl.getPrompt()]);
  input.write('\x04');
});
input.write('yes\r');
