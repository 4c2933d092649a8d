'use strict';
// The http_parser binding as process.binding exposes it: callbacks by index, pipelined
// messages, chunked bodies with trailers, upgrades and Node's parse errors.
const { HTTPParser, methods, allMethods } = process.binding('http_parser');
console.log(HTTPParser.REQUEST, HTTPParser.RESPONSE, HTTPParser.kOnHeadersComplete, methods.length, allMethods[5]);

function run(type, chunks, { skip = 0 } = {}) {
  const parser = new HTTPParser();
  parser.initialize(type, {}, 0, 0);
  const events = [];
  parser[HTTPParser.kOnHeadersComplete] = (major, minor, headers, method, url, status, message, upgrade, keepAlive) => {
    events.push(['head', `${major}.${minor}`, headers, method === undefined ? status : allMethods[method],
                 url === undefined ? message : url, upgrade, keepAlive]);
    return skip;
  };
  // Node passes a copy of the body; Eddy names a part of the chunk.
  parser[HTTPParser.kOnBody] = (b, start, length) =>
    events.push(['body', (start === undefined ? b : b.subarray(start, start + length)).toString('latin1')]);
  parser[HTTPParser.kOnHeaders] = (trailers) => events.push(['trailers', trailers]);
  parser[HTTPParser.kOnMessageComplete] = () => events.push(['complete']);
  for (const chunk of chunks) {
    const result = parser.execute(Buffer.from(chunk, 'latin1'));
    if (result instanceof Error) {
      events.push(['error', result.message, result.code, result.reason]);
      break;
    }
    events.push(['parsed', result]);
  }
  const end = parser.finish();
  if (end instanceof Error) events.push(['finish', end.code, end.reason]);
  console.log(JSON.stringify(events));
}

const { REQUEST, RESPONSE } = HTTPParser;
run(REQUEST, ['GET /a?b HTTP/1.1\r\nHost: x\r\nX-Dup: 1\r\nX-Dup: 2\r\n\r\nPOST /p HTTP/1.0\r\nContent-Length: 3\r\n\r\nabc']);
run(REQUEST, ['POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nwi', 'ki\r\n5;x=y\r\npedia\r\n0\r\nExpires: never\r\n\r\n']);
run(REQUEST, ['CONNECT example.org:443 HTTP/1.1\r\n\r\nTLS bytes']);
run(RESPONSE, ['HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n'], { skip: 1 });
run(RESPONSE, ['HTTP/1.1 404 Not Found\r\n\r\nuntil ', 'the end']);
run(RESPONSE, ['HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort']);
for (const bad of ['GE T / HTTP/1.1\r\n\r\n', 'GET / HTTP/1.1\r\nBad Header: x\r\n\r\n',
                   'GET / HTTP/1.1\r\nA: ' + 'x'.repeat(20000) + '\r\n\r\n',
                   'POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
                   'POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n']) {
  run(REQUEST, [bad]);
}
run(RESPONSE, ['HTTP/1.1 2x0 OK\r\n\r\n']);
