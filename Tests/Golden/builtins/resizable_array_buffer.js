// Resizable ArrayBuffers (ES2024) as Node 20 has them: resize, length-tracking and
// out-of-bounds typed arrays and DataViews, and methods that measure again after script ran.
'use strict';
const { inspect } = require('util');

function attempt(label, body) {
  try {
    console.log(label, body());
  } catch (error) {
    console.log(label, error.constructor.name, error.message);
  }
}

const buffer = new ArrayBuffer(4, { maxByteLength: 16 });
console.log(buffer.byteLength, buffer.maxByteLength, buffer.resizable);
const fixed = new ArrayBuffer(4);
console.log(fixed.byteLength, fixed.maxByteLength, fixed.resizable);
attempt('fixed resize', () => fixed.resize(2));
attempt('too long', () => buffer.resize(17));
attempt('negative', () => buffer.resize(-1));
attempt('max above byteLength', () => new ArrayBuffer(8, { maxByteLength: 4 }));
attempt('max too large', () => new ArrayBuffer(0, { maxByteLength: 2 ** 40 }));
attempt('huge max reserves nothing', () => new ArrayBuffer(0, { maxByteLength: 2 ** 32 }).maxByteLength);

// A length-tracking view and a fixed-length one over the same buffer.
const tracking = new Uint8Array(buffer);
const window = new Uint16Array(buffer, 2, 1);
tracking.set([1, 2, 3, 4]);
buffer.resize(8);
console.log(inspect(tracking), tracking.length, window.length, window[0]);
console.log(Array.from(tracking), [...tracking.keys()]);
buffer.resize(3);
console.log(tracking.length, window.length, window.byteOffset, window.byteLength, window[0]);
attempt('out of bounds fill', () => window.fill(1));
attempt('out of bounds values', () => window.values());
console.log(Object.keys(window), 0 in window, window[0] = 5, window[0]);
buffer.resize(6);
console.log(window.length, window[0], Array.from(tracking), 'grown bytes are zero');

// Views whose start lies past the buffer's end.
const late = new Uint8Array(buffer, 4);
buffer.resize(2);
console.log(late.length, late.byteOffset, tracking.length);
attempt('late at', () => late.at(0));
buffer.resize(16);
console.log(late.length, late.byteOffset);

// DataViews: a tracking one and a fixed one.
const view = new DataView(buffer, 2);
const fixedView = new DataView(buffer, 0, 4);
view.setUint16(0, 0x1234);
console.log(view.byteLength, fixedView.getUint16(2).toString(16));
buffer.resize(3);
console.log(view.byteLength);
attempt('view past end', () => view.getUint16(0));
attempt('fixed view byteLength', () => fixedView.byteLength);
attempt('fixed view read', () => fixedView.getUint8(0));
buffer.resize(1);
attempt('tracking view byteOffset', () => view.byteOffset);
attempt('view constructor past end', () => new DataView(buffer, 2));
attempt('typed array constructor past end', () => new Uint8Array(buffer, 2));

// A callback that shrinks the buffer: later reads see undefined, the length stays.
buffer.resize(8);
const seen = [];
tracking.fill(7);
tracking.forEach((value, index) => {
  if (index === 1) buffer.resize(3);
  seen.push(value);
});
console.log(seen);
buffer.resize(8);
console.log(tracking.map((value, index) => { if (index === 0) buffer.resize(4); return index; }).length);
buffer.resize(8);
tracking.set([1, 2, 3, 4, 5, 6, 7, 8]);
console.log(tracking.slice(2, { valueOf() { buffer.resize(5); return 7; } }));
buffer.resize(8);
console.log(tracking.includes(undefined, { valueOf() { buffer.resize(2); return 0; } }),
            tracking.indexOf(undefined, { valueOf() { buffer.resize(2); return 0; } }));
buffer.resize(6);
tracking.set([1, 2, 3, 4, 5, 6]);
tracking.copyWithin(0, 2, { valueOf() { buffer.resize(4); return 6; } });
console.log(Array.from(tracking));
buffer.resize(4);
console.log(tracking.join({ toString() { buffer.resize(2); return '-'; } }));

// subarray of a tracking view tracks too, unless given an end.
buffer.resize(8);
const sub = tracking.subarray(2);
const subFixed = tracking.subarray(2, 4);
buffer.resize(12);
console.log(sub.length, subFixed.length);

// A clone of a resizable buffer is resizable too.
const clone = structuredClone(buffer);
console.log(clone.byteLength, clone.maxByteLength, clone.resizable, new Uint8Array(clone)[0] === tracking[0]);

// Transferring a resizable buffer detaches it; the receiver's copy is resizable too.
const { port1, port2 } = new MessageChannel();
port2.once('message', (moved) => {
  console.log(moved.byteLength, moved.maxByteLength, moved.resizable);
  moved.resize(2);
  console.log(moved.byteLength);
  port2.close();
});
port1.postMessage(buffer, [buffer]);
console.log(buffer.byteLength, buffer.maxByteLength, buffer.resizable);
attempt('resize detached', () => buffer.resize(1));
attempt('tracking after detach', () => tracking.length);
attempt('sort after detach', () => tracking.sort());
