'use strict';
// stream.addAbortSignal on WHATWG streams: an abort errors the stream with an AbortError
// (its cause the signal's reason), through the stream's controller; an aborted signal does
// so at once.
const { ReadableStream, WritableStream } = require('stream/web');
const { addAbortSignal } = require('stream');

async function main() {
  {
    const controller = new AbortController();
    const rs = addAbortSignal(controller.signal, new ReadableStream({ start(c) { c.enqueue('a'); } }));
    const reader = rs.getReader();
    console.log('first read', await reader.read());
    controller.abort('why');
    try {
      await reader.read();
    } catch (error) {
      console.log('readable', error.name, error.code, error.cause);
    }
  }
  {
    const controller = new AbortController();
    controller.abort(new Error('early'));
    const ws = addAbortSignal(controller.signal, new WritableStream());
    try {
      await ws.getWriter().write('x');
    } catch (error) {
      console.log('writable', error.name, error.cause.message);
    }
  }
  {
    try {
      addAbortSignal(new AbortController().signal, {});
    } catch (error) {
      console.log('not a stream', error.code);
    }
  }
}
main();
