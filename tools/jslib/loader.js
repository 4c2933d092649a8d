'use strict';
// Loads Eddy's lib/*.js under node with the same wrapper contract Eddy uses:
//   function (exports, require, module, process, internalBinding)
// Built-in ids resolve to lib/<id>.js; the os/constants bindings are faked
// from node's own os module so results can be compared with node.

const fs = require('fs');
const path = require('path');
const nodeOs = require('os');

const libDir = path.join(__dirname, '..', '..', 'lib');
const cache = new Map();

const bindings = {
  os: {
    getHostname: () => nodeOs.hostname(),
    getOSInformation: () => {
      const u = [nodeOs.type(), nodeOs.version(), nodeOs.release(), nodeOs.machine()];
      return u;
    },
    getHomeDirectory: () => nodeOs.homedir(),
    getUptime: () => nodeOs.uptime(),
    getTotalMem: () => nodeOs.totalmem(),
    getFreeMem: () => nodeOs.freemem(),
    getCPUCount: () => nodeOs.cpus().length,
    getLoadAvg: () => nodeOs.loadavg(),
  },
  constants: { os: nodeOs.constants },
};

function internalBinding(name) {
  if (!(name in bindings)) throw new Error(`No such binding: ${name}`);
  return bindings[name];
}

function load(id) {
  if (cache.has(id)) return cache.get(id).exports;
  const file = path.join(libDir, id + '.js');
  if (!fs.existsSync(file)) throw new Error(`Cannot find built-in module '${id}'`);
  const src = fs.readFileSync(file, 'utf8');
  const fn = new Function('exports', 'require', 'module', 'process', 'internalBinding', src);
  const module = { exports: {}, id };
  cache.set(id, module);
  fn.call(module.exports, module.exports, load, module, process, internalBinding);
  return module.exports;
}

module.exports = { load, internalBinding, bindings };
