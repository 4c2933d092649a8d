import Foundation

/// The test262 checkout in `../shared/test262`: its lists, harness files, and skip rules.
struct Suite {
    let root: URL
    let skippedFeatures: Set<String>
    /// Features implied by harness includes (`harness/features.yml`).
    let featuresOfInclude: [String: [String]]
    private var harnessCache: [String: String] = [:]

    init(root: URL, skipsFeatures: Bool = true) throws {
        self.root = root
        let skipText = skipsFeatures
            ? try String(contentsOf: root.appendingPathComponent("skip-features.txt"), encoding: .utf8) : ""
        skippedFeatures = Set(skipText.split(separator: "\n").map {
            $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }.filter { !$0.isEmpty })
        var implied: [String: [String]] = [:]
        let featuresFile = root.appendingPathComponent("harness/features.yml")
        if let text = try? String(contentsOf: featuresFile, encoding: .utf8) {
            for line in text.split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let name = line[..<colon].trimmingCharacters(in: .whitespaces)
                let list = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
                implied[name] = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        featuresOfInclude = implied
    }

    /// The test paths of a list file (`core-es5.txt`, `es2015plus.txt`).
    func paths(inList name: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    func loadTest(_ path: String) throws -> TestCase {
        TestCase(path: path, source: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }

    /// Why a test is not run, or nil when it is.
    func skipReason(for test: TestCase) -> String? {
        let features = test.features + test.includes.flatMap { featuresOfInclude[$0] ?? [] }
        if let feature = features.first(where: skippedFeatures.contains) { return "feature \(feature)" }
        // The adapter defines $262.global, evalScript, createRealm and gc; tests that need
        // other host hooks (IsHTMLDDA, detachArrayBuffer…) cannot pass yet.
        if Self.usesUndefinedHostHook(test.source) { return "$262 host object" }
        return nil
    }

    /// Whether `source` names a `$262.` member other than the adapter's. A scan of the bytes:
    /// Foundation's regular expressions copied each test's text, a tenth of the run of a big
    /// generated test.
    static func usesUndefinedHostHook(_ source: String) -> Bool {
        let defined: Set<[UInt8]> = [Array("global".utf8), Array("evalScript".utf8),
                                     Array("createRealm".utf8), Array("gc".utf8)]
        let marker = Array("$262.".utf8)
        let bytes = Array(source.utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index..<index + marker.count].elementsEqual(marker) else {
                index += 1
                continue
            }
            var end = index + marker.count
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            if !defined.contains(Array(bytes[(index + marker.count)..<end])) { return true }
            index = end
        }
        return false
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"): return true
        default: return false
        }
    }

    /// The text to run: the harness (unless `raw`), the includes, then the test, with the
    /// strict directive first in strict mode.
    mutating func assembledSource(for test: TestCase, mode: TestCase.Mode) throws -> String {
        var parts: [String] = []
        if mode == .strict && !test.isModule { parts.append("\"use strict\";") }
        if !test.flags.contains("raw") {
            var includes = ["assert.js", "sta.js"]
            if test.isAsync { includes.append("doneprintHandle.js") }
            includes += test.includes
            for include in includes { parts.append(try harness(include)) }
        }
        parts.append(test.source)
        return parts.joined(separator: "\n")
    }

    private mutating func harness(_ name: String) throws -> String {
        if let text = harnessCache[name] { return text }
        let text = try String(contentsOf: root.appendingPathComponent("harness").appendingPathComponent(name), encoding: .utf8)
        harnessCache[name] = text
        return text
    }
}
