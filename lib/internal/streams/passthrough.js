'use strict';

// PassThrough: a Transform that passes every chunk on as it is.

module.exports = PassThrough;

const Transform = require('internal/streams/transform');

Object.setPrototypeOf(PassThrough.prototype, Transform.prototype);
Object.setPrototypeOf(PassThrough, Transform);

function PassThrough(options) {
  if (!(this instanceof PassThrough)) return new PassThrough(options);
  Transform.call(this, options);
}

PassThrough.prototype._transform = function _transform(chunk, encoding, cb) {
  cb(null, chunk);
};
