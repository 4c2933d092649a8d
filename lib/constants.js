'use strict';
// The deprecated `constants` module (graceful-fs and other older packages still require it):
// dlopen flags, errno numbers, priorities, signals and file-system constants in one frozen
// object, in Node's order. Node adds OpenSSL's constants last; Eddy has no OpenSSL.

const { os, fs } = internalBinding('constants');

Object.assign(exports, os.dlopen, os.errno, os.priority, os.signals, fs);
Object.freeze(exports);
