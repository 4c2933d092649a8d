import EddyEngine
import EddyLoop

/// `tls_wrap`'s `TLSWrap` handle (Node's C++ TLSWrap): the TLS record layer between a
/// `TLSSocket` and the stream handle under it. It takes its stream's reads in Swift (as the
/// stream's consumer), runs OpenSSL over them and hands the cleartext to `onread`; writes are
/// encrypted and written to the stream here too, so a record costs one crossing into
/// JavaScript, not four binding calls and a second socket's write machinery.
///
/// It speaks a stream handle's protocol (`readStart`, `readStop`, `writeBuffer`, `writev`,
/// `writeUtf8String`, `bytes`/`async` on write requests), so `net.Socket` runs over it as over
/// a TCP handle. lib/_tls_wrap.js subclasses it for what belongs to the socket underneath
/// (closing, addresses, options) and judges the handshake, called through
/// `onhandshakedone()`, `onservername(name)`, `onerror(error)` and `onsessions()`. A stream
/// with no native handle (any Duplex) is fed with `receive(buffer)`; the records for it go
/// to `onciphertext(arrayBuffer, request)`.
final class TLSWrap: HandleWrap, StreamConsumer {
    let connection: TLSConnection
    /// The stream handle underneath, once attached.
    private var stream: StreamWrap?
    /// Set by lib/ once the socket is ready: the handshake advances only from then on.
    private var isStarted = false
    private var isReading = false
    /// Cleartext decrypted while the socket was not reading.
    private var pendingCleartext: [[UInt8]] = []
    private var peerEnded = false
    private var isEndDelivered = false
    /// The cleartext handed to `onread` (a TLS socket's `bytesRead`, as Node counts it).
    private var cleartextBytesRead = 0
    /// Writes made before the handshake completed, with their (pinned) requests.
    private var pendingWrites: [(request: JSObject, bytes: [UInt8])] = []

    init(host: RuntimeHost, connection: TLSConnection) {
        self.connection = connection
        super.init(host: host, handle: nil)
    }

    // MARK: The stream underneath

    /// Takes over the reads of `handle` (a TCP or pipe handle object); false for any other value.
    func attach(_ handle: JSValue) -> Bool {
        guard stream == nil, let object = handle.objectValue as? HostObject,
              let wrap = object.payload as? StreamWrap, !wrap.stream.isClosing else { return false }
        stream = wrap
        wrap.consumer = self
        _ = wrap.startReading()
        return true
    }

    func stream(_ wrap: StreamWrap, didRead bytes: [UInt8]) {
        guard let host, !host.isTerminating else { return }
        connection.receive(bytes)
        let savedContext = host.agent.asyncContext
        host.agent.asyncContext = context
        do {
            try process()
        } catch {
            host.handleUncaught(error)
        }
        host.agent.asyncContext = savedContext
        host.drainTasks()
    }

    /// Bytes from a stream with no native handle.
    func receive(_ bytes: [UInt8]) throws {
        connection.receive(bytes)
        try process()
    }

    /// The peer ended the stream underneath: the end of the cleartext too, once it is read.
    func endOfStream() throws {
        peerEnded = true
        try deliver()
    }

    func start() throws {
        isStarted = true
        try process()
    }

    /// Runs the engine after new input (or an answer of lib/): the handshake first, then
    /// cleartext. Events call into JavaScript; each may close this wrap.
    func process() throws {
        guard isStarted, !isClosing, let agent = host?.agent else { return }
        if !connection.isHandshakeComplete {
            switch connection.advanceHandshake() {
            case .none:
                flush()
                return
            case .servernameNeeded(let name):
                flush()
                try emit("onservername", [.text(name)])
                return
            case .sessionNeeded(let id):
                flush()
                try emit("onresumesession", [.object(agent.makeArrayBufferObject(id))])
                return
            case .protocolNeeded(let offered):
                // lib/ answers at once (the callback is synchronous, as Node's): the offset of
                // the chosen name in the list, or undefined to refuse them all. What the callback
                // throws is the socket's error, and the handshake goes no further.
                let answer: JSValue
                do {
                    answer = try emit("onalpnselect", [.object(agent.makeArrayBufferObject(offered)),
                                                       connection.requestedServername.map { .text($0) } ?? .undefined])
                } catch let exception as JSException {
                    try emit("onerror", [exception.thrownValue])
                    return
                }
                var offset: Int?
                if let number = answer.asNumber, let index = Int(exactly: number), index >= 0 { offset = index }
                connection.resumeAfterProtocolChoice(at: offset)
                guard !isClosing else { return }
                try process()
                return
            case .failed(let error):
                flush()
                try emit("onerror", [.object(error.object(in: agent))])
                return
            case .handshakeComplete:
                try emitKeyLog()
                // A TLS 1.2 server's session is made within the handshake, and Node reports it
                // ('newSession') before the handshake is done; TLS 1.3 tickets follow it.
                if connection.isServer && connection.protocolVersion != "TLSv1.3" { try emitSessions() }
                // The last flight goes out only if lib/ accepts the session (a client that
                // rejects the certificate never finishes the handshake for the server).
                try emit("onhandshakedone", [])
                guard !isClosing else { return }
                flush()
                try emitSessions()
                let writes = pendingWrites
                pendingWrites.removeAll()
                var failure: (any Error)?
                for (request, bytes) in writes {
                    if failure == nil, !isClosing {
                        do { try writeAfterHandshake(bytes, request: request, agent: agent) } catch { failure = error }
                    }
                    agent.release(request)
                }
                if let failure { throw failure }
                guard !isClosing else { return }
            }
        }
        let (chunks, closed, error) = connection.readCleartext()
        flush()
        pendingCleartext.append(contentsOf: chunks)
        if let error {
            try emit("onerror", [.object(error.object(in: agent))])
            return
        }
        if closed { peerEnded = true }
        try deliver()
        try emitSessions()
    }

    /// Hands queued cleartext to `onread` while reading, then the end once everything is read.
    func deliver() throws {
        guard let agent = host?.agent else { return }
        while isReading, !isClosing, !pendingCleartext.isEmpty {
            let chunk = pendingCleartext.removeFirst()
            cleartextBytesRead += chunk.count
            try emit("onread", [.integer(chunk.count), .object(agent.makeArrayBufferObject(chunk))])
        }
        if peerEnded, isStarted, !isClosing, pendingCleartext.isEmpty, !isEndDelivered {
            isEndDelivered = true
            try emit("onread", [.integer(UVError.endOfFile.code), .undefined])
        }
    }

    /// Whether `deliver` has something to hand over.
    var hasPendingDelivery: Bool { !pendingCleartext.isEmpty || (peerEnded && !isEndDelivered) }

    private func emitSessions() throws {
        try emitKeyLog()
        guard connection.hasNewSessions, !isClosing else { return }
        try emit("onsessions", [])
    }

    /// `onkeylog(line)` for each key log line OpenSSL wrote since the last call.
    private func emitKeyLog() throws {
        guard !connection.keyLogLines.isEmpty, let agent = host?.agent else { return }
        for line in connection.takeKeyLogLines() where !isClosing {
            try emit("onkeylog", [.object(agent.makeArrayBufferObject(line))])
        }
    }

    /// Calls `object[name](…arguments)`; the caller decides when the task queues drain (a
    /// read from the loop drains once after all its events, a call from a script not at all).
    @discardableResult
    private func emit(_ name: String, _ arguments: [JSValue]) throws -> JSValue {
        guard let agent = host?.agent, let object, let function = try agent.get(object, name).asObject,
              function.isCallable else { return .undefined }
        return try agent.callFunction(.object(function), this: .object(object), arguments)
    }

    // MARK: Reading and writing

    func readStart() -> Int32 {
        isReading = true
        if let stream { _ = stream.startReading() }
        return 0
    }

    func readStop() -> Int32 {
        isReading = false
        stream?.stream.stopReading()
        return 0
    }

    /// A write of the socket: encrypted and written at once after the handshake, kept until
    /// then before it.
    func write(_ bytes: [UInt8], request: JSObject) throws -> JSValue {
        guard let agent = host?.agent else { return .integer(UVError.invalidArgument.code) }
        agent.define(request, "bytes", .integer(bytes.count), isEnumerable: true)
        guard isStarted, connection.isHandshakeComplete else {
            agent.define(request, "async", .boolean(true), isEnumerable: true)
            agent.retain(request)
            pendingWrites.append((request, bytes))
            // A client nobody started (a TLSSocket made by hand) says hello on its first write,
            // as SSL_write starts the handshake under Node's.
            if !isStarted, !connection.isServer, !isClosing {
                isStarted = true
                try process()
            }
            return .integer(0)
        }
        do {
            try connection.write(bytes)
        } catch {
            try emit("onerror", [.object(error.object(in: agent))])
            return .integer(UVError.protocolError.code)
        }
        let (status, isAsync) = send(connection.takeOutput(), request: request)
        if status == 0 { agent.define(request, "async", .boolean(isAsync), isEnumerable: true) }
        return .integer(status)
    }

    /// A write kept from before the handshake; its request was answered as asynchronous, so
    /// it completes through `oncomplete` either way.
    private func writeAfterHandshake(_ bytes: [UInt8], request: JSObject, agent: Agent) throws {
        do {
            try connection.write(bytes)
        } catch {
            try emit("onerror", [.object(error.object(in: agent))])
            return
        }
        let (status, isAsync) = send(connection.takeOutput(), request: request)
        if status != 0 || !isAsync { complete(request, status: status) }
    }

    /// Sends close_notify.
    func shutdown() {
        connection.shutdown()
        flush()
    }

    /// Writes OpenSSL's records to the stream; a request completes with them.
    private func send(_ output: [UInt8], request: JSObject?) -> (status: Int32, isAsync: Bool) {
        guard let agent = host?.agent else { return (0, false) }
        guard let stream else {
            // A stream without a native handle: lib/ writes the records and completes the request.
            if output.isEmpty && request == nil { return (0, false) }
            do {
                try emit("onciphertext", [output.isEmpty ? .undefined : .object(agent.makeArrayBufferObject(output)),
                                          request.map(JSValue.object) ?? .undefined])
            } catch {
                host?.handleUncaught(error)
            }
            return (0, true)
        }
        // A stream closed under the socket takes nothing; the socket is going away with it.
        guard !output.isEmpty, !stream.stream.isClosing else { return (0, false) }
        let (status, isAsync) = stream.send(output) { [weak self] result in
            guard let request else { return }
            var code: Int32 = 0
            if case .failure(let error) = result { code = error.code }
            self?.complete(request, status: code, fromLoop: true)
            self?.host?.agent.release(request)
        }
        if status == 0, isAsync, let request { agent.retain(request) }
        return (status, isAsync)
    }

    private func flush() {
        let output = connection.takeOutput()
        guard !output.isEmpty else { return }
        _ = send(output, request: nil)
    }

    /// `request.oncomplete(status, handle)`.
    private func complete(_ request: JSObject, status: Int32, fromLoop: Bool = false) {
        guard let host, let function = (try? host.agent.get(request, "oncomplete"))?.asObject,
              function.isCallable else { return }
        let arguments: [JSValue] = [.integer(status), object.map(JSValue.object) ?? .undefined]
        if fromLoop {
            host.invokeCallback(function, this: .object(request), arguments, context: context)
        } else {
            do {
                _ = try host.agent.callFunction(.object(function), this: .object(request), arguments)
            } catch {
                host.handleUncaught(error)
            }
        }
    }

    override func willClose() {
        if stream?.consumer === self { stream?.consumer = nil }
        for (request, _) in pendingWrites { host?.agent.release(request) }
        pendingWrites.removeAll()
        pendingCleartext.removeAll()
    }

    // MARK: The JavaScript class

    /// The methods of `TLSWrap.prototype`; lib/ adds the rest in its subclass.
    static func installMethods(on prototype: JSObject, in agent: Agent) {
        installHandleMethods(on: prototype, in: agent)
        define(prototype, "attach", length: 1, in: agent) { (wrap: TLSWrap, _, arguments) in
            .boolean(wrap.attach(arguments.value(at: 0)))
        }
        let actions: [(String, (TLSWrap) throws -> Void)] = [
            ("start", { try $0.start() }), ("advance", { try $0.process() }),
            ("endOfStream", { try $0.endOfStream() }), ("deliver", { try $0.deliver() }),
            ("shutdownTLS", { $0.shutdown() }),
        ]
        for (name, action) in actions {
            define(prototype, name, in: agent) { (wrap: TLSWrap, _, _) in
                try action(wrap)
                return .undefined
            }
        }
        define(prototype, "receive", length: 1, in: agent) { (wrap: TLSWrap, agent, arguments) in
            guard let bytes = agent.bytes(of: arguments.value(at: 0)) else {
                throw agent.makeError(kind: .typeError, "First argument must be a buffer")
            }
            try wrap.receive(bytes)
            return .undefined
        }
        define(prototype, "readStart", in: agent) { (wrap: TLSWrap, _, _) in .integer(wrap.readStart()) }
        define(prototype, "readStop", in: agent) { (wrap: TLSWrap, _, _) in .integer(wrap.readStop()) }
        define(prototype, "writeBuffer", length: 2, in: agent) { (wrap: TLSWrap, agent, arguments) in
            let request = try StreamWrap.requestObject(arguments, agent)
            guard let bytes = agent.bytes(of: arguments.value(at: 1)) else {
                throw agent.makeError(kind: .typeError, "Second argument must be a buffer")
            }
            return try wrap.write(bytes, request: request)
        }
        define(prototype, "writeUtf8String", length: 2, in: agent) { (wrap: TLSWrap, agent, arguments) in
            let request = try StreamWrap.requestObject(arguments, agent)
            return try wrap.write(Array(try agent.string(arguments.value(at: 1)).utf8), request: request)
        }
        define(prototype, "writev", length: 2, in: agent) { (wrap: TLSWrap, agent, arguments) in
            let request = try StreamWrap.requestObject(arguments, agent)
            return try wrap.write(try StreamWrap.concatenated(arguments.value(at: 1), in: agent), request: request)
        }
        let getters: [(String, (TLSWrap) -> JSValue)] = [
            ("hasPendingDelivery", { .boolean($0.hasPendingDelivery) }),
            ("bytesRead", { .integer($0.cleartextBytesRead) }),
            ("writeQueueSize", { .integer($0.stream?.stream.writeQueueSize ?? 0) }),
            ("isAttached", { .boolean($0.stream != nil) }),
        ]
        for (name, body) in getters {
            let getter = agent.makeHostFunction("get " + name) { _, this, _ in
                guard let object = this.objectValue as? HostObject, let wrap = object.payload as? TLSWrap else {
                    return .undefined
                }
                return body(wrap)
            }
            agent.defineAccessor(prototype, name, getter: getter, setter: nil)
        }
    }
}

extension UVError {
    /// `UV_EPROTO`, a write the TLS layer refused.
    static var protocolError: UVError { UVError(code: -71) }
}
