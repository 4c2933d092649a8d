// console.clear moves the cursor home and clears the screen below on a terminal stream,
// unless TERM is dumb; off a terminal it writes nothing.
const { Console } = require('console');
const make = (isTTY) => {
  const stream = { isTTY, text: '', write(chunk) { this.text += chunk; return true; }, once() {}, removeListener() {} };
  return [stream, new Console(stream)];
};
const [tty, onTTY] = make(true);
onTTY.clear();
const [pipe, onPipe] = make(false);
onPipe.clear();
process.env.TERM = 'dumb';
const [dumb, onDumb] = make(true);
onDumb.clear();
console.log(JSON.stringify([tty.text, pipe.text, dumb.text]));
