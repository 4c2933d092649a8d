'use strict';

// addAbortSignal(signal, stream): destroys the stream (errors a WHATWG one) with an
// AbortError when the signal aborts (at once if it already has).

const { validateAbortSignal, codes: { ERR_INVALID_ARG_TYPE } } = require('internal/errors');
const { isNodeStream, isWebStream } = require('internal/streams/utils');

let eos;

function addAbortSignal(signal, stream) {
  validateAbortSignal(signal, 'signal');
  if (!isNodeStream(stream) && !isWebStream(stream)) {
    throw new ERR_INVALID_ARG_TYPE('stream', ['ReadableStream', 'WritableStream', 'Stream'], stream);
  }
  return addAbortSignalNoValidate(signal, stream);
}

function addAbortSignalNoValidate(signal, stream) {
  if (typeof signal !== 'object' || signal === null || !('aborted' in signal)) return stream;
  const onAbort = () => {
    const { AbortError } = require('internal/abort_controller');
    const error = new AbortError(undefined, { cause: signal.reason });
    if (isNodeStream(stream)) stream.destroy(error);
    else require('internal/webstreams/util').errorWebStream(stream, error);
  };
  if (signal.aborted) {
    onAbort();
  } else {
    signal.addEventListener('abort', onAbort, { once: true });
    if (eos === undefined) eos = require('internal/streams/end-of-stream');
    eos(stream, () => signal.removeEventListener('abort', onAbort));
  }
  return stream;
}

module.exports = { addAbortSignal, addAbortSignalNoValidate };
