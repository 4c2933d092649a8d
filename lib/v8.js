'use strict';
// v8, the parts that do not need V8 itself: heap statistics from Eddy's heap, and
// Serializer/Deserializer in V8's ValueSerializer format (internal/v8/serdes, version 15 as
// Node 20 writes it), with Node's host-object encoding of Buffers and typed arrays in
// DefaultSerializer/DefaultDeserializer, so bytes cross between Eddy and node. What needs
// V8's heap or profiler (heap snapshots, queryObjects, promise hooks) throws
// ERR_METHOD_NOT_IMPLEMENTED; coverage is never being collected, so taking it does nothing.

const { Buffer } = require('buffer');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_METHOD_NOT_IMPLEMENTED, ERR_NOT_BUILDING_SNAPSHOT },
  validateBoolean, validateFunction, validateObject, validateString, validateUint32,
} = require('internal/errors');
const { Serializer, Deserializer } = require('internal/v8/serdes');

const kHeapSizeLimit = 4345298944;

function getHeapStatistics() {
  const { heapTotal, heapUsed, external, rss } = process.memoryUsage();
  return {
    total_heap_size: heapTotal,
    total_heap_size_executable: 0,
    total_physical_size: rss,
    total_available_size: kHeapSizeLimit - heapUsed,
    used_heap_size: heapUsed,
    heap_size_limit: kHeapSizeLimit,
    malloced_memory: 0,
    peak_malloced_memory: 0,
    does_zap_garbage: 0,
    number_of_native_contexts: 1,
    number_of_detached_contexts: 0,
    total_global_handles_size: 0,
    used_global_handles_size: 0,
    external_memory: external,
  };
}

// Eddy's heap is one space.
function getHeapSpaceStatistics() {
  const { heapTotal, heapUsed } = process.memoryUsage();
  return [{
    space_name: 'old_space',
    space_size: heapTotal,
    space_used_size: heapUsed,
    space_available_size: heapTotal - heapUsed,
    physical_space_size: heapTotal,
  }];
}

function getHeapCodeStatistics() {
  return { code_and_metadata_size: 0, bytecode_and_metadata_size: 0, external_script_source_size: 0, cpu_profiler_metadata_size: 0 };
}

function setFlagsFromString(flags) {
  validateString(flags, 'flags');
}

// --- Serialization ---------------------------------------------------------------------

// Node's numbering of array buffer views in its host objects; 10 is Buffer.
const viewTypes = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
  Float32Array, Float64Array, DataView, Buffer, BigInt64Array, BigUint64Array];
const kBufferIndex = 10;

function viewTypeIndex(view) {
  const tag = Object.prototype.toString.call(view);
  return viewTypes.findIndex((type, index) => index !== kBufferIndex && tag === `[object ${type.name}]`);
}

// Writes Buffers and typed arrays as host objects (type index, byte length, the bytes)
// rather than with their whole ArrayBuffer: a Buffer's pool may hold other data.
class DefaultSerializer extends Serializer {
  constructor() {
    super();
    this._setTreatArrayBufferViewsAsHostObjects(true);
  }

  _writeHostObject(abView) {
    let index = kBufferIndex;
    if (abView.constructor !== Buffer) {
      index = viewTypeIndex(abView);
      if (index === -1) {
        throw new this._getDataCloneError(`Unserializable host object: ${require('internal/util/inspect').inspect(abView)}`);
      }
    }
    this.writeUint32(index);
    this.writeUint32(abView.byteLength);
    this.writeRawBytes(new Uint8Array(abView.buffer, abView.byteOffset, abView.byteLength));
  }
}

// Reads DefaultSerializer's host objects: the view shares the input's memory when it is
// aligned for the type, and is made on a copy when not.
class DefaultDeserializer extends Deserializer {
  _readHostObject() {
    const Type = viewTypes[this.readUint32()];
    const byteLength = this.readUint32();
    const byteOffset = this._readRawBytes(byteLength);
    const elementSize = Type.BYTES_PER_ELEMENT || 1;
    const offset = this.buffer.byteOffset + byteOffset;
    if (offset % elementSize === 0) {
      return Type === Buffer ? Buffer.from(this.buffer.buffer, offset, byteLength) :
        new Type(this.buffer.buffer, offset, byteLength / elementSize);
    }
    const copy = Buffer.allocUnsafe(byteLength);
    copy.set(new Uint8Array(this.buffer.buffer, offset, byteLength));
    return new Type(copy.buffer, copy.byteOffset, byteLength / elementSize);
  }
}

function serialize(value) {
  const serializer = new DefaultSerializer();
  serializer.writeHeader();
  serializer.writeValue(value);
  return serializer.releaseBuffer();
}

function deserialize(buffer) {
  const deserializer = new DefaultDeserializer(buffer);
  deserializer.readHeader();
  return deserializer.readValue();
}

function cachedDataVersionTag() {
  return 2208153205;
}

// --- What needs V8 -------------------------------------------------------------------

function validateHeapSnapshotOptions(options) {
  if (options === undefined) return;
  validateObject(options, 'options');
  const { exposeInternals = false, exposeNumericValues = false } = options;
  validateBoolean(exposeInternals, 'options.exposeInternals');
  validateBoolean(exposeNumericValues, 'options.exposeNumericValues');
}

function getHeapSnapshot(options) {
  validateHeapSnapshotOptions(options);
  throw new ERR_METHOD_NOT_IMPLEMENTED('getHeapSnapshot');
}

function writeHeapSnapshot(path, options) {
  if (path !== undefined && typeof path !== 'string' && !Buffer.isBuffer(path) && !(path instanceof URL)) {
    throw new ERR_INVALID_ARG_TYPE('path', ['string', 'Buffer', 'URL'], path);
  }
  validateHeapSnapshotOptions(options);
  throw new ERR_METHOD_NOT_IMPLEMENTED('writeHeapSnapshot');
}

// A snapshot is written only when the heap nears its limit, which Eddy never does as V8
// does; the setting is checked and kept for nothing.
function setHeapSnapshotNearHeapLimit(limit) {
  validateUint32(limit, 'limit', true);
}

function queryObjects(constructor, options = {}) {
  validateFunction(constructor, 'constructor');
  validateObject(options, 'options');
  const { format = 'count' } = options;
  if (format !== 'count' && format !== 'summary') throw new ERR_INVALID_ARG_VALUE('options.format', format);
  throw new ERR_METHOD_NOT_IMPLEMENTED('queryObjects');
}

// Coverage is collected only under NODE_V8_COVERAGE, which Eddy does not support.
function takeCoverage() {}
function stopCoverage() {}

// Collects the garbage-collection events of V8's tracer; Eddy's collector reports none, so
// a profile holds its times and no statistics.
class GCProfiler {
  #startTime = undefined;

  start() {
    if (this.#startTime === undefined) this.#startTime = Date.now();
  }

  stop() {
    if (this.#startTime === undefined) return undefined;
    const profile = { version: 1, startTime: this.#startTime, statistics: [], endTime: Date.now() };
    this.#startTime = undefined;
    return profile;
  }
}

// Eddy's promises have no hooks to call these from.
function promiseHook(method, argumentName) {
  return (hook) => {
    validateFunction(hook, argumentName);
    throw new ERR_METHOD_NOT_IMPLEMENTED(`promiseHooks.${method}`);
  };
}

const promiseHooks = {
  createHook({ init, before, after, settled } = {}) {
    for (const [hook, name] of [[init, 'initHook'], [before, 'beforeHook'], [after, 'afterHook'], [settled, 'settledHook']]) {
      if (hook !== undefined) validateFunction(hook, name);
    }
    throw new ERR_METHOD_NOT_IMPLEMENTED('promiseHooks.createHook');
  },
  onInit: promiseHook('onInit', 'initHook'),
  onBefore: promiseHook('onBefore', 'beforeHook'),
  onAfter: promiseHook('onAfter', 'afterHook'),
  onSettled: promiseHook('onSettled', 'settledHook'),
};

// Eddy never builds a startup snapshot.
function notBuildingSnapshot() {
  throw new ERR_NOT_BUILDING_SNAPSHOT();
}

const startupSnapshot = {
  addDeserializeCallback: function addDeserializeCallback() { notBuildingSnapshot(); },
  addSerializeCallback: function addSerializeCallback() { notBuildingSnapshot(); },
  setDeserializeMainFunction: function setDeserializeMainFunction() { notBuildingSnapshot(); },
  // Node answers its flag's number, not a boolean.
  isBuildingSnapshot: function isBuildingSnapshot() { return 0; },
};

module.exports = {
  cachedDataVersionTag,
  getHeapSnapshot,
  getHeapStatistics,
  getHeapSpaceStatistics,
  getHeapCodeStatistics,
  setFlagsFromString,
  Serializer,
  Deserializer,
  DefaultSerializer,
  DefaultDeserializer,
  deserialize,
  takeCoverage,
  stopCoverage,
  serialize,
  writeHeapSnapshot,
  promiseHooks,
  queryObjects,
  startupSnapshot,
  setHeapSnapshotNearHeapLimit,
  GCProfiler,
};
