'use strict';
// stream.pipeline with WHATWG streams anywhere: a ReadableStream source into a Node
// Transform into a WritableStream, a TransformStream in the middle, a Node Readable into a
// WritableStream, and a failing WritableStream failing the pipeline.
const { ReadableStream, WritableStream, TransformStream } = require('stream/web');
const { pipeline, Readable, Transform, Writable } = require('stream');
const { pipeline: pipelinePromise } = require('stream/promises');

function collector(values) {
  return new WritableStream({ write(chunk) { values.push(String(chunk)); } });
}

async function main() {
  {
    const values = [];
    let controller;
    const rs = new ReadableStream({ start(c) { controller = c; } });
    const upper = new Transform({ transform(chunk, encoding, callback) { callback(null, String(chunk).toUpperCase()); } });
    await new Promise((resolve) => {
      pipeline(rs, upper, collector(values), (error) => {
        console.log('web → node → web', error, values.join(''));
        resolve();
      });
      controller.enqueue('hello');
      controller.enqueue('world');
      controller.close();
    });
  }
  {
    const values = [];
    const doubled = new TransformStream({ transform(chunk, controller) { controller.enqueue(chunk * 2); } });
    await pipelinePromise(Readable.from([1, 2, 3]), doubled, collector(values));
    console.log('node → TransformStream → web', values);
  }
  {
    const values = [];
    const sink = new Writable({ objectMode: true, write(chunk, encoding, callback) { values.push(chunk); callback(); } });
    await pipelinePromise(new ReadableStream({ start(c) { c.enqueue('a'); c.enqueue('b'); c.close(); } }),
                          new TransformStream(), sink);
    console.log('web → TransformStream → node', values);
  }
  {
    const failing = new WritableStream({ write() { throw new Error('sink failed'); } });
    try {
      await pipelinePromise(Readable.from(['x', 'y']), failing);
      console.log('unexpected success');
    } catch (error) {
      console.log('failing sink', error.message);
    }
  }
  {
    const values = [];
    await pipelinePromise(Readable.from(['p', 'q']), async function* (source) {
      for await (const chunk of source) yield chunk + '!';
    }, collector(values));
    console.log('generator → web', values);
  }
}
main();
