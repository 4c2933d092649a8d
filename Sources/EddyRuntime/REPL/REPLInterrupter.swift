import EddyEngine
import EddyLoop
import Synchronization

/// Ctrl-C from outside the loop thread (a thread waiting for SIGINT): while the REPL
/// evaluates, it stops the script (the engine's interrupt, which no `catch` in the script
/// sees); otherwise it reaches the session as an interrupt at the prompt.
public final class REPLInterrupter: Sendable {
    private struct State {
        var interrupt: ExecutionInterrupt?
        var poster: Async.Poster?
        var onPrompt: (@Sendable () -> Void)?
        var isEvaluating = false
    }
    private let state = Mutex(State())

    public init() {}

    /// Called for each Ctrl-C (SIGINT); any thread.
    public func interrupt() {
        let (interrupt, poster, onPrompt) = state.withLock { state in
            (state.isEvaluating ? state.interrupt : nil, state.poster, state.onPrompt)
        }
        if let interrupt {
            interrupt.request()
        } else if let poster, let onPrompt {
            poster.post(onPrompt)
        }
    }

    func attach(interrupt: ExecutionInterrupt, poster: Async.Poster, onPrompt: @escaping @Sendable () -> Void) {
        state.withLock { state in
            state.interrupt = interrupt
            state.poster = poster
            state.onPrompt = onPrompt
        }
    }

    /// Brackets an evaluation: a Ctrl-C in between interrupts the script.
    func setEvaluating(_ isEvaluating: Bool) {
        state.withLock { $0.isEvaluating = isEvaluating }
    }

    func detach() {
        state.withLock { state in
            state.interrupt = nil
            state.poster = nil
            state.onPrompt = nil
        }
    }
}

/// A counter several threads may advance.
final class AtomicCounter: Sendable {
    private let value = Atomic<Int>(0)

    /// The current value, then one more.
    func next() -> Int {
        value.add(1, ordering: .relaxed).oldValue
    }
}
