'use strict';

// process.stdin, process.stdout and process.stderr, each made on first use, and the write
// the console makes: through the stream once a script has touched it (it may have
// replaced write, corked or ended it), else straight to the descriptor — the same
// synchronous write the stream would make, without loading the stream modules.

const methods = internalBinding('process_methods');

const streams = [undefined, undefined, undefined];

function getStdin() {
  if (streams[0] === undefined) streams[0] = require('internal/process/stdin').createStdin();
  return streams[0];
}

function getStdout() {
  if (streams[1] === undefined) streams[1] = new (require('internal/process/stdout').StandardOutput)(1, methods.isStdoutTTY);
  return streams[1];
}

function getStderr() {
  if (streams[2] === undefined) streams[2] = new (require('internal/process/stdout').StandardOutput)(2, methods.isStderrTTY);
  return streams[2];
}

function writeToStdio(fd, text) {
  const stream = streams[fd];
  if (stream !== undefined) {
    stream.write(text);
    return;
  }
  try {
    methods.writeString(fd, text);
  } catch (error) {
    // As Node's console: the standard stream emits the write's error (EPIPE once the
    // reader has gone), which ends the process unless someone listens.
    (fd === 2 ? getStderr() : getStdout()).destroy(error);
  }
}

module.exports = { getStdin, getStdout, getStderr, writeToStdio };
