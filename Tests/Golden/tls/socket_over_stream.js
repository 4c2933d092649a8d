// A TLSSocket made directly over a stream with no native handle, as packages make one:
// http2-wrapper takes Node's JSStreamSocket class from
// `new tls.TLSSocket(new PassThrough())._handle._parentWrap.constructor` when got is
// required. A client side made this way sends no handshake by itself (tls.connect starts
// it), so a stream that echoes what it is given raises no error.
const tls = require('tls');
const net = require('net');
const { PassThrough, Duplex } = require('stream');

const echo = new PassThrough();
const written = [];
const originalWrite = echo.write;
echo.write = function (chunk, ...rest) {
  written.push(chunk.length);
  return originalWrite.call(this, chunk, ...rest);
};
const socket = new tls.TLSSocket(echo);
socket.on('error', (error) => console.log('unexpected error', error.code));
const JSStreamSocket = socket._handle._parentWrap.constructor;
console.log('class', typeof JSStreamSocket, JSStreamSocket.name, socket.encrypted, socket instanceof net.Socket);

const plain = new net.Socket();
const overSocket = new tls.TLSSocket(plain);
console.log('unconnected socket parent', overSocket._handle._parentWrap === plain,
  overSocket._handle._parentWrap instanceof JSStreamSocket);

// The class wraps any Duplex as a socket-like stream: what is written reaches the stream,
// what the stream gives is read.
const inner = new PassThrough();
const wrapped = new JSStreamSocket(inner);
console.log('wrapped', wrapped instanceof Duplex, wrapped.readable, wrapped.writable);
const received = [];
wrapped.on('data', (chunk) => received.push(String(chunk)));
wrapped.on('end', () => {
  // By now the idle client had turns of the event loop in which to start a handshake.
  console.log('round trip', received.join('|'));
  setImmediate(() => {
    console.log('bytes written by the idle client', written.length);
    socket.destroy();
    overSocket.destroy();
  });
});
wrapped.write('ping');
wrapped.end();
