'use strict';
// Cases for compare.js: [name, (mods) => result].  `mods` holds the buffer,
// string_decoder and util modules under test (node's or lib/'s).

const encodings = ['utf8', 'utf-8', 'UTF8', 'Utf-8', 'hex', 'HEX', 'base64',
  'BASE64', 'base64url', 'latin1', 'binary', 'BINARY', 'ascii', 'ASCII',
  'utf16le', 'UTF16LE', 'utf-16le', 'ucs2', 'ucs-2', 'UCS-2', 'bogus', '',
  undefined, null, 5];
const decEncodings = ['utf8', 'hex', 'base64', 'base64url', 'latin1', 'ascii',
  'utf16le', 'ucs2', 'binary', 'UTF-8', 'nope', undefined];

const strings = ['', 'hello', 'héllo wörld', '€', '€uro', '😀', 'a😀b',
  '\ud800', '\udc00', 'a\ud800b', '\ud83d', 'x\ude00\ud83d', '\ud83d\ud83d\ude00',
  'ab\u0000cd', '\u00ff\u0100\u0101', '日本語テキスト', '\uffff\ufffe\ufeff',
  '0', 'abc', 'abcd', 'ABCDEF', '0123456789abcdef', 'zz', '12zz34', '1 2', 'aag',
  '\u0161\u0162', 'QQ==', 'QQ', 'QUI=', 'QUJD', 'Q', 'QQ=', 'QQ==QUJD',
  ' Q U J D ', 'QU\nJD', '-_-_', '+/+/', 'a===', '====', 'QUJD====', '\u012bQQ',
  'SGVsbG8gV29ybGQ', 'SGVsbG8gV29ybGQ=', 'SGVs bG8g\tV29y\r\nbGQ=',
  'aGk', 'aGk=', 'aGk==', '=aGk', 'a', 'ab', 'abc=', 'A-B_C+D/', '!@#$',
  'x'.repeat(70), 'é'.repeat(50), '😀'.repeat(30),
  'Zm9v'.repeat(1100), 'ab'.repeat(2100), 'ü'.repeat(2100)];

// Deterministic pseudo-random bytes.
let seed = 12345;
function rand() {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x80000000;
}
function randBytes(n, max = 256) {
  const a = [];
  for (let i = 0; i < n; i++) a.push(Math.floor(rand() * max));
  return a;
}

const byteArrays = [[], [0x41], [0x80], [0xbf], [0xc0, 0x80], [0xc1, 0xbf],
  [0xc2, 0x80], [0xdf, 0xbf], [0xe0, 0x80, 0x80], [0xe0, 0xa0, 0x80],
  [0xed, 0xa0, 0x80], [0xed, 0x9f, 0xbf], [0xee, 0x80, 0x80],
  [0xf0, 0x90, 0x80], [0xf0, 0x90, 0x80, 0x80], [0xf0, 0x80, 0x80, 0x80],
  [0xf4, 0x8f, 0xbf, 0xbf], [0xf4, 0x90, 0x80, 0x80], [0xf5, 0x80],
  [0xff], [0xfe, 0xff], [0xe2, 0x82], [0xe2, 0x82, 0x41], [0xe2, 0x41, 0xac],
  [0xe2, 0x82, 0xac], [0x61, 0xf0, 0x9f, 0x98], [0xf0, 0x9f, 0x98, 0x80, 0x62],
  [0xc3, 0xa9, 0x80, 0x80, 0xc3], [0x00, 0xd8, 0x3d, 0xd8, 0x00, 0xde],
  [0x3d, 0xd8], [0x00, 0xdc, 0x41, 0x00, 0x42]];
for (let i = 0; i < 256; i++) byteArrays.push([i, 0x41, i]);
for (let i = 0; i < 40; i++) byteArrays.push(randBytes(1 + Math.floor(rand() * 12)));
for (let i = 0; i < 20; i++) byteArrays.push(randBytes(5 + Math.floor(rand() * 30), 0x100).map((b) => (b & 0x3f) | 0x80 | (rand() < 0.3 ? 0x40 : 0)));
byteArrays.push(randBytes(5000));

function* cases() {
  const S = String;
  // Buffer.from(string, encoding), byteLength.
  for (const s of strings) {
    for (const enc of encodings) {
      const label = `${JSON.stringify(s.slice(0, 20))}/${S(enc)}`;
      yield [`from ${label}`, ({ buffer: { Buffer } }) => Buffer.from(s, enc)];
      yield [`byteLength ${label}`, ({ buffer: { Buffer } }) => Buffer.byteLength(s, enc)];
      if (s.length < 100) {
        for (const [size, off, len] of [[0, 0, undefined], [3, 1, undefined], [5, 0, 3],
          [8, 2, 5], [10, undefined, undefined], [4, 4, 1], [4, 5, 0], [4, -1, 1], [6, 1.5, 2]]) {
          yield [`write ${label} ${size} ${off} ${len}`, ({ buffer: { Buffer } }) => {
            const b = Buffer.alloc(size, 0xee);
            const n = off === undefined ? b.write(s, enc) :
              len === undefined ? b.write(s, off, enc) : b.write(s, off, len, enc);
            return [n, b];
          }];
        }
        yield [`alloc-fill ${label}`, ({ buffer: { Buffer } }) => Buffer.alloc(11, s, enc)];
        yield [`fill-range ${label}`, ({ buffer: { Buffer } }) => Buffer.alloc(9, 1).fill(s, 2, 7, enc)];
        yield [`indexOf ${label}`, ({ buffer: { Buffer } }) => {
          const hay = Buffer.from('abc héllo €😀 QUJD 0123456789abcdef\u0000zz abc', 'utf8');
          const h2 = Buffer.from('a\u0000b\u0000c\u0000h\u0000', 'latin1');
          return [hay.indexOf(s, enc), hay.lastIndexOf(s, enc), hay.indexOf(s, 3, enc),
            hay.lastIndexOf(s, 10, enc), hay.includes(s, -5, enc), h2.indexOf(s, enc),
            h2.lastIndexOf(s, enc), h2.indexOf(s, 1, enc), h2.lastIndexOf(s, 5, enc)];
        }];
      }
    }
    yield [`write-utf8-methods ${JSON.stringify(s.slice(0, 20))}`, ({ buffer: { Buffer } }) => {
      const out = [];
      for (const m of ['utf8Write', 'latin1Write', 'asciiWrite', 'hexWrite', 'base64Write', 'base64urlWrite', 'ucs2Write']) {
        const b = Buffer.alloc(7, 0xaa);
        try { out.push(b[m](s, 1, 5), b); } catch (e) { out.push(e); }
      }
      return out;
    }];
  }

  // toString over byte arrays.
  for (const bytes of byteArrays) {
    const label = bytes.length > 40 ? `random${bytes.length}` : bytes.join(',');
    for (const enc of decEncodings) {
      yield [`toString ${label} ${S(enc)}`, ({ buffer: { Buffer } }) => Buffer.from(bytes).toString(enc)];
    }
    if (bytes.length < 40) {
      yield [`toString ranges ${label}`, ({ buffer: { Buffer } }) => {
        const b = Buffer.from(bytes);
        const out = [];
        for (const [s, e] of [[1, undefined], [0, 2], [-1, 100], [2, 1], ['1', '3'], [NaN, 2], [1.7, 3.2], [null, null], [undefined, 2]]) {
          out.push(b.toString('hex', s, e), b.toString('utf8', s, e), b.toString('ucs2', s, e));
        }
        out.push(b.toString(), String(b), b.toJSON(), JSON.stringify(b));
        return out;
      }];
      yield [`inspect ${label}`, ({ buffer: { Buffer }, util }) => util.inspect(Buffer.from(bytes))];
      yield [`slices ${label}`, ({ buffer: { Buffer } }) => {
        const b = Buffer.from(bytes);
        const out = [];
        for (const m of ['utf8Slice', 'latin1Slice', 'asciiSlice', 'hexSlice', 'base64Slice', 'base64urlSlice', 'ucs2Slice']) {
          for (const [s, e] of [[], [1], [1, 3], [0, 100], [-1, 2], [3, 1]]) {
            try { out.push(b[m](s, e)); } catch (err) { out.push(err); }
          }
        }
        return out;
      }];
      yield [`isUtf8 ${label}`, ({ buffer }) => [buffer.isUtf8(Buffer.from(bytes)), buffer.isAscii(new Uint8Array(bytes))]];
      yield [`roundtrip ${label}`, ({ buffer: { Buffer } }) => {
        const b = Buffer.from(bytes);
        const out = [];
        for (const enc of ['hex', 'base64', 'base64url', 'latin1', 'utf16le']) {
          out.push(Buffer.from(b.toString(enc), enc));
        }
        out.push(Buffer.from(b.toString('utf8'), 'utf8'));
        return out;
      }];
    }
  }

  // Numbers.
  const readers = ['readUInt8', 'readUInt16LE', 'readUInt16BE', 'readUInt32LE', 'readUInt32BE',
    'readInt8', 'readInt16LE', 'readInt16BE', 'readInt32LE', 'readInt32BE',
    'readFloatLE', 'readFloatBE', 'readDoubleLE', 'readDoubleBE', 'readUint8', 'readUint16LE', 'readUint32BE'];
  const offsets = [undefined, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -1, 1.5, NaN, '1', null, Infinity, -0, 2 ** 33];
  const sample = Buffer.from([0x01, 0x82, 0xff, 0x7f, 0x80, 0x00, 0xfe, 0x3f, 0xf0, 0x00]);
  for (const len of [0, 1, 2, 3, 4, 5, 6, 8, 10]) {
    for (const r of readers) {
      yield [`${r} len${len}`, ({ buffer: { Buffer } }) => {
        const b = Buffer.from(sample.subarray(0, len));
        return offsets.map((o) => { try { return o === undefined ? b[r]() : b[r](o); } catch (e) { return e; } });
      }];
    }
    for (const r of ['readUIntLE', 'readUIntBE', 'readIntLE', 'readIntBE', 'readUintLE', 'readUintBE']) {
      for (const bl of [1, 2, 3, 4, 5, 6, 0, 7, 2.5, '2', undefined, NaN, -1]) {
        yield [`${r} len${len} bl${S(bl)}`, ({ buffer: { Buffer } }) => {
          const b = Buffer.from(sample.subarray(0, len));
          return offsets.map((o) => { try { return b[r](o, bl); } catch (e) { return e; } });
        }];
      }
    }
  }
  const values = [0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769,
    65535, 65536, 2 ** 23, -(2 ** 23), 2 ** 24 - 1, 2 ** 24, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1,
    2 ** 32 - 1, 2 ** 32, 2 ** 39, -(2 ** 39), 2 ** 40 - 1, 2 ** 40, 2 ** 47 - 1, 2 ** 47, -(2 ** 47), -(2 ** 47) - 1,
    2 ** 48 - 1, 2 ** 48, 1.5, -1.5, 0.1, NaN, Infinity, -Infinity, -0, '12', 'abc', null, undefined, true,
    3.4028234663852886e38, 1e-45, 1e300, Number.MAX_VALUE, Number.MIN_VALUE, 123456789.123];
  const writers = ['writeUInt8', 'writeUInt16LE', 'writeUInt16BE', 'writeUInt32LE', 'writeUInt32BE',
    'writeInt8', 'writeInt16LE', 'writeInt16BE', 'writeInt32LE', 'writeInt32BE',
    'writeFloatLE', 'writeFloatBE', 'writeDoubleLE', 'writeDoubleBE', 'writeUint16BE'];
  for (const w of writers) {
    for (const v of values) {
      yield [`${w} ${S(v)}`, ({ buffer: { Buffer } }) => {
        const out = [];
        for (const o of [undefined, 0, 1, 3, 7, -1, 1.5, '0', 9]) {
          const b = Buffer.alloc(9, 0xaa);
          try { out.push(o === undefined ? b[w](v) : b[w](v, o), b); } catch (e) { out.push(e); }
        }
        return out;
      }];
    }
  }
  for (const w of ['writeUIntLE', 'writeUIntBE', 'writeIntLE', 'writeIntBE', 'writeUintLE']) {
    for (const bl of [1, 2, 3, 4, 5, 6, 0, 7, '2', undefined]) {
      for (const v of values) {
        yield [`${w} bl${S(bl)} ${S(v)}`, ({ buffer: { Buffer } }) => {
          const out = [];
          for (const o of [undefined, 0, 1, 3, -1, 1.5]) {
            const b = Buffer.alloc(7, 0xaa);
            try { out.push(b[w](v, o, bl), b); } catch (e) { out.push(e); }
          }
          return out;
        }];
      }
    }
  }
  yield ['float roundtrip', ({ buffer: { Buffer } }) => {
    const b = Buffer.alloc(8);
    const out = [];
    for (const v of [0, -0, 1 / 3, Math.PI, -1e-310, 1e38, 3.5e38, NaN, Infinity, 16777217]) {
      b.writeFloatLE(v, 0); out.push(b.readFloatLE(0), b.readFloatBE(0));
      b.writeDoubleBE(v, 0); out.push(b.readDoubleBE(0), b.readDoubleLE(0));
    }
    return out;
  }];

  // indexOf corner cases.
  const hay = 'abcabcabc';
  const needles = ['', 'a', 'abc', 'bca', 'c', 'abcabcabcx', 97, 98, 353, -159, 256 + 99, 1.7,
    'YWJj', '616263', 'ZZ'];
  const bos = [undefined, 0, 1, 2, 3, 4, 8, 9, 10, 100, -1, -3, -9, -10, -100, 1.5, -1.5, NaN, '', null, [], {}, '2', 2 ** 32, -(2 ** 32), Infinity, -Infinity];
  for (const n of needles) {
    for (const enc of [undefined, 'utf8', 'latin1', 'ucs2', 'hex', 'base64', 'ascii', 'bad']) {
      yield [`indexOf ${S(n)} ${S(enc)}`, ({ buffer: { Buffer } }) => {
        const b = Buffer.from(hay);
        const u = Buffer.from(hay, 'ucs2');
        const out = [];
        for (const bo of bos) {
          // (node hangs searching UTF-16 in a buffer at an odd byteOffset)
          for (const h of enc === 'ucs2' ? [b, u] : [b, u, b.subarray(1)]) {
            try { out.push(h.indexOf(n, bo, enc)); } catch (e) { out.push(e); }
            try { out.push(h.lastIndexOf(n, bo, enc)); } catch (e) { out.push(e); }
            try { out.push(h.includes(n, bo, enc)); } catch (e) { out.push(e); }
          }
        }
        return out;
      }];
    }
  }
  for (const n of [[], [0x61], [0x61, 0x62], [0x62, 0x00], [0x00, 0x62], [0x63, 0x00, 0x61], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]]) {
    for (const enc of [undefined, 'ucs2', 'latin1', 'bad']) {
      yield [`indexOf buf ${n} ${S(enc)}`, ({ buffer: { Buffer } }) => {
        const out = [];
        for (const h of [Buffer.from('abcabc'), Buffer.from('abcabc', 'ucs2'), Buffer.from('abc'), Buffer.from('a\u0000b\u0000c', 'latin1'), Buffer.alloc(0)]) {
          for (const bo of bos) {
            try { out.push(h.indexOf(Buffer.from(n), bo, enc), h.lastIndexOf(new Uint8Array(n), bo, enc)); } catch (e) { out.push(e); }
          }
        }
        return out;
      }];
    }
  }
  yield ['indexOf bad needles', ({ buffer: { Buffer } }) => {
    const b = Buffer.from('abc');
    return [{}, null, undefined, true, new Uint16Array(2), [97]].map((n) => { try { return b.indexOf(n); } catch (e) { return e; } });
  }];

  // Construction.
  yield ['from variants', ({ buffer: { Buffer } }) => {
    const ab = new ArrayBuffer(8);
    new Uint8Array(ab).set([1, 2, 3, 4, 5, 6, 7, 8]);
    const out = [];
    const args = [
      [[1, 2, 3]], [[256, -1, 1.5, '7', 'x', null]], [{ length: 3, 0: 1, 2: 9 }], [{ length: 'x' }],
      [{ length: -1 }], [{ length: 2.5, 0: 1, 1: 2, 2: 3 }], [{ length: NaN }],
      [{ type: 'Buffer', data: [1, 2, 3] }], [{ type: 'Buffer', data: 'x' }],
      [new Uint16Array([0x102, 0x304])], [new Float64Array([1.5, -1])], [Buffer.from('xyz')],
      [ab], [ab, 2], [ab, 2, 3], [ab, '2', '3'], [ab, 8], [ab, 9], [ab, 2, 7], [ab, -1], [ab, NaN, NaN], [ab, 1, -5],
      [new String('hey')], [new String('aGV5'), 'base64'], [{ valueOf() { return 'vo'; } }],
      [{ valueOf() { return [7, 8]; } }], [{ [Symbol.toPrimitive]() { return 'tp'; } }, 'latin1'],
      [{ [Symbol.toPrimitive]() { return 5; } }], [5], [null], [undefined], [true], [Symbol('s')], [() => 1],
      ['x', 'bogus'], ['', 'bogus'], ['abc', 5], [{}], [new DataView(ab)], [[]],
    ];
    for (const a of args) {
      try { out.push(Buffer.from(...a)); } catch (e) { out.push(e); }
    }
    const shared = Buffer.from(ab, 2, 3);
    shared[0] = 99;
    out.push(new Uint8Array(ab)[2], shared.buffer === ab, shared.byteOffset);
    const copy = Buffer.from(shared);
    copy[0] = 1;
    out.push(shared[0]);
    out.push(Buffer.of(1, 2, 300), Buffer.of());
    try { out.push(Buffer.copyBytesFrom(new Uint16Array([1, 2, 3]), 1, 1)); } catch (e) { out.push(e); }
    try { out.push(Buffer.copyBytesFrom(new Uint16Array([1, 2, 3]), 1)); } catch (e) { out.push(e); }
    try { out.push(Buffer.copyBytesFrom([1])); } catch (e) { out.push(e); }
    try { out.push(Buffer.copyBytesFrom(new Uint8Array(3), -1)); } catch (e) { out.push(e); }
    return out;
  }];
  yield ['alloc variants', ({ buffer: { Buffer, SlowBuffer } }) => {
    const out = [];
    for (const a of [[0], [3], [3, 1], [3, 'ab'], [5, 'ab', 'hex'], [5, 'abcd', 'hex'], [4, 'zz', 'hex'],
      [4, '', 'utf8'], [4, 'a', 'bogus'], [4, 'a', 5], [3, 257], [3, -1], [3, 1.5], [3, true], [3, {}],
      [3, Buffer.from('xy')], [3, Buffer.alloc(0)], [3, new Uint16Array([0x4142])], [-1], ['3'], [NaN],
      [1.5], [2 ** 33], [Infinity], [4, 'é', 'latin1'], [4, 'é'], [4, 'ā', 'latin1'], [4, 'ab', 'ucs2'],
      [5, '😀'], [2, '😀'], [6, 'QUJD', 'base64'], [5, 'aGk', 'base64url']]) {
      try { out.push(Buffer.alloc(...a)); } catch (e) { out.push(e); }
    }
    for (const a of [[0], [3], [-1], ['1'], [NaN]]) {
      try { out.push(Buffer.allocUnsafe(...a).length); } catch (e) { out.push(e); }
      try { out.push(Buffer.allocUnsafeSlow(...a).length); } catch (e) { out.push(e); }
      try { out.push(SlowBuffer(...a).length); } catch (e) { out.push(e); }
    }
    try { out.push(Buffer(3)); } catch (e) { out.push(e); }
    try { out.push(Buffer(3, 'utf8')); } catch (e) { out.push(e); }
    try { out.push(new Buffer('abc', 'latin1')); } catch (e) { out.push(e); }
    return out;
  }];
  yield ['statics', ({ buffer }) => {
    const { Buffer } = buffer;
    const out = [];
    for (const e of ['utf8', 'UTF-8', 'hex', 'Hex', 'base64url', 'binary', 'ucs-2', 'UCS2', 'utf-16le', 'latin-1', '', 'buffer', 5, null, undefined, {}, 'raw', 'utf16']) {
      out.push(Buffer.isEncoding(e));
    }
    for (const v of [Buffer.alloc(1), new Uint8Array(1), {}, null, 'x']) out.push(Buffer.isBuffer(v));
    for (const v of [new ArrayBuffer(7), new Uint16Array(3), new DataView(new ArrayBuffer(5)), 5, {}, null]) {
      try { out.push(Buffer.byteLength(v)); } catch (e) { out.push(e); }
    }
    out.push(Buffer.poolSize, buffer.kMaxLength, buffer.kStringMaxLength, buffer.constants, buffer.INSPECT_MAX_BYTES);
    out.push(Object.getPrototypeOf(Buffer.prototype) === Uint8Array.prototype, Object.getPrototypeOf(Buffer) === Uint8Array);
    out.push(Buffer.alloc(2) instanceof Uint8Array, Buffer.alloc(2) instanceof Buffer, Buffer.alloc(2).constructor.name);
    out.push(Buffer[Symbol.species].name, Buffer.name, Buffer.from.name, Buffer.prototype.readUInt8.name);
    out.push(Buffer.alloc(3).map((x, i) => i + 1), Buffer.alloc(3).subarray(1), Buffer.from('abc').filter((x) => x > 97));
    out.push(Buffer.from('abc').parent === Buffer.from('abc').buffer, Buffer.alloc(5000).offset);
    return out;
  }];
  yield ['concat', ({ buffer: { Buffer } }) => {
    const out = [];
    const a = Buffer.from('ab');
    const b = new Uint8Array([1, 2, 3]);
    for (const args of [[[a, b]], [[]], [[a]], [[a, b], 2], [[a, b], 10], [[a, b], 0], [[a, 'x']],
      ['x'], [[a], -1], [[a], 1.5], [[a], '3'], [[a, {}]], [[{ length: 2 }, a]], [[a, Buffer.alloc(0), a]]]) {
      try { out.push(Buffer.concat(...args)); } catch (e) { out.push(e); }
    }
    return out;
  }];
  yield ['compare equals', ({ buffer: { Buffer } }) => {
    const out = [];
    const bufs = [Buffer.from(''), Buffer.from('a'), Buffer.from('ab'), Buffer.from('abc'), Buffer.from('b'), new Uint8Array([97, 98])];
    for (const x of bufs) for (const y of bufs) {
      out.push(Buffer.compare(x, y));
      if (x instanceof Buffer) out.push(x.equals(y), x.compare(y));
    }
    for (const bad of [[1], 'a', null, new Uint16Array(1)]) {
      try { out.push(Buffer.compare(bad, bufs[0])); } catch (e) { out.push(e); }
      try { out.push(Buffer.compare(bufs[0], bad)); } catch (e) { out.push(e); }
      try { out.push(bufs[1].equals(bad)); } catch (e) { out.push(e); }
      try { out.push(bufs[1].compare(bad)); } catch (e) { out.push(e); }
    }
    const s = Buffer.from('abcdef');
    const t = Buffer.from('bcdxyz');
    for (const args of [[0], [0, 3], [0, 3, 1], [0, 3, 1, 4], [1, 3, 2, 4], [undefined, undefined, 1, 3],
      [-1], [0, 7], [0, 6, 0, 7], [1.5], ['1'], [6], [7, 6], [5, 2], [0, 0, 0, 0], [2, 1, 4, 3], [0, 6, 6, 6], [0, 0, 1], [null]]) {
      try { out.push(s.compare(t, ...args)); } catch (e) { out.push(e); }
    }
    return out;
  }];
  yield ['copy', ({ buffer: { Buffer } }) => {
    const out = [];
    for (const args of [[], [0], [2], [0, 2], [0, 2, 4], [1, 1, 3], [5], [10], [-1], [0, -1], [0, 7], [0, 6],
      [0, 2, 1], [0, 0, -1], [0, 0, 100], ['1', '2', '4'], [1.5, 0.5, 3.9], [NaN, NaN, NaN], [null, null, null], [0, 0, 0]]) {
      const src = Buffer.from('abcdef');
      const dst = Buffer.alloc(5, 0x2e);
      try { out.push(src.copy(dst, ...args), dst); } catch (e) { out.push(e); }
    }
    const over = Buffer.from('0123456789');
    out.push(over.copy(over, 2, 0, 6), over);
    const over2 = Buffer.from('0123456789');
    out.push(over2.copy(over2, 0, 3), over2);
    try { Buffer.from('a').copy([]); } catch (e) { out.push(e); }
    out.push(Buffer.from('abc').copy(new Uint8Array(2)));
    return out;
  }];
  yield ['fill', ({ buffer: { Buffer } }) => {
    const out = [];
    for (const args of [[0], [1, 1], [1, 1, 3], [1, -1], [1, 0, 9], [1, 3, 1], [1, 1.5], [1, '1'], ['ab'], ['ab', 1],
      ['ab', 1, 4], ['ab', 'latin1'], ['ab', 1, 'latin1'], ['6162', 'hex'], ['616', 'hex'], ['zz', 'hex'],
      ['a', 'bogus'], ['a', 0, 5, 5], ['a', 0, 5, null], ['€'], ['€', 'latin1'], ['😀', 'ucs2'], ['', 1],
      [Buffer.from('xyz')], [Buffer.alloc(0)], [new Uint8Array([1, 2])], [true], [null], [undefined], [{}], [257],
      [-2], [2.7], ['QUJD', 'base64'], ['QUJD', 1, 'base64'], ['\ud800'], ['a', undefined, undefined, 'hex'], [1, 0, 6], [1, 6, 6]]) {
      const b = Buffer.alloc(6, 0x2e);
      try { out.push(b.fill(...args) === b, b); } catch (e) { out.push(e); }
    }
    return out;
  }];
  yield ['slice subarray', ({ buffer: { Buffer } }) => {
    const b = Buffer.from('abcdefgh');
    const out = [];
    for (const args of [[], [2], [2, 5], [-3], [-3, -1], [5, 2], [100], [-100], [1.5, 4.5], ['2', '4'], [NaN, 3], [null, 2], [0, NaN], [undefined, -2], [2 ** 40]]) {
      out.push(b.slice(...args), b.subarray(...args));
    }
    const s = b.slice(1, 3);
    s[0] = 0x5a;
    out.push(b, s.byteOffset - b.byteOffset, s.buffer === b.buffer);
    return out;
  }];
  yield ['swap', ({ buffer: { Buffer } }) => {
    const out = [];
    for (const n of [0, 1, 2, 4, 6, 8, 16, 130]) {
      for (const m of ['swap16', 'swap32', 'swap64']) {
        const b = Buffer.alloc(n);
        for (let i = 0; i < n; i++) b[i] = i;
        try { out.push(b[m]() === b, b); } catch (e) { out.push(e); }
      }
    }
    return out;
  }];
  yield ['inspect', ({ buffer, util }) => {
    const { Buffer } = buffer;
    const out = [];
    for (const n of [0, 1, 49, 50, 51, 52, 100]) out.push(util.inspect(Buffer.alloc(n, 0xab)));
    const x = Buffer.from('hi');
    x.prop = { a: 1 };
    Object.defineProperty(x, 'hidden', { value: 1, enumerable: false });
    out.push(util.inspect(x), util.inspect(x, { showHidden: true }), x.inspect());
    const e = Buffer.alloc(0);
    e.q = 'r';
    out.push(util.inspect(e));
    out.push(util.inspect({ a: Buffer.from('xy'), b: [Buffer.alloc(2)] }));
    out.push(util.format('%s|%o|%j', Buffer.from('ab'), Buffer.from('c'), Buffer.from('d')));
    out.push(util.inspect(Buffer.alloc(3), { depth: -1 }));
    out.push(util.inspect(Object.setPrototypeOf(Buffer.from('z'), null)));
    return out;
  }];
  yield ['write args', ({ buffer: { Buffer } }) => {
    const out = [];
    for (const args of [['ab'], ['ab', 1], ['ab', 1, 1], ['ab', 'latin1'], ['ab', 1, 'latin1'], ['ab', 1, 1, 'hex'],
      ['ab', 5], ['ab', 6], ['ab', -1], ['ab', 1.5], ['ab', '1'], ['ab', 0, 10], ['ab', 0, -1], ['ab', 0, 1.5],
      ['ab', 'bogus'], ['ab', 0, 2, 'bogus'], [5], [null, 0], ['ab', undefined, 'hex'], ['ab', null],
      ['6162', 'hex'], ['ab', 0, undefined, 'ucs2'], ['ab', 5, 1, 'ucs2'], ['ab', 4, 'ucs2']]) {
      const b = Buffer.alloc(5, 0x2e);
      try { out.push(b.write(...args), b); } catch (e) { out.push(e); }
    }
    return out;
  }];
  yield ['atob btoa', ({ buffer }) => {
    const out = [];
    for (const s of ['', 'aGk=', 'aGk', 'a', 'ab', 'abc', 'abcd', ' a G k ', 'aGk==', 'a=Gk', 'aG=k', '====', 'a===',
      '\u00ff', 'aGk\n', 'a-_b', 'YQ', 'YQ=', 'YQ==', 'YQ===', undefined, null, 12]) {
      try { out.push(buffer.atob(s)); } catch (e) { out.push(`${e.name} ${e.message} ${e.code}`); }
    }
    for (const s of ['', 'hi', '\u00ff\u0000', 'é', '€', undefined, 5, null]) {
      try { out.push(buffer.btoa(s)); } catch (e) { out.push(`${e.name} ${e.message} ${e.code}`); }
    }
    try { buffer.atob(); } catch (e) { out.push(e); }
    try { buffer.btoa(); } catch (e) { out.push(e); }
    return out;
  }];
  yield ['INSPECT_MAX_BYTES', ({ buffer, util }) => {
    const out = [];
    buffer.INSPECT_MAX_BYTES = 3;
    out.push(util.inspect(buffer.Buffer.from('abcdef')));
    try { buffer.INSPECT_MAX_BYTES = -1; } catch (e) { out.push(e); }
    try { buffer.INSPECT_MAX_BYTES = '1'; } catch (e) { out.push(e); }
    buffer.INSPECT_MAX_BYTES = 50;
    return out;
  }];

  // string_decoder.
  const sdInputs = byteArrays.filter((b) => b.length < 40).slice(0, 120).concat([
    [0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0x61, 0xc3, 0xa9],
    [0x3d, 0xd8, 0x00, 0xde, 0x41, 0x00, 0x3d, 0xd8],
    [0x00, 0xd8, 0x00, 0xdc, 0x00, 0xd8, 0x41],
    [0xf0, 0x9f, 0x98], [0xf0, 0x9f], [0xc3], [0xe2, 0x82, 0xf0, 0x9f, 0x98, 0x80],
    [0x80, 0x80, 0x80, 0x80, 0x80], [0xf8, 0x80, 0x80, 0x80], [0x61, 0x62, 0x63, 0x64, 0x65],
  ]);
  for (const enc of ['utf8', 'utf16le', 'base64', 'base64url', 'hex', 'latin1', 'ascii']) {
    for (const bytes of sdInputs) {
      yield [`StringDecoder ${enc} ${bytes.join(',')}`, ({ string_decoder: { StringDecoder }, buffer: { Buffer } }) => {
        const out = [];
        // Every split into two pieces, then one byte at a time.
        for (let cut = 0; cut <= bytes.length; cut++) {
          const d = new StringDecoder(enc);
          out.push(d.write(Buffer.from(bytes.slice(0, cut))), d.lastNeed, d.lastTotal,
                   d.write(Buffer.from(bytes.slice(cut))), d.lastNeed, d.end());
        }
        const d = new StringDecoder(enc);
        for (let i = 0; i < bytes.length; i++) out.push(d.write(Buffer.from([bytes[i]])), d.lastNeed, d.lastTotal, d.lastChar);
        out.push(d.end(), d.end(Buffer.from(bytes)), d.end());
        return out;
      }];
    }
  }
  yield ['StringDecoder misc', ({ string_decoder: { StringDecoder }, buffer: { Buffer }, util }) => {
    const out = [];
    for (const e of [undefined, 'utf8', 'UTF-8', 'ucs2', 'binary', 'bogus', '', null, 5, 'base64URL']) {
      try { const d = new StringDecoder(e); out.push(d.encoding, util.inspect(d)); } catch (err) { out.push(err); }
    }
    const d = new StringDecoder('utf8');
    for (const v of ['str', new Uint16Array([0xa9c3]), new DataView(new Uint8Array([0xe2, 0x82, 0xac]).buffer), 5, null, [1]]) {
      try { out.push(d.write(v)); } catch (err) { out.push(err); }
    }
    out.push(d.end(), d.text(Buffer.from('abcdef'), 2), d.write(Buffer.from([0xe2])), util.inspect(d), d.end('x'));
    out.push(Object.keys(d), Object.keys(StringDecoder.prototype));
    return out;
  }];
}

module.exports = { cases };
