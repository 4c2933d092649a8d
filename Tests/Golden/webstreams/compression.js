'use strict';
// CompressionStream and DecompressionStream round trips for each format, and the error
// for an unknown one. Each step waits for the one before it.
(async () => {
  const input = 'compress me '.repeat(50);
  for (const format of ['gzip', 'deflate', 'deflate-raw']) {
    const compressed = ReadableStream.from([new TextEncoder().encode(input)]).pipeThrough(new CompressionStream(format));
    const back = compressed.pipeThrough(new DecompressionStream(format)).pipeThrough(new TextDecoderStream());
    let out = '';
    for await (const text of back) out += text;
    console.log(format, out === input);
  }
  try {
    new CompressionStream('zip');
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
})();
