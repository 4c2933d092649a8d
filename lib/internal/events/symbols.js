'use strict';
// The emitter's private fields, shared with the classes that build their instances as one
// object literal (IncomingMessage, OutgoingMessage: see there why).

module.exports = {
  kCapture: Symbol('kCapture'),
  kShapeMode: Symbol('shapeMode'),
};
