import EddyEngine
import EddyLoop
import EddyRuntime

/// Everything of a `Runtime` that lives on its loop thread: the host, the async handle
/// other threads post jobs through, the idle watch, and the Swift tasks of async functions
/// in flight. Only the loop thread touches it.
final class RuntimeCore {
    typealias EngineValue = EddyEngine.JSValue

    unowned let thread: LoopThread
    let host: RuntimeHost
    var agent: Agent { host.agent }
    /// Jobs from other threads; referenced, so the loop waits for them when it has nothing
    /// else to do.
    let jobs: Async
    /// Runs before the loop would wait, to tell waiters that the runtime is idle.
    private let idleWatch: Prepare
    private(set) var isClosed = false

    /// Swift tasks of async functions the script is waiting for, by number.
    var hostTasks: [Int: Task<Void, Never>] = [:]
    var nextTaskNumber = 0

    /// Requests waiting for the runtime to be idle.
    private struct IdleWaiter {
        let reply: PendingReply<Int32>
        /// Node's end of a process: `beforeExit` (which may schedule more), then `exit`.
        let endsRuntime: Bool
    }

    private var idleWaiters: [IdleWaiter] = []

    /// Script helpers made once: a promise with its resolving functions, and `then`.
    let helpers: JSObject

    init(thread: LoopThread, configuration: RuntimeConfiguration) throws {
        self.thread = thread
        host = try RuntimeHost(configuration: configuration)
        host.claimCurrentThread()
        jobs = try Async(loop: host.loop)
        jobs.lingerNanoseconds = LoopThread.spinNanoseconds
        idleWatch = try Prepare(loop: host.loop)
        idleWatch.unref()
        try host.bootstrapForEmbedding()
        host.drainTasks()
        let factory = try host.agent.compileFunction(RuntimeCore.helperSource, name: "node:internal/embedding", parameters: [])
        guard let helpers = try host.agent.callFunction(.object(factory), []).asObject else {
            throw RuntimeError.startFailed("the embedding helpers did not load")
        }
        host.agent.retain(helpers)
        self.helpers = helpers
        try idleWatch.start { [unowned self] in checkIdle() }
    }


    /// `capability()` → [promise, resolve, reject]; `then(promise, onFulfilled, onRejected)`
    /// with the intrinsic `then`, whatever the script did to `Promise.prototype`.
    private static let helperSource = """
        const { then } = Promise.prototype;
        return {
          capability() {
            let resolve, reject;
            const promise = new Promise((fulfil, fail) => { resolve = fulfil; reject = fail; });
            return [promise, resolve, reject];
          },
          then(promise, onFulfilled, onRejected) { then.call(promise, onFulfilled, onRejected); },
        };
        """

    /// How long `'exit'` listeners may run at shutdown before they are stopped: a host that
    /// wants the runtime gone must not wait on a listener that never returns.
    static let exitGracePeriodMilliseconds = 1_000

    /// Shuts down: `'exit'` (unless the script ended already), cancels async functions in
    /// flight, answers every waiter, and closes every handle so that the loop ends.
    func close() {
        guard !isClosed else { return }
        agent.interrupt.clear()
        _ = host.finish(withinMilliseconds: RuntimeCore.exitGracePeriodMilliseconds)
        isClosed = true
        for task in hostTasks.values { task.cancel() }
        hostTasks = [:]
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter.reply.resume(.failure(RuntimeError.shutDown)) }
        agent.release(helpers)
        host.loop.closeAllHandles()
    }

    func release(_ value: EngineValue) {
        if let object = value.asObject { agent.release(object) }
    }

    // MARK: - State checks

    /// Why nothing can run, if the script ended the runtime.
    var endedError: RuntimeError? {
        if host.hasExceededHeapLimit { return .heapLimitExceeded }
        if host.isTerminating { return .terminated(exitCode: host.exitCode) }
        return nil
    }

    // MARK: - Idle

    /// Whether nothing is left to do: no referenced handle or request (apart from the jobs
    /// handle), no queued job, no async Swift function in flight.
    private var isIdle: Bool {
        guard hostTasks.isEmpty, agent.queuedJobCount == 0 else { return false }
        jobs.unref()
        defer { jobs.ref() }
        return !host.loop.isAlive
    }

    /// Answers `reply` with the exit code once the runtime is idle; with `endsRuntime`, ends
    /// it then as Node ends a process.
    func waitUntilIdle(_ reply: PendingReply<Int32>, endsRuntime: Bool) {
        reply.setCancelAction(.stopWaiting)
        idleWaiters.append(IdleWaiter(reply: reply, endsRuntime: endsRuntime))
        checkIdle()
    }

    private func checkIdle() {
        guard !idleWaiters.isEmpty else { return }
        if let ended = endedError {
            // A script that ended its runtime is idle for good: the wait ends with its code.
            let waiters = idleWaiters
            idleWaiters = []
            for waiter in waiters {
                if case .terminated(let code) = ended {
                    waiter.reply.resume(.success(code))
                } else {
                    waiter.reply.resume(.failure(ended))
                }
            }
            return
        }
        guard isIdle else { return }
        idleWaiters.removeAll { $0.reply.isFinished }
        if idleWaiters.contains(where: \.endsRuntime) {
            host.emitBeforeExit()
            guard isIdle else { return }
            let code = host.finish()
            let waiters = idleWaiters
            idleWaiters = []
            for waiter in waiters {
                waiter.reply.resume(waiter.endsRuntime ? .success(code) : .failure(RuntimeError.terminated(exitCode: code)))
            }
            return
        }
        let code = host.currentExitCode
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter.reply.resume(.success(code)) }
    }

    // MARK: - Running JavaScript

    /// Runs `body` as a callback from the loop (the task queues are drained after it). While
    /// it runs, cancelling `reply`'s task throws an `AbortError` into the script.
    func runJavaScript<Result, Reply>(for reply: PendingReply<Reply>?, _ body: () throws -> Result) throws -> Result {
        if let ended = endedError { throw ended }
        // Called from a Swift function inside a script, this is a nested call: the queues
        // drain when the outermost call returns, as with Node's MakeCallback.
        let isOutermost = !agent.isRunningJavaScript
        reply?.setCancelAction(.abortScript(agent.interrupt))
        let result: Swift.Result<Result, any Error> = Swift.Result { try body() }
        reply?.closeScriptWindow(agent.interrupt)
        if case .failure(let error) = result, error is ExecutionInterrupted {
            host.handleUncaught(error)
        }
        if isOutermost { host.drainTasks() }
        switch result {
        case .success(let value): return value
        case .failure(let error): throw swiftError(from: error)
        }
    }

    /// Answers `reply` with `value` converted by `convert`, waiting first for it to settle
    /// when it is a promise. Cancelling the task then stops the wait. Call it inside
    /// `runJavaScript`, so that its handlers are attached before the queues drain (a
    /// rejected promise without them would be an unhandled rejection).
    func settle<Value>(_ value: EngineValue, _ reply: PendingReply<Value>,
                       convert: @escaping (EngineValue) throws -> Value) {
        guard agent.isPromiseObject(value), let promise = value.asObject else {
            reply.resume(Result { try convert(value) })
            return
        }
        // The script is done: from here cancelling stops the wait. An abort that came after
        // the script ended is dropped with the window, or it would hit the `then` below.
        reply.closeScriptWindow(agent.interrupt)
        reply.setCancelAction(.stopWaiting)
        let onFulfilled = agent.makeHostFunction("", length: 1) { _, _, arguments in
            reply.resume(Result { try convert(arguments.value(at: 0)) })
            return .undefined
        }
        let onRejected = agent.makeHostFunction("", length: 1) { [unowned self] _, _, arguments in
            reply.resume(.failure(jsError(arguments.value(at: 0))))
            return .undefined
        }
        do {
            _ = try agent.callFunction(try agent.get(helpers, "then"),
                                       [.object(promise), .object(onFulfilled), .object(onRejected)])
        } catch {
            reply.resume(.failure(swiftError(from: error)))
        }
    }

    // MARK: - Errors

    /// The Swift error for an error thrown while JavaScript ran.
    func swiftError(from error: any Error) -> any Error {
        switch error {
        case let exception as JSException: jsError(exception.thrownValue)
        case is ExecutionInterrupted: endedError ?? RuntimeError.terminated(exitCode: host.exitCode)
        default: error
        }
    }

    /// A thrown value as a `JSError`: an error's name, message and stack, or the value's text.
    func jsError(_ thrown: EngineValue) -> JSError {
        let handle = handle(for: thrown)
        guard let object = thrown.asObject else {
            return JSError(name: "Error", message: (try? agent.string(thrown)) ?? "\(thrown.typeName)", thrownValue: handle)
        }
        func text(_ name: String) -> String? {
            guard let value = try? agent.get(object, name), !value.isUndefined else { return nil }
            return value.textValue ?? (try? agent.string(value))
        }
        let stack = (try? agent.get(object, "stack"))?.textValue
        if agent.isErrorObject(thrown) || text("message") != nil {
            return JSError(name: text("name") ?? "Error", message: text("message") ?? "", stack: stack, thrownValue: handle)
        }
        return JSError(name: "Error", message: (try? agent.string(thrown)) ?? "[object]", stack: stack, thrownValue: handle)
    }

    /// The JavaScript exception for an error a Swift function threw: the script's own value
    /// for a `JSError` of this runtime, a `TypeError` for a value of the wrong type, else an
    /// `Error` with the Swift error's description.
    func exception(from error: any Error) -> any Error {
        switch error {
        case is JSException, is ExecutionInterrupted:
            return error
        case let error as JSError:
            if let value = try? engineValue(from: error.thrownValue.data), !value.isUndefined {
                return JSException.throwing(value)
            }
            // A Swift-made error: the native error its name says (`RangeError`…), else an
            // `Error` carrying that name.
            let kind = ErrorKind(rawValue: error.name) ?? .error
            let object = agent.makeErrorObject(kind, error.message)
            if kind.rawValue != error.name { agent.define(object, "name", .text(error.name)) }
            return JSException.throwing(.object(object))
        case let error as RuntimeError:
            if case .typeMismatch = error { return agent.makeError(kind: .typeError, error.description) }
            return agent.makeError(kind: .error, error.description)
        case let error as DecodingError:
            return agent.makeError(kind: .typeError, error.readableDescription)
        case let error as EncodingError:
            return agent.makeError(kind: .typeError, error.readableDescription)
        case let error as HostClassReceiverError:
            return agent.makeError(kind: .typeError, error.description)
        default:
            return agent.makeError(kind: .error, "\(error)")
        }
    }
}
