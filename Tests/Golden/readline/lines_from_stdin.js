// readline over process.stdin (the golden runner gives scripts an empty standard input, so
// this reads input written with rl.write and an EventEmitter source): 'line' events with
// \n, \r\n and \r, the last line without a newline, question(), for await, close.
const readline = require('readline');
const EventEmitter = require('events');
// The least a readline input must be: an emitter with pause() and resume().
function stream() {
  const emitter = new EventEmitter();
  emitter.pause = () => emitter;
  emitter.resume = () => emitter;
  return emitter;
}
const source = stream();
const rl = readline.createInterface({ input: source, terminal: false });
const lines = [];
rl.on('line', (line) => lines.push(line));
rl.on('close', () => console.log('closed', JSON.stringify(lines)));
source.emit('data', 'first\nsec');
source.emit('data', 'ond\r');
source.emit('data', '\nthird\rfourth\n\nlast');
source.emit('end');
const source2 = stream();
const asking = readline.createInterface({ input: source2, output: { write: (text) => console.log('prompt:', JSON.stringify(text)) } });
asking.question('Name? ', (answer) => {
  console.log('answer', answer);
  asking.setPrompt('$ ');
  asking.prompt();
  asking.close();
  try { asking.question('again', () => {}); } catch (e) { console.log(e.name, e.code, e.message); }
});
source2.emit('data', 'Ada\nignored\n');
const source3 = stream();
const iterated = readline.createInterface({ input: source3 });
(async () => {
  const seen = [];
  setTimeout(() => { source3.emit('data', 'x\ny\n'); source3.emit('end'); }, 1);
  for await (const line of iterated) seen.push(line);
  console.log('iterated', seen);
  const { createInterface } = require('readline/promises');
  const source4 = stream();
  const promised = createInterface({ input: source4, output: { write() {} } });
  const pending = promised.question('q? ');
  source4.emit('data', 'yes\n');
  console.log('promised', await pending);
  promised.close();
  console.log(typeof readline.cursorTo, typeof readline.clearLine, typeof readline.promises.createInterface, readline.Interface.name);
  try { readline.createInterface({}); } catch (e) { console.log(e.name); }
})();
