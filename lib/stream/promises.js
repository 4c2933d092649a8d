'use strict';

// `stream/promises`: pipeline and finished as promises. pipeline takes an options object
// last ({ signal, end }).

const { pipelineImpl } = require('internal/streams/pipeline');
const { finished } = require('internal/streams/end-of-stream');
const { isIterable, isNodeStream, isWebStream } = require('internal/streams/utils');

function pipeline(...streams) {
  return new Promise((resolve, reject) => {
    let signal;
    let end;
    const lastArg = streams[streams.length - 1];
    if (lastArg && typeof lastArg === 'object' && !isNodeStream(lastArg) && !isIterable(lastArg) && !isWebStream(lastArg)) {
      const options = streams.pop();
      signal = options.signal;
      end = options.end;
    }
    pipelineImpl(streams, (err, value) => {
      if (err) reject(err);
      else resolve(value);
    }, { signal, end });
  });
}

module.exports = { finished, pipeline };
