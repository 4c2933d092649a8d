// readline/promises' Readline: cursor moves and clears queued until commit() or written on
// the next tick with autoCommit; rollback drops the queue; arguments are validated.
const { Readline } = require('readline/promises');
const readline = require('readline');
const { Writable } = require('stream');
const chunks = [];
const sink = new Writable({ write(chunk, enc, cb) { chunks.push(chunk.toString()); cb(); } });
const rl = new Readline(sink);
(async () => {
  console.log(rl.cursorTo(3) === rl, typeof rl.commit);
  rl.cursorTo(0, 5).moveCursor(-2, 3).moveCursor(4, -1).moveCursor(0, 0).clearLine(-1).clearLine(1).clearLine(0).clearScreenDown();
  console.log(JSON.stringify(chunks));
  await rl.commit();
  console.log(JSON.stringify(chunks));
  rl.cursorTo(9).rollback();
  await rl.commit();
  console.log(JSON.stringify(chunks));
  const auto = new Readline(sink, { autoCommit: true });
  auto.cursorTo(1, 1).clearLine(0);
  console.log('before tick', chunks.length);
  await new Promise((resolve) => process.nextTick(resolve));
  console.log(JSON.stringify(chunks.slice(-2)));
  for (const bad of [() => new Readline({}), () => new Readline(sink, { autoCommit: 1 }), () => rl.cursorTo('1'), () => rl.cursorTo(1.5), () => rl.clearLine(2), () => rl.moveCursor(1, 'x')]) {
    try { bad(); console.log('no error'); } catch (e) { console.log(e.name, e.code, e.message.split('.')[0]); }
  }
  const out = [];
  const sink2 = new Writable({ write(chunk, enc, cb) { out.push(chunk.toString()); cb(); } });
  readline.cursorTo(sink2, 2, 3); readline.cursorTo(sink2, 4); readline.moveCursor(sink2, -1, 2); readline.clearLine(sink2, 1); readline.clearScreenDown(sink2);
  console.log(JSON.stringify(out));
})();
