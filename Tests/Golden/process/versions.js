// process.version and process.versions report the Node release Eddy follows (20), so the
// version checks packages make (yargs, semver.satisfies(process.version, …)) pass.
const [major, minor, patch] = process.versions.node.split('.').map(Number);
console.log(process.version === `v${process.versions.node}`, major, Number.isInteger(minor), Number.isInteger(patch));
console.log(/^v\d+\.\d+\.\d+$/.test(process.version), typeof process.versions.uv, process.versions.modules);
console.log(process.release.name, Object.keys(process.versions).includes('node'));
// The V8 of that release, which packages read to choose code for the engine's features.
console.log(typeof process.versions.v8, /^\d+\.\d+\.\d+\.\d+/.test(process.versions.v8), process.versions.v8.split('.')[0]);
// The compression libraries' versions, as packages print them in diagnostics.
console.log(/^\d+\.\d+\.\d+/.test(process.versions.zlib), /^\d+\.\d+\.\d+$/.test(process.versions.brotli));
