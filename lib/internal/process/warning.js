'use strict';

// Node 20's internal/process/warning.js, the part other modules share: turning a warning
// message into the Error a 'warning' listener receives, and emitting it synchronously
// (util.deprecate's fourth parameter, useEmitSync, asks for that rather than the next tick).

function createWarningObject(warning, type, code, ctor, detail) {
  if (typeof warning !== 'string') return warning;
  const error = new Error(warning);
  error.name = String(type || 'Warning');
  if (code !== undefined) error.code = code;
  if (detail !== undefined) error.detail = detail;
  Error.captureStackTrace(error, ctor || process.emitWarning);
  return error;
}

function emitWarningSync(warning, type, code, ctor) {
  process.emit('warning', createWarningObject(warning, type, code, ctor));
}

module.exports = { createWarningObject, emitWarningSync };
