// tls.convertALPNProtocols: protocol names to ALPN's wire form, views copied.
const tls = require('tls');

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

function convert(protocols) {
  const out = {};
  tls.convertALPNProtocols(protocols, out);
  return out;
}

console.log(tls.convertALPNProtocols.length);
console.log(convert(['h2', 'http/1.1']), convert(['é']), convert([]), convert('h2'), convert(undefined));
const bytes = new Uint8Array([2, 104, 50]);
const copied = convert(bytes);
bytes[1] = 0;
console.log(copied, copied.ALPNProtocols.buffer === bytes.buffer);
console.log(convert(new Uint16Array([0x6802])), convert(new DataView(new ArrayBuffer(3), 1)), convert(Buffer.from([1, 65])));
attempt('too long:', () => convert(['x'.repeat(256)]));
attempt('255 bytes:', () => convert(['x'.repeat(255)]).ALPNProtocols.length);
attempt('not a string:', () => convert(['a', 1]));
