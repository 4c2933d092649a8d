import Foundation
import Testing

/// The example embedding program (`Examples/EmbeddingDemo`) runs and prints what its script
/// made of the Swift async function.
@Test func embeddingDemoRuns() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("eddy-embedding-demo")
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text == """
        Lisbon: 21.5°C, sunny
        Oslo: 21.5°C, sunny
        "": No forecast for that city
        total from JavaScript: 6

        """)
}
