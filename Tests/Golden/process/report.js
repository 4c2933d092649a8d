// process.report: its settings (defaults and validation) and the shape of getReport(),
// which packages read (detect-libc: header.glibcVersionRuntime, sharedObjects).
const report = process.report;
console.log(Object.keys(report));
console.log(report.directory, report.filename, report.compact, report.excludeNetwork, report.signal,
  report.reportOnFatalError, report.reportOnSignal, report.reportOnUncaughtException);
for (const [key, value] of [['compact', 'yes'], ['directory', 1], ['signal', 'SIGNOPE'], ['signal', 3]]) {
  try { report[key] = value; } catch (e) { console.log(key, e.name, e.code, e.message); }
}
report.compact = true;
console.log(report.compact);
report.compact = false;
const r = report.getReport();
console.log(Object.keys(r));
console.log(Object.keys(r.header));
console.log(r.header.event, r.header.trigger, r.header.filename, r.header.processId === process.pid, r.header.nodejsVersion === process.version,
  r.header.cwd === process.cwd(), r.header.arch === process.arch, r.header.platform, /^\d+\.\d+$/.test(r.header.glibcVersionRuntime));
console.log(Array.isArray(r.sharedObjects), r.sharedObjects.some((name) => /libc\.so/.test(name)), r.environmentVariables.HOME === process.env.HOME);
console.log(r.javascriptStack.message, Array.isArray(r.javascriptStack.stack));
const withError = report.getReport(Object.assign(new TypeError('boom'), { code: 'E_X' }));
console.log(withError.javascriptStack.message, withError.javascriptStack.errorProperties);
try { report.getReport('text'); } catch (e) { console.log(e.code, e.message); }
