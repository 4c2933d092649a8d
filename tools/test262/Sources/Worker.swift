import Foundation

/// A worker process: reads test paths on stdin, one per line, and answers each with one line
/// `RESULT <path>\t<pass|fail|skip>\t<detail>`. Running tests in workers keeps a crash or a
/// hang in the engine from ending the whole run: the parent sees which test it was on.
enum Worker {
    static func run(options: Options) throws {
        var suite = try Suite(root: options.root, skipsFeatures: options.skipsFeatures)
        while let line = readLine() {
            let path = line.trimmingCharacters(in: .whitespaces)
            if path.isEmpty { continue }
            let (status, detail) = runTest(path, suite: &suite)
            let flatDetail = detail.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
            // Written straight to the pipe, unbuffered: the parent waits for each line.
            FileHandle.standardOutput.write(Data("RESULT \(path)\t\(status)\t\(flatDetail.prefix(300))\n".utf8))
        }
    }

    static func runTest(_ path: String, suite: inout Suite) -> (String, String) {
        let test: TestCase
        do { test = try suite.loadTest(path) } catch { return ("fail", "cannot read: \(error)") }
        if let reason = suite.skipReason(for: test) { return ("skip", reason) }
        for mode in test.modes {
            let source: String
            do { source = try suite.assembledSource(for: test, mode: mode) } catch {
                return ("fail", "cannot assemble: \(error)")
            }
            // The file's own path, so that `import` finds the fixtures beside it.
            let file = suite.root.appendingPathComponent(path).path
            let outcome = test.isModule ? EngineAdapter.runModule(source, path: file) : EngineAdapter.run(source, name: file)
            let (passed, detail) = verdict(for: test, outcome: outcome)
            if !passed { return ("fail", "[\(mode.rawValue)] \(detail)") }
        }
        return ("pass", "")
    }
}
