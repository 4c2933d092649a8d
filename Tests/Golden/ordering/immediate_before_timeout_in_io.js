// Inside an I/O callback, setImmediate fires before setTimeout(fn, 0).
const fs = require('fs');
fs.readFile(__filename, 'utf8', () => {
  setTimeout(() => console.log('timeout'), 0);
  setImmediate(() => console.log('immediate'));
});
