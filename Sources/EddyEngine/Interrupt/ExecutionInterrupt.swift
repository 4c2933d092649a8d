import Synchronization

/// A request, from any thread, to stop the JavaScript an agent is running: the REPL's
/// Ctrl-C on `while (true) {}` ends the script outright; an embedder cancelling the Swift
/// task that awaits an evaluation makes the script throw an `AbortError` it may catch to
/// clean up. The VM looks at the request on every backward jump and on every call that
/// recurses on the Swift stack, so any loop that runs long comes by it; a relaxed load
/// there costs one ordinary read.
///
/// `Sendable`: the request is an atomic, so a signal-watching thread or a cancelled task may
/// set it while the agent's thread runs.
package final class ExecutionInterrupt: Sendable {
    /// What a request asks for.
    package enum Kind: UInt8, Sendable {
        /// Stop without running any handler (V8's `TerminateExecution`).
        case terminate = 1
        /// Throw an `AbortError` at the point the script has reached; its `catch` and
        /// `finally` blocks run.
        case abort = 2
        /// Stop, and stay stopped: every later check throws too (a terminated worker's agent
        /// runs no JavaScript again). A termination that some native swallowed on its way out
        /// — a promise job turning it into a rejection — cannot let a script go on.
        case terminateForGood = 3
    }

    private let requested = Atomic<UInt8>(0)

    package init() {}

    /// Asks the running script to stop at its next check.
    package func request(_ kind: Kind = .terminate) {
        requested.store(kind.rawValue, ordering: .relaxed)
    }

    /// Drops a request that no script came by (the REPL clears it before each evaluation).
    package func clear() {
        requested.store(0, ordering: .relaxed)
    }

    /// Whether a request is pending.
    package var isRequested: Bool {
        requested.load(ordering: .relaxed) != 0
    }

    /// Takes the pending request, if any, so that each request is acted on once (but for
    /// `terminateForGood`, which stays).
    func take() -> Kind? {
        if requested.load(ordering: .relaxed) == Kind.terminateForGood.rawValue { return .terminateForGood }
        return Kind(rawValue: requested.exchange(0, ordering: .relaxed))
    }
}

/// Thrown when an `ExecutionInterrupt` stops a script. It is not a JavaScript exception:
/// no `catch` or `finally` in the script runs for it (the VM drops every frame up to the
/// entry it was called from, as V8's `TerminateExecution` does), so only the host sees it.
package struct ExecutionInterrupted: Error, CustomStringConvertible {
    package init() {}

    /// V8's message, which the REPL prints for Ctrl-C.
    package var description: String { "Script execution was interrupted by `SIGINT`" }
}

extension Agent {
    /// The VM's check: on backward jumps and in `enterCall`.
    @inline(__always) func checkInterrupt() throws {
        if interrupt.isRequested { try actOnInterrupt() }
    }

    @inline(never) private func actOnInterrupt() throws {
        if let error = pendingInterruptError() { throw error }
    }

    /// Takes the pending request, and gives what it throws: termination, or an AbortError.
    func pendingInterruptError() -> Error? {
        switch interrupt.take() {
        case .terminate?, .terminateForGood?: return ExecutionInterrupted()
        case .abort?: return JSException(.object(makeAbortError()))
        case nil: return nil
        }
    }

    /// Node's `AbortError` (`code: 'ABORT_ERR'`), which an aborted operation rejects with.
    package func makeAbortError() -> JSObject {
        let error = makeErrorObject(.error, "The operation was aborted")
        define(error, "name", .text("AbortError"))
        define(error, "code", .text("ABORT_ERR"))
        // Again, so that the stack's first line names it: `AbortError: The operation…`.
        (error as? JSErrorObject)?.captureStack(in: self)
        return error
    }
}

extension VM {
    /// Pops every frame down to (and including) the entry frame of this run, without
    /// running any handler: an interrupt ends the script, not just the innermost `try`.
    func abandonFrames(to entryCount: Int) {
        while frames.count >= entryCount && frames.count > 0 {
            let coroutine = frames[frames.count - 1].coroutine
            frames.dropLast()
            restoreCaller()
            coroutine?.finish()
        }
    }
}
