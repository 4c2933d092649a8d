import Foundation
import Testing

/// The REPL driven as a person would: through pipes with `-i` (golden transcripts produced
/// by `node -i`, the welcome line aside) and through a pseudo-terminal (`pty_drive.py`
/// types keys and waits for the screen).
@Suite(.serialized) struct REPLTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let transcripts = directory.appendingPathComponent("Transcripts")

    static var transcriptNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: transcripts.path)) ?? []
        return names.filter { $0.hasSuffix(".in") }.map { String($0.dropLast(3)) }.sorted()
    }

    /// Runs `eddy -i` in /tmp with `input` on a pipe that closes at its end.
    static func runPiped(_ input: String) throws -> EddyExecutableTests.Outcome {
        try EddyExecutableTests.run(["-i"], in: URL(fileURLWithPath: "/tmp"), input: input)
    }

    /// The terminal front-end is the CLI's: no other target links libedit.
    @Test func onlyEddyCLIImportsCLibEdit() throws {
        let sources = Self.directory.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        let offenders = try files.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("EddyCLI/") }.filter { path in
            try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
                .split(separator: "\n").contains { $0.hasPrefix("import CLibEdit") }
        }
        #expect(files.contains("EddyCLI/REPL/LineEditorInput.swift"))
        #expect(offenders.isEmpty)
    }

    @Test func transcriptsExist() {
        #expect(Self.transcriptNames.count >= 6)
    }

    @Test(arguments: transcriptNames)
    func pipedSessionPrintsWhatNodePrints(_ name: String) throws {
        let input = try String(contentsOf: Self.transcripts.appendingPathComponent("\(name).in"), encoding: .utf8)
        let expected = try String(contentsOf: Self.transcripts.appendingPathComponent("\(name).out"), encoding: .utf8)
        try? FileManager.default.removeItem(atPath: "/tmp/eddy-repl-golden-save.js")
        let outcome = try Self.runPiped(input)
        #expect(outcome.standardOutput == expected)
        #expect(outcome.status == 0)
    }

    @Test func saveWritesEveryEvaluatedLine() throws {
        let file = "/tmp/repl-test-save-\(getpid()).js"
        defer { try? FileManager.default.removeItem(atPath: file) }
        _ = try Self.runPiped("let a = 1\nfunction f() {\nreturn a\n}\n.save \(file)\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "let a = 1\nfunction f() {\nreturn a\n}")
    }

    @Test func topLevelAwaitWaitsForTheValue() throws {
        let outcome = try Self.runPiped("""
            await Promise.resolve(42)
            let q = await new Promise((resolve) => setTimeout(() => resolve(5), 10))
            q
            await Promise.reject(new TypeError('no'))
            _ + 1

            """)
        #expect(outcome.standardOutput == """
            Welcome to Eddy v0.1.0.
            Type ".help" for more information.
            > 42
            > undefined
            > 5
            > Uncaught TypeError: no
            > 6
            > 
            """)
    }

    /// The input ends while an await is pending: a promise that settles later still
    /// prints (then the session ends), and one that never settles does not keep the
    /// process waiting for input that will not come (node exits too).
    @Test func theEndOfInputDuringAnAwaitEndsTheSession() throws {
        let settles = try Self.runPiped("await new Promise((r) => setTimeout(() => r('late'), 30))\n'next'\n")
        #expect(settles.status == 0)
        #expect(settles.standardOutput.hasSuffix("> 'late'\n> 'next'\n> "))
        let never = try Self.runPiped("1 + 1\nawait new Promise(() => {})\n2 + 2\n")
        #expect(never.status == 0)
        #expect(never.standardOutput.hasSuffix("> 2\n> "))
    }

    @Test func topLevelAwaitGivesTheLastValueAndKeepsDestructuredNames() throws {
        let outcome = try Self.runPiped("""
            const t = Date.now(); await new Promise((r) => setTimeout(r, 20)); Date.now() - t >= 20
            const v = await Promise.resolve(5); v * 2
            for (const x of [1]) { await x }
            await 1; const z = 3
            z
            const { a, b: [c] } = await Promise.resolve({ a: 1, b: [2] })
            let [d = 'x=1', e] = await Promise.resolve([undefined, 'y'])
            [a + c, d + e]
            const { f } = await Promise.resolve(null)

            """)
        #expect(outcome.standardOutput == """
            Welcome to Eddy v0.1.0.
            Type ".help" for more information.
            > true
            > 10
            > undefined
            > undefined
            > 3
            > undefined
            > undefined
            > [ 3, 'x=1y' ]
            > Uncaught TypeError: Cannot destructure property 'f' of 'null' as it is null.
            > 
            """)
    }

    @Test func noScriptOnAPipeWithoutDashIRunsStdinAsAScript() throws {
        let outcome = try EddyExecutableTests.run([], input: "console.log(1 + 1)\n")
        #expect(outcome.standardOutput == "2\n")
    }

    /// The loop keeps turning while the prompt waits: a timer set in the REPL fires before
    /// the next line comes.
    @Test func timerFiresWhileThePromptWaits() throws {
        let session = try PipedSession()
        session.send("setTimeout(() => console.log('tick'), 50); 1\n")
        #expect(session.waitFor("tick\n"))
        session.send(".exit\n")
        #expect(session.finish() == 0)
        #expect(session.output.hasSuffix("> 1\n> tick\n"))
    }

    @Test func sigintInterruptsAnInfiniteLoopAndTheSessionGoesOn() throws {
        let session = try PipedSession()
        #expect(session.waitFor("> "))
        session.send("let n = 0; console.log('looping'); try { while (true) { n++ } } finally { n = -1 }\n")
        #expect(session.waitFor("looping\n"))
        Thread.sleep(forTimeInterval: 0.1)
        session.interrupt()
        #expect(session.waitFor("interrupted"))
        session.send("n > 0\n.exit\n")
        #expect(session.finish() == 0)
        // Not catchable by the script: its `finally` did not run.
        #expect(session.output.hasSuffix("looping\nUncaught Error: Script execution was interrupted by `SIGINT`\n> true\n> "))
    }

    @Test func sigintAtAnIdlePromptAsksForASecondOne() throws {
        let session = try PipedSession()
        #expect(session.waitFor("> "))
        session.interrupt()
        #expect(session.waitFor("(To exit, press Ctrl+C again or Ctrl+D or type .exit)\n> "))
        session.interrupt()
        #expect(session.finish() == 0)
    }

    // MARK: Through a pseudo-terminal

    struct Step: Encodable {
        var send: String?
        var expect: String?
        var signal: Bool?
        var sleep: Double?
        var waitPrompt: Bool?
        /// A file to create: what a script polls for, so its output follows a step.
        var touch: String?
    }

    /// Runs `eddy` on a pseudo-terminal, typing the steps; returns (all steps seen, screen).
    static func drive(_ steps: [Step], history: String = "", environment extra: [String: String] = [:]) throws -> (Bool, String) {
        let (ok, screen, _) = try driveRaw(steps, history: history, environment: extra)
        return (ok, screen)
    }

    /// `drive`, also returning the bytes as the terminal got them (colours included).
    static func driveRaw(_ steps: [Step], history: String = "", environment extra: [String: String] = [:]) throws -> (Bool, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        let json = String(decoding: try JSONEncoder().encode(steps), as: UTF8.self)
        process.arguments = [directory.appendingPathComponent("pty_drive.py").path, EddyExecutableTests.executable.path, json]
        var environment = ProcessInfo.processInfo.environment
        environment["EDDY_REPL_HISTORY"] = history
        environment["TERM"] = "xterm"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: "/tmp")
        let output = Pipe()
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if !problems.isEmpty { print("pty_drive.py:", problems) }
        let raw = String(decoding: data, as: UTF8.self)
        let screen = raw
            .replacingOccurrences(of: "\r", with: "")
            .replacingOccurrences(of: "\u{1B}\\[[0-9;]*[A-Za-z]", with: "", options: .regularExpression)
        return (process.terminationStatus == 0, screen, raw)
    }

    @Test func terminalEvaluatesInColourAndExitsOnCtrlD() throws {
        let (ok, screen, raw) = try Self.driveRaw([
            Step(send: "1 + 1\r", expect: "\n2\n"),
            Step(send: "[1,\r", expect: "... "),
            Step(send: "2]\r", expect: "1, "),
            Step(send: "\u{04}"),
        ])
        #expect(ok)
        // Numbers in yellow, as util.inspect colours them on a terminal.
        #expect(raw.contains("\u{1B}[33m2\u{1B}[39m"))
        #expect(screen.hasPrefix("Welcome to Eddy v0.1.0.\nType \".help\" for more information.\n> 1 + 1\n2\n> [1,\n... 2]\n[ 1, 2 ]\n> "))
    }

    @Test func ctrlCClearsTheLineThenAsksForASecondOne() throws {
        let (ok, screen) = try Self.drive([
            Step(send: "abc\u{03}", expect: "\n> "),
            Step(send: "\u{03}", expect: "(To exit, press Ctrl+C again or Ctrl+D or type .exit)"),
            Step(send: "\u{03}"),
        ])
        #expect(ok)
        #expect(screen.hasSuffix("> abc\n> \n(To exit, press Ctrl+C again or Ctrl+D or type .exit)\n> \n"))
    }

    @Test func ctrlCInterruptsWhileTrue() throws {
        let (ok, screen) = try Self.drive([
            Step(send: "console.log('looping'); while (true) {}\r", expect: "looping\n", sleep: 0.2),
            Step(expect: "Uncaught Error: Script execution was interrupted by `SIGINT`", signal: true),
            Step(send: "'still here'\r", expect: "'still here'\n"),
            Step(send: ".exit\r"),
        ])
        #expect(ok)
        #expect(screen.contains("> 'still here'\n'still here'\n"))
    }

    @Test func tabCompletesPropertiesGlobalsAndModuleNames() throws {
        let (ok, screen) = try Self.drive([
            Step(send: "const list = [1, 2]\r", expect: "undefined"),
            Step(send: "list.len\t", expect: "gth", sleep: 0.2),
            Step(send: "\r", expect: "\n2\n", waitPrompt: false),
            Step(send: "Mat\t", expect: "h", sleep: 0.2),
            Step(send: ".PI\r", expect: "3.14", waitPrompt: false),
            Step(send: "require('string_d\t", expect: "ecoder", sleep: 0.2),
            Step(send: "').name\r", expect: "undefined", waitPrompt: false),
            Step(send: ".exit\r"),
        ])
        #expect(ok)
        #expect(screen.contains("list.length\n2\n"))
        #expect(screen.contains("Math.PI\n3.14"))
    }

    @Test func historyPersistsAcrossTwoRuns() throws {
        let file = "/tmp/repl-test-history-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (first, _) = try Self.drive([
            Step(send: "6 * 7\r", expect: "42"),
            Step(send: "'second'\r", expect: "'second'\n"),
            Step(send: ".exit\r"),
        ], history: file)
        #expect(first)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == ".exit\n'second'\n6 * 7\n")
        // Up twice brings back the line before the last one of the earlier run.
        let (second, screen) = try Self.drive([
            Step(send: "\u{1B}[A\u{1B}[A\u{1B}[A\r", expect: "42"),
            Step(send: ".exit\r"),
        ], history: file)
        #expect(second)
        #expect(screen.contains("> 6 * 7\n42\n"))
    }

    /// Output from a timer goes above the line being typed, which is drawn again intact.
    @Test func timerOutputDoesNotGarbleTheLineBeingTyped() throws {
        // The timer prints once the test has typed `abc` (it polls for a file the test then
        // creates), and `def` is typed once the line is drawn again: no step races a clock.
        let signal = FileManager.default.temporaryDirectory.appendingPathComponent("eddy-repl-tick-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: signal) }
        let poll = "const t = setInterval(() => { if (require('fs').existsSync('\(signal)')) { clearInterval(t); console.log('tick') } }, 5); 1"
        let (ok, screen) = try Self.drive([
            Step(send: "\(poll)\r", expect: "\n1\n"),
            Step(send: "abc", expect: "abc", waitPrompt: true),
            Step(touch: signal),
            Step(expect: "tick\n> abc", waitPrompt: false),
            Step(send: "def\r", expect: "abcdef is not defined", waitPrompt: false),
            Step(send: ".exit\r"),
        ])
        #expect(ok)
        #expect(screen.contains("> abctick\n> abcdef\nUncaught ReferenceError: abcdef is not defined\n"))
    }

    // MARK: libedit, loaded when the REPL starts on a terminal

    #if os(Linux)
    /// Whether the process's memory map, as the script itself reads it, holds libedit.
    static let mapsHoldLibedit = "require('fs').readFileSync('/proc/self/maps', 'utf8').includes('libedit')"

    @Test func aScriptDoesNotLoadLibedit() throws {
        let outcome = try EddyExecutableTests.run(["-p", Self.mapsHoldLibedit])
        #expect(outcome.standardOutput == "false\n")
    }

    @Test func theTerminalREPLLoadsLibedit() throws {
        let (ok, screen) = try Self.drive([
            Step(send: Self.mapsHoldLibedit + "\r", expect: "\ntrue\n"),
            Step(send: ".exit\r"),
        ])
        #expect(ok)
        #expect(screen.contains("\ntrue\n> "))
    }
    #endif

    /// Without libedit the REPL says so once, then reads lines as the terminal gives them.
    @Test func withoutLibeditTheREPLSaysSoAndStillEvaluates() throws {
        let (ok, screen) = try Self.drive([
            Step(send: "6 * 7\r", expect: "\n42\n"),
            Step(send: ".exit\r"),
        ], environment: ["EDDY_LIBEDIT": "/nonexistent/libedit.so.2"])
        #expect(ok)
        #expect(screen.hasPrefix("eddy: line editing is unavailable (libedit could not be loaded: /nonexistent/libedit.so.2: "))
        #expect(screen.contains("); lines are read without editing or history\nWelcome to Eddy v0.1.0.\n"))
        #expect(screen.contains("> 6 * 7\n42\n> "))
    }

    @Test func editorModeEvaluatesTheBufferOnCtrlD() throws {
        let (ok, screen) = try Self.drive([
            Step(send: ".editor\r", expect: "// Entering editor mode (Ctrl+D to finish, Ctrl+C to cancel)\n"),
            Step(send: "function twice(x) {\r", sleep: 0.1, waitPrompt: false),
            Step(send: "  return 2 * x\r", sleep: 0.1, waitPrompt: false),
            Step(send: "}\r", sleep: 0.1, waitPrompt: false),
            Step(send: "twice(21)\r", sleep: 0.1, waitPrompt: false),
            Step(send: "\u{04}", expect: "42", waitPrompt: false),
            Step(send: ".exit\r"),
        ])
        #expect(ok)
        #expect(screen.contains("twice(21)\n"))
        #expect(screen.contains("42\n> "))
    }
}

/// `eddy -i` on pipes that stay open, so a test can wait for output before typing more.
final class PipedSession: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let outputPipe = Pipe()
    private let lock = NSLock()
    private var collected = Data()

    init() throws {
        process.executableURL = EddyExecutableTests.executable
        process.arguments = ["-i"]
        process.currentDirectoryURL = URL(fileURLWithPath: "/tmp")
        process.standardInput = input
        process.standardOutput = outputPipe
        process.standardError = outputPipe
        outputPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.lock()
            self.collected.append(data)
            self.lock.unlock()
        }
        try process.run()
    }

    var output: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: collected, as: UTF8.self)
    }

    func send(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    func interrupt() {
        kill(process.processIdentifier, SIGINT)
    }

    /// Waits up to ten seconds for `text` to appear in the output.
    func waitFor(_ text: String) -> Bool {
        for _ in 0..<200 {
            if output.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Closes the input and waits for the exit status.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        // A session that does not end is a failure, not a hang of the test run.
        for _ in 0..<200 where process.isRunning {
            Thread.sleep(forTimeInterval: 0.05)
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        Thread.sleep(forTimeInterval: 0.05)
        outputPipe.fileHandleForReading.readabilityHandler = nil
        return process.terminationStatus
    }
}
