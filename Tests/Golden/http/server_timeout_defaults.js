'use strict';
// headersTimeout defaults to a minute or requestTimeout when that is shorter, and may not
// exceed requestTimeout when both are set.
const { createServer } = require('http');

for (const options of [undefined, { requestTimeout: 20000 }, { requestTimeout: 0 }, { headersTimeout: 10000 },
  { requestTimeout: 100000 }, { headersTimeout: 10000, requestTimeout: 10000 }]) {
  const server = createServer(options);
  console.log(JSON.stringify(options), server.headersTimeout, server.requestTimeout);
}
try {
  createServer({ headersTimeout: 10000, requestTimeout: 1000 });
} catch (error) {
  console.log(error.code, error.message);
}
