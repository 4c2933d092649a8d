import Foundation
import Testing

/// Runs an executable built next to the test bundle; returns its exit status and output.
func runBuiltExecutable(_ name: String, _ arguments: [String] = []) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent(name)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}

/// The example embedding program (`Examples/EmbeddingDemo`) runs and prints what its script
/// made of the Swift async function.
@Test func embeddingDemoRuns() throws {
    let (status, text) = try runBuiltExecutable("eddy-embedding-demo")
    #expect(status == 0)
    #expect(text == """
        Lisbon: 21.5°C, sunny
        Oslo: 21.5°C, sunny
        "": No forecast for that city
        total from JavaScript: 6

        """)
}
