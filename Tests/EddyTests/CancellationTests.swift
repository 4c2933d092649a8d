import Testing
@testable import Eddy
import EddyEngine

@Suite struct CancellationTests {
    @Test func cancellingAnEvaluationAbortsTheScriptWhichCanCleanUp() async throws {
        let (runtime, output, _) = try makeRuntime()
        let started = try await startSignal(in: runtime)
        let task = Task {
            try await runtime.evaluate("""
                try { started(); while (true) {} }
                catch (e) { console.log('caught', e.name, e.code) }
                finally { console.log('cleaned up') }
                """)
        }
        await started()
        task.cancel()
        _ = try await task.value
        #expect(output.value == "caught AbortError ABORT_ERR\ncleaned up\n")
        // The runtime is fine afterwards, and a late cancellation hits nothing.
        #expect(try await runtime.evaluate("let n = 0; for (let i = 0; i < 100000; i++) n++; n") as Int == 100_000)
        await runtime.shutdown()
    }

    @Test func anUncaughtAbortReachesSwiftAsAJSError() async throws {
        let (runtime, _, _) = try makeRuntime()
        let started = try await startSignal(in: runtime)
        let loop = try await runtime.evaluate("() => { started(); for (;;) {} }")
        let task = Task { try await loop.call() }
        await started()
        task.cancel()
        let error = await #expect(throws: JSError.self) { try await task.value }
        #expect(error?.name == "AbortError")
        #expect(error?.stack?.hasPrefix("AbortError: The operation was aborted\n    at ") == true)
        await runtime.shutdown()
    }

    @Test func cancellingTheWaitForAPromiseStopsWaiting() async throws {
        let (runtime, _, _) = try makeRuntime()
        let started = try await startSignal(in: runtime)
        let task = Task { try await runtime.evaluate("new Promise(() => { started() })") }
        await started()
        // The loop thread takes requests in order: once this one is answered, the script
        // above has ended and its evaluation waits for the promise (a sleep would race
        // with a loaded machine, where the script may still be running).
        #expect(try await runtime.evaluate("0") as Int == 0)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        let idle = Task { try await runtime.runUntilIdle() }
        idle.cancel()
        await #expect(throws: CancellationError.self) { try await idle.value }
        #expect(try await runtime.evaluate("'still here'") as String == "still here")
        await runtime.shutdown()
    }

    /// Issue 19: a script that swallows the AbortError of its cancellation and goes on
    /// cannot outlast a host that shuts the runtime down.
    @Test func shutdownStopsAScriptThatCatchesItsCancellation() async throws {
        let (runtime, output, _) = try makeRuntime()
        let started = try await startSignal(in: runtime)
        let swallowed = try await signal(named: "swallowed", in: runtime)
        let task = Task {
            try await runtime.evaluate("""
                started();
                for (;;) {
                  try { for (;;) {} }
                  catch (e) { console.log('swallowed', e.name) }
                  finally { console.log('finally'); swallowed() }
                }
                """)
        }
        await started()
        task.cancel()
        await swallowed()
        await runtime.shutdown()
        await #expect(throws: (any Error).self) { try await task.value }
        // The abort was caught once; the termination ran no handler.
        #expect(output.value == "swallowed AbortError\nfinally\n")
    }

    /// Issue 19: an `'exit'` listener that never returns is stopped after the grace period.
    @Test func shutdownStopsAnExitListenerThatNeverReturns() async throws {
        let (runtime, output, _) = try makeRuntime()
        try await runtime.evaluate("""
            process.on('exit', () => { console.log('exit listener'); for (;;) {} });
            process.on('exit', () => console.log('not reached'));
            undefined
            """)
        await runtime.shutdown()
        #expect(output.value == "exit listener\n")
    }

    /// A task cancelled after its script started but before it suspends (while it still
    /// looks for an early answer) gets the script's own outcome, not `CancellationError`:
    /// the cancellation went to the script as an abort, and the reply waits for it.
    @Test func aCancellationThatReachedTheScriptWaitsForItsOutcome() async throws {
        let reply = PendingReply<Int>()
        let interrupt = ExecutionInterrupt()
        reply.setCancelAction(.abortScript(interrupt))
        reply.cancel()
        #expect(interrupt.isRequested)
        let value = try await withCheckedThrowingContinuation { continuation in
            #expect(reply.install(continuation))
            reply.closeScriptWindow(interrupt)
            reply.resume(.success(7))
        }
        #expect(value == 7)
    }

    @Test func aCancelledTaskDoesNotStartTheScript() async throws {
        let (runtime, _, _) = try makeRuntime()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await runtime.evaluate("globalThis.ran = true")
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(try await runtime.evaluate("typeof ran") as String == "undefined")
        await runtime.shutdown()
    }

    @Test func shutdownCancelsAsyncSwiftFunctionsInFlight() async throws {
        let (runtime, _, _) = try makeRuntime()
        let started = AsyncStream<Void>.makeStream()
        let cancelled = AsyncStream<Bool>.makeStream()
        try await runtime.registerGlobal("wait", .asyncFunction { _ -> Void in
            started.continuation.yield()
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                cancelled.continuation.yield(Task.isCancelled)
                throw error
            }
        })
        try await runtime.evaluate("wait(); undefined")
        var iterator = started.stream.makeAsyncIterator()
        _ = await iterator.next()
        await runtime.shutdown()
        var cancellations = cancelled.stream.makeAsyncIterator()
        #expect(await cancellations.next() == true)
    }
}

/// A global `started()` for a script to call; the returned function waits for that call.
func startSignal(in runtime: Runtime) async throws -> @Sendable () async -> Void {
    try await signal(named: "started", in: runtime)
}

/// A global function `name()` for scripts, and what waits for its first call.
func signal(named name: String, in runtime: Runtime) async throws -> @Sendable () async -> Void {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    try await runtime.registerGlobal(name, .function { _ in continuation.yield() })
    return {
        var iterator = stream.makeAsyncIterator()
        _ = await iterator.next()
    }
}
