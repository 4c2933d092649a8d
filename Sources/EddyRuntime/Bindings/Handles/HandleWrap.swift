import EddyEngine
import EddyLoop

/// The Swift half of a JavaScript handle object (Node's `HandleWrap`): a TCP socket, a pipe or
/// a child process that `lib/` drives through methods and that calls back into JavaScript
/// through properties of the object (`onread`, `onconnection`, `onexit`).
///
/// The JavaScript object is pinned from creation until the handle's close callback: while
/// the handle is open the loop may call it, so it and the callbacks it holds must stay
/// reachable even when no script refers to it (Node keeps its handle objects strong until
/// closed for the same reason).
class HandleWrap {
    /// Weak: close callbacks may run while the host itself is being torn down.
    weak var host: RuntimeHost?
    /// The libuv handle; nil for a child process not spawned (or failed to spawn).
    var handle: EddyLoop.Handle?
    /// The JavaScript object; nil once the handle is closed.
    private(set) var object: JSObject?
    private(set) var isClosing = false
    /// The async context the handle was made in: its callbacks run in it (as Node's handle
    /// resources carry the AsyncLocalStorage stores of their creation; a peer a server
    /// accepts is made from the loop, in the empty context, as Node's is). Pinned until
    /// closed.
    private(set) var context: JSObject?
    /// The wrap's place among the host's open handles (`RuntimeHost.openHandleWraps`), in
    /// the order they were made; nil before `makeObject` and after the close.
    private var openHandleSerial: Int?

    /// Node's name of this kind of resource (`process.getActiveResourcesInfo()`:
    /// `TCPSocketWrap`, `ProcessWrap`…); nil for a wrap that is no libuv handle of its own
    /// (a TLS wrap rides on its TCP handle).
    var resourceName: String? { nil }

    /// Whether `process._getActiveHandles()` lists the wrap: Node's `HandleWrap::HasRef`, a
    /// handle not yet closed that keeps the loop alive.
    var isActiveResource: Bool {
        object != nil && resourceName != nil && handle?.hasRef == true
    }

    init(host: RuntimeHost, handle: EddyLoop.Handle?) {
        self.host = host
        self.handle = handle
    }

    /// Makes the JavaScript object for this wrap and pins it.
    func makeObject(prototype: JSObject, in agent: Agent) -> JSObject {
        let object = agent.makeHostObject(payload: self, prototype: prototype)
        agent.retain(object)
        self.object = object
        context = host?.captureAsyncContext()
        openHandleSerial = host?.registerOpenHandle(self)
        return object
    }

    /// Calls `object[name](…arguments)` as a callback from the loop (ticks and promise jobs
    /// drain after it; an exception is reported as uncaught).
    func callBack(_ name: String, _ arguments: [JSValue]) {
        guard let host, let object, let function = (try? host.agent.get(object, name))?.asObject,
              function.isCallable else { return }
        host.invokeCallback(function, this: .object(object), arguments, context: context)
    }

    /// Closes the handle; `callback` (a function or undefined) runs once libuv is done with
    /// it, then the object is unpinned. Without a live handle (a child that never spawned)
    /// the object is unpinned at once and no callback runs: this is a call from JavaScript,
    /// which must not drain the task queues.
    /// Closes the handle; `resetting` closes a TCP connection with an RST (Node's
    /// `resetAndDestroy`), or normally when that cannot be done.
    func close(callback: JSValue, resetting: Bool = false) {
        guard !isClosing else { return }
        isClosing = true
        willClose()
        guard let handle, !handle.isClosing else {
            didClose(callback: .undefined)
            return
        }
        // Only this closure holds the callback until libuv is done: pinned, or the collector
        // would free it meanwhile.
        if let function = callback.asObject { host?.agent.retain(function) }
        let onClose: () -> Void = { [weak self] in
            self?.didClose(callback: callback)
            if let function = callback.asObject { self?.host?.agent.release(function) }
        }
        if resetting, let connection = handle as? TCP, (try? connection.closeReset(onClose)) != nil { return }
        handle.close(onClose)
    }

    /// Subclasses stop what they started (reads, timers) before the handle closes.
    func willClose() {}

    private func didClose(callback: JSValue) {
        guard let host, let object else { return }
        if let function = callback.asObject, function.isCallable {
            host.invokeCallback(function, this: .object(object), [], context: context)
        }
        host.agent.release(object)
        host.releaseAsyncContext(context)
        if let openHandleSerial { host.openHandleWraps[openHandleSerial] = nil }
        openHandleSerial = nil
        context = nil
        self.object = nil
    }

    /// The methods every handle object has: `close`, `ref`, `unref`, `hasRef`.
    static func installHandleMethods(on prototype: JSObject, in agent: Agent) {
        define(prototype, "close", in: agent) { (wrap: HandleWrap, _, arguments) in
            wrap.close(callback: arguments.value(at: 0))
            return .undefined
        }
        define(prototype, "ref", in: agent) { (wrap: HandleWrap, _, _) in
            wrap.handle?.ref()
            return .undefined
        }
        define(prototype, "unref", in: agent) { (wrap: HandleWrap, _, _) in
            wrap.handle?.unref()
            return .undefined
        }
        define(prototype, "hasRef", in: agent) { (wrap: HandleWrap, _, _) in
            .boolean(wrap.handle?.hasRef ?? false)
        }
    }

    /// Defines a method whose `this` must be an object of wrap type `Wrap`; any other
    /// receiver is a TypeError (`process.binding` reaches these functions unchecked).
    static func define<Wrap: HandleWrap>(
        _ prototype: JSObject, _ name: String, length: Int = 0, in agent: Agent,
        _ body: @escaping (Wrap, Agent, Arguments) throws -> JSValue
    ) {
        let function = agent.makeHostFunction(name, length: length) { agent, this, arguments in
            guard let object = this.objectValue as? HostObject, let wrap = object.payload as? Wrap else {
                throw agent.makeError(kind: .typeError, "Illegal invocation")
            }
            return try body(wrap, agent, arguments)
        }
        agent.define(prototype, name, .object(function))
    }

    /// Fills `out` with `address`, `family` and `port`, as Node's `getsockname(out)` does.
    static func describe(_ address: () throws(UVError) -> SocketAddress, into out: JSValue, agent: Agent) -> JSValue {
        .integer(HandleWrap.status {
            let address = try address()
            guard let out = out.asObject else { return }
            agent.define(out, "address", .text(address.host), isEnumerable: true)
            agent.define(out, "family", .text(address.family.rawValue), isEnumerable: true)
            agent.define(out, "port", .integer(address.port), isEnumerable: true)
        })
    }

    /// A libuv status for JavaScript: 0, or the negative error code.
    static func status(_ body: () throws -> Void) -> Int32 {
        do {
            try body()
            return 0
        } catch let error as UVError {
            return error.code
        } catch {
            return UVError.invalidArgument.code
        }
    }
}
