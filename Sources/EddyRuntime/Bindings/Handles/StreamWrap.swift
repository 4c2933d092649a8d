import EddyEngine
import EddyLoop

/// What TCP sockets and pipes share (Node's `StreamBase`): reading into `onread(nread,
/// arrayBuffer)` — a negative `nread` is a libuv error, `UV_EOF` the end — writes and
/// shutdowns that complete through a request object's `oncomplete(status, handle)`, and the
/// byte counts.
class StreamWrap: HandleWrap {
    let stream: EddyLoop.Stream
    /// The prototype of this kind's objects, for the connections a server accepts (pinned
    /// by its binding for the runtime's life).
    let prototype: JSObject
    private(set) var bytesRead = 0
    private(set) var bytesWritten = 0
    /// Set once `listen` succeeded: a server's handle (`TCPServerWrap` in Node's resource names).
    private(set) var isListening = false
    /// Takes the bytes read instead of the JavaScript object (Node's `StreamListener`): a
    /// TLS wrap decrypts its TCP handle's reads this way. The end and read errors still go
    /// to `onread`, so the socket over this handle ends or fails as usual.
    weak var consumer: (any StreamConsumer)?

    init(host: RuntimeHost, stream: EddyLoop.Stream, prototype: JSObject) {
        self.stream = stream
        self.prototype = prototype
        super.init(host: host, handle: stream)
    }

    /// A new, unconnected wrap of the same kind, for `accept`.
    func makePeer(host: RuntimeHost) throws(UVError) -> StreamWrap {
        throw UVError.invalidArgument
    }

    /// Listens; `onconnection(status, clientHandle)` runs for each connection.
    func listen(backlog: Int32) -> JSValue {
        .integer(HandleWrap.status {
            try stream.listen(backlog: backlog) { [weak self] result in self?.didReceiveConnection(result) }
            isListening = true
        })
    }

    private func didReceiveConnection(_ result: Result<Void, UVError>) {
        guard let host else { return }
        do {
            try result.get()
            let client = try makePeer(host: host)
            let object = client.makeObject(prototype: client.prototype, in: host.agent)
            do {
                try stream.accept(into: client.stream)
            } catch {
                client.close(callback: .undefined)
                throw error
            }
            callBack("onconnection", [.integer(0), .object(object)])
        } catch {
            callBack("onconnection", [.integer((error as? UVError)?.code ?? UVError.invalidArgument.code)])
        }
    }

    /// Starts a connection with `start`; `request.oncomplete(status, handle, request,
    /// readable, writable)` runs when it is made or failed.
    func connect(request: JSObject,
                 _ start: (@escaping (Result<Void, UVError>) -> Void) throws -> Void) -> JSValue {
        guard let host else { return .integer(UVError.invalidArgument.code) }
        host.agent.retain(request)
        let serial = host.beginRequest(request, resourceName: "ConnectWrap")
        let status = HandleWrap.status {
            try start { [weak self] result in
                guard let self, let host = self.host else { return }
                // In flight until its callback returned, as Node's requests are listed.
                defer {
                    host.endRequest(serial)
                    host.agent.release(request)
                }
                var code: Int32 = 0
                if case .failure(let error) = result { code = error.code }
                guard let function = (try? host.agent.get(request, "oncomplete"))?.asObject, function.isCallable
                else { return }
                host.invokeCallback(function, this: .object(request), [
                    .integer(code), self.object.map(JSValue.object) ?? .undefined, .object(request),
                    .boolean(true), .boolean(true),
                ], context: self.context)
            }
        }
        if status != 0 {
            host.endRequest(serial)
            host.agent.release(request)
        }
        return .integer(status)
    }

    func readStart() -> JSValue {
        .integer(startReading())
    }

    func startReading() -> Int32 {
        HandleWrap.status {
            try stream.startReading { [weak self] result in self?.didRead(result) }
        }
    }

    private func didRead(_ result: EddyLoop.Stream.ReadResult) {
        guard let host else { return }
        switch result {
        case .data(let bytes):
            bytesRead += bytes.count
            if let consumer {
                consumer.stream(self, didRead: bytes)
                return
            }
            attachPendingHandle()
            callBack("onread", [.integer(bytes.count), .object(host.agent.makeArrayBufferObject(bytes))])
        case .end:
            callBack("onread", [.integer(UVError.endOfFile.code), .undefined])
        case .failure(let error):
            callBack("onread", [.integer(error.code), .undefined])
        }
    }

    /// Sets the handle that came along with the bytes about to be read (an IPC pipe's,
    /// libuv's pending handle) as the object's `pendingHandle`, accepted into a new `TCP` or
    /// `Pipe` or `UDP` object, as Node's `LibuvStreamWrap::OnUvRead`.
    private func attachPendingHandle() {
        guard let pipe = stream as? Pipe, pipe.isIPC, pipe.pendingHandleCount > 0, let host, let object else { return }
        do {
            let received: HandleWrap
            let prototype: JSObject
            switch pipe.pendingHandleType {
            case .tcp:
                prototype = try Self.handlePrototype("tcp_wrap", "TCP", host)
                received = TCPWrap(host: host, tcp: try TCP(loop: host.loop), prototype: prototype)
            case .pipe:
                prototype = try Self.handlePrototype("pipe_wrap", "Pipe", host)
                received = PipeWrap(host: host, pipe: try Pipe(loop: host.loop), prototype: prototype)
            case .udp:
                prototype = try Self.handlePrototype("udp_wrap", "UDP", host)
                received = UDPWrap(host: host, udp: try UDP(loop: host.loop))
            default:
                return
            }
            let receivedObject = received.makeObject(prototype: prototype, in: host.agent)
            do {
                guard let handle = received.handle else { throw UVError.invalidArgument }
                try pipe.acceptPending(into: handle)
            } catch {
                received.close(callback: .undefined)
                return
            }
            try host.agent.set(object, "pendingHandle", .object(receivedObject))
        } catch {
            return
        }
    }

    /// The prototype of a binding's handle class (`internalBinding(binding)[name].prototype`).
    private static func handlePrototype(_ binding: String, _ name: String, _ host: RuntimeHost) throws -> JSObject {
        let exports = try host.binding(named: binding)
        guard let constructor = try host.agent.get(exports, name).asObject,
              let prototype = try host.agent.get(constructor, "prototype").asObject else {
            throw UVError.invalidArgument
        }
        return prototype
    }

    /// Writes `bytes` with `handle`'s socket passed along (an IPC pipe's `uv_write2`); the
    /// write always completes through `request.oncomplete`. Other streams refuse with `EINVAL`.
    private func write(_ bytes: [UInt8], sending handle: EddyLoop.Handle, request: JSObject) -> JSValue {
        guard let host, let pipe = stream as? Pipe else { return .integer(UVError.invalidArgument.code) }
        let agent = host.agent
        agent.define(request, "bytes", .integer(bytes.count), isEnumerable: true)
        let status = HandleWrap.status {
            try pipe.write(bytes, sending: handle) { [weak self] result in self?.complete(request, result) }
        }
        guard status == 0 else { return .integer(status) }
        bytesWritten += bytes.count
        agent.define(request, "async", .boolean(true), isEnumerable: true)
        agent.retain(request)
        return .integer(0)
    }

    /// Writes `bytes`, as Node's `StreamBase` does: what the kernel takes at once is written
    /// now (`request.async` false: done, no `oncomplete` follows, the caller completes the
    /// write itself); the rest is queued and `request.oncomplete(status, handle)` runs once
    /// it is written (`request.async` true). `request.bytes` tells how many bytes the write
    /// has. Nothing is tried at once while earlier writes wait in the queue, and an error of
    /// the attempt leaves the bytes to the queued write, which reports it.
    func write(_ bytes: [UInt8], request: JSObject) -> JSValue {
        guard let host else { return .integer(UVError.invalidArgument.code) }
        let agent = host.agent
        agent.define(request, "bytes", .integer(bytes.count), isEnumerable: true)
        let (status, isAsync) = send(bytes) { [weak self] result in
            self?.complete(request, result)
        }
        guard status == 0 else { return .integer(status) }
        agent.define(request, "async", .boolean(isAsync), isEnumerable: true)
        // Pinned until its completion, which only the queued write has.
        if isAsync { agent.retain(request) }
        return .integer(0)
    }

    /// Writes `bytes` for Swift callers (a TLS wrap's records): what the kernel takes at once
    /// is written now and `isAsync` is false; otherwise the rest is queued and `completion`
    /// runs once it is written. `completion` never runs when the status is an error.
    func send(_ bytes: [UInt8], completion: @escaping (Result<Void, UVError>) -> Void) -> (status: Int32, isAsync: Bool) {
        // A closed handle has no descriptor left: libuv answers EBADF, and Node's `write EBADF`.
        guard !stream.isClosing else { return (UVError.badDescriptor.code, false) }
        var written = 0
        if stream.writeQueueSize == 0, !bytes.isEmpty {
            written = (try? stream.tryWrite(bytes)) ?? 0
        }
        bytesWritten += written
        if written == bytes.count, !bytes.isEmpty { return (0, false) }
        let rest = written == 0 ? bytes : Array(bytes[written...])
        let status = HandleWrap.status { try stream.write(rest, completion: completion) }
        if status == 0 { bytesWritten += rest.count }
        return (status, true)
    }

    /// Shuts the write side down once queued writes are done; `request.oncomplete(status,
    /// handle)` runs then.
    func shutdown(request: JSObject) -> JSValue {
        guard let host else { return .integer(UVError.invalidArgument.code) }
        host.agent.retain(request)
        let serial = host.beginRequest(request, resourceName: "SimpleShutdownWrap")
        let status = HandleWrap.status {
            try stream.shutdown { [weak self] result in
                self?.complete(request, result)
                self?.host?.endRequest(serial)
            }
        }
        if status != 0 {
            host.endRequest(serial)
            host.agent.release(request)
        }
        return .integer(status)
    }

    private func complete(_ request: JSObject, _ result: Result<Void, UVError>) {
        guard let host else { return }
        defer { host.agent.release(request) }
        let status: JSValue
        switch result {
        case .success: status = .integer(0)
        case .failure(let error): status = .integer(error.code)
        }
        guard let function = (try? host.agent.get(request, "oncomplete"))?.asObject, function.isCallable else { return }
        host.invokeCallback(function, this: .object(request), [status, object.map(JSValue.object) ?? .undefined],
                            context: context)
    }

    override func willClose() {
        stream.stopReading()
    }

    /// The stream methods on a prototype: `readStart`, `readStop`, `writeBuffer`,
    /// `writeUtf8String`, `writev`, `shutdown`, and the `bytesRead`, `bytesWritten`,
    /// `writeQueueSize` and `fd` getters.
    static func installStreamMethods(on prototype: JSObject, in agent: Agent) {
        installHandleMethods(on: prototype, in: agent)
        define(prototype, "readStart", in: agent) { (wrap: StreamWrap, _, _) in wrap.readStart() }
        define(prototype, "readStop", in: agent) { (wrap: StreamWrap, _, _) in
            wrap.stream.stopReading()
            return .integer(0)
        }
        // writeBuffer(req, buffer)
        define(prototype, "writeBuffer", length: 2, in: agent) { (wrap: StreamWrap, agent, arguments) in
            let request = try requestObject(arguments, agent)
            guard let bytes = agent.bytes(of: arguments.value(at: 1)) else {
                throw agent.makeError(kind: .typeError, "Second argument must be a buffer")
            }
            return wrap.write(bytes, sending: arguments.value(at: 2), request: request)
        }
        // writeUtf8String(req, string[, handle])
        define(prototype, "writeUtf8String", length: 2, in: agent) { (wrap: StreamWrap, agent, arguments) in
            let request = try requestObject(arguments, agent)
            return wrap.write(Array(try agent.string(arguments.value(at: 1)).utf8), sending: arguments.value(at: 2),
                              request: request)
        }
        // writev(req, buffers): one write of every buffer, in order.
        define(prototype, "writev", length: 2, in: agent) { (wrap: StreamWrap, agent, arguments) in
            let request = try requestObject(arguments, agent)
            return wrap.write(try concatenated(arguments.value(at: 1), in: agent), request: request)
        }
        define(prototype, "shutdown", length: 1, in: agent) { (wrap: StreamWrap, agent, arguments) in
            wrap.shutdown(request: try requestObject(arguments, agent))
        }
        accessor(prototype, "bytesRead", in: agent) { (wrap: StreamWrap) in .integer(wrap.bytesRead) }
        accessor(prototype, "bytesWritten", in: agent) { (wrap: StreamWrap) in .integer(wrap.bytesWritten) }
        accessor(prototype, "writeQueueSize", in: agent) { (wrap: StreamWrap) in .integer(wrap.stream.writeQueueSize) }
        accessor(prototype, "fd", in: agent) { (wrap: StreamWrap) in .integer(Int(wrap.stream.fileDescriptor)) }
    }

    /// Node's third argument of a write over an IPC pipe: a TCP, pipe or UDP handle to pass
    /// along.
    private func write(_ bytes: [UInt8], sending handle: JSValue, request: JSObject) -> JSValue {
        guard let object = handle.asObject else { return write(bytes, request: request) }
        guard let sent = ((object as? HostObject)?.payload as? HandleWrap)?.handle else {
            return .integer(UVError.invalidArgument.code)
        }
        return write(bytes, sending: sent, request: request)
    }

    /// The bytes of `writev`'s chunks (buffers or strings, as UTF-8), in order.
    static func concatenated(_ chunks: JSValue, in agent: Agent) throws -> [UInt8] {
        var bytes: [UInt8] = []
        for chunk in try agent.arrayElements(chunks) {
            if let chunkBytes = agent.bytes(of: chunk) {
                bytes += chunkBytes
            } else {
                bytes += Array(try agent.string(chunk).utf8)
            }
        }
        return bytes
    }

    static func requestObject(_ arguments: Arguments, _ agent: Agent) throws -> JSObject {
        guard let request = arguments.value(at: 0).asObject else {
            throw agent.makeError(kind: .typeError, "First argument must be a request object")
        }
        return request
    }

    private static func accessor<Wrap: HandleWrap>(_ prototype: JSObject, _ name: String, in agent: Agent,
                                                   _ body: @escaping (Wrap) -> JSValue) {
        let getter = agent.makeHostFunction("get " + name) { _, this, _ in
            guard let object = this.objectValue as? HostObject, let wrap = object.payload as? Wrap else { return .undefined }
            return body(wrap)
        }
        agent.defineAccessor(prototype, name, getter: getter, setter: nil)
    }
}

/// What takes a stream's bytes instead of its JavaScript object (see `StreamWrap.consumer`).
protocol StreamConsumer: AnyObject {
    func stream(_ wrap: StreamWrap, didRead bytes: [UInt8])
}

extension UVError {
    /// `UV_EOF`, what `onread` reports at the end of a stream.
    static var endOfFile: UVError { UVError(code: -4095) }
    /// `UV_EINVAL`.
    static var invalidArgument: UVError { UVError(code: -22) }
    /// `UV_EBADF`.
    static var badDescriptor: UVError { UVError(code: -9) }
}
