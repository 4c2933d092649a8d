'use strict';

// Pieces of lib/buffer.js that other built-in modules share (FastBuffer,
// the encoding tables and the JavaScript codecs).  lib/buffer.js fills this
// object in when it loads; require('buffer') before using it.
module.exports = {};
