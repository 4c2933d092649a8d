import Dispatch
import EddyEngine
import EddyLoop
import Synchronization

/// The host's half of one REPL: the `repl` binding's state on the loop thread. It owns the
/// async handle that brings lines (and completion requests) from the reader thread, and
/// the session's handlers in JavaScript.
///
/// `@unchecked Sendable` only so that jobs posted from the reader thread can name it: every
/// one of them runs on the loop thread, the only thread that touches its state.
final class REPLController: @unchecked Sendable {
    unowned let host: RuntimeHost
    let input: any REPLInput
    let options: REPLOptions
    private var async: Async?
    private var reader: REPLReader?
    private var handlers: JSObject?
    private(set) var isClosed = false

    init(host: RuntimeHost, input: any REPLInput, options: REPLOptions) {
        self.host = host
        self.input = input
        self.options = options
    }

    var agent: Agent { host.agent }

    /// `binding.setHandlers({ line, interrupt, end, complete })`.
    func setHandlers(_ object: JSObject) throws {
        if let handlers { agent.release(handlers) }
        agent.retain(object)
        handlers = object
        let async = try Async(loop: host.loop)
        self.async = async
        let poster = async.poster
        let completer = REPLCompleter { [self] text in
            // The reader thread waits while the loop thread asks the session.
            let answer = Mutex<REPLCompletion?>(nil)
            let done = DispatchSemaphore(value: 0)
            let posted = poster.post {
                let completion = self.complete(text)
                answer.withLock { $0 = completion }
                done.signal()
            }
            guard posted else { return REPLCompletion(candidates: [], word: "") }
            done.wait()
            return answer.withLock { $0 } ?? REPLCompletion(candidates: [], word: "")
        }
        reader = REPLReader(input: input, completer: completer) { [self] event in
            poster.post { self.deliver(event) }
        }
        options.interrupter?.attach(interrupt: agent.interrupt, poster: poster) { [self] in
            // SIGINT while nothing runs: at a plain prompt, the same as Ctrl-C typed.
            self.deliverSignalInterrupt()
        }
    }

    /// `binding.readLine(prompt)`: the reader thread reads the next line.
    func readLine(prompt: String) {
        guard !isClosed else { return }
        reader?.request(prompt: prompt)
    }

    /// `binding.close()`: no more lines; the loop may end.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        reader?.stop()
        options.interrupter?.detach()
        async?.close()
        async = nil
        if let handlers { agent.release(handlers) }
        handlers = nil
    }

    /// `binding.evaluate(source, filename)`: a classic script in the global scope. Ctrl-C
    /// meanwhile stops it (the engine's interrupt), which reaches the session as an error.
    func evaluate(_ source: String, name: String) throws -> JSValue {
        options.interrupter?.setEvaluating(true)
        defer {
            options.interrupter?.setEvaluating(false)
            agent.interrupt.clear()
        }
        do {
            return try agent.runScript(source, name: name)
        } catch let interrupted as ExecutionInterrupted {
            let error = agent.makeErrorObject(.error, interrupted.description)
            agent.define(error, "stack", .text("Error: \(interrupted.description)"))
            throw JSException.throwing(.object(error))
        }
    }

    private func deliver(_ event: REPLInputEvent) {
        guard !isClosed, let handlers else { return }
        let (name, arguments): (String, [JSValue])
        switch event {
        case .line(let text): (name, arguments) = ("line", [.text(text)])
        case .interrupt(let lineWasEmpty): (name, arguments) = ("interrupt", [.boolean(lineWasEmpty)])
        case .end: (name, arguments) = ("end", [])
        }
        guard let function = (try? agent.get(handlers, name))?.asObject else { return }
        host.invokeCallback(function, arguments)
    }

    /// SIGINT at a plain prompt: the reader is still waiting for its line, so the session
    /// must not ask for another.
    private func deliverSignalInterrupt() {
        guard !isClosed, let handlers, let function = (try? agent.get(handlers, "interrupt"))?.asObject else { return }
        host.invokeCallback(function, [.boolean(true), .boolean(true)])
    }

    private func complete(_ text: String) -> REPLCompletion {
        guard !isClosed, let handlers, let function = (try? agent.get(handlers, "complete"))?.asObject,
            let result = try? agent.callFunction(.object(function), [.text(text)]),
            let parts = try? agent.arrayElements(result), parts.count == 2,
            let candidates = try? agent.arrayElements(parts[0]).map({ try agent.string($0) }),
            let word = try? agent.string(parts[1])
        else { return REPLCompletion(candidates: [], word: "") }
        return REPLCompletion(candidates: candidates, word: word)
    }
}
