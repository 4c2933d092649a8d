'use strict';
// Runtime deprecation warnings Node 20 emits: each once, with its code, on a later tick.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { OutgoingMessage } = require('http');

process.on('warning', (warning) => {
  console.log(`warning ${warning.name} ${warning.code}: ${warning.message}`);
});

// DEP0005: not from a dependency under node_modules, then once from the program itself.
const oldBufferUser = require('./fixtures/node_modules/old-buffer-user');
console.log('from node_modules', oldBufferUser(3).length);
console.log('Buffer(2)', Buffer(2).length, 'new Buffer("ab")', new Buffer('ab').toString());

// DEP0066: the old header store names, read and written.
const message = new OutgoingMessage();
console.log('empty', message._headers, message._headerNames);
message.setHeader('X-Request-Id', '7');
console.log('after setHeader', message._headers, message._headerNames);
message._headerNames = { 'x-request-id': 'x-REQUEST-id', absent: 'Absent' };
console.log('renamed', message.getRawHeaderNames());
message._headers = { 'Content-Type': 'text/plain', Vary: ['a', 'b'] };
console.log('replaced', message.getHeaders(), message.getRawHeaderNames());
message._headers = null;
console.log('cleared', message.getHeaders(), message._headerNames);
console.log('enumerable', Object.keys(OutgoingMessage.prototype).includes('_headers'));

// DEP0147: rmdir's recursive form still removes the tree.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-rmdir-'));
fs.mkdirSync(path.join(root, 'a', 'b'), { recursive: true });
fs.writeFileSync(path.join(root, 'a', 'b', 'file'), 'x');
fs.rmdirSync(root, { recursive: true });
console.log('removed', fs.existsSync(root));
const second = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-rmdir-'));
fs.rmdir(second, { recursive: true }, (error) => {
  console.log('callback form', error, fs.existsSync(second));
});
console.log('end of script');
