import Foundation
import Testing
@testable import Eddy

#if canImport(Glibc)
import Glibc
#endif

@Suite struct LifetimeTests {
    @Test func runningAFileReturnsItsExitCodeWhenIdle() async throws {
        let directory = try temporaryDirectory()
        try write("""
            const { value } = require('./helper');
            setTimeout(() => { console.log('timer', value); process.exitCode = 3 }, 10);
            """, to: directory + "/main.js")
        try write("exports.value = 42;\n", to: directory + "/helper.js")
        let (runtime, output, _) = try makeRuntime { $0.workingDirectory = directory }
        #expect(try await runtime.run(file: "main.js") == 3)
        #expect(output.value == "timer 42\n")
        // The runtime lives on.
        #expect(try await runtime.evaluate("process.cwd()") as String == directory)
        await runtime.shutdown()
    }

    @Test func runMainGoesThroughBeforeExitAndExit() async throws {
        let directory = try temporaryDirectory()
        try write("""
            let rounds = 0;
            process.on('beforeExit', () => { if (rounds++ < 2) setTimeout(() => console.log('round', rounds), 1) });
            process.on('exit', (code) => console.log('exit', code));
            """, to: directory + "/app.js")
        let (runtime, output, _) = try makeRuntime { $0.arguments = [directory + "/app.js"] }
        #expect(try await runtime.runMain() == 0)
        #expect(output.value == "round 1\nround 2\nexit 0\n")
        await #expect(throws: RuntimeError.terminated(exitCode: 0)) { try await runtime.evaluate("1") }
        await runtime.shutdown()
    }

    @Test func uncaughtExceptionsEndTheRuntimeNotTheProcess() async throws {
        let (runtime, _, errors) = try makeRuntime()
        try await runtime.evaluate("setTimeout(() => { throw new Error('late failure') }, 1); undefined")
        let code = try await runtime.runUntilIdle()
        #expect(code == 1)
        #expect(errors.value.contains("Error: late failure"))
        await #expect(throws: RuntimeError.terminated(exitCode: 1)) { try await runtime.evaluate("1") }
        await runtime.shutdown()
    }

    @Test func processExitEndsOnlyTheRuntime() async throws {
        let (runtime, output, _) = try makeRuntime()
        await #expect(throws: RuntimeError.terminated(exitCode: 7)) {
            try await runtime.evaluate("process.on('exit', c => console.log('bye', c)); try { process.exit(7) } finally { console.log('not run') }")
        }
        #expect(output.value == "bye 7\n")
        await runtime.shutdown()
    }

    @Test func callsAfterShutdownThrowAClearError() async throws {
        let (runtime, _, _) = try makeRuntime()
        let function = try await runtime.evaluate("() => 1")
        await runtime.shutdown()
        #expect(runtime.isShutDown)
        await #expect(throws: RuntimeError.shutDown) { try await runtime.evaluate("1") }
        await #expect(throws: RuntimeError.shutDown) { try await function.call() }
        #expect(throws: RuntimeError.shutDown) { try runtime.registerModule("late") { _ in } }
        await #expect(throws: RuntimeError.shutDown) { try await runtime.runUntilIdle() }
        #expect("\(RuntimeError.shutDown)" == "The runtime has been shut down")
    }

    @Test func misusedHandlesGiveClearErrors() async throws {
        let (runtime, _, _) = try makeRuntime()
        let number = try await runtime.evaluate("42")
        let object = try await runtime.evaluate("({ a: 1 })")
        await #expect(throws: RuntimeError.typeMismatch(expected: "a function", found: "an object")) { try await object.call() }
        await #expect(throws: RuntimeError.typeMismatch(expected: "an object", found: "a number")) { try await number.property("a") }
        #expect(throws: RuntimeError.typeMismatch(expected: "a string", found: "a number")) { try number.string() }
        #expect(throws: RuntimeError.typeMismatch(expected: "an integer", found: "the number 1.5")) { try JSValue(1.5).int() }
        // The synchronous forms work from any thread: they wait for the loop thread.
        let readOffThread: @Sendable () throws -> [String: Int] = { try object.decode() }
        #expect(try readOffThread() == ["a": 1])
        await runtime.shutdown()
    }

    @Test func runtimesShareNothingAndRunConcurrently() async throws {
        let (first, _, _) = try makeRuntime()
        let (second, _, _) = try makeRuntime()
        try await first.evaluate("globalThis.name = 'first'")
        try await second.evaluate("globalThis.name = 'second'")
        async let a: Int = first.evaluate("let s = 0; for (let i = 0; i < 300000; i++) s += i % 7; s")
        async let b: Int = second.evaluate("let s = 0; for (let i = 0; i < 300000; i++) s += i % 5; s")
        #expect(try await [a, b] == [899_997, 600_000])
        #expect(try await first.evaluate("name") as String == "first")
        #expect(try await second.evaluate("name") as String == "second")
        let foreign = try await first.evaluate("({})")
        let identity = try await second.evaluate("x => x")
        await #expect(throws: RuntimeError.foreignValue) { try await identity.call(foreign) }
        await first.shutdown()
        #expect(try await second.evaluate("name") as String == "second")
        await second.shutdown()
    }

    @Test func shutdownKillsAndReapsChildProcesses() async throws {
        let (runtime, _, _) = try makeRuntime()
        // An hour: on a loaded machine this test's task may wait minutes for a thread between
        // the spawn and the check below, and a shorter child could end by itself meanwhile.
        let pid: Int = try await runtime.evaluate("require('child_process').spawn('sleep', ['3600']).pid")
        #expect(kill(Int32(pid), 0) == 0)
        await runtime.shutdown()
        // Killed and reaped: not even a zombie answers the signal.
        #expect(kill(Int32(pid), 0) == -1 && errno == ESRCH)
    }

    @Test func shutdownFreesEverything() async throws {
        var kept: [JSValue] = []
        var cores: [WeakCore] = []
        for index in 0..<20 {
            let (runtime, _, _) = try makeRuntime()
            try await runtime.evaluate("globalThis.data = Array.from({ length: 1000 }, (_, i) => ({ i }))")
            try await runtime.evaluate("setInterval(() => {}, 1000); setTimeout(() => {}, 100000)")
            kept.append(try await runtime.evaluate("data[\(index)]"))
            cores.append(try await WeakCore(of: runtime))
            await runtime.shutdown()
        }
        #expect(cores.allSatisfy { $0.isFreed }, "every runtime's loop, handles and heap are freed")
        // Handles that outlive their runtime are dropped safely.
        await #expect(throws: RuntimeError.shutDown) { try await kept[0].property("i") }
        kept = []
        // A runtime dropped without shutdown() winds down by itself.
        let dropped = try await WeakCore(of: try makeRuntime().0)
        for _ in 0..<3000 where !dropped.isFreed {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(dropped.isFreed)
    }

    /// In a process of its own (the benchmark's `--runtimes` mode), so that no test running
    /// in parallel adds to the resident memory it measures.
    @Test func memoryStaysFlatAcrossManyRuntimes() throws {
        let (status, text) = try runBuiltExecutable("eddy-embedding-bench", ["--runtimes", "100"])
        #expect(status == 0)
        let line = text.split(separator: "\n").first { $0.hasPrefix("resident memory growth over 100 runtimes: ") }
        // "resident memory growth over 100 runtimes: 0.9 MiB  (target flat)"
        let growth = line.flatMap { $0.split(separator: ": ").last?.split(separator: " ").first }.flatMap { Double($0) }
        #expect(growth != nil, "\(text)")
        #expect((growth ?? .infinity) < 16, "a runtime that kept its heap would add several MiB each")
    }

    @Test func theHeapLimitStopsTheScript() async throws {
        let (runtime, _, errors) = try makeRuntime { $0.maximumLiveObjects = 200_000 }
        await #expect(throws: RuntimeError.heapLimitExceeded) {
            try await runtime.evaluate("const keep = []; while (true) keep.push({ n: keep.length })")
        }
        #expect(errors.value.contains("heap out of memory"))
        await #expect(throws: RuntimeError.heapLimitExceeded) { try await runtime.evaluate("1") }
        await runtime.shutdown()
    }
}

func temporaryDirectory() throws -> String {
    var template = Array("/tmp/eddy-embedding-XXXXXX".utf8CString)
    guard let path = mkdtemp(&template) else { throw Failure(description: "mkdtemp failed") }
    return String(cString: path)
}

func write(_ text: String, to path: String) throws {
    guard let file = fopen(path, "w") else { throw Failure(description: "cannot write \(path)") }
    fputs(text, file)
    fclose(file)
}

/// Watches whether a runtime's loop-thread core (its host, loop and heap) has been freed.
final class WeakCore: @unchecked Sendable {
    private weak var core: RuntimeCore?

    init(of runtime: Runtime) async throws {
        let box = try await runtime.perform { UncheckedCore(core: runtime.thread.core) }
        core = box.core
    }

    var isFreed: Bool { core == nil }
}

struct UncheckedCore: @unchecked Sendable {
    weak var core: RuntimeCore?
}

