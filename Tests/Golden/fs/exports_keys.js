// The enumerable names of `fs` (Node 20's 104, among them the legacy FileReadStream and
// FileWriteStream aliases, which are the stream classes).
const fs = require('fs');
const keys = Object.keys(fs);
console.log(keys.length);
console.log(keys.slice().sort().join(' '));
console.log(fs.FileReadStream === fs.ReadStream, fs.FileWriteStream === fs.WriteStream);
