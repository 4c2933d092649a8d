import EddyEngine
import Foundation
import Testing
@testable import EddyRuntime

/// The built-in modules embedded in the binary are exactly `lib/`, each one inflates to its
/// file's text, and each one parses.
@Suite struct EmbeddedLibraryTests {
    /// The embedded sources, as the runtime reads them (inflated on demand).
    static let embedded = LibrarySources(directory: nil)

    static let libraryDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")

    static func sourcesOnDisk() -> [String: String] {
        var sources: [String: String] = [:]
        let prefix = libraryDirectory.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: libraryDirectory, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "js" else { continue }
            let id = String(url.standardizedFileURL.path.dropFirst(prefix.count).dropLast(3))
            sources[id] = try? String(contentsOf: url, encoding: .utf8)
        }
        return sources
    }

    @Test func embeddedSourcesMatchLibDirectory() {
        let onDisk = Self.sourcesOnDisk()
        #expect(!onDisk.isEmpty)
        #expect(Self.embedded.ids == onDisk.keys.sorted(), "the embedded modules are not those of lib/")
        for (id, source) in onDisk {
            #expect(Self.embedded[id] == source, "lib/\(id).js differs from its embedded copy")
        }
    }

    @Test(arguments: embedded.ids)
    func moduleParsesAsAFunctionBody(_ id: String) throws {
        let agent = Agent.makeHostAgent()
        let parameters = id.hasPrefix("internal/bootstrap/")
            ? ["process", "internalBinding", "require"]
            : ["exports", "require", "module", "process", "internalBinding"]
        do {
            try agent.checkSyntax(Self.embedded[id] ?? "", name: id, asFunctionBody: parameters)
        } catch let error as JSException {
            Issue.record("lib/\(id).js: \((try? agent.string(error.thrownValue)) ?? "syntax error")")
        }
    }

    @Test func bootstrapModulesAreEmbedded() {
        for id in ["internal/bootstrap/realm", "internal/bootstrap/node", "internal/modules/cjs/loader",
                   "internal/process/task_queues", "internal/timers", "fs", "path", "events", "timers"] {
            #expect(Self.embedded[id] != nil, "missing lib/\(id).js")
        }
    }

    @Test func base64DecodesWhatFoundationEncodes() {
        for length in 0..<8 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 200) }
            let text = Array(Data(bytes).base64EncodedString().utf8)
            #expect(text.withUnsafeBufferPointer { Base64.decodeStandard($0) } == bytes, "\(length) bytes")
        }
        for malformed in ["abc", "ab=c", "a===", "ab*d", "=abc"] {
            #expect(Array(malformed.utf8).withUnsafeBufferPointer { Base64.decodeStandard($0) } == nil, "\(malformed)")
        }
    }

    @Test func aDamagedEmbeddedSourceIsNoSourceRatherThanATrap() {
        #expect(LibrarySources.inflate("AAAA", byteCount: 10) == nil)
        #expect(LibrarySources.inflate("", byteCount: 0) == "")
        #expect(Self.embedded["no/such/module"] == nil)
    }
}
