'use strict';
// The emitter's private fields, shared with the classes that build their instances as one
// object literal (IncomingMessage, OutgoingMessage: see there why), and an EventTarget's
// listener limit, which events.setMaxListeners sets (exported by events, as Node does).

module.exports = {
  kCapture: Symbol('kCapture'),
  kShapeMode: Symbol('shapeMode'),
  kMaxEventTargetListeners: Symbol('events.maxEventTargetListeners'),
  kMaxEventTargetListenersWarned: Symbol('events.maxEventTargetListenersWarned'),
};
