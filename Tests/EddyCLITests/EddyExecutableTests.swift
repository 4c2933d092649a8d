import Foundation
import Testing

/// Runs the built `eddy` binary as a user would and checks what it prints and how it exits.
@Suite struct EddyExecutableTests {
    struct Outcome {
        var standardOutput: String
        var standardError: String
        var status: Int32
    }

    /// The `eddy` executable next to the test bundle in the build directory, or the one
    /// `EDDY_EXECUTABLE` names: tools/test.sh runs these tests against the release build,
    /// where a script's start-up costs a fifth of the debug build's (hundreds of golden
    /// scripts each start a process).
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["EDDY_EXECUTABLE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("eddy")
    }

    /// Runs `eddy`; one that is still running after `timeout` seconds (a hang) is killed,
    /// so the test fails rather than the whole run waiting.
    static func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil,
                    environment: [String: String] = [:], timeout: Double = 120) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try? inputPipe.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self),
            status: process.terminationStatus)
    }

    @Test func versionPrintsVersionAndExitsZero() throws {
        let outcome = try Self.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.range(of: #"^v\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
        #expect(outcome.standardError.isEmpty)
    }

    @Test func helpPrintsUsage() throws {
        let outcome = try Self.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("Usage: eddy [options] [script.js | -e \"script\" | -] [arguments]\n"))
    }

    @Test func badOptionExitsNineLikeNode() throws {
        let outcome = try Self.run(["--x", "app.js"])
        #expect(outcome.status == 9)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "\(Self.executable.path): bad option: --x\n")
    }
}
