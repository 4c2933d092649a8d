'use strict';

// The streams2-era module name of stream.Readable, kept for old code.

module.exports = require('stream').Readable;
