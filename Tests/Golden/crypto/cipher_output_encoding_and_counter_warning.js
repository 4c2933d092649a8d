'use strict';
// A cipher's text output keeps the encoding it started with (another one is Node's internal
// assertion, an unknown one ERR_UNKNOWN_ENCODING), and the deprecated password-based
// createCipher warns for counter modes, on encryption only; a throwing process.emitWarning
// reaches the caller.
const crypto = require('crypto');
process.on('warning', (warning) => {
  if (warning.name !== 'DeprecationWarning') console.log('warning', warning.name, warning.message);
});
const make = () => crypto.createCipheriv('aes-256-cbc', Buffer.alloc(32, 1), Buffer.alloc(16, 2));
function attempt(label, fn) {
  try {
    console.log(label, 'ok', fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message.split('\n')[0]);
  }
}
let cipher = make();
attempt('utf8 then hex', () => { cipher.update('test', 'utf8', 'hex'); return cipher.update('abc', 'utf8', 'hex'); });
attempt('then base64', () => cipher.update('abc', 'utf8', 'base64'));
attempt('final latin1', () => cipher.final('latin1'));
cipher = make();
cipher.update('test', 'utf8', 'utf-8');
attempt('utf-8 then utf8', () => typeof cipher.update('abc', 'utf8', 'utf8'));
attempt('final bad', () => cipher.final('bad2'));
attempt('update bad', () => make().update('test', 'utf8', 'bad3'));
attempt('buffer output', () => make().update('test', 'utf8', 'buffer').length);
attempt('null output', () => Buffer.isBuffer(make().update('test', 'utf8', null)));
attempt('decipher gcm', () => typeof crypto.createDecipher('aes-256-gcm', 'key'));
attempt('cipher gcm', () => typeof crypto.createCipher('aes-256-gcm', 'key'));
attempt('cipher ctr', () => typeof crypto.createCipher('aes-128-ctr', 'key'));
attempt('cipher cbc', () => typeof crypto.createCipher('aes-128-cbc', 'key'));
const emitWarning = process.emitWarning;
process.emitWarning = () => { throw new Error('from emitWarning'); };
attempt('throwing emitWarning', () => crypto.createCipher('aes-256-gcm', 'key'));
process.emitWarning = emitWarning;
