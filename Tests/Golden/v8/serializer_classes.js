// v8.Serializer/Deserializer and the Default* subclasses: the raw writers and readers, host
// objects, transferred ArrayBuffers, views on shared and resizable buffers, errors with
// causes, the delegate hooks and V8's failures. Bytes are compared in hex with node's.
const v8 = require('v8');

const hex = (bytes) => Buffer.from(bytes).toString('hex');
function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}
function serialize(value, viewsAsHostObjects = false) {
  const serializer = new v8.Serializer();
  if (viewsAsHostObjects) serializer._setTreatArrayBufferViewsAsHostObjects(true);
  serializer.writeHeader();
  try {
    serializer.writeValue(value);
    return hex(serializer.releaseBuffer());
  } catch (error) {
    return `${error.name}: ${error.message}`;
  }
}

console.log(Object.getOwnPropertyNames(v8.Serializer.prototype));
console.log(Object.getOwnPropertyNames(v8.Deserializer.prototype));
console.log(Object.getOwnPropertyNames(v8.DefaultSerializer.prototype), Object.getOwnPropertyNames(v8.DefaultDeserializer.prototype));

// The raw writers, then their readers.
const raw = new v8.Serializer();
console.log(raw.writeHeader(), raw.writeValue('x'));
raw.writeUint32(300);
raw.writeUint32(-1);
raw.writeUint64(2 ** 32, -1);
raw.writeUint64(1, 2);
raw.writeDouble('1.5');
raw.writeRawBytes(Buffer.from('hi'));
const rawBytes = raw.releaseBuffer();
console.log(hex(rawBytes), hex(raw.releaseBuffer()));
const reader = new v8.Deserializer(rawBytes);
console.log(reader.getWireFormatVersion(), reader.readHeader(), reader.getWireFormatVersion(), reader.readValue());
console.log(reader.readUint32(), reader.readUint32(), reader.readUint64(), reader.readUint64(), reader.readDouble());
console.log(reader.readRawBytes(2), reader.buffer === rawBytes);
attempt('past the end, uint32:', () => reader.readUint32());
attempt('past the end, uint64:', () => reader.readUint64());
attempt('past the end, double:', () => reader.readDouble());
attempt('past the end, raw:', () => reader.readRawBytes(1));
console.log(new v8.Deserializer(Buffer.from('ffffffffff0f', 'hex')).readUint32());
console.log(new v8.Deserializer(Buffer.from('ffffffffffffffffff01', 'hex')).readUint64());

// Typed arrays: V8's own encoding (the buffer, then a view) or host objects.
const u16 = new Uint16Array([1, 2, 3, 4]);
console.log(serialize(new Uint8Array([1, 2, 3])), serialize([u16.subarray(1), u16]));
console.log(serialize(new DataView(new ArrayBuffer(4), 1, 2)), serialize(new Uint8Array(2), true));
for (const Type of [Int8Array, Uint8ClampedArray, Int16Array, Int32Array, Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array]) {
  console.log(Type.name, serialize(new Type(1)), hex(v8.serialize(new Type(1))));
}
const resizable = new ArrayBuffer(2, { maxByteLength: 8 });
console.log(serialize(resizable), serialize(new Uint8Array(resizable)), serialize(new Uint8Array(resizable, 0, 1)));
const tracking = v8.deserialize(Buffer.from(serialize(new Uint8Array(resizable)), 'hex'));
tracking.buffer.resize(4);
console.log(tracking.length, tracking.buffer.maxByteLength);
const views = new v8.Deserializer(Buffer.from(serialize([u16.subarray(1), u16]), 'hex'));
views.readHeader();
const [part, whole] = views.readValue();
console.log(part, whole, part.buffer === whole.buffer);

// Transferred buffers are written by id and read back as the buffer given for it.
const transferred = new ArrayBuffer(4);
const sender = new v8.Serializer();
sender.writeHeader();
sender.transferArrayBuffer(7, transferred);
sender.writeValue({ a: transferred, b: new Uint8Array(transferred, 1, 2) });
const transferBytes = sender.releaseBuffer();
console.log(hex(transferBytes));
const receiver = new v8.Deserializer(transferBytes);
const target = new ArrayBuffer(4);
receiver.transferArrayBuffer(7, target);
receiver.readHeader();
const received = receiver.readValue();
console.log(received.a === target, received.b.buffer === target, received.b.byteOffset);
const unknown = new v8.Deserializer(Buffer.from('ff0f740700', 'hex'));
unknown.readHeader();
attempt('unknown transfer id:', () => unknown.readValue());

// Errors: the prototype by name, message, cause, stack.
const withCause = new TypeError('bad', { cause: 5 });
withCause.stack = 'S';
const renamed = new TypeError('hi');
renamed.name = 'Foo';
renamed.stack = 'S';
class MyRange extends RangeError {}
const subclassed = new MyRange('m');
subclassed.stack = undefined;
for (const error of [withCause, renamed, subclassed]) console.log(hex(v8.serialize(error)));
const copy = v8.deserialize(v8.serialize(withCause));
console.log(Object.getOwnPropertyNames(copy), copy instanceof TypeError, copy.message, copy.cause, copy.stack);
console.log(Object.getOwnPropertyDescriptor(copy, 'cause'));
const bare = v8.deserialize(Buffer.from('ff0f72522e', 'hex'));
console.log(Object.getOwnPropertyNames(bare), bare instanceof RangeError, JSON.stringify(bare.message));

// The delegate hooks.
class LoudSerializer extends v8.Serializer {
  _getDataCloneError(message) {
    return new RangeError(`custom: ${message}`);
  }
}
attempt('custom clone error:', () => new LoudSerializer().writeValue(() => 1));
class PointSerializer extends v8.Serializer {
  _writeHostObject(view) {
    this.writeUint32(view.length);
  }
}
const points = new PointSerializer();
points._setTreatArrayBufferViewsAsHostObjects(true);
points.writeHeader();
points.writeValue([new Uint8Array(3), new Uint8Array(5)]);
const pointBytes = points.releaseBuffer();
console.log(hex(pointBytes));
class PointDeserializer extends v8.Deserializer {
  _readHostObject() {
    return { length: this.readUint32() };
  }
}
const pointReader = new PointDeserializer(pointBytes);
pointReader.readHeader();
console.log(pointReader.readValue());
class BadHost extends v8.Deserializer {
  _readHostObject() {
    return 5;
  }
}
const badHost = new BadHost(Buffer.from('ff0f5c', 'hex'));
badHost.readHeader();
attempt('host object not an object:', () => badHost.readValue());
const noHost = new v8.Deserializer(Buffer.from('ff0f5c0a026162', 'hex'));
noHost.readHeader();
attempt('no _readHostObject:', () => noHost.readValue());

// DefaultSerializer's host objects, and DefaultDeserializer's views over the input.
console.log(hex(v8.serialize(Buffer.from('ab'))), hex(v8.serialize(new Float32Array([1.5]))));
const input = Buffer.from('ff0f5c0b0800000000000000ff', 'hex');
const fromInput = v8.deserialize(input);
console.log(fromInput, fromInput.constructor.name);
const unaligned = v8.deserialize(Buffer.from('ff0f5c0702414243', 'hex'));
console.log(unaligned, unaligned.constructor.name);
const shares = new v8.DefaultDeserializer(Buffer.from('ff0f5c01020102', 'hex'));
shares.readHeader();
const sharing = shares.readValue();
console.log(sharing, sharing.buffer === shares.buffer.buffer);

// What V8 refuses.
attempt('function:', () => new v8.Serializer().writeValue(() => 1));
attempt('symbol:', () => new v8.Serializer().writeValue(Symbol('s')));
attempt('WeakMap:', () => new v8.Serializer().writeValue(new WeakMap()));
attempt('proxy:', () => new v8.Serializer().writeValue(new Proxy({}, {})));
attempt('SharedArrayBuffer:', () => new v8.Serializer().writeValue(new SharedArrayBuffer(2)));
attempt('view as host object without a writer:', () => serialize(new Uint8Array(2), true));
attempt('writeRawBytes string:', () => new v8.Serializer().writeRawBytes('x'));
attempt('transfer a string:', () => new v8.Serializer().transferArrayBuffer(1, 'x'));
attempt('transfer a SharedArrayBuffer:', () => new v8.Serializer().transferArrayBuffer(1, new SharedArrayBuffer(1)));
attempt('deserializer transfer a string:', () => new v8.Deserializer(Buffer.alloc(1)).transferArrayBuffer(1, 'x'));
attempt('no buffer:', () => new v8.Deserializer());
attempt('deserialize a string:', () => v8.deserialize('x'));
for (const header of ['4902', 'ff0d4902', 'ff0c4902', 'ff104902', 'ff0f', 'ff', '', 'ff0f00004902', 'ff0f72', 'ff0f7246490a2e', 'ff0f72632201782e']) {
  attempt(`header ${header}:`, () => {
    const deserializer = new v8.Deserializer(Buffer.from(header, 'hex'));
    return [deserializer.readHeader(), deserializer.getWireFormatVersion(), deserializer.readValue()];
  });
}
