import EddyEngine

/// `http_parser`: Node's binding shape over `HTTPParser`. `new HTTPParser()`, then
/// `initialize(type, resource, maxHeaderSize)`; `execute(buffer)` calls the callbacks stored
/// at the `kOn…` indices of the parser object and returns the bytes parsed or a
/// `Parse Error` with `code`, `reason` and `bytesParsed`.
///
/// One difference from Node: `kOnBody(buffer, start, length)` names a part of the buffer
/// given to `execute` instead of receiving a copy (lib/ slices it), so no Buffer has to be
/// made on this side.
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
        // initialize(type, resource, maxHeaderSize, lenientFlags, headersTimeout)
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
            session.parser = HTTPParser(kind: type == 1 ? .request : .response, maxHeaderSize: maxHeaderSize,
                                        isLenient: lenientFlags != 0)
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
        method("close") { _, _, session, _ in
            session.parser = nil
            return .undefined
        }
        method("free") { _, _, _, _ in .undefined }
        method("remove") { _, _, _, _ in .undefined }
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
        // Eddy's own: whether a message is partly read (Node keeps that in its native
        // ConnectionsList).
        method("messageInProgress") { _, _, session, _ in
            .boolean(session.parser?.isInMessage ?? false)
        }
        context.value("HTTPParser", .object(constructor))
        context.value("methods", .object(agent.makeArrayObject(HTTPParser.methods.map { .text($0) })))
        context.value("allMethods", .object(agent.makeArrayObject(HTTPParser.allMethods.map { .text($0) })))
    }

    /// A parser object's Swift state. Callbacks run between events, never while the parser
    /// is being mutated, so a callback may close the parser it came from.
    final class HTTPParserSession {
        var parser: HTTPParser?
        private var isExecuting = false

        func execute(_ bytes: [UInt8], buffer: JSValue, parserObject: JSValue, in agent: Agent) throws -> JSValue {
            guard !isExecuting else { throw agent.makeError(kind: .error, "HTTPParser.execute is not reentrant") }
            guard parser != nil else { return .integer(0) }
            isExecuting = true
            defer { isExecuting = false }
            var offset = 0
            do {
                try bytes.withUnsafeBufferPointer { chunk in
                    while let event = try nextEvent(in: chunk, at: &offset) {
                        try deliver(event, buffer: buffer, parserObject: parserObject, in: agent)
                    }
                }
            } catch let error as HTTPParseError {
                return .object(Self.parseError(error, in: agent))
            }
            return .integer(offset)
        }

        func finish(parserObject: JSValue, in agent: Agent) throws -> JSValue {
            guard !isExecuting else { throw agent.makeError(kind: .error, "HTTPParser.finish is not reentrant") }
            let event: HTTPParser.Event?
            do {
                event = try parser?.finish()
            } catch {
                return .object(Self.parseError(error, in: agent))
            }
            if let event { try deliver(event, buffer: .undefined, parserObject: parserObject, in: agent) }
            return .undefined
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
                _ = try callback(.onBody, [buffer, .integer(range.lowerBound), .integer(range.count)])
            case .trailers(let fields):
                _ = try callback(.onHeaders, [.object(agent.makeArrayObject(fields.map { .text($0) })), .text("")])
            case .messageComplete:
                _ = try callback(.onMessageComplete, [])
            }
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
