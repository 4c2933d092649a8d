import Foundation
import Testing

/// The "Are We Fast Yet" programs of ../shared/bench/awfy run unmodified under `eddy` and
/// print the lines node prints, timings aside. Small iteration counts (those their result
/// checks accept); Havlak is left to `bench/runtime.py`, as one iteration takes minutes in a
/// debug build.
@Suite struct AWFYTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/bench/awfy")

    static let programs: [(name: String, inner: String)] = [
        ("Bounce", "1"), ("CD", "2"), ("DeltaBlue", "1"), ("Json", "1"), ("List", "1"), ("Mandelbrot", "1"),
        ("NBody", "1"), ("Permute", "1"), ("Queens", "1"), ("Richards", "1"), ("Sieve", "1"), ("Storage", "1"),
        ("Towers", "1"),
    ]

    /// The output with every run time replaced by `N`.
    static func withoutTimings(_ output: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let range = line.range(of: "untime: ") ?? line.range(of: "average: ") else { return String(line) }
            return String(line[..<range.upperBound]) + "N"
        }.joined(separator: "\n")
    }

    @Test(arguments: programs.map(\.name))
    func programPrintsWhatNodePrints(_ name: String) throws {
        let inner = Self.programs.first { $0.name == name }?.inner ?? "1"
        let outcome = try EddyExecutableTests.run(["harness.js", name, "1", inner], in: Self.directory)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(Self.withoutTimings(outcome.standardOutput) == Self.expected(name, inner: inner))
    }

    /// What node prints for the same run (checked with node v20), timings replaced.
    static func expected(_ name: String, inner: String) -> String {
        "Starting \(name) benchmark ...\n\(name): iterations=1 runtime: N\n\(name): iterations=1 average: N\n\n\nTotal Runtime: N\n"
    }
}
