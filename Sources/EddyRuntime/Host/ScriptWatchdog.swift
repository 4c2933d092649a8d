import Dispatch
import EddyEngine
import Synchronization

/// `vm`'s `timeout` option: a script that runs longer is stopped (the engine's interrupt,
/// as V8's `TerminateExecution`) and the caller gets Node's `ERR_SCRIPT_EXECUTION_TIMEOUT`.
///
/// The timer runs on a Dispatch queue; a small state machine makes sure a timer that fires
/// as the script finishes cannot leave a request behind for whatever runs next.
final class ScriptWatchdog: Sendable {
    private enum State { case armed, fired, finished }

    private let state = Mutex(State.armed)
    private let interrupt: ExecutionInterrupt

    private init(interrupt: ExecutionInterrupt) {
        self.interrupt = interrupt
    }

    /// Runs `body` with a time limit of `milliseconds` (no limit for 0).
    static func run<Result>(limit milliseconds: Int, agent: Agent, _ body: () throws -> Result) throws -> Result {
        guard milliseconds > 0 else { return try body() }
        let watchdog = ScriptWatchdog(interrupt: agent.interrupt)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [watchdog] in
            watchdog.state.withLock { state in
                guard state == .armed else { return }
                state = .fired
                watchdog.interrupt.request(.terminate)
            }
        }
        let fired: () -> Bool = {
            watchdog.state.withLock { state in
                defer { state = .finished }
                // Fired after the script's last check: the request would stop the next one.
                if state == .fired { watchdog.interrupt.clear() }
                return state == .fired
            }
        }
        do {
            let result = try body()
            _ = fired()
            return result
        } catch let interrupted as ExecutionInterrupted {
            guard fired() else { throw interrupted }
            let error = agent.makeErrorObject(.error, "Script execution timed out after \(milliseconds)ms")
            agent.define(error, "code", .text("ERR_SCRIPT_EXECUTION_TIMEOUT"), isEnumerable: true)
            throw JSException.throwing(.object(error))
        } catch {
            _ = fired()
            throw error
        }
    }
}
