import EddyEngine
import Foundation
import Testing
@testable import EddyRuntime

/// The built-in modules embedded in the binary are exactly `lib/`, and each one parses.
@Suite struct EmbeddedLibraryTests {
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
        #expect(Set(EmbeddedLibrary.sources.keys) == Set(onDisk.keys),
                "the embedded modules are not those of lib/")
        for (id, source) in onDisk {
            #expect(EmbeddedLibrary.sources[id] == source, "lib/\(id).js differs from its embedded copy")
        }
    }

    @Test(arguments: EmbeddedLibrary.sources.keys.sorted())
    func moduleParsesAsAFunctionBody(_ id: String) throws {
        let agent = Agent.makeHostAgent()
        let parameters = id.hasPrefix("internal/bootstrap/")
            ? ["process", "internalBinding", "require"]
            : ["exports", "require", "module", "process", "internalBinding"]
        do {
            try agent.checkSyntax(EmbeddedLibrary.sources[id] ?? "", name: id, asFunctionBody: parameters)
        } catch let error as JSException {
            Issue.record("lib/\(id).js: \((try? agent.string(error.thrownValue)) ?? "syntax error")")
        }
    }

    @Test func bootstrapModulesAreEmbedded() {
        for id in ["internal/bootstrap/realm", "internal/bootstrap/node", "internal/modules/cjs/loader",
                   "internal/process/task_queues", "internal/timers", "fs", "path", "events", "timers"] {
            #expect(EmbeddedLibrary.sources[id] != nil, "missing lib/\(id).js")
        }
    }
}
