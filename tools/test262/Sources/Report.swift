import Foundation

/// Pass/fail/skip counts per directory and per list, and the final tally line.
struct Report {
    let results: [String: Coordinator.Result]
    let listOfPath: [String: String]

    /// `test/language/expressions/foo.js` is counted under `test/language/expressions`.
    static func directory(of path: String) -> String {
        path.split(separator: "/").prefix(3).joined(separator: "/")
    }

    func print(verbose: Bool) {
        var byDirectory: [String: [String: Int]] = [:]
        for (path, result) in results {
            byDirectory[Self.directory(of: path), default: [:]][result.status, default: 0] += 1
        }
        for directory in byDirectory.keys.sorted() {
            let counts = byDirectory[directory] ?? [:]
            Swift.print(String(format: "%-52@ %6d passed %6d failed %6d skipped",
                               directory as NSString, counts["pass"] ?? 0, counts["fail"] ?? 0, counts["skip"] ?? 0))
        }
        if verbose {
            for (path, result) in results.sorted(by: { $0.key < $1.key }) where result.status == "fail" {
                Swift.print("FAIL \(path): \(result.detail)")
            }
        }
        for list in Set(listOfPath.values).sorted() {
            for scope in ["test/language/", "test/built-ins/"] {
                let inScope = results.filter { listOfPath[$0.key] == list && $0.key.hasPrefix(scope) }
                let passed = inScope.values.filter { $0.status == "pass" }.count
                let failed = inScope.values.filter { $0.status == "fail" }.count
                let run = passed + failed
                let percent = run == 0 ? 0 : 100 * Double(passed) / Double(run)
                Swift.print(String(format: "%@ %@: %d of %d run passed (%.1f%%), %d skipped", list, scope,
                                   passed, run, percent, inScope.count - run))
            }
        }
        let passed = results.values.filter { $0.status == "pass" }.count
        let failed = results.values.filter { $0.status == "fail" }.count
        let skipped = results.values.filter { $0.status == "skip" }.count
        Swift.print("\(passed) passed, \(failed) failed, \(skipped) skipped")
    }
}

/// The committed list of tests known to fail: one path per line, `#` comments.
enum KnownFailures {
    static func read(_ file: URL) throws -> Set<String> {
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        let text = try String(contentsOf: file, encoding: .utf8)
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
    }

    /// Rewrites the list: the failures of this run replace the entries in its scope; entries
    /// outside the tests that ran (a filtered or sampled run) are kept.
    static func write(_ failures: Set<String>, to file: URL, scope: Set<String>) throws {
        let kept = try read(file).subtracting(scope)
        let lines = ["# test262 tests known to fail; tools/test262 fails CI on any failure not listed here.",
                     "# Regenerate with: swift run -c release eddy-test262 --known-failures <this file> --update-known-failures"]
            + kept.union(failures).sorted()
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    }
}
