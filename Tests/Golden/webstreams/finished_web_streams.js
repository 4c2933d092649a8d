'use strict';
// stream.finished and stream/promises' finished on WHATWG streams: called back on a later
// tick once the stream closes, with its error once it errors, with an AbortError when the
// signal aborts first.
const { ReadableStream, WritableStream } = require('stream/web');
const { finished } = require('stream');
const { finished: finishedPromise } = require('stream/promises');

function log(...args) {
  console.log(...args);
}

async function main() {
  {
    let controller;
    const rs = new ReadableStream({ start(c) { controller = c; } });
    finished(rs, (error) => log('readable closed', error));
    log('before close');
    controller.close();
    log('after close');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  {
    let controller;
    const rs = new ReadableStream({ start(c) { controller = c; } });
    finished(rs, (error) => log('readable errored', error.message));
    controller.error(new Error('boom'));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  {
    const rs = new ReadableStream({ start(c) { c.close(); } });
    await new Promise((resolve) => setTimeout(resolve, 1));
    finished(rs, (error) => log('already closed', error));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  {
    const rs = new ReadableStream({ start(c) { c.enqueue('a'); c.close(); } });
    const promise = finishedPromise(rs).then(() => log('promise: read to the end'));
    const reader = rs.getReader();
    while (!(await reader.read()).done);
    await promise;
  }
  {
    const chunks = [];
    const ws = new WritableStream({ write(chunk) { chunks.push(chunk); } });
    finished(ws, (error) => log('writable closed', error, chunks));
    const writer = ws.getWriter();
    await writer.write('x');
    await writer.close();
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  {
    const ws = new WritableStream({ write() { throw new Error('write failed'); } });
    const done = finishedPromise(ws).catch((error) => log('writable errored', error.message));
    ws.getWriter().write('x').catch(() => {});
    await done;
  }
  {
    const controller = new AbortController();
    const rs = new ReadableStream();
    finished(rs, { signal: controller.signal }, (error) => log('aborted', error.name, error.code));
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  log('done');
}
main();
