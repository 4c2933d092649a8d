'use strict';

// The old name of JSStreamSocket (a socket handle over any Duplex), deprecated as in Node.

module.exports = require('internal/js_stream_socket');
process.emitWarning('The _stream_wrap module is deprecated.', 'DeprecationWarning', 'DEP0125');
