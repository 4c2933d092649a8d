import EddyEngine
import Foundation

// eddy-engine-run: the engine's small test entry point. Runs one script in a fresh agent with
// `console.log` and `process.hrtime` (ScriptHost.installConsole), drains the promise jobs, and
// exits 1 with the error's stack on an uncaught exception. The benchmarks use it until the
// runtime host runs scripts through `eddy`.

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: eddy-engine-run script.js\n".utf8))
    exit(2)
}
let path = arguments[1]
guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("eddy-engine-run: cannot read \(path)\n".utf8))
    exit(2)
}
let host = ScriptHost()
host.installConsole()
do {
    try host.evaluate(source, name: path)
    try host.runJobs()
} catch {
    let report = error.stack.isEmpty ? "\(error.name): \(error.message)" : error.stack
    FileHandle.standardError.write(Data("Uncaught \(report)\n".utf8))
    exit(1)
}
