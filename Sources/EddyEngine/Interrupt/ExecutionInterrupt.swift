import Synchronization

/// A request, from any thread, to stop the JavaScript an agent is running (the REPL's
/// Ctrl-C on `while (true) {}`). The VM looks at it on every backward jump and on every
/// call that recurses on the Swift stack, so any loop that runs long comes by it; a relaxed
/// load there costs one ordinary read.
///
/// `Sendable`: the flag is an atomic, so a signal-watching thread may set it while the
/// agent's thread runs.
package final class ExecutionInterrupt: Sendable {
    private let requested = Atomic<Bool>(false)

    package init() {}

    /// Asks the running script to stop at its next check.
    package func request() {
        requested.store(true, ordering: .relaxed)
    }

    /// Drops a request that no script came by (the REPL clears it before each evaluation).
    package func clear() {
        requested.store(false, ordering: .relaxed)
    }

    /// Whether a request is pending.
    package var isRequested: Bool {
        requested.load(ordering: .relaxed)
    }

    /// Throws `ExecutionInterrupted` once per request.
    @inline(__always) func check() throws(ExecutionInterrupted) {
        if requested.load(ordering: .relaxed) {
            requested.store(false, ordering: .relaxed)
            throw ExecutionInterrupted()
        }
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
        try interrupt.check()
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
