import EddyEngine
import EddyLoop

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One Node-style runtime: an event loop, an agent with its realm, the native bindings and
/// the bootstrap of `lib/` (docs/architecture.md, "Runtime host"). Everything runs on the
/// thread that calls `runMain`/`runEval`; the host is not thread-safe.
///
/// The JavaScript half lives in `lib/internal/bootstrap/`: the host hands it `process` and
/// `internalBinding`, and it hands back the callbacks the host calls from the loop
/// (`task_queue.setup`): the tick-queue drain, the fatal-exception handler, and the
/// `beforeExit`/`exit` emitters.
public final class RuntimeHost {
    public let configuration: RuntimeConfiguration
    package let loop: EventLoop
    /// When the loop started turning (`EventLoop.highResolutionTime`), 0 before: the origin
    /// of `performance.eventLoopUtilization()`.
    var loopStartTime: UInt64 = 0
    package let agent: Agent
    private var registry: BindingRegistry
    private var bindingExports: [String: JSObject] = [:]
    /// Built-in module sources by id (`fs`, `internal/timers`).
    let librarySources: LibrarySources
    private(set) var process: JSObject!
    /// `require` for built-in modules, from the realm bootstrap.
    private(set) var nativeRequire: JSObject?

    /// The callbacks `lib/` registers with `task_queue.setup`.
    struct Callbacks {
        var tick: JSObject?
        var fatalException: JSObject?
        var beforeExit: JSObject?
        var exit: JSObject?
    }
    var callbacks = Callbacks()
    /// Whether a `process.nextTick` callback is queued (the tick callback keeps it current),
    /// so the host can skip the JavaScript drain when only promise jobs are waiting.
    var hasTickScheduled = false
    /// Promises rejected with no handler since the last drain, in order.
    var pendingRejections: [JSObject] = []

    /// When the host was made, for `process.uptime()`.
    let startTime = EventLoop.highResolutionTime
    /// Set once the process is exiting: callbacks from the loop no longer run.
    package private(set) var isTerminating = false
    package private(set) var exitCode: Int32 = 0

    // Loop handles the bindings use, made on demand.
    var timerHandle: EddyLoop.Timer?
    var checkHandle: Check?
    var idleHandle: Idle?
    /// Standard input for `process.stdin` (a TTY or a pipe), and the reader lib/ installed.
    var stdinStream: EddyLoop.Stream?
    var stdinCallback: JSObject?
    /// The signals `process.on('SIGINT', …)` watches, by number (Bindings/SignalBinding).
    var signalWatchers: [Int32: SignalWatcher] = [:]
    /// Children spawned by `process_wrap` that have not exited, killed when the host goes.
    var childProcesses: [ObjectIdentifier: ProcessWrap] = [:]
    /// The handle wraps made and not yet closed, by the serial of their making
    /// (`process._getActiveHandles()`, Host/RuntimeHost+ActiveResources.swift).
    var openHandleWraps: [Int: HandleWrap] = [:]
    /// The requests in flight (connections, shutdowns, lookups), by serial: the request
    /// object, pinned by the binding that started it, and Node's name of its kind.
    var activeRequests: [Int: (request: JSObject, resourceName: String)] = [:]
    var nextResourceSerial = 0
    /// Set by the REPL, which reads standard input itself.
    var isStandardInputTaken = false
    var timerCallbacks: (processImmediate: JSObject, processTimers: JSObject)?
    /// The realms of `vm` contexts, by their global object.
    var contextRealms: [ObjectIdentifier: Realm] = [:]
    /// Whether `lib/` has immediates queued (`timers.setImmediatePending`).
    var hasImmediatePending = false
    /// Whether the idle handle runs (ref'd immediates wait).
    var isIdleActive = false
    /// The real paths of the directories modules were loaded from (`moduleRealpath`).
    var moduleDirectoryRealpaths: [String: String] = [:]
    /// `process.cwd()` of an embedded runtime with its own working directory.
    var workingDirectory: String?
    /// The modules an embedder registered (`require(name)`), and their exports once loaded.
    var hostModules: [String: (RuntimeHost) throws -> JSObject] = [:]
    var hostModuleExports: [String: JSObject] = [:]
    /// Worker threads: the callbacks of `lib/internal/worker/io.js`, the workers started,
    /// and this runtime's own context when it is a worker (Sources/EddyRuntime/Worker).
    var workerState = WorkerHostState()
    /// What wakes the loop for `Atomics.waitAsync` (RuntimeHost+AsyncWaits).
    var asyncWaitWaker: Async?
    var asyncWaitTimer: EddyLoop.Timer?
    /// Set when an embedded runtime passed its live-object limit; the runtime then ends.
    package private(set) var hasExceededHeapLimit = false

    /// Makes this runtime's heap the one strings made on the calling thread register with,
    /// for good, so that those the event loop's callbacks make between runs of script do
    /// too. Only for a thread that runs this runtime alone: the CLI's script thread, a
    /// worker's, an embedded runtime's loop thread (a thread shared with other agents keeps
    /// the per-run binding, see `Agent.claimCurrentThread`).
    package func claimCurrentThread() {
        agent.claimCurrentThread()
    }

    /// Creates the loop, the agent and the process object; nothing runs yet.
    public init(configuration: RuntimeConfiguration) throws {
        self.configuration = configuration
        loop = try EventLoop()
        loop.measureIdleTime()
        agent = Agent.makeHostAgent(stackSizeKilobytes: configuration.stackSizeKilobytes)
        registry = .builtin
        librarySources = LibrarySources(directory: configuration.libraryDirectory)
        agent.setPromiseRejectionTracker { [unowned self] agent, promise, operation in
            switch operation {
            case .reject:
                agent.retain(promise)
                pendingRejections.append(promise)
            case .handle:
                if let index = pendingRejections.firstIndex(where: { $0 === promise }) {
                    agent.release(pendingRejections.remove(at: index))
                }
            }
        }
        workingDirectory = configuration.workingDirectory
        agent.asyncWaits.onChange = { [unowned self] in asyncWaitsChanged() }
        let objectLimit = configuration.maximumLiveObjects, byteLimit = configuration.maximumHeapBytes
        if objectLimit != nil || byteLimit != nil, !configuration.ownsProcess {
            if let byteLimit { agent.limitHeapBytes(to: byteLimit) }
            // An embedded runtime may not end the process: stop the script, and let the
            // embedder see why.
            agent.setCollectionObserver { [unowned self] agent in
                let isOver = agent.liveObjectCount > objectLimit ?? .max || agent.liveHeapByteCount > byteLimit ?? .max
                guard isOver, !hasExceededHeapLimit else { return }
                // Counted again after a full collection (which calls this again).
                if agent.mayCountDeadCells { return agent.collectGarbage() }
                hasExceededHeapLimit = true
                agent.interrupt.request(.terminate)
            }
        } else if let limit = configuration.maximumMemoryBytes {
            let standardError = configuration.standardError
            agent.setCollectionObserver { _ in
                guard ProcessMethodsBinding.residentSetSize() > limit else { return }
                standardError("\n<--- Last few GCs --->\n\nFATAL ERROR: Reached heap limit Allocation failed - "
                              + "JavaScript heap out of memory\n")
                // Node aborts here; 134 is the status a shell reports for SIGABRT.
                exit(134)
            }
        }
    }

    deinit {
        agent.asyncWaits.mailbox.setWake(nil)
        agent.cancelAsyncWaits()
        killChildProcesses()
        loop.closeAllHandles()
        _ = loop.run(.noWait)
    }

    /// Runs `body` on a thread with a large stack, where a host should run (see
    /// `withScriptThreadStack`): a host made and run inside it compiles without extra threads.
    public static func onScriptThread<Result>(_ body: () -> Result) -> Result {
        withScriptThreadStack(body)
    }

    package func register(_ binding: Binding) {
        registry.register(binding)
    }

    // MARK: - Running

    /// Runs `path` as the main module (after requiring `preloading`, as `-r` does), then
    /// the loop until nothing is left; returns the exit code.
    public func runMain(path: String, preloading: [String] = []) -> Int32 {
        run { require in
            let module = try loaderModule(require)
            try preload(preloading, module: module)
            _ = try agent.callFunction(try agent.get(module, "runMain"), this: .object(module), [.text(path)])
        }
    }

    /// Runs `source` as a script in the global scope (`eddy -e`), printing its completion
    /// value as `console.log` would when `printsResult` (`eddy -p`).
    public func runEval(_ source: String, printsResult: Bool, preloading: [String] = [],
                        name: String = "[eval]") -> Int32 {
        run { require in
            try preload(preloading, module: try loaderModule(require))
            let evaluator = try requireObject(require, "internal/main/eval_string")
            _ = try agent.callFunction(.object(evaluator), [.text(source), .boolean(printsResult), .text(name)])
        }
    }

    /// Checks the syntax of the file at `path` as a CommonJS module, without running it
    /// (`eddy -c`); a syntax error is reported like an uncaught one.
    public func checkSyntax(path: String) -> Int32 {
        run { require in
            let checker = try requireObject(require, "internal/main/check_syntax")
            _ = try agent.callFunction(.object(checker), [.text(path)])
        }
    }

    func loaderModule(_ require: JSObject) throws -> JSObject {
        guard let module = try (agent.get(try requireObject(require, "internal/modules/cjs/loader"), "Module")).asObject else {
            throw agent.makeError(kind: .error, "The module loader did not load")
        }
        return module
    }

    func preload(_ requests: [String], module: JSObject) throws {
        guard !requests.isEmpty else { return }
        _ = try agent.callFunction(try agent.get(module, "_preloadModules"), this: .object(module),
                                   [.object(agent.makeArrayObject(requests.map { .text($0) }))])
    }

    /// Bootstraps, runs `main` as a callback from the loop, then turns the loop until it
    /// has nothing left, emitting `beforeExit` (which may schedule more) and `exit`.
    func run(_ main: (JSObject) throws -> Void) -> Int32 {
        do {
            let require = try bootstrap()
            try main(require)
        } catch {
            handleUncaught(error)
        }
        drainTasks()
        if loopStartTime == 0 { loopStartTime = EventLoop.highResolutionTime }
        while !isTerminating {
            _ = loop.run(.default)
            if isTerminating { break }
            invokeCallback(callbacks.beforeExit, [])
            if !loop.isAlive { break }
        }
        if !isTerminating { emitExit() }
        return exitCode
    }

    func requireObject(_ require: JSObject, _ id: String) throws -> JSObject {
        guard let object = try agent.callFunction(.object(require), [.text(id)]).asObject else {
            throw agent.makeError(kind: .error, "Module \(id) has no exports")
        }
        return object
    }

    /// The longest string a script may hold, in UTF-16 code units (V8's limit).
    package static var maximumStringLength: Int { JSString.maximumLength }

    /// Runs the realm and node bootstraps; returns `require` for built-in modules.
    func bootstrap() throws -> JSObject {
        process = try makeProcessObject()
        agent.retain(process)
        let internalBinding = agent.makeHostFunction("internalBinding", length: 1) { [unowned self] agent, _, arguments in
            .object(try self.binding(named: try agent.string(arguments.value(at: 0))))
        }
        // Held across the compilations below, which may collect.
        agent.retain(internalBinding)
        defer { agent.release(internalBinding) }
        let realmBootstrap = try compileLibrary("internal/bootstrap/realm", parameters: ["process", "internalBinding"])
        guard let require = try agent.callFunction(.object(realmBootstrap), [.object(process), .object(internalBinding)]).asObject
        else { throw agent.makeError(kind: .error, "The realm bootstrap returned no require") }
        agent.retain(require)
        nativeRequire = require
        let nodeBootstrap = try compileLibrary("internal/bootstrap/node", parameters: ["process", "require", "internalBinding"])
        _ = try agent.callFunction(.object(nodeBootstrap), [.object(process), .object(require), .object(internalBinding)])
        return require
    }

    /// Compiles a built-in module's source as a function of `parameters`, named
    /// `node:<id>` in stack traces as in Node.
    func compileLibrary(_ id: String, parameters: [String]) throws -> JSObject {
        guard let source = librarySources[id] else {
            throw agent.makeError(kind: .error, "No such built-in module: \(id)")
        }
        return try agent.compileFunction(source, name: "node:\(id)", parameters: parameters)
    }

    /// `internalBinding(name)`: the binding's exports, initialized on first use.
    func binding(named name: String) throws -> JSObject {
        if let exports = bindingExports[name] { return exports }
        guard let binding = registry.binding(named: name) else {
            throw agent.makeError(kind: .error, "No such module: \(name)")
        }
        let exports = agent.makePlainObject()
        agent.retain(exports)
        bindingExports[name] = exports
        try binding.initialize(BindingContext(host: self, exports: exports, capability: binding.capability))
        return exports
    }

    /// `process.binding(name)` for a name of `RuntimeConfiguration.placeholderUserBindings`:
    /// the same empty object on every call, refused as a withheld binding in a runtime whose
    /// embedder restricted bindings or built-in modules.
    func placeholderBinding(named name: String) throws -> JSObject {
        guard configuration.userBindings.isSuperset(of: RuntimeConfiguration.defaultUserBindings),
              configuration.allowedBuiltinModules == nil
        else { throw accessDenied("Access to the binding '\(name)' is denied in this runtime") }
        let key = "placeholder:\(name)"
        if let exports = bindingExports[key] { return exports }
        let exports = agent.makePlainObject()
        agent.retain(exports)
        bindingExports[key] = exports
        return exports
    }

    // MARK: - Callbacks from the loop

    /// Calls into JavaScript from the loop (a timer, an immediate, an I/O completion), then
    /// drains the tick and promise queues, as Node's MakeCallback does. Nothing runs once
    /// the process is exiting.
    /// `context` is the async context the callback's operation started in (see
    /// `captureAsyncContext`); without one it runs in the empty context.
    func invokeCallback(_ function: JSObject?, this: JSValue = .undefined, _ arguments: [JSValue],
                        context: JSObject? = nil) {
        guard !isTerminating, let function else { return }
        let savedContext = agent.asyncContext
        agent.asyncContext = context
        do {
            _ = try agent.callFunction(.object(function), this: this, arguments)
        } catch {
            handleUncaught(error)
        }
        agent.asyncContext = savedContext
        drainTasks()
    }

    /// The current async context (AsyncLocalStorage's stores), pinned for a callback that
    /// runs later in it: an fs request, a DNS lookup, a handle's reads. Balanced by
    /// `releaseAsyncContext`.
    func captureAsyncContext() -> JSObject? {
        guard let context = agent.asyncContext else { return nil }
        agent.retain(context)
        return context
    }

    func releaseAsyncContext(_ context: JSObject?) {
        if let context { agent.release(context) }
    }

    /// Runs `process.nextTick` callbacks and promise jobs until both queues are empty.
    package func drainTasks() {
        while !isTerminating {
            if hasTickScheduled || !pendingRejections.isEmpty, let tick = callbacks.tick {
                do {
                    _ = try agent.callFunction(.object(tick), [])
                } catch {
                    handleUncaught(error)
                }
            } else if agent.asyncWaits.count > 0 && !agent.asyncWaits.mailbox.isEmpty {
                // Notified by this agent itself: settle now, as the notifying job ends.
                agent.settleAsyncWaits()
            } else if agent.queuedJobCount > 0 {
                do {
                    try agent.runQueuedJobs()
                } catch {
                    handleUncaught(error)
                }
            } else if agent.hasPendingFinalizations {
                // Cleanup callbacks of FinalizationRegistry run once the queues are empty,
                // as tasks of their own would (their ticks and jobs then drain in turn).
                do {
                    try agent.runFinalizationCleanups()
                } catch {
                    handleUncaught(error)
                }
            } else {
                agent.clearKeptObjects()
                return
            }
        }
    }

    /// An exception nothing caught: `process.on('uncaughtException')` handlers get it, or
    /// it is printed and the process exits with code 1 after `'exit'`.
    package func handleUncaught(_ error: Error) {
        guard !isTerminating else { return }
        if error is ExecutionInterrupted, isWorkerTerminating {
            terminate(code: 1)
            return
        }
        if error is ExecutionInterrupted, hasExceededHeapLimit, let context = workerState.context {
            // A worker at its `resourceLimits` heap limit: the parent hears of it
            // (ERR_WORKER_OUT_OF_MEMORY), the worker exits with 1, as in Node.
            context.end.outbox.post(.workerOutOfMemory)
            terminate(code: 1)
            return
        }
        if error is ExecutionInterrupted, hasExceededHeapLimit {
            // The script was stopped for passing the live-object limit: nothing of it may
            // run any more, not even an `uncaughtException` handler.
            configuration.standardError("FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n")
            terminate(code: 134)
            return
        }
        let value: JSValue
        if let exception = error as? JSException {
            value = exception.thrownValue
        } else {
            value = .object(agent.makeErrorObject(.error, "\(error)"))
        }
        // Held here across the handler and the report, both JavaScript that may collect.
        var thrownObject: JSObject?
        if let object = value.asObject { thrownObject = object }
        if let thrownObject { agent.retain(thrownObject) }
        defer { if let thrownObject { agent.release(thrownObject) } }
        if let fatal = callbacks.fatalException {
            do {
                let handled = try agent.callFunction(.object(fatal), [value])
                if handled.truthy { return }
            } catch {
                // The handler itself threw: Node reports that error with exit code 7.
                report(uncaught: (error as? JSException)?.thrownValue ?? value)
                terminate(code: 7)
                return
            }
        }
        if let context = workerState.context {
            // A worker's uncaught error becomes the parent's `'error'` event.
            reportToParent(uncaught: value, context: context)
        } else {
            report(uncaught: value)
        }
        // As Node's: an 'exit' listener may still set process.exitCode for the process.
        terminate(code: 1, listenersMayChangeCode: true)
    }

    /// Prints an uncaught exception as Node does: the source line with a caret under the
    /// position, then the stack (or, for a value that is not an error, the value), then the
    /// runtime's version.
    func report(uncaught value: JSValue) {
        var text = ""
        let stack = errorStack(value)
        let origin = agent.origin(of: value)
        // A stack that starts with its own place (a link error or an error out of `vm`,
        // decorated as Node's) is shown as it is, the place once.
        if let place = origin?.arrowPlace, let stack, stack.hasPrefix(place) {
            text += stack
        } else {
            if let arrow = origin?.arrow {
                text += arrow
                if stack != nil { text += "\n" }
            }
            // An error as `util.inspect` shows it, as Node prints it: the stack, then the
            // error's own properties (`{ code: 'MODULE_NOT_FOUND', … }`) when it has any.
            text += stack.map { inspected(value, asError: true) ?? $0 } ?? describe(value)
        }
        text += "\n\nEddy \(configuration.version)\n"
        configuration.standardError(text)
    }

    /// An error's `stack`, when it is a string.
    private func errorStack(_ value: JSValue) -> String? {
        guard let object = value.asObject, case .string = (try? agent.get(object, "stack")) ?? .undefined
        else { return nil }
        return try? agent.string(agent.get(object, "stack"))
    }

    /// A thrown value that is not an error, as Node prints it: strings as they are, other
    /// values through `util.inspect`.
    private func describe(_ value: JSValue) -> String {
        if case .string = value, let text = try? agent.string(value) { return text }
        return inspected(value) ?? (try? agent.string(value)) ?? "exception"
    }

    /// `util.inspect(value)`, when the module loads and the call succeeds. An uncaught error
    /// is shown as Node's fatal-exception report shows it: no custom inspection, and at least
    /// five levels deep.
    private func inspected(_ value: JSValue, asError: Bool = false) -> String? {
        guard let inspect = try? nativeRequire.map({ try requireObject($0, "internal/util/inspect") }),
            let function = try? agent.get(inspect, "inspect")
        else { return nil }
        var arguments = [value]
        if asError, let inspectObject = function.asObject,
            let defaults = try? agent.get(inspectObject, "defaultOptions").asObject {
            let options = agent.makePlainObject()
            let depth = (try? agent.get(defaults, "depth")) ?? .undefined
            let defaultDepth: Double = if case .number(let number) = depth { number } else { 2 }
            guard (try? agent.set(options, "customInspect", .boolean(false))) != nil,
                (try? agent.set(options, "depth", .number(max(defaultDepth, 5)))) != nil
            else { return nil }
            arguments.append(.object(options))
        }
        return try? agent.callFunction(function, arguments).textValue
    }

    /// Stops running JavaScript: emits `'exit'` with `code` and stops the loop. With
    /// `listenersMayChangeCode`, the process ends with the `process.exitCode` the listeners
    /// leave (Node's way after an uncaught exception).
    package func terminate(code: Int32, listenersMayChangeCode: Bool = false) {
        guard !isTerminating else { return }
        exitCode = code
        emitExit(code: code, listenersMayChangeCode: listenersMayChangeCode)
        isTerminating = true
        loop.stop()
    }

    /// Emits `process.on('exit')` once, with `process.exitCode` unless a code is given.
    private func emitExit(code: Int32? = nil, listenersMayChangeCode: Bool = false) {
        guard let exit = callbacks.exit else { return }
        callbacks.exit = nil
        do {
            let result = try agent.callFunction(.object(exit), [code.map { .integer($0) } ?? .undefined])
            // V8's Int32Value, as Node reads the code; whatever the number, it cannot trap.
            if case .number(let number) = result, code == nil || listenersMayChangeCode {
                exitCode = Self.exitCode(fromNumber: number)
            }
        } catch is ExecutionInterrupted {
            // Stopped from outside (shutdown's grace period ran out): nothing to report.
        } catch {
            // Node reports a listener's exception and ends with the code set so far, else 1.
            report(uncaught: (error as? JSException)?.thrownValue ?? .undefined)
            exitCode = code ?? currentExitCode
            if exitCode == 0 { exitCode = 1 }
        }
    }

    /// V8's Int32Value of an exit code, as Node reads it; whatever the number, it cannot trap.
    static func exitCode(fromNumber number: Double) -> Int32 {
        Int32(truncatingIfNeeded: number.isFinite && abs(number) < 0x1p63 ? Int64(number) : 0)
    }

    /// `process.reallyExit(code)`: Node ends the process at once, after `'exit'` ran. An
    /// embedded runtime ends only itself: it stops the loop and unwinds the script without
    /// running its handlers, as the end of a process would.
    func reallyExit(code: Int32) throws -> JSValue {
        guard !configuration.ownsProcess else { exit(code) }
        exitCode = code
        isTerminating = true
        loop.stop()
        throw ExecutionInterrupted()
    }
}

extension Agent {
    /// A thrown error of `kind` for the host's own failures.
    package func makeError(kind: ErrorKind, _ message: String) -> JSException {
        JSException.throwing(.object(makeErrorObject(kind, message)))
    }
}
