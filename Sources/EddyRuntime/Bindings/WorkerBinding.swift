import EddyEngine
import EddyLoop

/// `worker`: Node's `worker` and `messaging` bindings in one — message ports and channels,
/// starting worker threads (each a runtime of its own, with the parent's configuration and
/// so its capabilities), and what a worker knows of itself.
enum WorkerBinding {
    static let binding = Binding("worker") { context in
        let agent = context.agent
        let host = context.host
        let workerContext = host.workerState.context
        context.value("isMainThread", .boolean(workerContext == nil))
        context.value("threadId", .integer(workerContext?.threadID ?? 0))
        // The main thread's are empty, as Node's.
        context.value("resourceLimits", .object(workerContext.map { limitsObject($0.resourceLimits, in: agent) }
                                                   ?? agent.makePlainObject()))

        // setCallbacks({ message, close, online, error, exit }): what the ports call.
        context.function("setCallbacks", length: 1) { agent, _, arguments in
            guard let table = arguments.value(at: 0).asObject else { return .undefined }
            func callback(_ name: String) throws -> JSObject? {
                guard let function = (try agent.get(table, name)).asObject else { return nil }
                agent.retain(function)
                return function
            }
            host.workerState.callbacks = WorkerCallbacks(
                message: try callback("message"), close: try callback("close"), online: try callback("online"),
                error: try callback("error"), exit: try callback("exit"), output: try callback("output"),
                outOfMemory: try callback("outOfMemory"), dataCloneError: try callback("dataCloneError"),
                transferList: try callback("transferList"))
            return .undefined
        }

        let prototype = agent.makePlainObject()
        agent.retain(prototype)
        host.workerState.portPrototype = prototype
        installPortMethods(on: prototype, host: host)
        context.value("MessagePort", .object(agent.makeHostConstructor("MessagePort", length: 0, prototype: prototype) { agent, _, _ in
            throw agent.makeError(kind: .typeError, "Constructor cannot be called")
        }))

        // createChannel(): [port1, port2], entangled.
        context.function("createChannel") { agent, _, _ in
            let (first, second) = PortEnd.pair()
            let ports = try [first, second].map { end -> JSValue in
                .object(try MessagePortWrap(host: host, end: end).makeObject(prototype: prototype, in: agent))
            }
            return .object(agent.makeArrayObject(ports))
        }

        // broadcastChannel(name): the handle of a BroadcastChannel.
        context.function("broadcastChannel", length: 1) { agent, _, arguments in
            let name = try agent.string(arguments.value(at: 0))
            return .object(try BroadcastPortWrap(host: host, name: name).makeObject(prototype: prototype, in: agent))
        }

        // receiveMessage(port): the oldest queued message as { message }, or undefined.
        context.function("receiveMessage", length: 1) { agent, _, arguments in
            guard let port = (arguments.value(at: 0).objectValue as? HostObject)?.payload as? MessagePortWrap,
                !port.isDetached, let message = port.end.inbox.takeFirstMessage()
            else { return .undefined }
            let result = agent.makePlainObject()
            agent.define(result, "message", host.deserializeMessage(message), isEnumerable: true)
            return .object(result)
        }

        // flushOutput(workerPort): what the worker printed and the loop has not delivered yet,
        // written now (the ESM hooks thread's output while the main thread waits for it).
        context.function("flushOutput", length: 1) { _, _, arguments in
            guard let port = (arguments.value(at: 0).objectValue as? HostObject)?.payload as? WorkerPortWrap,
                !port.isDetached
            else { return .undefined }
            for delivery in port.end.inbox.takeOutput() {
                port.deliver(delivery, in: host)
            }
            return .undefined
        }

        // structuredClone(value, transferList): serialized and rebuilt in this runtime, by the
        // same code as messages (Node clones through a MessageChannel).
        context.function("structuredClone", length: 2) { agent, _, arguments in
            let list = arguments.value(at: 1)
            let transfer = list.isNullish ? [] : try agent.arrayElements(list)
            return host.deserializeMessage(try host.serializeMessage(arguments.value(at: 0), transferList: transfer))
        }

        // startWorker(options): the parent's port on the new worker.
        context.function("startWorker", length: 1) { agent, _, arguments in
            guard let options = arguments.value(at: 0).asObject else {
                throw agent.makeError(kind: .typeError, "startWorker needs options")
            }
            return .object(try startWorker(options, host: host, prototype: prototype))
        }

        // In a worker: its end of the channel to the parent, workerData, environment data.
        context.function("parentPort") { agent, _, _ in
            guard let workerContext else { return .null }
            return .object(try MessagePortWrap(host: host, end: workerContext.end).makeObject(prototype: prototype, in: agent))
        }
        context.function("workerData") { _, _, _ in
            guard let workerContext else { return .undefined }
            return host.deserializeMessage(workerContext.workerData)
        }
        context.function("environmentData") { _, _, _ in
            guard let workerContext else { return .undefined }
            return host.deserializeMessage(workerContext.environmentData)
        }
        // With `stdin: true`: the port the worker's process.stdin reads from (else null).
        context.function("standardInputPort") { _, _, _ in
            guard let message = workerContext?.standardInput else { return .null }
            return host.deserializeMessage(message)
        }
        // The worker's end of its channel to the main thread for postMessageToThread.
        context.function("messagingPort") { _, _, _ in
            guard let message = workerContext?.messaging else { return .null }
            return host.deserializeMessage(message)
        }
        // writeOutputBytes(fd, view): in a worker, bytes for its stdout/stderr that are not
        // UTF-8 text go to the parent as they are (text goes through the output sinks).
        context.function("writeOutputBytes", length: 2) { agent, _, arguments in
            guard let workerContext, let bytes = agent.bytes(of: arguments.value(at: 1)) else { return .undefined }
            let descriptor: Int32 = try agent.number(arguments.value(at: 0)) == 2 ? 2 : 1
            workerContext.end.outbox.post(.workerOutputBytes(descriptor: descriptor, bytes: bytes))
            return .undefined
        }
        installSharedEnvironment(in: context, host: host)
    }

    /// `process.env` shared with workers (`env: SHARE_ENV`): `shareEnvironment(variables)`
    /// makes the store from this runtime's variables (once), and while `environmentShared()`
    /// is true, process.env goes through `getEnvironment`/`setEnvironment`/
    /// `deleteEnvironment`/`environmentNames`.
    private static func installSharedEnvironment(in context: BindingContext, host: RuntimeHost) {
        context.function("environmentShared") { _, _, _ in
            .boolean(host.workerState.sharedEnvironment != nil)
        }
        context.function("shareEnvironment", length: 1) { agent, _, arguments in
            guard host.workerState.sharedEnvironment == nil, let variables = arguments.value(at: 0).asObject else {
                return .undefined
            }
            var values: [String: String] = [:]
            for key in try agent.ownEnumerableKeys(variables) { values[key] = try agent.string(try agent.get(variables, key)) }
            host.workerState.sharedEnvironment = SharedEnvironment(values)
            return .undefined
        }
        context.function("getEnvironment", length: 1) { agent, _, arguments in
            guard let store = host.workerState.sharedEnvironment,
                  let value = store[try agent.string(arguments.value(at: 0))] else { return .undefined }
            return .text(value)
        }
        context.function("setEnvironment", length: 2) { agent, _, arguments in
            host.workerState.sharedEnvironment?[try agent.string(arguments.value(at: 0))] =
                try agent.string(arguments.value(at: 1))
            return .undefined
        }
        context.function("deleteEnvironment", length: 1) { agent, _, arguments in
            host.workerState.sharedEnvironment?[try agent.string(arguments.value(at: 0))] = nil
            return .undefined
        }
        context.function("environmentNames") { agent, _, _ in
            let names = host.workerState.sharedEnvironment?.names ?? []
            return .object(agent.makeArrayObject(names.map { .text($0) }))
        }
    }

    private static func installPortMethods(on prototype: JSObject, host: RuntimeHost) {
        let agent = host.agent
        HandleWrap.installHandleMethods(on: prototype, in: agent)
        // postMessage(value[, transferList | { transfer }]), as Node checks it.
        HandleWrap.define(prototype, "postMessage", length: 1, in: agent) { (port: MessagePortWrap, agent, arguments) in
            guard arguments.passedCount > 0 else {
                let error = agent.makeErrorObject(.typeError, "Not enough arguments to MessagePort.postMessage")
                agent.define(error, "code", .text("ERR_MISSING_ARGS"))
                throw JSException.throwing(.object(error))
            }
            var list = arguments.value(at: 1)
            // lib/ turns a given list into the array to move (iterables, `{ transfer }`,
            // what is marked untransferable, closed or source ports), so a post without one
            // runs no JavaScript at all.
            if !list.isNullish, let check = host.workerState.callbacks.transferList, let object = port.object {
                list = try agent.callFunction(.object(check), this: .object(object), [list])
            }
            if let options = list.asObject, !agent.isArrayObject(list) { list = try agent.get(options, "transfer") }
            let transfer = list.isNullish ? [] : try agent.arrayElements(list)
            let peer = transfer.lazy.compactMap { ($0.objectValue as? HostObject)?.payload as? MessagePortWrap }
                .first { port.isPeer(of: $0.end) }
            let (message, moved) = try host.serializeMessageMovingPorts(arguments.value(at: 0), transferList: transfer,
                                                                         from: port)
            // A port posted to its own peer: what the list moves leaves this runtime, and the
            // message is dropped with the channel, as Node's.
            if let peer {
                if !peer.isDetached { _ = peer.transfer() }
                peer.end.abandon()
                for end in moved where end.inbox !== peer.end.inbox { end.abandon() }
                try host.emitWarning("The target port was posted to itself, and the communication channel was lost")
                return .undefined
            }
            port.post(message)
            return .undefined
        }
        HandleWrap.define(prototype, "close", in: agent) { (port: MessagePortWrap, _, _) in
            port.closePort()
            return .undefined
        }
        HandleWrap.define(prototype, "start", in: agent) { (port: MessagePortWrap, _, _) in
            port.start()
            return .undefined
        }
        HandleWrap.define(prototype, "terminate", in: agent) { (port: MessagePortWrap, _, _) in
            (port as? WorkerPortWrap)?.control.terminate()
            return .undefined
        }
        // loopTimes(): [start, idle, now] of a running worker's loop in nanoseconds, for
        // `worker.performance` (undefined once it has stopped).
        HandleWrap.define(prototype, "loopTimes", in: agent) { (port: MessagePortWrap, agent, _) in
            guard let times = (port as? WorkerPortWrap)?.control.loopTimes else { return .undefined }
            return PerformanceBinding.loopTimes(start: times.start, idle: times.idle, now: times.now, in: agent)
        }
    }

    /// Starts a worker thread; returns the parent's port on it (ref'd while the worker runs).
    private static func startWorker(_ options: JSObject, host: RuntimeHost, prototype: JSObject) throws -> JSObject {
        let agent = host.agent
        // The binding checks for itself: a script that reached it by another route than the
        // module may not start threads where worker_threads is withheld.
        if let allowed = host.configuration.allowedBuiltinModules, !allowed.contains("worker_threads") {
            throw host.accessDenied("Access to the built-in module 'worker_threads' is denied in this runtime")
        }
        let entry = try agent.string(try agent.get(options, "entry"))
        let isEval = try agent.get(options, "isEval").truthy
        let transfer = try agent.arrayElements(try agent.get(options, "transferList"))
        let workerData = try host.serializeMessage(try agent.get(options, "workerData"), transferList: transfer)
        let environmentData = try host.serializeMessage(try agent.get(options, "environmentData"), transferList: [])
        var configuration = host.configuration
        configuration.ownsProcess = false
        configuration.workingDirectory = host.workingDirectory
        configuration.arguments = try agent.arrayElements(try agent.get(options, "argv")).map { try agent.string($0) }
        configuration.executionArguments = try agent.arrayElements(try agent.get(options, "execArgv")).map { try agent.string($0) }
        // `env: SHARE_ENV` (the script has shared this runtime's variables first): the
        // worker starts from them and then reads and writes the same store.
        let sharedEnvironment = try agent.get(options, "shareEnv").truthy ? host.workerState.sharedEnvironment : nil
        if let sharedEnvironment {
            configuration.environment = sharedEnvironment.snapshot
        } else if let environment = try agent.get(options, "env").asObject {
            var values: [String: String] = [:]
            for key in try agent.ownEnumerableKeys(environment) {
                values[key] = try agent.string(try agent.get(environment, key))
            }
            configuration.environment = values
        }
        var limits: [String: Double] = [:]
        if let given = try agent.get(options, "resourceLimits").asObject {
            for key in try agent.ownEnumerableKeys(given) { limits[key] = try agent.number(try agent.get(given, key)) }
        }
        // The heap limit counts live objects, at the 64 bytes each that `heapUsed` reports,
        // and bytes, so that strings and buffers count too.
        if let megabytes = limits["maxOldGenerationSizeMb"], megabytes.isFinite, megabytes > 0 {
            configuration.maximumLiveObjects = Int(min(megabytes, 0x1p40) * 16384)
            configuration.maximumHeapBytes = Int(min(megabytes, 0x1p40) * 1_048_576)
        }
        // `resourceLimits.stackSizeMb`: the worker's frame budget, as the stack V8 gets (less
        // Node's 192 KB kept in reserve); the parent's `--stack-size` is not inherited then.
        if let megabytes = limits["stackSizeMb"], megabytes.isFinite, megabytes > 0 {
            configuration.stackSizeKilobytes = Int(max(min(megabytes, 0x1p20) * 1024 - 192, 1))
        }
        let (parentEnd, childEnd) = PortEnd.pair()
        // As Node's, the worker's output goes through the parent (to `worker.stdout`/`stderr`,
        // which pass it on to the parent's own unless `stdout: true`/`stderr: true`), in order
        // with its messages.
        let toParent = childEnd.outbox
        configuration.standardOutputDescriptor = nil
        configuration.standardOutput = { toParent.post(.workerOutput(descriptor: 1, text: $0)) }
        configuration.standardErrorDescriptor = nil
        configuration.standardError = { toParent.post(.workerOutput(descriptor: 2, text: $0)) }
        // `stdin: true`: the worker's end of the channel behind `worker.stdin`.
        let standardInputPort = try agent.get(options, "stdin")
        let standardInput = standardInputPort.isNullish ? nil
            : try host.serializeMessage(standardInputPort, transferList: [standardInputPort])
        let messagingPort = try agent.get(options, "messaging")
        let messaging = messagingPort.isNullish ? nil
            : try host.serializeMessage(messagingPort, transferList: [messagingPort])
        let control = WorkerControl()
        let context = WorkerContext(threadID: WorkerThread.makeThreadID(), entry: entry, isEval: isEval, end: childEnd,
                                    workerData: workerData, environmentData: environmentData, control: control,
                                    resourceLimits: limits, standardInput: standardInput, messaging: messaging,
                                    sharedEnvironment: sharedEnvironment,
                                    tracksDescriptors: try agent.get(options, "trackUnmanagedFds").truthy)
        let port = try WorkerPortWrap(host: host, end: parentEnd, control: control)
        let object = port.makeObject(prototype: prototype, in: agent)
        agent.define(object, "threadId", .integer(context.threadID))
        port.handle?.ref()
        port.start()
        do {
            try WorkerThread.start(configuration: configuration, context: context)
        } catch {
            port.closePort()
            throw agent.makeError(kind: .error, "Cannot start a worker thread: \(error)")
        }
        host.workerState.controls.append(control)
        return object
    }

    /// `resourceLimits` as Node reports them: what was asked for, over V8's defaults.
    private static func limitsObject(_ given: [String: Double], in agent: Agent) -> JSObject {
        let object = agent.makePlainObject()
        let defaults: [(String, Double)] = [("maxYoungGenerationSizeMb", 48), ("maxOldGenerationSizeMb", 2048),
                                            ("codeRangeSizeMb", 0), ("stackSizeMb", 4)]
        for (name, value) in defaults { agent.define(object, name, .number(given[name] ?? value), isEnumerable: true) }
        return object
    }
}

/// The parent's port on a worker: besides messages, the worker's `'online'`, uncaught error
/// and exit arrive here, in order.
final class WorkerPortWrap: MessagePortWrap {
    let control: WorkerControl

    init(host: RuntimeHost, end: PortEnd, control: WorkerControl) throws {
        self.control = control
        try super.init(host: host, end: end)
    }

    override var hearsCloseUnstarted: Bool { false }

    override func deliver(_ delivery: PortDelivery, in host: RuntimeHost) {
        switch delivery {
        case .workerOnline:
            emit(\.online, [], in: host)
        case .workerError(let error):
            emit(\.error, [host.deserializeMessage(error)], in: host)
        case .workerOutput(let descriptor, let text):
            emit(\.output, [.integer(descriptor), .text(text)], in: host)
        case .workerOutputBytes(let descriptor, let bytes):
            emit(\.output, [.integer(descriptor), .object(host.agent.makeArrayBufferObject(bytes))], in: host)
        case .workerOutOfMemory:
            emit(\.outOfMemory, [], in: host)
        case .workerInitFailed(let reason):
            // Node's ERR_WORKER_INIT_FAILED, before the worker's 'exit'.
            let error = host.agent.makeErrorObject(.error, "Worker initialization failure: \(reason)")
            host.agent.define(error, "code", .text("ERR_WORKER_INIT_FAILED"), isEnumerable: true)
            emit(\.error, [.object(error)], in: host)
        case .workerExit(let code):
            detach()
            host.workerState.controls.removeAll { $0 === control }
            emit(\.exit, [.integer(code)], in: host)
            close(callback: .undefined)
        case .close:
            // The worker closed its parentPort: the worker object keeps listening for its exit.
            break
        case .message:
            super.deliver(delivery, in: host)
        }
    }
}

extension RuntimeHost {
    /// `process.emitWarning(text)`, for what the bindings warn of as Node's C++ does.
    func emitWarning(_ text: String) throws {
        let emit = try agent.get(process, "emitWarning")
        guard agent.isCallable(emit) else { return }
        _ = try agent.callFunction(emit, this: .object(process), [.text(text)])
    }

    /// Sends a worker's uncaught error to the parent, cloned (a value that cannot be cloned
    /// goes as its string).
    func reportToParent(uncaught value: JSValue, context: WorkerContext) {
        let message = (try? serializeMessage(value, transferList: [], keepingErrorProperties: true))
            ?? (try? serializeMessage(.text((try? agent.string(value)) ?? "Error"), transferList: []))
        if let message { context.end.outbox.post(.workerError(message)) }
    }
}
