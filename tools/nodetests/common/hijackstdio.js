'use strict';
// Node's test/common/hijackstdio.js: hands each write to process.stdout/stderr to a
// listener (still writing it), counting writes in `writeTimes`, until restored.

const originalWrites = {};

function hijackStdWritable(name, listener) {
  const stream = process[name];
  const write = originalWrites[name] = stream.write;
  stream.writeTimes = 0;
  stream.write = function(data, callback) {
    try {
      listener(data);
    } catch (error) {
      process.nextTick(() => { throw error; });
    }
    write.call(stream, data, callback);
    stream.writeTimes++;
  };
}

function restoreWritable(name) {
  process[name].write = originalWrites[name];
  delete process[name].writeTimes;
}

module.exports = {
  hijackStdout: hijackStdWritable.bind(null, 'stdout'),
  hijackStderr: hijackStdWritable.bind(null, 'stderr'),
  restoreStdout: restoreWritable.bind(null, 'stdout'),
  restoreStderr: restoreWritable.bind(null, 'stderr'),
};
