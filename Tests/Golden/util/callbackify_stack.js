// util.callbackify: a promise rejected with a falsy value reaches the callback as Node's
// ERR_FALSY_VALUE_REJECTION, whose stack starts at the tick queue that called back
// (`at process.processTicksAndRejections`), as an error made in any nextTick callback does.
const { callbackify } = require('util');

const callbackified = callbackify(() => Promise.reject(null));
callbackified((error) => {
  console.log(error.code, error.message, error.reason);
  const lines = error.stack.split('\n');
  console.log(/^ {4}at process\.processTicksAndRejections \(node:internal\/process\/task_queues:\d+:\d+\)$/.test(lines[1]));
  process.nextTick(function tick() {
    const frames = new Error('in a tick').stack.split('\n');
    console.log(frames[1].trim().split(' ')[1], frames[2].trim().split(' ')[1]);
  });
});
