import Foundation
import Testing

/// The layering of docs/architecture.md, checked on the source tree: C stays behind
/// CLibUV, and only EddyLoop may import it.
@Suite struct ArchitectureTests {
    static let sourcesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test func onlyEddyLoopImportsCLibUV() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sourcesDirectory.path))
        var checked = 0
        var offenders: [String] = []
        for case let path as String in files where path.hasSuffix(".swift") {
            checked += 1
            if path.hasPrefix("EddyLoop/") { continue }
            let text = try String(contentsOf: Self.sourcesDirectory.appendingPathComponent(path), encoding: .utf8)
            let importsLibUV = text.split(separator: "\n").contains { line in
                line.trimmingCharacters(in: .whitespaces).range(
                    of: #"^(@[A-Za-z_]+\s+)*import\s+(class\s+|struct\s+|enum\s+|func\s+)?CLibUV\b"#,
                    options: .regularExpression) != nil
            }
            if importsLibUV { offenders.append(path) }
        }
        #expect(checked > 5, "the source tree was not found at \(Self.sourcesDirectory.path)")
        #expect(offenders.isEmpty, "CLibUV imported outside EddyLoop: \(offenders)")
    }
}
