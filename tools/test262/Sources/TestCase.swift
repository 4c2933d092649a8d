import Foundation

/// One test262 file with the metadata of its `/*--- … ---*/` front matter.
struct TestCase {
    /// How a negative test must fail.
    struct Negative: Equatable {
        var phase: String   // parse, resolution or runtime
        var type: String    // SyntaxError, TypeError, …
    }

    /// The path relative to the test262 root, e.g. `test/language/types/null/S8.2_A1_T1.js`.
    let path: String
    let source: String
    var includes: [String] = []
    var flags: Set<String> = []
    var features: [String] = []
    var negative: Negative?

    init(path: String, source: String) {
        self.path = path
        self.source = source
        parseFrontMatter()
    }

    var isAsync: Bool { flags.contains("async") }
    /// Module code (README "Running a module test"): run once, as the entry module.
    var isModule: Bool { flags.contains("module") }

    /// The modes to run in, per INTERPRETING.md "Strict Mode".
    var modes: [Mode] {
        if flags.contains("raw") || flags.contains("noStrict") || isModule { return [.sloppy] }
        if flags.contains("onlyStrict") { return [.strict] }
        return [.sloppy, .strict]
    }

    enum Mode: String { case sloppy, strict }

    /// A deliberately small YAML reader: test262's front matter uses only flat keys with
    /// inline (`[a, b]`) or block (`- a`) lists, block scalars for text, and the two-key
    /// `negative` map.
    private mutating func parseFrontMatter() {
        // The standard library's search rather than Foundation's, which copies the whole text.
        guard let start = source.firstRange(of: "/*---"),
              let end = source[start.upperBound...].firstRange(of: "---*/")
        else { return }
        // By newline characters, not "\n": a few tests have CRLF line ends, and "\r\n" is one
        // Character.
        let lines = source[start.upperBound..<end.lowerBound].split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var currentKey = ""
        var negativePhase = "", negativeType = ""
        for rawLine in lines {
            let line = String(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let isIndented = line.first == " " || line.first == "\t"
            if !isIndented, let colon = trimmed.firstIndex(of: ":") {
                currentKey = String(trimmed[..<colon])
                let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if value.hasPrefix("[") { append(Self.inlineList(value), to: currentKey) }
                continue
            }
            if trimmed.hasPrefix("- ") {
                append([String(trimmed.dropFirst(2)).trimmingCharacters(in: .whitespaces)], to: currentKey)
            } else if currentKey == "negative", let colon = trimmed.firstIndex(of: ":") {
                let key = trimmed[..<colon]
                let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if key == "phase" { negativePhase = value }
                if key == "type" { negativeType = value }
            }
        }
        if !negativeType.isEmpty { negative = Negative(phase: negativePhase, type: negativeType) }
    }

    private static func inlineList(_ value: String) -> [String] {
        value.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
            .split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    private mutating func append(_ values: [String], to key: String) {
        switch key {
        case "includes": includes += values
        case "flags": flags.formUnion(values)
        case "features": features += values
        default: break
        }
    }
}
