import EddyEngine
import EddyLoop

/// The Swift half of a `MessagePort` (and of the port a `Worker` object listens on): an
/// end of a channel whose inbox other threads fill, and an `Async` handle on this
/// runtime's loop that they wake. Unreferenced until `lib/` refs it (a port with a
/// `'message'` listener, a running worker), as Node's ports are.
class MessagePortWrap: HandleWrap {
    let end: PortEnd
    /// Set once the port was transferred to another runtime (or closed): it no longer
    /// receives here, and posting through it does nothing.
    private(set) var isDetached = false
    /// Whether messages are delivered: a port queues them until started.
    private(set) var isStarted = false
    /// Set by `close()` here (not by a transfer): the messages a delivery already took are
    /// still emitted, as Node's port handles its queue until the close completes.
    private var isClosedHere = false

    init(host: RuntimeHost, end: PortEnd) throws {
        self.end = end
        let async = try Async(loop: host.loop)
        async.unref()
        super.init(host: host, handle: async)
        let reference = UncheckedPort(wrap: self)
        let poster = async.poster
        end.inbox.setWake({
            poster.post { reference.wrap?.drain() }
        }, wakingIfPending: false)
        host.workerState.remember(self)
    }

    /// Whether the peer's close is delivered before the port is started (a `Worker`
    /// object's own port waits for the worker's exit instead).
    var hearsCloseUnstarted: Bool { true }

    /// A weak reference that jobs posted from other threads may carry; they run on the
    /// loop thread, the only place the wrap is touched.
    struct UncheckedPort: @unchecked Sendable {
        weak var wrap: MessagePortWrap?
    }

    /// Delivers what arrived, each as a callback from the loop (ticks and promise jobs run
    /// between two messages, as in Node).
    func drain() {
        guard !isDetached, let host else { return }
        // A port not started still hears that its peer closed (Node's 'close' comes either
        // way); what was queued before then is dropped with it.
        guard isStarted || (hearsCloseUnstarted && end.inbox.holdsClose()) else { return }
        for delivery in end.inbox.takeAll() {
            if !isStarted, case .message = delivery { continue }
            guard !host.isTerminating else { return }
            if isDetached {
                guard isClosedHere, case .message = delivery else { return }
            }
            deliver(delivery, in: host)
        }
    }

    func deliver(_ delivery: PortDelivery, in host: RuntimeHost) {
        switch delivery {
        case .message(let message):
            let (value, ports) = host.deserializeMessageWithPorts(message)
            emit(\.message, [value, .object(host.agent.makeArrayObject(ports))], in: host)
        case .close:
            detach()
            emit(\.close, [], in: host)
            close(callback: .undefined)
        case .workerOnline, .workerError, .workerOutOfMemory, .workerInitFailed, .workerOutput, .workerOutputBytes, .workerExit:
            break
        }
    }

    /// Calls one of the callbacks `lib/` registered, with the port as `this`.
    func emit(_ callback: KeyPath<WorkerCallbacks, JSObject?>, _ arguments: [JSValue], in host: RuntimeHost) {
        guard let object else { return }
        host.invokeCallback(host.workerState.callbacks[keyPath: callback], this: .object(object), arguments)
    }

    /// `port.start()`: delivers what waits, and what comes from now on.
    func start() {
        guard !isStarted, !isDetached else { return }
        isStarted = true
        end.inbox.wakeIfPending()
    }

    /// Stops receiving here; what is queued stays for the next owner.
    func detach() {
        guard !isDetached else { return }
        isDetached = true
        end.inbox.setWake(nil)
    }

    /// `port.postMessage`: to the peer's inbox, unless this port left.
    func post(_ message: SerializedValue) {
        if !isDetached { end.outbox.post(.message(message)) }
    }

    /// `port.close()`: the peer hears of it, nothing more arrives here.
    func closePort() {
        guard !isDetached else { return }
        isClosedHere = true
        end.outbox.post(.close)
        detach()
        end.inbox.close()
        close(callback: .undefined)
    }

    /// For `postMessage`'s transfer list: the port leaves this runtime with its queue.
    func transfer() -> PortEnd {
        detach()
        close(callback: .undefined)
        return end
    }

    /// Whether `other` is the other end of this port's channel (a port posted to its own
    /// peer: Node drops the message, and the channel is lost).
    func isPeer(of other: PortEnd) -> Bool {
        other.inbox === end.outbox
    }
}

extension PortEnd {
    /// Ends a channel whose end was lost in a message never delivered: the peer hears that
    /// it closed.
    func abandon() {
        outbox.post(.close)
        inbox.close()
    }
}

/// The callbacks `lib/internal/worker/io.js` registers (`setCallbacks`), called with the
/// port object as `this`.
struct WorkerCallbacks {
    var message: JSObject?
    var close: JSObject?
    var online: JSObject?
    var error: JSObject?
    var exit: JSObject?
    /// A worker's `process.stdout`/`stderr` text, when the parent asked for it as streams.
    var output: JSObject?
    /// A worker stopped at its heap limit (`resourceLimits.maxOldGenerationSizeMb`).
    var outOfMemory: JSObject?
    /// Makes the web's `DataCloneError` (a DOMException) for a message.
    var dataCloneError: JSObject?
    /// Checks a post's transfer list and answers the array of what moves (called with the
    /// posting port as `this`, only for posts that pass a list).
    var transferList: JSObject?
}

/// What a runtime knows of worker threads: the callbacks, the workers it started, and —
/// in a worker — its own context.
struct WorkerHostState {
    var callbacks = WorkerCallbacks()
    /// `MessagePort.prototype`, for ports that arrive in messages.
    var portPrototype: JSObject?
    var context: WorkerContext?
    /// The workers this runtime started, stopped when it goes.
    var controls: [WorkerControl] = []
    /// The variables this runtime shares with workers started with `env: SHARE_ENV` (its
    /// parent's, in such a worker), once there are any.
    var sharedEnvironment: SharedEnvironment?
    /// In a worker with `trackUnmanagedFds`, the descriptors `fs` opened and has not closed
    /// (nil: not tracked, as on the main thread).
    var openDescriptors: Set<Int32>?
    /// The ports made here, so that a worker going away closes those it still holds: their
    /// peers hear 'close', as in Node, where a worker's ports close with its environment.
    private(set) var ports: [MessagePortWrap.UncheckedPort] = []
    /// When `ports` is next swept of the ports already gone.
    private var portsSweptAt = 64

    mutating func remember(_ port: MessagePortWrap) {
        if ports.count >= portsSweptAt {
            ports.removeAll { $0.wrap == nil }
            portsSweptAt = max(64, ports.count * 2)
        }
        ports.append(MessagePortWrap.UncheckedPort(wrap: port))
    }

    /// The ports still open, forgotten here.
    mutating func takePorts() -> [MessagePortWrap] {
        defer { ports = [] }
        return ports.compactMap(\.wrap)
    }
}

extension RuntimeHost {
    /// Serializes `value` for another runtime; the ports and buffers in `transferList` move
    /// with it.
    func serializeMessage(_ value: JSValue, transferList: [JSValue], from source: MessagePortWrap? = nil,
                          keepingErrorProperties: Bool = false) throws -> SerializedValue {
        try serializeMessageMovingPorts(value, transferList: transferList, from: source,
                                        keepingErrorProperties: keepingErrorProperties).message
    }

    /// Serializes `value` as `serializeMessage` does, and answers the ends of the ports that
    /// moved with it.
    func serializeMessageMovingPorts(_ value: JSValue, transferList: [JSValue], from source: MessagePortWrap? = nil,
                                     keepingErrorProperties: Bool = false) throws -> (message: SerializedValue, moved: [PortEnd]) {
        do {
            // Every entry must be an object (Node checks this before anything else).
            let transfer = try transferList.map { entry in
                guard let object = entry.objectValue else { throw CloneFailure.invalidTransferable }
                return object
            }
            let listed = Set(transfer.map(ObjectIdentifier.init))
            // Node's checks of the ports listed, before anything is serialized.
            var ports = Set<ObjectIdentifier>()
            for object in transfer {
                guard let host = object as? HostObject else { continue }
                guard host.payload is MessagePortWrap else { throw CloneFailure.invalidTransferable }
                if let source, host.payload === source {
                    throw CloneFailure.uncloneable("Transfer list contains source port")
                }
                guard ports.insert(ObjectIdentifier(object)).inserted else {
                    throw CloneFailure.uncloneable("Transfer list contains duplicate MessagePort")
                }
            }
            var moved: [PortEnd] = []
            let message = try agent.serialize(value, transfer: transfer, keepingErrorProperties: keepingErrorProperties) { object in
                guard let port = object.payload as? MessagePortWrap else { return nil }
                if port is BroadcastPortWrap { throw CloneFailure.uncloneable("BroadcastChannel could not be cloned.") }
                guard listed.contains(ObjectIdentifier(object)) else { throw CloneFailure.missingTransferable }
                let end = port.transfer()
                moved.append(end)
                return end
            }
            return (message, moved)
        } catch CloneFailure.uncloneable(let message) {
            if let factory = workerState.callbacks.dataCloneError {
                throw JSException.throwing(try agent.callFunction(.object(factory), [.text(message)]))
            }
            throw agent.makeError(kind: .error, message)
        } catch CloneFailure.invalidTransferable {
            let error = agent.makeErrorObject(.typeError, "Found invalid object in transferList")
            agent.define(error, "code", .text("ERR_INVALID_TRANSFER_OBJECT"))
            throw JSException.throwing(.object(error))
        } catch CloneFailure.missingTransferable {
            let error = agent.makeErrorObject(
                .typeError, "Object that needs transfer was found in message but not listed in transferList")
            agent.define(error, "code", .text("ERR_MISSING_TRANSFERABLE_IN_TRANSFER_LIST"))
            throw JSException.throwing(.object(error))
        }
    }

    /// Rebuilds a message here; transferred ports become ports of this runtime.
    func deserializeMessage(_ message: SerializedValue) -> JSValue {
        deserializeMessageWithPorts(message).value
    }

    /// Rebuilds a message here, and answers the ports that arrived with it (a
    /// `MessageEvent`'s `ports`).
    func deserializeMessageWithPorts(_ message: SerializedValue) -> (value: JSValue, ports: [JSValue]) {
        var ports: [JSValue] = []
        let value = agent.deserialize(message) { [unowned self] carried in
            guard let end = carried as? PortEnd, let prototype = workerState.portPrototype,
                let wrap = try? MessagePortWrap(host: self, end: end) else { return .undefined }
            let port = JSValue.object(wrap.makeObject(prototype: prototype, in: agent))
            ports.append(port)
            return port
        }
        return (value, ports)
    }
}
