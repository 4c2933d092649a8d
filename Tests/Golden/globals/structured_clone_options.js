'use strict';
// structuredClone's options as Node checks them: null or undefined options and transfer
// lists are nothing to transfer; a list must be an iterable object.
function attempt(label, fn) {
  try {
    console.log(label, 'ok', fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}
attempt('no arguments', () => structuredClone());
attempt('options null', () => structuredClone(1, null));
attempt('options ""', () => structuredClone(1, ''));
attempt('options 1', () => structuredClone(1, 1));
attempt('transfer undefined', () => structuredClone(2, { transfer: undefined }));
attempt('transfer null', () => structuredClone(2, { transfer: null }));
attempt('transfer 1', () => structuredClone(2, { transfer: 1 }));
attempt('transfer ""', () => structuredClone(2, { transfer: '' }));
attempt('transfer "ab"', () => structuredClone(2, { transfer: 'ab' }));
attempt('transfer {}', () => structuredClone(2, { transfer: {} }));
attempt('transfer []', () => structuredClone(2, { transfer: [] }));
attempt('transfer Set', () => structuredClone(2, { transfer: new Set() }));
const buffer = new ArrayBuffer(4);
attempt('transfer buffer', () => [structuredClone(buffer, { transfer: [buffer] }).byteLength, buffer.byteLength]);
const listed = new ArrayBuffer(4);
attempt('array-like', () => [structuredClone(listed, { transfer: { length: 1, 0: listed } }).byteLength, listed.byteLength]);
attempt('transfer function', () => structuredClone(3, { transfer() {} }));
attempt('iterator not callable', () => structuredClone(3, { transfer: { [Symbol.iterator]: 1 } }));
