'use strict';
// Tab completion on a terminal interface: one match is completed, several complete to their
// common prefix, a second tab lists them in columns (the output's width, one column when
// it has none); a completer may answer by callback or by return; its error is shown; a tab
// pasted with more text is text.
const { PassThrough } = require('stream');
const readline = require('readline');

function session(label, completer, keys, columns) {
  const input = new PassThrough();
  const output = new PassThrough();
  if (columns !== undefined) output.columns = columns;
  let written = '';
  output.on('data', (data) => { written += data; });
  const rl = readline.createInterface({ terminal: true, input, output, completer, prompt: '' });
  for (const key of keys) input.write(key);
  console.log(label, JSON.stringify(rl.line), rl.cursor);
  // A completer's error is shown with its stack: its first line is the same everywhere.
  console.log(JSON.stringify(written.split('\n')[0]));
  rl.close();
}

const names = ['process.stdout', 'process.stdin', 'process.stderr'];
const byCallback = (line, callback) => callback(null, [names.filter((name) => name.startsWith(line)), line]);
session('prefix', byCallback, ['process.s\t']);
session('listed, no columns', byCallback, ['process.s\t', '\t']);
session('listed, 40 columns', byCallback, ['process.\t', '\t'], 40);
session('one match', (line) => [['console.log'].filter((name) => name.startsWith(line)), line], ['cons\t', '(1)']);
session('no match', (line) => [[], line], ['zzz\t\t']);
session('replaced word', (line) => [['Alpha', 'Alphabet'], 'al'], ['x al\t']);
session('groups', (line) => [['aa', 'ab', '', 'ac'], ''], ['\t\t'], 80);
session('error', (line, callback) => callback(new Error('no completions')), ['a\t']);
