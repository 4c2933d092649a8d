// http2 loads as Node's does (libraries such as superagent require it up front): its
// constants and the SETTINGS helpers; sessions and servers are not implemented.
const http2 = require('http2');
const { constants } = http2;
console.log(Object.keys(http2).sort());
console.log(Object.keys(constants).length);
for (const name of ['HTTP2_HEADER_PATH', 'HTTP2_HEADER_STATUS', 'HTTP2_HEADER_CONTENT_TYPE', 'HTTP2_HEADER_HTTP2_SETTINGS',
  'HTTP2_METHOD_GET', 'HTTP2_METHOD_VERSION_CONTROL', 'HTTP_STATUS_OK', 'HTTP_STATUS_TEAPOT', 'NGHTTP2_CANCEL',
  'NGHTTP2_REFUSED_STREAM', 'NGHTTP2_SETTINGS_ENABLE_CONNECT_PROTOCOL', 'MAX_INITIAL_WINDOW_SIZE', 'PADDING_STRATEGY_CALLBACK']) {
  console.log(name, constants[name]);
}
console.log(http2.getDefaultSettings(), typeof http2.sensitiveHeaders);

console.log(http2.getPackedSettings(), http2.getPackedSettings({ enablePush: false, maxFrameSize: 20000 }));
const all = { headerTableSize: 1, enablePush: true, maxConcurrentStreams: 100, initialWindowSize: 65535,
  maxFrameSize: 16384, maxHeaderListSize: 8192, enableConnectProtocol: true };
console.log(http2.getPackedSettings(all).toString('hex'), http2.getUnpackedSettings(http2.getPackedSettings(all)));
console.log(http2.getUnpackedSettings(Buffer.from([0, 9, 0, 0, 0, 1, 0, 2, 0, 0, 0, 0])));
console.log(http2.getUnpackedSettings(new Uint8Array(http2.getPackedSettings({ maxHeaderSize: 7 }))));

const attempts = [
  () => http2.getPackedSettings({ enablePush: 'x' }),
  () => http2.getPackedSettings({ maxFrameSize: 1 }),
  () => http2.getPackedSettings({ headerTableSize: -1 }),
  () => http2.getPackedSettings({ initialWindowSize: 2 ** 31 }),
  () => http2.getPackedSettings(5),
  () => http2.getUnpackedSettings('x'),
  () => http2.getUnpackedSettings(Buffer.alloc(5)),
  () => http2.getUnpackedSettings(Buffer.from([0, 5, 0, 0, 0, 1]), { validate: true }),
];
for (const attempt of attempts) {
  try {
    console.log(attempt());
  } catch (error) {
    console.log(error.name, error.code, error.message, error instanceof RangeError);
  }
}
