import Foundation
import Testing
@testable import Eddy

/// `Runtime.import(_:)`: an ES module's namespace, after its top-level await.
@Suite struct ModuleImportTests {
    @Test func importReturnsTheNamespace() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("eddy-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("answer.mjs")
        try """
            import { basename } from 'node:path';
            export const name = basename(import.meta.filename);
            export const answer = await Promise.resolve(42);
            export function double(x) { return x * 2; }
            """.write(to: file, atomically: true, encoding: .utf8)
        let (runtime, _, _) = try makeRuntime()
        let namespace = try await runtime.import(file.path)
        #expect(try await namespace.property("answer").decode(Int.self) == 42)
        #expect(try await namespace.property("name").decode(String.self) == "answer.mjs")
        #expect(try await namespace.callMethod("double", 21).decode(Int.self) == 42)
        await #expect(throws: JSError.self) { try await runtime.import(directory.appendingPathComponent("missing.mjs").path) }
        await runtime.shutdown()
    }
}
