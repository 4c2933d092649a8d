// `_stream_wrap`, the deprecated name of JSStreamSocket (a socket handle over any Duplex):
// listed among the built-in modules, DEP0125 when loaded, and a socket over the stream it wraps.
const { builtinModules } = require('module');
const { PassThrough } = require('stream');

console.log('listed', builtinModules.includes('_stream_wrap'));
const JSStreamSocket = require('_stream_wrap');
console.log(typeof JSStreamSocket, JSStreamSocket.name);

// The wrap is itself a socket: its writes go to the stream, the stream's reads come out of it.
const stream = new PassThrough();
const socket = new JSStreamSocket(stream);
socket.setEncoding('utf8');
socket.on('data', (text) => {
  console.log('socket read', JSON.stringify(text));
  socket.destroy();
});
socket.on('close', () => console.log('socket closed'));
// The deprecation is emitted on a later tick; the write waits for it to keep the order fixed.
process.once('warning', (warning) => {
  console.log('warning', warning.name, warning.code, warning.message);
  socket.write('echo through the wrap');
});
