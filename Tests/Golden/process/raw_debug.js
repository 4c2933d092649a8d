// process._rawDebug formats its arguments as console.log does and writes them to stderr.
process._rawDebug('raw', 1, { a: [2] }, 'x%sy', 'z');
process._rawDebug('%d items', 3);
console.log('done');
