// node_modules: inquirer
// Debian packages: node-inquirer
// inquirer's prompts driven through streams: it asks readline for terminal mode and reads
// keypresses (an arrow key moves the list's selection).
const { PassThrough } = require('stream');
const inquirer = require('inquirer');

const input = new PassThrough();
const output = new PassThrough();
let shown = '';
output.on('data', (data) => { shown += data; });
const prompt = inquirer.createPromptModule({ input, output });
const keys = ['Bob\n', 'y\n', '\x1b[B', '\n', '\n', 'x\n'];
const answers = prompt([
  { type: 'input', name: 'name', message: 'Name?', filter: (value) => value.toUpperCase() },
  { type: 'confirm', name: 'ok', message: 'OK?' },
  { type: 'list', name: 'color', message: 'Color', choices: ['red', 'green', 'blue'] },
  { type: 'input', name: 'checked', message: 'Anything?', validate: (value) => value.length > 0 || 'Say something' },
]);
// Each key once the prompt it is for has drawn itself (the first draws while prompt() runs).
const waitsFor = ['Name?', 'OK?', 'Color', 'Color', 'Anything?', 'Say something'];
let sent = 0;
function drive() {
  if (sent < keys.length && shown.includes(waitsFor[sent])) {
    const key = keys[sent++];
    setImmediate(() => input.write(key));
  }
}
output.on('data', drive);
drive();
answers.then((result) => {
  console.log(result);
  console.log(shown.includes('Name?'), shown.includes('green'));
});
