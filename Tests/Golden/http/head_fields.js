'use strict';
// The heads writeHead renders from a headers object, as the client receives them: numbers,
// lists, an explicit Date, integer-like names (in property order), inherited properties,
// getters, fields that change the framing, and the errors of invalid names and values.
const http = require('http');
const net = require('net');

const cases = {
  plain: { 'Content-Type': 'text/plain', 'Content-Length': 2 },
  numbers: { 'X-Int': 42, 'X-Float': 0.5, 'X-Big': 1e21, 'X-Neg': -0, 'Content-Length': '2' },
  lists: { 'X-List': ['a', 'b', 3], 'X-Empty': [], 'Set-Cookie': ['a=1', 'b=2'], 'Cookie': ['c=3', 'd=4'] },
  date: { Date: 'Thu, 01 Jan 1970 00:00:00 GMT', 'Content-Length': 2 },
  order: { b: '1', 2: 'two', a: '2', 1: 'one', 'Content-Length': 2 },
  inherited: Object.assign(Object.create({ 'X-Inherited': 'no' }), { 'X-Own': 'yes' }),
  getter: { get 'X-Getter'() { return 'got'; }, 'Content-Length': 2 },
  boolean: { 'X-Bool': true, 'Content-Length': 2 },
  connection: { Connection: 'close', 'Content-Length': 2 },
  chunked: { 'Transfer-Encoding': 'chunked' },
  keepAlive: { 'Keep-Alive': 'timeout=9', 'Content-Length': 2 },
  obsText: { 'X-Latin': 'caf\u00e9', 'Content-Length': 2 },
  badValue: { 'X-Bad': 'a\nb' },
  badName: { 'Bad Name': 'x' },
  undefinedValue: { 'X-Undefined': undefined },
  unicodeValue: { 'X-Unicode': 'snow\u2603' },
  emptyName: { '': 'x' },
};

const server = http.createServer((req, res) => {
  const name = req.url.slice(1);
  try {
    res.writeHead(200, cases[name]);
    res.end('ok');
  } catch (error) {
    res.writeHead(500, { 'Content-Length': error.code.length });
    res.end(error.code);
  }
});

function get(port, name) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end(`GET /${name} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => { text += chunk; });
    socket.on('close', () => {
      // The Date line differs from run to run unless a case gives it.
      const lines = text.split('\r\n').filter((line) => name === 'date' || !line.startsWith('Date: '));
      console.log(`${name}:\n  ${lines.join('\n  ')}`);
      resolve();
    });
  });
}

server.listen(0, '127.0.0.1', async () => {
  for (const name of Object.keys(cases)) await get(server.address().port, name);
  server.close();
});
