'use strict';
// The deprecated `constants` module (graceful-fs and other older packages still require it):
// dlopen flags, errno numbers, priorities, signals and file-system constants in one frozen
// object, in Node's order, OpenSSL's (crypto.constants) last.

const { os, fs } = internalBinding('constants');

// Node's crypto module adds defaultCipherList to the constants its binding shares with this
// module when it loads: the copy holds it only when crypto had loaded first.
const { BuiltinModule } = require('internal/bootstrap/realm');
const cryptoLoaded = BuiltinModule.map.crypto?.loaded === true;
const { defaultCipherList, ...crypto } = require('crypto').constants;
Object.assign(exports, os.dlopen, os.errno, os.priority, os.signals, fs, crypto,
              cryptoLoaded ? { defaultCipherList } : {});
Object.freeze(exports);
