import EddyEngine
import EddyLoop

/// `http_parser`: Node's binding shape over `HTTPParser`. `new HTTPParser()`, then
/// `initialize(type, resource, maxHeaderSize)`; `execute(buffer)` calls the callbacks stored
/// at the `kOn…` indices of the parser object and returns the bytes parsed or a
/// `Parse Error` with `code`, `reason` and `bytesParsed`.
///
/// `kOnBody` receives a Buffer of the body part, as in Node; lib/'s parsers ask
/// (`nameBodyRanges()`) for `kOnBody(buffer, start, length)` instead, naming a part of the
/// buffer given to `execute`, so no Buffer has to be made on this side.
enum HTTPParserBinding {
    private enum Callback: Int, CaseIterable {
        case onMessageBegin, onHeaders, onHeadersComplete, onBody, onMessageComplete, onExecute, onTimeout

        var name: String {
            switch self {
            case .onMessageBegin: "kOnMessageBegin"
            case .onHeaders: "kOnHeaders"
            case .onHeadersComplete: "kOnHeadersComplete"
            case .onBody: "kOnBody"
            case .onMessageComplete: "kOnMessageComplete"
            case .onExecute: "kOnExecute"
            case .onTimeout: "kOnTimeout"
            }
        }
    }

    /// llhttp's lenient flags: any of them makes the parser lenient in all of llhttp's ways
    /// (Node asks for none or `kLenientAll`).
    private static let lenientFlags: [(String, Int)] = [
        ("kLenientNone", 0), ("kLenientHeaders", 1), ("kLenientChunkedLength", 2), ("kLenientKeepAlive", 4),
        ("kLenientTransferEncoding", 8), ("kLenientVersion", 16), ("kLenientDataAfterClose", 32),
        ("kLenientOptionalLFAfterCR", 64), ("kLenientOptionalCRLFAfterChunk", 128),
        ("kLenientOptionalCRBeforeLF", 256), ("kLenientSpacesAfterChunkSize", 512), ("kLenientAll", 1023),
    ]

    static let binding = Binding("http_parser") { context in
        let agent = context.agent
        let prototype = agent.makePlainObject()
        // The constructor's closure refers to the prototype, which the collector cannot see.
        agent.retain(prototype)
        let constructor = agent.makeHostConstructor("HTTPParser", length: 0, prototype: prototype) { agent, _, arguments in
            let instancePrototype = try agent.prototype(from: arguments.constructTarget, fallback: prototype)
            return .object(agent.makeHostObject(payload: HTTPParserSession(), prototype: instancePrototype))
        }
        agent.define(constructor, "REQUEST", .integer(1), isEnumerable: true)
        agent.define(constructor, "RESPONSE", .integer(2), isEnumerable: true)
        for callback in Callback.allCases {
            agent.define(constructor, callback.name, .integer(callback.rawValue), isEnumerable: true)
        }
        for (name, value) in lenientFlags {
            agent.define(constructor, name, .integer(value), isEnumerable: true)
        }
        func method(_ name: String, length: Int = 0, _ body: @escaping (Agent, JSValue, HTTPParserSession, Arguments) throws -> JSValue) {
            let function = agent.makeHostFunction(name, length: length) { agent, this, arguments in
                guard let object = this.asObject, let session = (object as? HostObject)?.payload as? HTTPParserSession else {
                    throw agent.makeError(kind: .typeError, "Illegal invocation")
                }
                return try body(agent, this, session, arguments)
            }
            agent.define(prototype, name, .object(function))
        }
        // initialize(type, resource, maxHeaderSize, lenientFlags, connections): a server's
        // parser is given its server's connections (any value) and is then watched by the
        // request timeouts from now on, as Node's parsers join their ConnectionsList.
        method("initialize", length: 5) { agent, _, session, arguments in
            let type = try agent.integer(arguments.value(at: 0))
            guard type == 1 || type == 2 else {
                throw agent.makeError(kind: .typeError, "The parser type must be HTTPParser.REQUEST or HTTPParser.RESPONSE")
            }
            var maxHeaderSize = HTTPParser.defaultMaxHeaderSize
            if case .number = arguments.value(at: 2) {
                let requested = try agent.integer(arguments.value(at: 2))
                if requested > 0 { maxHeaderSize = requested }
            }
            let lenientFlags = arguments.value(at: 3).isUndefined ? 0 : try agent.integer(arguments.value(at: 3))
            session.reset(HTTPParser(kind: type == 1 ? .request : .response, maxHeaderSize: maxHeaderSize,
                                     isLenient: lenientFlags != 0),
                          isTracked: arguments.value(at: 4).truthy, in: agent)
            return .undefined
        }
        method("execute", length: 1) { agent, this, session, arguments in
            guard let bytes = agent.bytes(of: arguments.value(at: 0)) else {
                throw agent.makeError(kind: .typeError, "The \"buffer\" argument must be an instance of Buffer")
            }
            return try session.execute(bytes, buffer: arguments.value(at: 0), parserObject: this, in: agent)
        }
        method("finish") { agent, this, session, _ in
            try session.finish(parserObject: this, in: agent)
        }
        method("close") { agent, _, session, _ in
            session.reset(nil, isTracked: false, in: agent)
            return .undefined
        }
        method("free") { _, _, _, _ in .undefined }
        // Leaves the server's connections (freeParser calls it before pooling the parser).
        method("remove") { _, _, session, _ in
            session.isTracked = false
            return .undefined
        }
        // Pausing is the socket's business: a paused socket delivers nothing, and a chunk
        // already given to execute is parsed to its end, so no byte is ever dropped.
        method("pause") { _, _, _, _ in .undefined }
        method("resume") { _, _, _, _ in .undefined }
        // The stream is never consumed natively: lib/ feeds every chunk through execute.
        method("consume", length: 1) { _, _, _, _ in .undefined }
        method("unconsume") { _, _, _, _ in .undefined }
        method("getCurrentBuffer") { _, _, _, _ in .undefined }
        method("headersCompleted") { _, _, session, _ in
            .boolean(session.parser?.headersCompleted ?? false)
        }
        // Eddy's own: lib/ passes `(buffer, start, length)` to its kOnBody instead of a
        // Buffer per body part (see the type's comment).
        method("nameBodyRanges") { _, _, session, _ in
            session.namesBodyRanges = true
            return .undefined
        }
        // Eddy's own, Node's ConnectionsList per parser: `isIdle()` — a server connection
        // between messages; `expired(headersTimeout, requestTimeout)` — whether the message
        // in progress (or the wait for a first one) outlived a timeout in milliseconds, said
        // once per message, as Node's list drops an expired connection from its active ones.
        method("isIdle") { _, _, session, _ in
            .boolean(session.isIdle)
        }
        method("expired", length: 2) { agent, _, session, arguments in
            let headersTimeout = try agent.number(arguments.value(at: 0))
            let requestTimeout = try agent.number(arguments.value(at: 1))
            return .boolean(session.expire(headersTimeout: headersTimeout, requestTimeout: requestTimeout))
        }
        context.value("HTTPParser", .object(constructor))
        context.value("methods", .object(agent.makeArrayObject(HTTPParser.methods.map { .text($0) })))
        context.value("allMethods", .object(agent.makeArrayObject(HTTPParser.allMethods.map { .text($0) })))
    }

    /// A parser object's Swift state. Callbacks run between events, never while the parser
    /// is being mutated, so a callback may close the parser it came from.
    final class HTTPParserSession {
        private(set) var parser: HTTPParser?
        /// Whether lib/'s kOnBody takes `(buffer, start, length)` (else Node's one Buffer).
        var namesBodyRanges = false
        /// A server's connection, watched by the request timeouts.
        var isTracked = false
        private var isExecuting = false
        /// Chunks a callback gave to `execute` while it ran (a client's 'information'
        /// listener pushing the rest of a response): parsed after the chunk in hand, in order,
        /// as if they had come later, as Node's reentrant execute does. Pinned until then.
        private var pendingChunks: [(bytes: [UInt8], buffer: JSValue)] = []
        private var isFinishPending = false
        /// The monotonic time (ns) the message in progress began, or the server connection
        /// was made before its first; 0 between messages (idle).
        private var messageStart: UInt64 = 0
        /// Whether the timeouts still watch the message in progress.
        private var isActive = false
        private var messagesSeen = 0

        var isIdle: Bool { isTracked && messageStart == 0 }

        func reset(_ parser: HTTPParser?, isTracked: Bool, in agent: Agent) {
            self.parser = parser
            self.isTracked = isTracked
            messagesSeen = 0
            // A connection that sends nothing times out as one whose head is late.
            messageStart = isTracked ? EventLoop.highResolutionTime : 0
            isActive = isTracked
            releasePending(in: agent)
        }

        func expire(headersTimeout: Double, requestTimeout: Double) -> Bool {
            guard isTracked, isActive, messageStart != 0 else { return false }
            let age = Double(EventLoop.highResolutionTime &- messageStart) / 1_000_000
            let headersLate = headersTimeout > 0 && !(parser?.headersCompleted ?? false) && age > headersTimeout
            let requestLate = requestTimeout > 0 && age > requestTimeout
            guard headersLate || requestLate else { return false }
            isActive = false
            return true
        }

        func execute(_ bytes: [UInt8], buffer: JSValue, parserObject: JSValue, in agent: Agent) throws -> JSValue {
            if isExecuting {
                if let object = buffer.asObject { agent.retain(object) }
                pendingChunks.append((bytes, buffer))
                return .integer(bytes.count)
            }
            guard parser != nil else { return .integer(0) }
            isExecuting = true
            defer {
                isExecuting = false
                releasePending(in: agent)
            }
            let result = try parse(bytes, buffer: buffer, parserObject: parserObject, in: agent)
            if case .object = result { return result }
            while !pendingChunks.isEmpty, parser != nil {
                let (pendingBytes, pendingBuffer) = pendingChunks.removeFirst()
                defer { if let object = pendingBuffer.asObject { agent.release(object) } }
                let pendingResult = try parse(pendingBytes, buffer: pendingBuffer, parserObject: parserObject, in: agent)
                if case .object = pendingResult { return pendingResult }
            }
            if isFinishPending {
                isFinishPending = false
                isExecuting = false
                if case .object(let error) = try finish(parserObject: parserObject, in: agent) { return .object(error) }
            }
            return result
        }

        func finish(parserObject: JSValue, in agent: Agent) throws -> JSValue {
            if isExecuting {
                isFinishPending = true
                return .undefined
            }
            let event: HTTPParser.Event?
            do {
                event = try parser?.finish()
            } catch {
                return .object(Self.parseError(error, in: agent))
            }
            if let event { try deliver(event, buffer: .undefined, parserObject: parserObject, in: agent) }
            return .undefined
        }

        private func releasePending(in agent: Agent) {
            for (_, buffer) in pendingChunks {
                if let object = buffer.asObject { agent.release(object) }
            }
            pendingChunks.removeAll()
            isFinishPending = false
        }

        private func parse(_ bytes: [UInt8], buffer: JSValue, parserObject: JSValue, in agent: Agent) throws -> JSValue {
            var offset = 0
            do {
                try bytes.withUnsafeBufferPointer { chunk in
                    while let event = try nextEvent(in: chunk, at: &offset) {
                        noteMessageStart()
                        if case .messageComplete = event, isTracked {
                            messageStart = 0
                            isActive = false
                        }
                        try deliver(event, buffer: buffer, parserObject: parserObject, in: agent)
                    }
                }
            } catch let error as HTTPParseError {
                noteMessageStart()
                return .object(Self.parseError(error, in: agent))
            }
            noteMessageStart()
            return .integer(offset)
        }

        /// Stamps the start of a message that began since the last look (llhttp's
        /// `on_message_begin` in Node).
        private func noteMessageStart() {
            guard isTracked, let started = parser?.messagesStarted, started != messagesSeen else { return }
            messagesSeen = started
            messageStart = EventLoop.highResolutionTime
            isActive = true
        }

        private func nextEvent(in chunk: UnsafeBufferPointer<UInt8>, at offset: inout Int) throws(HTTPParseError) -> HTTPParser.Event? {
            try parser?.next(in: chunk, at: &offset)
        }

        private func deliver(_ event: HTTPParser.Event, buffer: JSValue, parserObject: JSValue, in agent: Agent) throws {
            guard let object = parserObject.asObject else { return }
            func callback(_ which: Callback, _ arguments: [JSValue]) throws -> JSValue {
                // The slots are array indices (kOnHeadersComplete is 2…): no key to make from text.
                let function = try agent.get(object, index: which.rawValue)
                guard agent.isCallable(function) else { return .undefined }
                return try agent.callFunction(function, this: parserObject, arguments)
            }
            switch event {
            case .headersComplete(let head):
                let reply = try callback(.onHeadersComplete, [
                    .integer(head.versionMajor), .integer(head.versionMinor),
                    .object(agent.makeArrayObject(head.headers.map { .text($0) })),
                    head.method.map { .integer($0) } ?? .undefined,
                    parser?.kind == .request ? .text(head.url) : .undefined,
                    head.statusCode.map { .integer($0) } ?? .undefined,
                    parser?.kind == .response ? .text(head.statusMessage) : .undefined,
                    .boolean(head.upgrade), .boolean(head.shouldKeepAlive),
                ])
                if case .number(let answer) = reply, answer == 2 {
                    parser?.skipBody(upgrade: true)
                } else if reply.truthy {
                    parser?.skipBody()
                }
            case .body(let range):
                if namesBodyRanges {
                    _ = try callback(.onBody, [buffer, .integer(range.lowerBound), .integer(range.count)])
                } else {
                    _ = try callback(.onBody, [try bodyPart(of: buffer, range, in: agent)])
                }
            case .trailers(let fields):
                _ = try callback(.onHeaders, [.object(agent.makeArrayObject(fields.map { .text($0) })), .text("")])
            case .messageComplete:
                _ = try callback(.onMessageComplete, [])
            }
        }

        /// Node's shape of a body part: a Buffer of its own (here the executed Buffer's
        /// `subarray`, a view of the same bytes).
        private func bodyPart(of buffer: JSValue, _ range: Range<Int>, in agent: Agent) throws -> JSValue {
            guard let object = buffer.asObject else { return .undefined }
            let subarray = try agent.get(object, "subarray")
            guard agent.isCallable(subarray) else { return buffer }
            return try agent.callFunction(subarray, this: buffer, [.integer(range.lowerBound), .integer(range.upperBound)])
        }

        private static func parseError(_ error: HTTPParseError, in agent: Agent) -> JSObject {
            let object = agent.makeErrorObject(.error, "Parse Error")
            agent.define(object, "bytesParsed", .integer(error.bytesParsed), isEnumerable: true)
            agent.define(object, "code", .text(error.code.rawValue), isEnumerable: true)
            agent.define(object, "reason", .text(error.reason), isEnumerable: true)
            return object
        }
    }
}
