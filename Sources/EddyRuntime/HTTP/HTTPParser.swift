/// An incremental HTTP/1.1 parser (requests or responses) with llhttp's strictness and
/// Node's errors. It is fed chunks of any size and hands back one event at a time, so the
/// host can call into JavaScript between events without the parser being borrowed: the
/// answer to a head (skip the body of a HEAD response, upgrade) is given before asking for
/// the next event.
package struct HTTPParser: Sendable {
    package enum Kind: Sendable { case request, response }

    package enum Event: Equatable, Sendable {
        case headersComplete(HTTPMessageHead)
        /// Body bytes: a range of the chunk being parsed (chunked framing removed).
        case body(Range<Int>)
        /// The trailer fields of a chunked message, names and values alternating.
        case trailers([String])
        case messageComplete
    }

    /// Node's default `--max-http-header-size`.
    package static let defaultMaxHeaderSize = 16 * 1024
    /// Fields per head; past it the head is refused like an oversized one.
    package static let defaultMaxHeaderCount = 4096

    /// llhttp's methods, in its numbering (the index a head carries).
    package static let allMethods = [
        "DELETE", "GET", "HEAD", "POST", "PUT", "CONNECT", "OPTIONS", "TRACE", "COPY", "LOCK", "MKCOL", "MOVE",
        "PROPFIND", "PROPPATCH", "SEARCH", "UNLOCK", "BIND", "REBIND", "UNBIND", "ACL", "REPORT", "MKACTIVITY",
        "CHECKOUT", "MERGE", "M-SEARCH", "NOTIFY", "SUBSCRIBE", "UNSUBSCRIBE", "PATCH", "PURGE", "MKCALENDAR",
        "LINK", "UNLINK", "SOURCE", "PRI", "DESCRIBE", "ANNOUNCE", "SETUP", "PLAY", "PAUSE", "TEARDOWN",
        "GET_PARAMETER", "SET_PARAMETER", "REDIRECT", "RECORD", "FLUSH", "QUERY",
    ]
    /// The methods HTTP (not RTSP) accepts, in llhttp's order (Node's `methods`).
    package static let methods = allMethods.filter { !rtspMethods.contains($0) && $0 != "PRI" }
    private static let rtspMethods: Set<String> = [
        "DESCRIBE", "ANNOUNCE", "SETUP", "PLAY", "PAUSE", "TEARDOWN", "GET_PARAMETER", "SET_PARAMETER",
        "REDIRECT", "RECORD", "FLUSH",
    ]
    private static let allMethodBytes: [[UInt8]] = allMethods.map { Array($0.utf8) }
    private static let requestMethods: [[UInt8]] = allMethods.map { Array($0.utf8) }
        .filter { !rtspMethods.contains(String(decoding: $0, as: UTF8.self)) }
    private static let connectMethod = 5
    private static let headMethod = 2
    private static let priMethod = 34

    package let kind: Kind
    package var maxHeaderSize: Int
    package var maxHeaderCount: Int

    private enum State: Sendable {
        case messageStart, method, beforeURL, url
        case protocolName(matched: Int), versionMajor, versionDot, versionMinor
        case requestLineCR, requestLineLF
        case statusCode(digits: Int), statusMessage, statusLineLF
        case fieldStart, fieldName, valueStart, value, valueLF, headersLF
        case headersDone, bodyIdentity, bodyUntilEOF
        case chunkSize(digits: Int), chunkExtension, chunkSizeLF, chunkData, chunkDataCR, chunkDataLF
        case messageEnd, closed, upgraded
        case failed(HTTPParseError)
    }

    private struct Flags: OptionSet, Sendable {
        let rawValue: UInt16
        static let chunked = Flags(rawValue: 1 << 0)
        static let contentLength = Flags(rawValue: 1 << 1)
        static let transferEncoding = Flags(rawValue: 1 << 2)
        static let connectionClose = Flags(rawValue: 1 << 3)
        static let connectionKeepAlive = Flags(rawValue: 1 << 4)
        static let connectionUpgrade = Flags(rawValue: 1 << 5)
        static let upgradeHeader = Flags(rawValue: 1 << 6)
        static let skipBody = Flags(rawValue: 1 << 7)
        static let upgradeReply = Flags(rawValue: 1 << 8)
    }

    private var state = State.messageStart
    private var head = HTTPMessageHead()
    private var flags: Flags = []
    /// The text being read: method, URL, status message, field name or value.
    private var token: [UInt8] = []
    private var fieldName = ""
    private var trailers: [String] = []
    private var readingTrailers = false
    private var headerBytes = 0
    /// The head passed its limit within the text being read: the error is raised where that
    /// text ends (or the chunk does), where llhttp's span callback would have refused it.
    private var headerOverflowed = false
    /// Lenient only: the field just read waits for the next line, which may continue its
    /// value (an obs-fold line, starting with whitespace).
    private var fieldPending = false
    private var extensionBytes = 0
    private var remaining: UInt64 = 0
    private var contentLength: UInt64 = 0
    /// How many messages have begun (their first byte read): a host stamps the start of each,
    /// as llhttp's `on_message_begin` lets Node's connections list do.
    package private(set) var messagesStarted = 0

    /// llhttp's lenient flags all at once (Node's `insecureHTTPParser` asks for
    /// `kLenientAll`): any byte but CR and LF in a field value, line ends without CR (or CR
    /// without LF), Content-Length beside chunked Transfer-Encoding (chunked wins), bytes after
    /// a `Connection: close` message, and a request Transfer-Encoding without chunked read as
    /// a body up to the end of the connection.
    private let isLenient: Bool

    package init(kind: Kind, maxHeaderSize: Int = defaultMaxHeaderSize, maxHeaderCount: Int = defaultMaxHeaderCount,
                 isLenient: Bool = false) {
        self.kind = kind
        self.maxHeaderSize = maxHeaderSize
        self.maxHeaderCount = maxHeaderCount
        self.isLenient = isLenient
    }

    /// Whether a head has been read completely for the message in progress.
    package var headersCompleted: Bool {
        switch state {
        case .headersDone, .bodyIdentity, .bodyUntilEOF, .chunkSize, .chunkExtension, .chunkSizeLF, .chunkData,
             .chunkDataCR, .chunkDataLF, .messageEnd:
            return true
        case .fieldStart, .fieldName, .valueStart, .value, .valueLF, .headersLF:
            return readingTrailers
        default:
            return false
        }
    }

    /// Whether part of a message has been read and its end has not (the server's request
    /// timeouts watch such connections; the others are idle).
    package var isInMessage: Bool {
        switch state {
        case .messageStart, .closed, .upgraded, .failed: false
        default: true
        }
    }

    /// Whether the connection switched protocols: nothing after the upgrade is parsed.
    package var isUpgraded: Bool {
        if case .upgraded = state { return true }
        return false
    }

    /// The answer to the last `.headersComplete`: no body follows (a response to HEAD), and
    /// optionally the connection is upgraded after it (a response to CONNECT).
    package mutating func skipBody(upgrade: Bool = false) {
        flags.insert(.skipBody)
        if upgrade {
            flags.insert(.upgradeReply)
            head.upgrade = true
        }
    }

    /// The next event from `bytes` starting at `offset`, which advances past what it consumed;
    /// nil once the chunk is used up (or the connection was upgraded: the rest is not HTTP).
    package mutating func next(in bytes: UnsafeBufferPointer<UInt8>, at offset: inout Int) throws(HTTPParseError) -> Event? {
        if case .failed(let error) = state { throw error }
        do {
            return try advance(bytes, &offset)
        } catch {
            var failure = error
            failure.bytesParsed = offset
            state = .failed(failure)
            throw failure
        }
    }

    /// The end of the input: completes a response read until the connection closes; fails
    /// when a message is cut short.
    package mutating func finish() throws(HTTPParseError) -> Event? {
        switch state {
        case .bodyUntilEOF:
            state = .closed
            return .messageComplete
        case .messageStart, .closed, .upgraded, .failed:
            return nil
        default:
            let error = HTTPParseError(.invalidEOFState, "Invalid EOF state")
            state = .failed(error)
            throw error
        }
    }

    // MARK: The state machine

    private static let cr: UInt8 = 13, lf: UInt8 = 10, space: UInt8 = 32, tab: UInt8 = 9

    private mutating func advance(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: inout Int) throws(HTTPParseError) -> Event? {
        switch state {
        case .headersDone: if let event = try beginBody() { return event }
        case .messageEnd: return endMessage()
        default: break
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            switch state {
            case .messageStart:
                if byte == Self.cr || byte == Self.lf {
                    offset += 1
                    continue
                }
                startMessage()
            case .method:
                if byte == Self.space {
                    guard let index = Self.allMethods.firstIndex(where: { $0.utf8.elementsEqual(token) }),
                          Self.requestMethods.contains(token) else {
                        throw HTTPParseError(.invalidMethod, "Invalid method encountered")
                    }
                    head.method = index
                    token.removeAll(keepingCapacity: true)
                    state = .beforeURL
                } else {
                    token.append(byte)
                    // llhttp matches every method it knows (RTSP's too) and refuses one that
                    // HTTP has not only at its end: "FOO" fails at its O (FLUSH).
                    guard Self.allMethodBytes.contains(where: { $0.starts(with: token) }) else {
                        token.removeLast()
                        let complete = Self.allMethodBytes.contains(token)
                        throw HTTPParseError(.invalidMethod, complete ? "Expected space after method" : "Invalid method encountered")
                    }
                }
                offset += 1
            case .beforeURL:
                if byte == Self.space {
                    offset += 1
                } else {
                    state = .url
                }
            case .url:
                if byte == Self.space {
                    try checkHeaderSize(endingAt: &offset)
                    head.url = Self.latin1(token)
                    token.removeAll(keepingCapacity: true)
                    state = .protocolName(matched: 0)
                } else if byte <= Self.space || byte == 0x7F {
                    throw HTTPParseError(.invalidURL, "Invalid char in url path")
                } else {
                    countHeaderByte()
                    token.append(byte)
                }
                offset += 1
            case .protocolName(let matched):
                let expected: [UInt8] = [72, 84, 84, 80, 47]   // "HTTP/"
                guard byte == expected[matched] else {
                    throw HTTPParseError(.invalidConstant, "Expected HTTP/, RTSP/ or ICE/")
                }
                state = matched + 1 == expected.count ? .versionMajor : .protocolName(matched: matched + 1)
                offset += 1
            case .versionMajor:
                guard let digit = Self.decimal(byte) else { throw Self.invalidVersion }
                head.versionMajor = digit
                state = .versionDot
                offset += 1
            case .versionDot:
                guard byte == 46 else { throw Self.invalidVersion }
                state = .versionMinor
                offset += 1
            case .versionMinor:
                guard let digit = Self.decimal(byte) else { throw Self.invalidVersion }
                head.versionMinor = digit
                switch (head.versionMajor, digit) {
                case (0, 9), (1, 0), (1, 1), (2, 0), (3, 0): break
                default: throw Self.invalidVersion
                }
                offset += 1
                if kind == .response {
                    guard offset < bytes.count else {
                        state = .statusCode(digits: -1)
                        return nil
                    }
                    guard bytes[offset] == Self.space else {
                        throw HTTPParseError(.invalidVersion, "Expected space after version")
                    }
                    offset += 1
                    state = .statusCode(digits: 0)
                    head.statusCode = 0
                } else {
                    state = .requestLineCR
                }
            case .requestLineCR:
                if isLenient && byte == Self.lf {
                    state = .requestLineLF
                    continue
                }
                guard byte == Self.cr else { throw HTTPParseError(.invalidVersion, "Expected CRLF after version") }
                state = .requestLineLF
                offset += 1
            case .requestLineLF:
                if isLenient && byte != Self.lf {
                    state = .fieldStart
                    continue
                }
                guard byte == Self.lf else { throw HTTPParseError(.strict, "Expected CRLF after version") }
                state = .fieldStart
                offset += 1
            case .statusCode(let digits):
                if digits < 0 {
                    // The chunk ended right after the version.
                    guard byte == Self.space else { throw HTTPParseError(.invalidVersion, "Expected space after version") }
                    head.statusCode = 0
                    state = .statusCode(digits: 0)
                    offset += 1
                } else if let digit = Self.decimal(byte) {
                    guard digits < 3 else { throw HTTPParseError(.invalidStatus, "Invalid response status") }
                    head.statusCode = (head.statusCode ?? 0) * 10 + digit
                    state = .statusCode(digits: digits + 1)
                    offset += 1
                } else {
                    guard digits == 3, (head.statusCode ?? 0) >= 100, byte == Self.space || byte == Self.cr else {
                        throw HTTPParseError(.invalidStatus, "Invalid status code")
                    }
                    state = byte == Self.space ? .statusMessage : .statusLineLF
                    offset += 1
                }
            case .statusMessage:
                if byte == Self.cr {
                    try checkHeaderSize(endingAt: &offset)
                    head.statusMessage = Self.latin1(token)
                    token.removeAll(keepingCapacity: true)
                    state = .statusLineLF
                } else if byte == Self.lf || !Self.isFieldValueByte(byte) {
                    throw HTTPParseError(.invalidStatus, "Invalid response status")
                } else {
                    countHeaderByte()
                    token.append(byte)
                }
                offset += 1
            case .statusLineLF:
                if isLenient && byte != Self.lf {
                    state = .fieldStart
                    continue
                }
                guard byte == Self.lf else { throw HTTPParseError(.strict, "Expected LF after CR") }
                state = .fieldStart
                offset += 1
            case .fieldStart:
                if fieldPending {
                    fieldPending = false
                    if byte == Self.space || byte == Self.tab {
                        // The line continues the last value, its whitespace included (llhttp).
                        state = .value
                        continue
                    }
                    try endField()
                }
                if isLenient && byte == Self.lf {
                    state = .headersLF
                    continue
                }
                if byte == Self.cr {
                    state = .headersLF
                } else if byte == Self.space || byte == Self.tab {
                    let first = (readingTrailers ? trailers : head.headers).isEmpty
                    throw first
                        ? HTTPParseError(.unexpectedSpace, "Unexpected space after start line")
                        : HTTPParseError(.invalidHeaderToken, "Unexpected whitespace after header value")
                } else if Self.isTokenByte(byte) {
                    let fields = (readingTrailers ? trailers.count : head.headers.count) / 2
                    guard fields < maxHeaderCount else { throw HTTPParseError(.headerOverflow, "Header overflow") }
                    countHeaderByte()
                    token.append(byte)
                    state = .fieldName
                } else {
                    throw HTTPParseError(.invalidHeaderToken, "Invalid header token")
                }
                offset += 1
            case .fieldName:
                if byte == 58 {   // ':'
                    try checkHeaderSize(endingAt: &offset)
                    fieldName = Self.latin1(token)
                    token.removeAll(keepingCapacity: true)
                    state = .valueStart
                } else if Self.isTokenByte(byte) {
                    countHeaderByte()
                    token.append(byte)
                } else {
                    throw HTTPParseError(.invalidHeaderToken, "Invalid header token")
                }
                offset += 1
            case .valueStart:
                if byte == Self.space || byte == Self.tab {
                    offset += 1
                } else {
                    state = .value
                }
            case .value:
                if byte == Self.cr {
                    try checkHeaderSize(endingAt: &offset)
                    state = .valueLF
                } else if byte == Self.lf {
                    try checkHeaderSize(endingAt: &offset)
                    guard isLenient else { throw HTTPParseError(.crExpected, "Missing expected CR after header value") }
                    state = .valueLF
                    continue
                } else if Self.isFieldValueByte(byte) || isLenient {
                    countHeaderByte()
                    token.append(byte)
                } else {
                    throw HTTPParseError(.invalidHeaderToken, "Invalid header value char")
                }
                offset += 1
            case .valueLF:
                if byte == Self.lf {
                    offset += 1
                } else if !isLenient {
                    throw HTTPParseError(.lfExpected, "Missing expected LF after header value")
                }
                if isLenient {
                    fieldPending = true
                } else {
                    try endField()
                }
                state = .fieldStart
            case .headersLF:
                if byte == Self.lf {
                    offset += 1
                } else if !isLenient {
                    throw HTTPParseError(.strict, "Expected LF after headers")
                }
                if readingTrailers {
                    state = .messageEnd
                    if !trailers.isEmpty { return .trailers(trailers) }
                    return endMessage()
                }
                return try completeHead()
            case .bodyIdentity, .chunkData:
                let count = Int(min(remaining, UInt64(bytes.count - offset)))
                let range = offset..<(offset + count)
                offset += count
                remaining -= UInt64(count)
                if remaining == 0 {
                    if case .chunkData = state { state = .chunkDataCR } else { state = .messageEnd }
                }
                return .body(range)
            case .bodyUntilEOF:
                let range = offset..<bytes.count
                offset = bytes.count
                return .body(range)
            case .chunkSize(let digits):
                if let value = Self.hexadecimal(byte) {
                    guard remaining >> 59 == 0 else { throw HTTPParseError(.invalidChunkSize, "Chunk size overflow") }
                    remaining = remaining << 4 | UInt64(value)
                    state = .chunkSize(digits: digits + 1)
                } else if digits > 0 && byte == 59 {   // ';'
                    extensionBytes = 0
                    state = .chunkExtension
                } else if digits > 0 && byte == Self.cr {
                    state = .chunkSizeLF
                } else {
                    throw HTTPParseError(.invalidChunkSize, "Invalid character in chunk size")
                }
                offset += 1
            case .chunkExtension:
                if byte == Self.cr {
                    state = .chunkSizeLF
                } else if byte == Self.lf || !Self.isFieldValueByte(byte) {
                    throw HTTPParseError(.strict, "Invalid character in chunk extensions")
                } else {
                    extensionBytes += 1
                    guard extensionBytes <= maxHeaderSize else {
                        throw HTTPParseError(.chunkExtensionsOverflow, "Chunk extensions overflow")
                    }
                }
                offset += 1
            case .chunkSizeLF:
                guard byte == Self.lf else { throw HTTPParseError(.strict, "Expected LF after chunk size") }
                offset += 1
                if remaining == 0 {
                    readingTrailers = true
                    state = .fieldStart
                } else {
                    state = .chunkData
                }
            case .chunkDataCR:
                guard byte == Self.cr else { throw HTTPParseError(.strict, "Expected LF after chunk data") }
                state = .chunkDataLF
                offset += 1
            case .chunkDataLF:
                guard byte == Self.lf else { throw HTTPParseError(.strict, "Expected LF after chunk data") }
                state = .chunkSize(digits: 0)
                offset += 1
            case .closed:
                if isLenient {
                    // Bytes after the last message are read as the start of another one.
                    state = .messageStart
                    continue
                }
                guard byte == Self.cr || byte == Self.lf else {
                    throw HTTPParseError(.closedConnection, "Data after `Connection: close`")
                }
                offset += 1
            case .upgraded:
                return nil
            case .headersDone, .messageEnd, .failed:
                // Handled before the loop; reached again only after an event, which returns.
                return nil
            }
        }
        try checkHeaderSize()
        return nil
    }

    private mutating func startMessage() {
        messagesStarted &+= 1
        head = HTTPMessageHead()
        flags = []
        token.removeAll(keepingCapacity: true)
        trailers = []
        readingTrailers = false
        headerBytes = 0
        headerOverflowed = false
        fieldPending = false
        remaining = 0
        contentLength = 0
        state = kind == .request ? .method : .protocolName(matched: 0)
    }

    /// Counts a byte of the URL, status text, field names and values (Node's limit: the
    /// head may not reach `maxHeaderSize` of them).
    private mutating func countHeaderByte() {
        headerBytes += 1
        if headerBytes >= maxHeaderSize { headerOverflowed = true }
    }

    /// Fails at the end of a chunk once the head passed its limit.
    private func checkHeaderSize() throws(HTTPParseError) {
        if headerOverflowed { throw HTTPParseError(.headerOverflow, "Header overflow") }
    }

    /// Fails past the byte that ends the text being read once the head passed its limit
    /// (where llhttp reports its span callback's error).
    private func checkHeaderSize(endingAt offset: inout Int) throws(HTTPParseError) {
        guard headerOverflowed else { return }
        offset += 1
        throw HTTPParseError(.headerOverflow, "Header overflow")
    }

    /// Stores the field just read; the framing fields of a head set the message's flags.
    private mutating func endField() throws(HTTPParseError) {
        var end = token.count
        while end > 0, token[end - 1] == Self.space || token[end - 1] == Self.tab { end -= 1 }
        let raw = token[..<end]
        let value = Self.latin1(raw)
        token.removeAll(keepingCapacity: true)
        if readingTrailers {
            trailers.append(fieldName)
            trailers.append(value)
            return
        }
        head.headers.append(fieldName)
        head.headers.append(value)
        switch fieldName.lowercased() {
        case "content-length":
            guard !flags.contains(.contentLength) else {
                throw HTTPParseError(.unexpectedContentLength, "Duplicate Content-Length")
            }
            guard !flags.contains(.transferEncoding) || isLenient else {
                throw HTTPParseError(.unexpectedContentLength, "Content-Length can't be present with Transfer-Encoding")
            }
            guard !raw.isEmpty else { throw HTTPParseError(.invalidContentLength, "Invalid character in Content-Length") }
            var length: UInt64 = 0
            for byte in raw {
                guard let digit = Self.decimal(byte) else {
                    throw HTTPParseError(.invalidContentLength, "Invalid character in Content-Length")
                }
                let (times, overflowTimes) = length.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(UInt64(digit))
                guard !overflowTimes, !overflowSum else {
                    throw HTTPParseError(.invalidContentLength, "Content-Length overflow")
                }
                length = sum
            }
            contentLength = length
            flags.insert(.contentLength)
        case "transfer-encoding":
            guard !flags.contains(.contentLength) || isLenient else {
                throw HTTPParseError(.invalidTransferEncoding, "Transfer-Encoding can't be present with Content-Length")
            }
            flags.insert(.transferEncoding)
            let codings = Self.lowercasedTokens(raw)
            if kind == .request, codings.dropLast().contains("chunked") || flags.contains(.chunked) {
                throw HTTPParseError(.invalidTransferEncoding, "Invalid `Transfer-Encoding` header value")
            }
            if codings.last == "chunked" { flags.insert(.chunked) } else { flags.remove(.chunked) }
        case "connection":
            for option in Self.lowercasedTokens(raw) {
                switch option {
                case "close": flags.insert(.connectionClose)
                case "keep-alive": flags.insert(.connectionKeepAlive)
                case "upgrade": flags.insert(.connectionUpgrade)
                default: break
                }
            }
        case "upgrade":
            flags.insert(.upgradeHeader)
        default:
            break
        }
    }

    private mutating func completeHead() throws(HTTPParseError) -> Event {
        // Trailers are counted afresh, as Node resets its count after the head.
        headerBytes = 0
        if head.method == Self.priMethod {
            throw HTTPParseError(.pausedH2Upgrade, "Pause on PRI/Upgrade")
        }
        switch kind {
        case .request:
            head.upgrade = head.method == Self.connectMethod
                || flags.isSuperset(of: [.connectionUpgrade, .upgradeHeader])
        case .response:
            head.upgrade = head.statusCode == 101
        }
        head.shouldKeepAlive = shouldKeepAlive
        state = .headersDone
        return .headersComplete(head)
    }

    /// llhttp_should_keep_alive: HTTP/1.1 unless `Connection: close`, 1.0 only with
    /// `keep-alive`, and never when the message ends with the connection.
    private var shouldKeepAlive: Bool {
        if head.versionMajor > 0 && head.versionMinor > 0 {
            if flags.contains(.connectionClose) { return false }
        } else if !flags.contains(.connectionKeepAlive) {
            return false
        }
        return !needsEOF
    }

    private var needsEOF: Bool {
        guard kind == .response else { return false }
        let status = head.statusCode ?? 0
        if status / 100 == 1 || status == 204 || status == 304 || flags.contains(.skipBody) { return false }
        if flags.contains(.transferEncoding) && !flags.contains(.chunked) { return true }
        return !flags.contains(.chunked) && !flags.contains(.contentLength)
    }

    private var hasNoBody: Bool {
        if flags.contains(.skipBody) { return true }
        switch kind {
        case .request:
            return head.method == Self.connectMethod
        case .response:
            let status = head.statusCode ?? 0
            return status / 100 == 1 || status == 204 || status == 304
        }
    }

    /// Chooses how the body is framed once the host has seen the head.
    private mutating func beginBody() throws(HTTPParseError) -> Event? {
        if hasNoBody {
            return endMessage()
        }
        if flags.contains(.chunked) {
            remaining = 0
            state = .chunkSize(digits: 0)
        } else if flags.contains(.contentLength) {
            guard contentLength > 0 else { return endMessage() }
            remaining = contentLength
            state = .bodyIdentity
        } else if flags.contains(.transferEncoding) && kind == .request {
            guard isLenient else { throw HTTPParseError(.invalidTransferEncoding, "Request has invalid `Transfer-Encoding`") }
            state = .bodyUntilEOF
        } else if kind == .request {
            return endMessage()
        } else {
            state = .bodyUntilEOF
        }
        return nil
    }

    private mutating func endMessage() -> Event {
        if head.upgrade {
            state = .upgraded
        } else {
            state = shouldKeepAlive ? .messageStart : .closed
        }
        return .messageComplete
    }

    // MARK: Bytes

    private static let invalidVersion = HTTPParseError(.invalidVersion, "Invalid HTTP version")

    private static func decimal(_ byte: UInt8) -> Int? {
        byte >= 48 && byte <= 57 ? Int(byte - 48) : nil
    }

    private static func hexadecimal(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }

    /// RFC 9110 `tchar`.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 48...57, 65...90, 97...122: true
        case 33, 35, 36, 37, 38, 39, 42, 43, 45, 46, 94, 95, 96, 124, 126: true
        default: false
        }
    }

    /// Field content: visible ASCII, space, tab and obs-text.
    private static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte == tab || (byte >= space && byte != 0x7F)
    }

    private static func latin1(_ bytes: some Collection<UInt8>) -> String {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }

    /// The comma-separated options of a field, trimmed and lowercased.
    private static func lowercasedTokens(_ bytes: ArraySlice<UInt8>) -> [String] {
        bytes.split(separator: 44).map { part in
            String(decoding: part, as: UTF8.self).trimmingWhitespace.lowercased()
        }
    }
}

private extension String {
    var trimmingWhitespace: String {
        var characters = Substring(self)
        while let first = characters.first, first == " " || first == "\t" { characters.removeFirst() }
        while let last = characters.last, last == " " || last == "\t" { characters.removeLast() }
        return String(characters)
    }
}
