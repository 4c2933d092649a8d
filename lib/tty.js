'use strict';

// Node.js 20's `tty`, as far as scripts use it: isatty(fd), ReadStream (process.stdin on a
// terminal is one) and WriteStream (Eddy's process.stdout is not one, so `instanceof`
// checks against it fail; its isTTY, columns and rows are set).

const { codes: { ERR_INVALID_FD } } = require('internal/errors');
const { StandardInput } = require('internal/process/stdin');

function isatty(fd) {
  return Number.isInteger(fd) && fd >= 0 && fd <= 2147483647 && internalBinding('tty').isTTY(fd);
}

// A terminal Readable. Eddy reads only descriptor 0 through libuv (process.stdin is one of
// these on a terminal); another descriptor fails as Node's uv_tty_init failure would.
function ReadStream(fd, options) {
  if (!(this instanceof ReadStream)) return new ReadStream(fd, options);
  if (!Number.isInteger(fd) || fd < 0 || fd > 2147483647) throw new ERR_INVALID_FD(fd);
  if (fd !== 0 || !isatty(fd)) {
    const error = new Error('TTY initialization failed: uv_tty_init returned EINVAL (invalid argument)');
    error.code = 'ERR_TTY_INIT_FAILED';
    error.errno = -22;
    error.syscall = 'uv_tty_init';
    throw error;
  }
  StandardInput.call(this, true);
}
Object.setPrototypeOf(ReadStream.prototype, StandardInput.prototype);
Object.setPrototypeOf(ReadStream, StandardInput);

// Raw mode: bytes arrive as typed, with no line buffering, echo or signal keys (Ctrl-C is
// a byte). A failure is an 'error' event, as Node's.
ReadStream.prototype.setRawMode = function setRawMode(flag) {
  flag = Boolean(flag);
  const status = internalBinding('stdin').setRawMode(flag);
  if (status !== 0) {
    const { errnoException } = require('internal/system_error');
    this.emit('error', errnoException(status, 'setRawMode'));
    return this;
  }
  this.isRaw = flag;
  return this;
};

class WriteStream {
  constructor(fd) {
    if (!Number.isInteger(fd) || fd < 0) throw new ERR_INVALID_FD(fd);
    this.fd = fd;
    this.isTTY = true;
    const size = internalBinding('tty').getWindowSize(fd);
    if (size) {
      this.columns = size[0];
      this.rows = size[1];
    }
  }

  getWindowSize() { return [this.columns, this.rows]; }
  getColorDepth() { return 8; }
  hasColors(count = 16) { return count <= 256; }
}

module.exports = { isatty, ReadStream, WriteStream };
