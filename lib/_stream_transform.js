'use strict';

// The streams2-era module name of stream.Transform, kept for old code.

module.exports = require('stream').Transform;
