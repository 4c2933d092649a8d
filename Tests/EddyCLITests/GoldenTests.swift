import Foundation
import Testing

/// One golden script: `Tests/Golden/<suite>/<name>.js` with the output node gave for it
/// (`tools/golden/regenerate.sh`): `<name>.stdout`, `<name>.status` when the exit code is
/// not 0, and optionally `<name>.stderr-includes`, lines that must appear in stderr.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    let script: URL

    var testDescription: String {
        script.deletingPathExtension().pathComponents.suffix(2).joined(separator: "/")
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden")

    static var all: [GoldenCase] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var cases: [GoldenCase] = []
        for case let url as URL in enumerator where url.pathExtension == "js" {
            let components = url.pathComponents
            if components.contains("fixtures") || components.contains("node_modules") { continue }
            cases.append(GoldenCase(script: url))
        }
        return cases.sorted { $0.script.path < $1.script.path }
    }

    /// `suite/name`, as the known-failures list names scripts.
    var name: String { testDescription }

    /// Scripts listed in `Tests/Golden/known-failures.txt`.
    static let knownFailures: Set<String> = {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("known-failures.txt"), encoding: .utf8)
        else { return [] }
        return Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }()

    func sibling(_ extensionName: String) -> URL {
        script.deletingPathExtension().appendingPathExtension(extensionName)
    }

    /// Where Debian's `node-*` packages put the npm packages (tools/install-dependencies.sh).
    static let debianModules = "/usr/share/nodejs"

    /// The npm packages a script names on its first line, `// node_modules: lodash async`:
    /// it runs with them on NODE_PATH, as tools/golden/regenerate.sh runs it with node.
    var requiredModules: [String] {
        guard let text = try? String(contentsOf: script, encoding: .utf8),
              let firstLine = text.split(separator: "\n", maxSplits: 1).first,
              firstLine.hasPrefix("// node_modules:") else { return [] }
        return firstLine.dropFirst("// node_modules:".count).split(separator: " ").map(String.init)
    }

    /// The packages some script names that are not installed.
    static var missingModules: [String] {
        Set(all.flatMap(\.requiredModules)).filter {
            !FileManager.default.fileExists(atPath: debianModules + "/" + $0 + "/package.json")
        }.sorted()
    }
}

@Suite struct GoldenTests {
    @Test func goldenScriptsExist() {
        #expect(GoldenCase.all.count > 10)
    }

    @Test(arguments: GoldenCase.all.filter { $0.requiredModules.isEmpty })
    func scriptPrintsWhatNodePrints(_ golden: GoldenCase) throws {
        try checkUnlessKnownFailure(golden)
    }

    /// The scripts over Debian's builds of npm packages, skipped as a whole (and said so)
    /// when a package they name is not installed, as the real-package runner is.
    @Test(.enabled(if: GoldenCase.missingModules.isEmpty,
                   "Debian's node-* packages are missing from /usr/share/nodejs: run tools/install-dependencies.sh"),
          arguments: GoldenCase.all.filter { !$0.requiredModules.isEmpty })
    func packageScriptPrintsWhatNodePrints(_ golden: GoldenCase) throws {
        try checkUnlessKnownFailure(golden)
    }

    private func checkUnlessKnownFailure(_ golden: GoldenCase) throws {
        if GoldenCase.knownFailures.contains(golden.name) {
            withKnownIssue("listed in Tests/Golden/known-failures.txt") { try check(golden) }
        } else {
            try check(golden)
        }
    }

    @Test func knownFailuresNameExistingScripts() {
        let names = Set(GoldenCase.all.map(\.name))
        for listed in GoldenCase.knownFailures {
            #expect(names.contains(listed), "known-failures.txt lists \(listed), which does not exist")
        }
    }

    private func check(_ golden: GoldenCase) throws {
        let expectedOutput = try String(contentsOf: golden.sibling("stdout"), encoding: .utf8)
        let expectedStatus = (try? String(contentsOf: golden.sibling("status"), encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        var environment: [String: String] = [:]
        if !golden.requiredModules.isEmpty { environment["NODE_PATH"] = GoldenCase.debianModules }
        let outcome = try EddyExecutableTests.run([golden.script.lastPathComponent],
                                                  in: golden.script.deletingLastPathComponent(),
                                                  environment: environment)
        #expect(outcome.standardOutput == expectedOutput)
        #expect(outcome.status == expectedStatus, "stderr: \(outcome.standardError)")
        if let includes = try? String(contentsOf: golden.sibling("stderr-includes"), encoding: .utf8) {
            for line in includes.split(separator: "\n") where !line.isEmpty {
                #expect(outcome.standardError.contains(line), "stderr lacks \(line): \(outcome.standardError)")
            }
        }
    }
}
