import EddyEngine
import Synchronization

/// The answer to one request from a Swift task to the loop thread: resumed once, from
/// whichever thread finishes first — the loop thread with the outcome, or a cancelled task.
///
/// While the loop thread works on the request it says what cancelling means: abort the
/// script that is running (it then throws an `AbortError`), or stop waiting for a promise.
final class PendingReply<Value: Sendable>: Sendable {
    enum CancelAction: Sendable {
        /// Throw an `AbortError` into the running script; the reply waits for it to finish.
        case abortScript(ExecutionInterrupt)
        /// Answer `CancellationError` now; whatever the loop thread finds later is dropped.
        case stopWaiting
    }

    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        /// The answer, when it came before a continuation was installed.
        var result: Result<Value, any Error>?
        var isFinished = false
        var isCancelled = false
        /// Whether the cancellation was delivered to a running script as an abort: the
        /// reply then waits for the script's own outcome (its `AbortError`, or what it did
        /// after catching it) instead of answering `CancellationError`.
        var isAbortingScript = false
        var cancelAction: CancelAction?
    }

    private let state = Mutex(State())

    /// Hands over the continuation to resume; false (and resumed with `CancellationError`)
    /// when the task was cancelled already.
    func install(_ continuation: CheckedContinuation<Value, any Error>) -> Bool {
        let early = state.withLock { state -> Result<Value, any Error>? in
            if let result = state.result {
                state.result = nil
                return result
            }
            if state.isCancelled && !state.isAbortingScript {
                state.isFinished = true
                return .failure(CancellationError())
            }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
        return early == nil
    }

    /// The answer, if it has come and no continuation waits for it (the caller may look
    /// for it a few times before suspending).
    func takeEarlyResult() -> Result<Value, any Error>? {
        state.withLock { state in
            defer { state.result = nil }
            return state.result
        }
    }

    /// Whether the task gave up (the loop thread then need not start the work).
    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Whether the reply has been given.
    var isFinished: Bool { state.withLock { $0.isFinished } }

    /// Gives the answer, unless one was given already.
    func resume(_ result: Result<Value, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<Value, any Error>? in
            guard !state.isFinished else { return nil }
            state.isFinished = true
            state.cancelAction = nil
            guard let continuation = state.continuation else {
                state.result = result
                return nil
            }
            state.continuation = nil
            return continuation
        }
        continuation?.resume(with: result)
    }

    /// From the loop thread: what cancelling means from now on (nil: nothing at once; the
    /// loop thread looks at `isCancelled` when it next can). When the task was cancelled
    /// already, acts on it at once.
    func setCancelAction(_ action: CancelAction?) {
        let act = state.withLock { state -> Bool in
            state.cancelAction = action
            guard state.isCancelled, !state.isFinished else { return false }
            if case .abortScript? = action { state.isAbortingScript = true }
            return true
        }
        if act, let action { perform(action) }
    }

    /// The task's cancellation handler.
    func cancel() {
        let action = state.withLock { state -> CancelAction? in
            guard !state.isCancelled else { return nil }
            state.isCancelled = true
            guard !state.isFinished else { return nil }
            if case .abortScript(let interrupt)? = state.cancelAction {
                // Under the lock, so the loop thread cannot clear the script's interrupt in
                // between and leave this request to hit the next script.
                interrupt.request(.abort)
                state.isAbortingScript = true
                return nil
            }
            return state.cancelAction
        }
        if let action { perform(action) }
    }

    /// Ends a script's cancel window: after this, a cancellation can no longer reach its
    /// interrupt, and a request that arrived too late for the script is dropped.
    func closeScriptWindow(_ interrupt: ExecutionInterrupt) {
        state.withLock { state in
            if case .abortScript? = state.cancelAction { state.cancelAction = nil }
            interrupt.clear()
        }
    }

    private func perform(_ action: CancelAction) {
        switch action {
        case .abortScript(let interrupt): interrupt.request(.abort)
        case .stopWaiting: resume(.failure(CancellationError()))
        }
    }
}
