// require("process") is process; tty.isatty and the stream classes (the golden runner
// gives scripts no terminal, so every descriptor answers false).
const tty = require('tty');
console.log(require('process') === process, tty.isatty(0), tty.isatty(1), tty.isatty(-1), tty.isatty(1.5), tty.isatty('1'), typeof tty.ReadStream, typeof tty.WriteStream);
try { new tty.WriteStream(-1) } catch (e) { console.log(e.name, e.code, e.message) }
