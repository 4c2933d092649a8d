// The parts of v8 that need V8's heap, profiler or snapshot builder: their shape and
// argument checks as node's. Eddy throws ERR_METHOD_NOT_IMPLEMENTED past the checks where
// node would produce a snapshot, so only what both do is printed here.
const v8 = require('v8');

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

console.log(Object.keys(v8));
for (const name of ['getHeapSnapshot', 'writeHeapSnapshot', 'takeCoverage', 'stopCoverage', 'setHeapSnapshotNearHeapLimit', 'queryObjects']) {
  console.log(name, typeof v8[name], v8[name].length);
}
console.log(v8.takeCoverage(), v8.stopCoverage());
console.log(v8.setHeapSnapshotNearHeapLimit(1));
attempt('limit -1:', () => v8.setHeapSnapshotNearHeapLimit(-1));
attempt("limit 'a':", () => v8.setHeapSnapshotNearHeapLimit('a'));
attempt('writeHeapSnapshot(1):', () => v8.writeHeapSnapshot(1));
attempt('getHeapSnapshot exposeInternals 1:', () => v8.getHeapSnapshot({ exposeInternals: 1 }));
attempt('queryObjects():', () => v8.queryObjects());
attempt("queryObjects format 'x':", () => v8.queryObjects(class A {}, { format: 'x' }));

console.log(Object.keys(v8.promiseHooks), Object.keys(v8.startupSnapshot));
attempt('onInit(1):', () => v8.promiseHooks.onInit(1));
attempt('createHook init 1:', () => v8.promiseHooks.createHook({ init: 1 }));
console.log(v8.startupSnapshot.isBuildingSnapshot());
attempt('addSerializeCallback:', () => v8.startupSnapshot.addSerializeCallback(() => {}));
attempt('addDeserializeCallback:', () => v8.startupSnapshot.addDeserializeCallback(() => {}));
attempt('setDeserializeMainFunction:', () => v8.startupSnapshot.setDeserializeMainFunction(() => {}));

console.log(Object.getOwnPropertyNames(v8.GCProfiler.prototype));
const profiler = new v8.GCProfiler();
console.log(profiler.stop(), profiler.start());
const profile = profiler.stop();
console.log(Object.keys(profile), profile.version, Array.isArray(profile.statistics), profile.endTime >= profile.startTime);
console.log(profiler.stop());
