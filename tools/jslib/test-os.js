'use strict';
const { load } = require('./loader');
const { same, eq, report } = require('./check');
const nodeOs = require('os');
const os = load('os');

for (const fn of ['arch', 'platform', 'type', 'release', 'version', 'machine', 'hostname', 'homedir', 'tmpdir', 'endianness', 'totalmem', 'availableParallelism'])
  same(`${fn}()`, () => os[fn](), () => nodeOs[fn]());
same('`${os.type}`', () => `${os.type}`, () => `${nodeOs.type}`);
eq('EOL', os.EOL, nodeOs.EOL);
eq('devNull', os.devNull, nodeOs.devNull);
eq('constants', os.constants, nodeOs.constants);
eq('cpus length', os.cpus().length, nodeOs.cpus().length);
eq('cpus shape', Object.keys(os.cpus()[0]), Object.keys(nodeOs.cpus()[0]));
eq('cpus times', Object.keys(os.cpus()[0].times), Object.keys(nodeOs.cpus()[0].times));
eq('loadavg', os.loadavg().length, 3);
eq('uptime', typeof os.uptime(), 'number');
eq('freemem', typeof os.freemem(), 'number');
eq('userInfo keys', Object.keys(os.userInfo()), Object.keys(nodeOs.userInfo()));
same('userInfo', () => os.userInfo(), () => nodeOs.userInfo());
eq('keys ⊆ node', Object.keys(os).filter((k) => !(k in nodeOs)), []);
const saved = { ...process.env };
for (const env of [{ TMPDIR: '/x/y/' }, { TMP: '/t/' }, { TEMP: '/' }, { TMPDIR: '' , TMP: 'rel/'}, {}]) {
  delete process.env.TMPDIR; delete process.env.TMP; delete process.env.TEMP;
  Object.assign(process.env, env);
  same(`tmpdir ${JSON.stringify(env)}`, () => os.tmpdir(), () => nodeOs.tmpdir());
}
process.env = saved;
report('os');
