'use strict';

// `stream/consumers`: read a whole stream (or any async iterable) as a Buffer, an
// ArrayBuffer, text or JSON.

const { Buffer } = require('buffer');
const { forAwait } = require('internal/streams/utils');

// As Node's, the bytes go through a Blob: strings are UTF-8, views their bytes, anything else
// (an object-mode chunk) its string form.
async function arrayBuffer(stream) {
  return (await blob(stream)).arrayBuffer();
}

async function buffer(stream) {
  return Buffer.from(await arrayBuffer(stream));
}

async function text(stream) {
  const { TextDecoder } = require('internal/encoding');
  const decoder = new TextDecoder();
  let str = '';
  await forAwait(stream, (chunk) => {
    if (typeof chunk === 'string') str += chunk;
    else str += decoder.decode(chunk, { stream: true });
  });
  // Flush the decoder: a multi-byte character cut at the end becomes U+FFFD.
  str += decoder.decode(undefined, { stream: false });
  return str;
}

async function json(stream) {
  return JSON.parse(await text(stream));
}

async function blob(stream) {
  const { Blob } = require('internal/blob');
  const chunks = [];
  await forAwait(stream, (chunk) => chunks.push(chunk));
  return new Blob(chunks);
}

module.exports = { arrayBuffer, blob, buffer, text, json };
