'use strict';
// IncomingMessage's headers and trailers as properties: assigned objects are kept, and
// header lines added later go into an object already made, as Node's _addHeaderLines does.
const { IncomingMessage } = require('http');

const assigned = new IncomingMessage();
assigned.headers = { key1: 'value1' };
assigned._addHeaderLines(['Key2', 'value2', 'key1', 'again', 'Set-Cookie', 'a=1'], 6);
console.log(assigned.headers, assigned.rawHeaders);

const read = new IncomingMessage();
const early = read.headers;
read._addHeaderLines(['Host', 'example', 'X-One', '1', 'x-one', '2'], 6);
console.log(early === read.headers, read.headers, read.headersDistinct);

const lazy = new IncomingMessage();
lazy._addHeaderLines(['Host', 'example', 'Content-Length', '3'], 2);
console.log(lazy.headers);

const trailers = new IncomingMessage();
trailers.trailers = { kept: 'yes' };
trailers.complete = true;
trailers._addHeaderLines(['Checksum', 'abc'], 2);
console.log(trailers.trailers, trailers.rawTrailers, trailers.headers);
