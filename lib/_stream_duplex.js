'use strict';

// The streams2-era module name of stream.Duplex, kept for old code.

module.exports = require('stream').Duplex;
