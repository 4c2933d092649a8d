// fork() with serialization: 'advanced': messages in V8's serialization format (Maps, Sets,
// BigInts, typed arrays and Buffers, Dates, RegExps, errors, undefined, circular
// references survive; functions do not), and a message larger than one read.
const { fork } = require('child_process');
const path = require('path');

const child = fork(path.join(__dirname, 'fixtures', 'advanced_child.js'), { serialization: 'advanced' });
const circular = { name: 'loop' };
circular.self = circular;
const replies = [];
child.on('message', (reply) => {
  replies.push(reply);
  if (replies.length === 1) {
    const { value } = reply;
    console.log(reply.kinds);
    console.log(value.map, value.set, value.big, value.bytes, value.floats, value.date.toISOString(), value.re);
    console.log(value.error instanceof Error, value.error.message, value.missing, 'missing' in value);
    console.log(value.circular.self === value.circular, value.buffer.toString());
    child.send({ large: Buffer.alloc(1024 * 1024, 'x') });
  } else {
    console.log('large', reply.value.large.length, reply.value.large.every((byte) => byte === 120));
    child.send('bye');
  }
});
child.send({
  map: new Map([[1, 'one']]), set: new Set(['a']), big: 2n ** 70n, bytes: new Uint8Array([1, 2, 3]),
  floats: new Float64Array([0.5]), date: new Date(0), re: /x+/gi, error: new RangeError('boom'),
  missing: undefined, circular, buffer: Buffer.from('buffer text'),
});
try {
  child.send({ f() {} });
} catch (err) {
  console.log('function:', err.name);
}
child.on('exit', (code) => console.log('exit', code));
