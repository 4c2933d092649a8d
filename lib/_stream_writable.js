'use strict';

// The streams2-era module name of stream.Writable, kept for old code.

module.exports = require('stream').Writable;
