import Foundation
import Testing

/// The layering of docs/architecture.md, checked on the source tree: C stays behind
/// CLibUV, and only EddyLoop may import it (COpenSSL: only the crypto and TLS code); no module of the runtime imports Foundation.
@Suite struct ArchitectureTests {
    static let sourcesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The source files that import `module`, outside the folders in `allowed`.
    func files(importing module: String, outside allowed: [String] = []) throws -> [String] {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sourcesDirectory.path))
        var checked = 0
        var offenders: [String] = []
        for case let path as String in files where path.hasSuffix(".swift") {
            checked += 1
            if allowed.contains(where: { path.hasPrefix($0) }) { continue }
            let text = try String(contentsOf: Self.sourcesDirectory.appendingPathComponent(path), encoding: .utf8)
            let imports = text.split(separator: "\n").contains { line in
                line.trimmingCharacters(in: .whitespaces).range(
                    of: #"^(@[A-Za-z_]+\s+)*import\s+(class\s+|struct\s+|enum\s+|func\s+)?"# + module + #"\b"#,
                    options: .regularExpression) != nil
            }
            if imports { offenders.append(path) }
        }
        #expect(checked > 5, "the source tree was not found at \(Self.sourcesDirectory.path)")
        return offenders
    }

    @Test func onlyEddyLoopImportsCLibUV() throws {
        let offenders = try files(importing: "CLibUV", outside: ["EddyLoop/"])
        #expect(offenders.isEmpty, "CLibUV imported outside EddyLoop: \(offenders)")
    }

    /// OpenSSL is the crypto and TLS code's alone (Sources/EddyRuntime/Crypto and TLS and
    /// their bindings).
    @Test func onlyCryptoAndTLSImportCOpenSSL() throws {
        let offenders = try files(importing: "COpenSSL", outside: ["EddyRuntime/Crypto/", "EddyRuntime/TLS/"])
        #expect(offenders.isEmpty, "COpenSSL imported outside the crypto and TLS code: \(offenders)")
    }

    /// zlib and brotli are the compression streams' alone.
    @Test func onlyTheCompressionStreamsImportZlibAndBrotli() throws {
        for module in ["CZlib", "CBrotli"] {
            let offenders = try files(importing: module, outside: ["EddyRuntime/Compression/"])
            #expect(offenders.isEmpty, "\(module) imported outside EddyRuntime/Compression: \(offenders)")
        }
    }

    /// Loading Foundation's libraries costs every start-up ~3 ms; nothing of the runtime
    /// needs them (`normalize` loads ICU itself).
    @Test func noSourceImportsFoundation() throws {
        for module in ["Foundation", "FoundationEssentials"] {
            let offenders = try files(importing: module)
            #expect(offenders.isEmpty, "\(module) imported by \(offenders)")
        }
    }
}
