'use strict';
// The deprecated `constants` module (graceful-fs and other older packages still require it):
// the errno numbers, signals and file-system constants in one frozen object, as Node's.

const { os, fs } = internalBinding('constants');

Object.assign(exports, os.errno, os.signals, fs);
Object.freeze(exports);
