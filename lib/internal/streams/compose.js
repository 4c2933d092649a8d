'use strict';

// compose(...streams): one Duplex over a pipeline of streams (functions become streams
// through Duplex.from): writes go to the first, reads come from the last, and an error
// anywhere destroys it.

const {
  codes: { ERR_INVALID_ARG_VALUE, ERR_MISSING_ARGS },
} = require('internal/errors');
const { pipeline } = require('internal/streams/pipeline');
const Duplex = require('internal/streams/duplex');
const duplexify = require('internal/streams/duplexify');
const eos = require('internal/streams/end-of-stream');
const { isNodeStream, isReadable, isWritable } = require('internal/streams/utils');

module.exports = function compose(...streams) {
  if (streams.length === 0) throw new ERR_MISSING_ARGS('streams');
  if (streams.length === 1) return Duplex.from(streams[0]);

  const orgStreams = [...streams];
  if (typeof streams[0] === 'function') streams[0] = Duplex.from(streams[0]);
  if (typeof streams[streams.length - 1] === 'function') {
    const idx = streams.length - 1;
    streams[idx] = Duplex.from(streams[idx]);
  }

  for (let n = 0; n < streams.length; ++n) {
    if (!isNodeStream(streams[n])) continue;
    if (n < streams.length - 1 && !isReadable(streams[n])) {
      throw new ERR_INVALID_ARG_VALUE(`streams[${n}]`, orgStreams[n], 'must be readable');
    }
    if (n > 0 && !isWritable(streams[n])) {
      throw new ERR_INVALID_ARG_VALUE(`streams[${n}]`, orgStreams[n], 'must be writable');
    }
  }

  const head = streams[0];
  // The pipeline reports its end on a later tick, once `forwarding` exists.
  let forwarding;
  const tail = pipeline(streams, (err) => forwarding.ended(err));
  const writable = !!isWritable(head);
  const readable = !!isReadable(tail);

  const d = new Duplex({
    writableObjectMode: !!(head && head.writableObjectMode),
    readableObjectMode: !!(tail && tail.readableObjectMode),
    writable,
    readable,
  });
  forwarding = duplexify.bridge(d, writable ? head : null, readable ? tail : null, [tail], () => !readable && !writable);
  // Writing is done once the whole pipeline has finished.
  if (writable) eos(tail, forwarding.finished);

  return d;
};
