// readline.emitKeypressEvents: bytes written to a stream become 'keypress' events — letters,
// control keys, Meta prefixes, xterm/VT220/rxvt/Linux-console escape sequences with
// modifiers, multi-byte UTF-8 split across chunks, and a lone ESC that becomes 'escape'
// once no more input follows.
const readline = require('readline');
const { PassThrough } = require('stream');

const input = new PassThrough();
readline.emitKeypressEvents(input);
readline.emitKeypressEvents(input); // a second call changes nothing
const seen = [];
input.on('keypress', (string, key) => seen.push(`${JSON.stringify(string)} ${JSON.stringify(key)}`));

const chunks = [
  'aZ9 !', '\r', '\n', '\t', '\x7f', '\b', '\x01', '\x03', '\x1a', '\x00',
  '\x1ba', '\x1bB', '\x1b\r', '\x1b\x7f', '\x1b!',
  '\x1b[A', '\x1b[B', '\x1b[C', '\x1b[D', '\x1b[E', '\x1b[F', '\x1b[H', '\x1bOA', '\x1bOH', '\x1bOF',
  '\x1b[1~', '\x1b[2~', '\x1b[3~', '\x1b[4~', '\x1b[5~', '\x1b[6~', '\x1b[7~', '\x1b[8~', '\x1b[[5~',
  '\x1bOP', '\x1bOQ', '\x1bOR', '\x1bOS', '\x1b[11~', '\x1b[15~', '\x1b[24~', '\x1b[[A', '\x1b[[E',
  '\x1b[1;5A', '\x1b[1;2B', '\x1b[1;3C', '\x1b[1;6D', '\x1b[3;5~', '\x1b[5;2~', '\x1bO5P',
  '\x1b[a', '\x1b[3$', '\x1bOa', '\x1b[5^', '\x1b[Z', '\x1b[200~', '\x1b[201~', '\x1b[99X', '\x1b\x1b[A',
  'é', '日本', '😀', Buffer.from([0xe2, 0x82]), Buffer.from([0xac]),
  '\x1b[', 'A', 'x\x1b', '[B',
];
for (const chunk of chunks) input.write(chunk);
setImmediate(() => {
  console.log(seen.join('\n'));
  seen.length = 0;
  // A lone ESC is held back until the escape timeout passes with no more input.
  input.write('\x1b');
  setImmediate(() => {
    console.log('lone escape held back', seen.length);
    input.once('keypress', () => {
      console.log(seen.join('\n'));
      const other = new PassThrough();
      readline.emitKeypressEvents(other);
      other.write('ignored: nobody listens yet');
      other.on('keypress', (s, key) => console.log('late listener', JSON.stringify(s), key.name));
      other.write('k');
    });
  });
});
