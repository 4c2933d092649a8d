import Dispatch
import EddyLoop
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL's reader thread: it waits for the session to ask for a line, reads it from the
/// input (blocking only itself), and posts it to the loop thread. Asking and answering go
/// one line at a time, so the prompt the input shows is always the session's current one.
final class REPLReader: Sendable {
    private struct State {
        var prompts: [String] = []
        var isStopped = false
        var isStarted = false
    }
    private let state = Mutex(State())
    private let wakeUp = DispatchSemaphore(value: 0)
    private let input: any REPLInput
    private let completer: REPLCompleter
    private let deliver: @Sendable (REPLInputEvent) -> Void

    init(input: any REPLInput, completer: REPLCompleter, deliver: @escaping @Sendable (REPLInputEvent) -> Void) {
        self.input = input
        self.completer = completer
        self.deliver = deliver
    }

    /// Asks the reader thread for one line, starting the thread the first time.
    func request(prompt: String) {
        let starts = state.withLock { state in
            state.prompts.append(prompt)
            defer { state.isStarted = true }
            return !state.isStarted
        }
        wakeUp.signal()
        if starts { startThread() }
    }

    /// Lets the thread end after its current read (a read blocked on a terminal stays
    /// blocked until a line comes; the process is usually exiting anyway).
    func stop() {
        state.withLock { $0.isStopped = true }
        wakeUp.signal()
    }

    private func run() {
        while true {
            wakeUp.wait()
            let prompt: String? = state.withLock { state in
                if state.isStopped || state.prompts.isEmpty { return nil }
                return state.prompts.removeFirst()
            }
            guard let prompt else {
                if state.withLock({ $0.isStopped }) { return }
                continue
            }
            let event = input.readLine(prompt: prompt, completer: completer)
            if state.withLock({ $0.isStopped }) { return }
            deliver(event)
        }
    }

    private func startThread() {
        let box = Unmanaged.passRetained(self)
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { context in
            #if canImport(Darwin)
            let reader = Unmanaged<REPLReader>.fromOpaque(context).takeRetainedValue()
            #else
            let reader = Unmanaged<REPLReader>.fromOpaque(context!).takeRetainedValue()
            #endif
            reader.run()
            return nil
        }, box.toOpaque())
        if status == 0 {
            pthread_detach(thread)
        } else {
            box.release()
            deliver(.end)
        }
    }
}
