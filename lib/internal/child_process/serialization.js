'use strict';

// How messages travel over a fork() channel, as Node's two serializations: 'json' is one
// JSON text per line; 'advanced' is V8's serialization format (v8.serialize) behind a
// big-endian 32-bit length. Each mode has the same three functions: set a channel up,
// yield the messages of a chunk read (keeping partial ones for the next), and write one.

const { Buffer } = require('buffer');
const { StringDecoder } = require('string_decoder');
const v8 = require('v8');

const kMessageBuffer = Symbol('kMessageBuffer');
const kMessageBufferSize = Symbol('kMessageBufferSize');
const kJSONBuffer = Symbol('kJSONBuffer');
const kStringDecoder = Symbol('kStringDecoder');

// Objects V8 cannot clone (host objects) go as their own enumerable properties, as JSON
// would carry them; typed arrays and Buffers keep their type, as v8.serialize.
const kArrayBufferViewTag = 0;
const kNotArrayBufferViewTag = 1;

class ChildProcessSerializer extends v8.DefaultSerializer {
  _writeHostObject(object) {
    if (ArrayBuffer.isView(object)) {
      this.writeUint32(kArrayBufferViewTag);
      return super._writeHostObject(object);
    }
    this.writeUint32(kNotArrayBufferViewTag);
    this.writeValue({ ...object });
  }
}

class ChildProcessDeserializer extends v8.DefaultDeserializer {
  _readHostObject() {
    const tag = this.readUint32();
    if (tag === kArrayBufferViewTag) return super._readHostObject();
    return this.readValue();
  }
}

const advanced = {
  initMessageChannel(channel) {
    channel[kMessageBuffer] = [];
    channel[kMessageBufferSize] = 0;
    channel.buffering = false;
  },

  *parseChannelMessages(channel, readData) {
    if (readData.length === 0) return;
    const chunks = channel[kMessageBuffer];
    // A length field split between reads is joined first, so it can be read whole.
    if (channel[kMessageBufferSize] > 0 && chunks[0].length < 4) {
      chunks[0] = Buffer.concat([chunks[0], readData]);
    } else {
      chunks.push(readData);
    }
    channel[kMessageBufferSize] += readData.length;
    let head = channel[kMessageBuffer][0];
    while (head.length >= 4) {
      const size = ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) + 4;
      if (channel[kMessageBufferSize] < size) break;
      const all = channel[kMessageBuffer].length === 1 ?
        channel[kMessageBuffer][0] :
        Buffer.concat(channel[kMessageBuffer], channel[kMessageBufferSize]);
      const deserializer = new ChildProcessDeserializer(all.subarray(4, size));
      head = all.subarray(size);
      channel[kMessageBufferSize] = head.length;
      channel[kMessageBuffer] = head.length !== 0 ? [head] : [];
      deserializer.readHeader();
      yield deserializer.readValue();
    }
    channel.buffering = channel[kMessageBufferSize] > 0;
  },

  writeChannelMessage(channel, req, message, handle) {
    const serializer = new ChildProcessSerializer();
    // Four bytes for the length, filled in once it is known.
    serializer.writeRawBytes(Buffer.alloc(4));
    serializer.writeHeader();
    serializer.writeValue(message);
    const bytes = serializer.releaseBuffer();
    const length = bytes.length - 4;
    bytes.set([(length >>> 24) & 0xFF, (length >>> 16) & 0xFF, (length >>> 8) & 0xFF, length & 0xFF], 0);
    return channel.writeBuffer(req, bytes, handle);
  },
};

const json = {
  initMessageChannel(channel) {
    channel[kJSONBuffer] = '';
    channel[kStringDecoder] = undefined;
    channel.buffering = false;
  },

  *parseChannelMessages(channel, readData) {
    if (readData.length === 0) return;
    if (channel[kStringDecoder] === undefined) channel[kStringDecoder] = new StringDecoder('utf8');
    const lines = channel[kStringDecoder].write(readData).split('\n');
    const complete = lines.length - 1;
    // What follows the last newline waits for the rest of its line.
    const partial = lines[complete];
    if (complete === 0) {
      channel[kJSONBuffer] += partial;
    } else {
      lines[0] = channel[kJSONBuffer] + lines[0];
      channel[kJSONBuffer] = partial;
      for (let i = 0; i < complete; i++) yield JSON.parse(lines[i]);
    }
    channel.buffering = channel[kJSONBuffer].length !== 0;
  },

  writeChannelMessage(channel, req, message, handle) {
    return channel.writeUtf8String(req, `${JSON.stringify(message)}\n`, handle);
  },
};

module.exports = { advanced, json };
