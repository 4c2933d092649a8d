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

function noop() {}

// As Node's console: a failed write (EPIPE once the reader has gone) is emitted on the
// standard stream, but the console's own write does not make it an uncaught exception
// unless someone else listens for 'error'.
function swallowConsoleError(stream, error) {
  if (error && !stream._writableState.errorEmitted && stream.listenerCount('error') === 0) {
    stream.once('error', noop);
  }
}

function writeToStream(stream, text) {
  if (stream.listenerCount('error') === 0) stream.once('error', noop);
  try {
    stream.write(text, (error) => swallowConsoleError(stream, error));
  } finally {
    stream.removeListener('error', noop);
  }
}

function writeToStdio(fd, text) {
  const stream = streams[fd];
  if (stream !== undefined) {
    writeToStream(stream, text);
    return;
  }
  try {
    methods.writeString(fd, text);
  } catch {
    // The write failed (EPIPE: the reader went away): once more through the stream, which
    // fails the same way and keeps the error in its state, so later console writes queue
    // behind it and the error is emitted once, as Node's console has it.
    writeToStream(fd === 2 ? getStderr() : getStdout(), text);
  }
}

module.exports = { getStdin, getStdout, getStderr, writeToStdio };
