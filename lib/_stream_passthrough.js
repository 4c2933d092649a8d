'use strict';

// The streams2-era module name of stream.PassThrough, kept for old code.

module.exports = require('stream').PassThrough;
