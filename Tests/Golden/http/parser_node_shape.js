'use strict';
// The http_parser binding in Node's own shape: kOnBody receives a Buffer, `methods` is in
// llhttp's order (the index a head carries), a head reaching the size limit fails where the
// text being read ends (or the chunk does), a method fails at its first byte no method has,
// a lenient parser joins an obs-fold line to the value before it, and execute called again
// from a callback parses the new bytes after the ones in hand.
const { HTTPParser, methods } = require('_http_common');
const { Duplex } = require('stream');
const http = require('http');

console.log('GET', methods.indexOf('GET'), 'sorted METHODS', http.METHODS.indexOf('GET'));

function parse(type, text, { lenient = false, maxHeaderSize = 0 } = {}) {
  const parser = new HTTPParser();
  parser.initialize(type, {}, maxHeaderSize, lenient ? HTTPParser.kLenientAll : 0);
  const events = [];
  parser[HTTPParser.kOnHeadersComplete] = (major, minor, headers, method, url, status) => {
    events.push(['head', headers, method === undefined ? status : methods[method], url]);
  };
  parser[HTTPParser.kOnBody] = (body) => events.push(['body', Buffer.isBuffer(body), String(body)]);
  parser[HTTPParser.kOnMessageComplete] = () => events.push(['complete']);
  const result = parser.execute(Buffer.from(text, 'latin1'));
  if (result instanceof Error) events.push(['error', result.code, result.bytesParsed, result.reason]);
  else events.push(['parsed', result]);
  console.log(JSON.stringify(events));
}

parse(HTTPParser.RESPONSE, 'HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\npong');
parse(HTTPParser.REQUEST, 'FOO / HTTP/1.1\r\n\r\n');
parse(HTTPParser.REQUEST, 'GETX / HTTP/1.1\r\n\r\n');
parse(HTTPParser.REQUEST, 'GET /blah HTTP/1.1\r\nCookie: ' + 'a'.repeat(120), { maxHeaderSize: 100 });
parse(HTTPParser.REQUEST, 'GET /blah HTTP/1.1\r\nCookie: ' + 'a'.repeat(120) + '\r\n\r\n', { maxHeaderSize: 100 });
parse(HTTPParser.REQUEST, 'GET / HTTP/1.1\r\nA: ' + 'a'.repeat(88) + '\r\n\r\n', { maxHeaderSize: 90 });
parse(HTTPParser.REQUEST, 'GET / HTTP/1.1\r\nA: ' + 'a'.repeat(87) + '\r\n\r\n', { maxHeaderSize: 90 });
parse(HTTPParser.RESPONSE, 'HTTP/1.1 200 OK\r\nContent-Type: text/plain;\r\n x-mode=0600;\r\n\tname="a"\r\n' +
      'Content-Length: 0\r\n\r\n', { lenient: true });
parse(HTTPParser.RESPONSE, 'HTTP/1.1 200 OK\r\nContent-Type: text/plain;\r\n x-mode=0600\r\n\r\n');

// A client whose 'information' listener pushes the rest of the response into the socket
// the parser is reading: the final response follows the 100.
let socket;
const req = http.request('http://localhost:8080', {
  createConnection() {
    socket = new Duplex({
      read() {},
      write(chunk, encoding, callback) {
        if (chunk.toString().includes('\r\n\r\n')) this.push('HTTP/1.1 100 Continue\r\n\r\n');
        callback();
      },
    });
    return socket;
  },
});
req.on('information', ({ statusCode }) => {
  console.log('information', statusCode);
  socket.push('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n');
  socket.push(null);
});
req.on('response', (res) => console.log('response', res.statusCode));
req.end();
