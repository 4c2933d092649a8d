'use strict';
// Node's test/common/arraystream.js: a bare readable Stream whose run(lines) emits each
// line with a newline as 'data', to feed readline and the REPL.

const { Stream } = require('stream');

function noop() {}

function ArrayStream() {
  this.run = function(lines) {
    for (const line of lines) this.emit('data', `${line}\n`);
  };
}

Object.setPrototypeOf(ArrayStream.prototype, Stream.prototype);
Object.setPrototypeOf(ArrayStream, Stream);
ArrayStream.prototype.readable = true;
ArrayStream.prototype.resume = noop;
ArrayStream.prototype.write = noop;

module.exports = ArrayStream;
