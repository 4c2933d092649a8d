import EddyEngine
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `vm`'s `breakOnSigint`: while the call runs, a SIGINT stops the script (the engine's
/// interrupt, as V8's `TerminateExecution`) instead of reaching the process's own
/// disposition — its 'SIGINT' listeners or the default that ends the process — and the
/// caller gets Node's `ERR_SCRIPT_EXECUTION_INTERRUPTED`.
///
/// The loop thread is busy in the script, so libuv's signal watcher cannot turn: for the
/// call's duration a signal handler of our own replaces whatever SIGINT action was set, and
/// the old one comes back afterwards. The handler only does what is async-signal-safe: two
/// atomic operations (the interrupt request is an atomic store).
///
/// One watched call at a time per process (the innermost wins; nested calls put the outer
/// target back when they end). A worker's watched call on another thread would take the
/// signal over from the main thread's for its duration.
enum SigintWatchdog {
    /// The `ExecutionInterrupt` of the watched call, as the bits of an unretained pointer
    /// (0: none); the call keeps the object alive while it is here.
    private static let target = Atomic<UInt>(0)
    /// How many SIGINTs the handler took, so that a call can tell whether one came.
    private static let received = Atomic<Int>(0)

    /// Runs `body`, stopped by a SIGINT when `isEnabled`.
    static func run<Result>(isEnabled: Bool, agent: Agent, _ body: () throws -> Result) throws -> Result {
        guard isEnabled else { return try body() }
        let interrupt = agent.interrupt
        var watch = Watch(interrupt: interrupt)
        do {
            let result = try withExtendedLifetime(interrupt) { try body() }
            // The signal came after the script's last check: its request would stop the next one.
            if watch.finish() { interrupt.clear() }
            return result
        } catch let interrupted as ExecutionInterrupted {
            guard watch.finish() else { throw interrupted }
            let error = agent.makeErrorObject(.error, "Script execution was interrupted by `SIGINT`")
            agent.define(error, "code", .text("ERR_SCRIPT_EXECUTION_INTERRUPTED"), isEnumerable: true)
            throw JSException.throwing(.object(error))
        } catch {
            _ = watch.finish()
            throw error
        }
    }

    /// One watched call: our handler in place of the previous SIGINT action.
    private struct Watch {
        private var previous = sigaction()
        private let outerTarget: UInt
        private let before: Int

        init(interrupt: ExecutionInterrupt) {
            outerTarget = target.exchange(UInt(bitPattern: Unmanaged.passUnretained(interrupt).toOpaque()),
                                          ordering: .sequentiallyConsistent)
            before = received.load(ordering: .sequentiallyConsistent)
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            // Counts the signal and asks the watched call's script to stop.
            let handler: @convention(c) (Int32) -> Void = { _ in
                received.add(1, ordering: .sequentiallyConsistent)
                guard let pointer = UnsafeRawPointer(bitPattern: target.load(ordering: .sequentiallyConsistent))
                else { return }
                Unmanaged<ExecutionInterrupt>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.request(.terminate) }
            }
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
            #else
            action.__sigaction_u.__sa_handler = handler
            #endif
            sigaction(SIGINT, &action, &previous)
        }

        /// Puts the previous action and target back; whether a SIGINT came meanwhile.
        mutating func finish() -> Bool {
            sigaction(SIGINT, &previous, nil)
            target.store(outerTarget, ordering: .sequentiallyConsistent)
            return received.load(ordering: .sequentiallyConsistent) != before
        }
    }
}
