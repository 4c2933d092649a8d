'use strict';

// Node.js 20's `tty`, as far as scripts use it: isatty(fd), and the classes process.stdin
// and process.stdout are instances of on a terminal (Eddy's standard streams are not, so
// `instanceof` checks against them fail; their isTTY, columns and rows are set).

const { codes: { ERR_INVALID_FD } } = require('internal/errors');

function isatty(fd) {
  return Number.isInteger(fd) && fd >= 0 && fd <= 2147483647 && internalBinding('tty').isTTY(fd);
}

class ReadStream {
  constructor(fd) {
    if (!Number.isInteger(fd) || fd < 0) throw new ERR_INVALID_FD(fd);
    this.fd = fd;
    this.isTTY = true;
    this.isRaw = false;
  }

  setRawMode(flag) {
    this.isRaw = Boolean(flag);
    return this;
  }
}

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
