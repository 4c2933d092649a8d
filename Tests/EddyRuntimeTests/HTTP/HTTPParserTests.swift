import Testing
@testable import EddyRuntime

/// The HTTP/1.1 parser on its own: framing, pipelining, chunk boundaries anywhere, and
/// llhttp's error codes and reasons (as `node --expose-internals` reports them).
@Suite struct HTTPParserTests {
    enum Record: Equatable {
        case head(HTTPMessageHead)
        case body(String)
        case trailers([String])
        case complete
        case failure(HTTPParseError.Code, String)
        /// Where parsing stopped when the connection was upgraded.
        case upgraded(at: Int)
    }

    /// Feeds `text` in chunks cut at `cuts`; consecutive body parts are joined, so that any
    /// cutting of the same input must give the same records.
    static func parse(_ text: String, as kind: HTTPParser.Kind = .request, cuts: [Int] = [], finish: Bool = false,
                      skipBody: Bool = false, maxHeaderSize: Int = HTTPParser.defaultMaxHeaderSize,
                      isLenient: Bool = false) -> [Record] {
        let bytes = Array(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
        var parser = HTTPParser(kind: kind, maxHeaderSize: maxHeaderSize, isLenient: isLenient)
        var records: [Record] = []
        func record(_ event: HTTPParser.Event, in chunk: ArraySlice<UInt8>) {
            switch event {
            case .headersComplete(let head):
                records.append(.head(head))
                if skipBody { parser.skipBody() }
            case .body(let range):
                let text = String(decoding: chunk[(chunk.startIndex + range.lowerBound)..<(chunk.startIndex + range.upperBound)], as: UTF8.self)
                if case .body(let previous) = records.last {
                    records[records.count - 1] = .body(previous + text)
                } else {
                    records.append(.body(text))
                }
            case .trailers(let fields): records.append(.trailers(fields))
            case .messageComplete: records.append(.complete)
            }
        }
        var start = 0
        for end in (cuts + [bytes.count]) where end >= start {
            let chunk = bytes[start..<end]
            var offset = 0
            do {
                try chunk.withUnsafeBufferPointer { pointer in
                    while let event = try parser.next(in: pointer, at: &offset) { record(event, in: chunk) }
                }
            } catch let error as HTTPParseError {
                records.append(.failure(error.code, error.reason))
                return records
            } catch {
                return records
            }
            if parser.isUpgraded {
                records.append(.upgraded(at: start + offset))
                return records
            }
            start = end
        }
        if finish {
            do {
                if let event = try parser.finish() { record(event, in: []) }
            } catch {
                records.append(.failure(error.code, error.reason))
            }
        }
        return records
    }

    static func head(_ method: String? = nil, _ url: String = "", status: Int? = nil, message: String = "",
                     version: (Int, Int) = (1, 1), headers: [String] = [], upgrade: Bool = false,
                     keepAlive: Bool = true) -> Record {
        var head = HTTPMessageHead()
        head.method = method.flatMap { HTTPParser.allMethods.firstIndex(of: $0) }
        head.url = url
        head.statusCode = status
        head.statusMessage = message
        (head.versionMajor, head.versionMinor) = version
        head.headers = headers
        head.upgrade = upgrade
        head.shouldKeepAlive = keepAlive
        return .head(head)
    }

    static let pipelined = "POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello"
        + "PUT /b?q=1 HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3;ext=1\r\nabc\r\n10\r\n0123456789abcdef\r\n0\r\nTrail: v\r\n\r\n"
        + "GET /c HTTP/1.1\r\nConnection: close\r\n\r\n"

    static let pipelinedRecords: [Record] = [
        head("POST", "/a", headers: ["Host", "x", "Content-Length", "5"]), .body("hello"), .complete,
        head("PUT", "/b?q=1", headers: ["Transfer-Encoding", "chunked"]), .body("abc0123456789abcdef"),
        .trailers(["Trail", "v"]), .complete,
        head("GET", "/c", headers: ["Connection", "close"], keepAlive: false), .complete,
    ]

    @Test func pipelinedMessagesInOneChunk() {
        #expect(Self.parse(Self.pipelined) == Self.pipelinedRecords)
    }

    @Test func lenientParsingAcceptsWhatStrictParsingRefusesAtEveryCut() {
        let text = "GET /a HTTP/1.1\nHost: x\nX-Odd: a\u{1}b\r\n\n"
            + "POST /b HTTP/1.1\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nhi\r\n0\r\n\r\n"
        let expected: [Record] = [
            Self.head("GET", "/a", headers: ["Host", "x", "X-Odd", "a\u{1}b"]), .complete,
            Self.head("POST", "/b", headers: ["Content-Length", "3", "Transfer-Encoding", "chunked"]), .body("hi"), .complete,
        ]
        for cut in 0...text.unicodeScalars.count {
            #expect(Self.parse(text, cuts: [cut], isLenient: true) == expected, "cut at \(cut)")
        }
        #expect(Self.parse(text) == [.failure(.invalidVersion, "Expected CRLF after version")])
    }

    @Test func everyCutGivesTheSameMessages() {
        let count = Self.pipelined.unicodeScalars.count
        for cut in 0...count {
            #expect(Self.parse(Self.pipelined, cuts: [cut]) == Self.pipelinedRecords, "cut at \(cut)")
        }
        #expect(Self.parse(Self.pipelined, cuts: Array(0...count)) == Self.pipelinedRecords, "byte by byte")
    }

    @Test func responsesAtEveryCut() {
        let text = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"
            + "HTTP/1.1 204 No Content\r\n\r\n"
            + "HTTP/1.0 200\r\nX: y\r\n\r\nuntil the end"
        let expected: [Record] = [
            Self.head(status: 200, message: "OK", headers: ["Content-Length", "2"]), .body("ok"), .complete,
            Self.head(status: 204, message: "No Content"), .complete,
            Self.head(status: 200, version: (1, 0), headers: ["X", "y"], keepAlive: false), .body("until the end"), .complete,
        ]
        let count = text.unicodeScalars.count
        for cut in 0...count {
            #expect(Self.parse(text, as: .response, cuts: [cut], finish: true) == expected, "cut at \(cut)")
        }
    }

    @Test func keepAliveFollowsVersionAndConnection() {
        #expect(Self.parse("GET / HTTP/1.0\r\n\r\n") == [Self.head("GET", "/", version: (1, 0), keepAlive: false), .complete])
        #expect(Self.parse("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            == [Self.head("GET", "/", version: (1, 0), headers: ["Connection", "keep-alive"]), .complete])
        // After a message that closes the connection, only stray line ends may follow.
        #expect(Self.parse("GET / HTTP/1.1\r\nConnection: close\r\n\r\n\r\nGET / HTTP/1.1\r\n\r\n") == [
            Self.head("GET", "/", headers: ["Connection", "close"], keepAlive: false), .complete,
            .failure(.closedConnection, "Data after `Connection: close`"),
        ])
    }

    @Test func upgradesStopParsingAfterTheHead() {
        #expect(Self.parse("CONNECT a:443 HTTP/1.1\r\n\r\nxyz") == [
            Self.head("CONNECT", "a:443", upgrade: true), .complete, .upgraded(at: 26),
        ])
        let upgrade = "GET / HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: ws\r\n\r\nabc"
        #expect(Self.parse(upgrade, cuts: [40]) == [
            Self.head("GET", "/", headers: ["Connection", "Upgrade", "Upgrade", "ws"], upgrade: true), .complete,
            .upgraded(at: 52),
        ])
        #expect(Self.parse("HTTP/1.1 101 Switching Protocols\r\nUpgrade: ws\r\n\r\nframes", as: .response) == [
            Self.head(status: 101, message: "Switching Protocols", headers: ["Upgrade", "ws"], upgrade: true), .complete,
            .upgraded(at: 49),
        ])
    }

    @Test func aResponseToHEADHasNoBody() {
        let text = "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n"
        #expect(Self.parse(text, as: .response, skipBody: true) == [
            Self.head(status: 200, message: "OK", headers: ["Content-Length", "5"]), .complete,
            Self.head(status: 200, message: "OK", headers: ["Content-Length", "5"]), .complete,
        ])
    }

    @Test func headersAreLatin1AndTrimmed() {
        #expect(Self.parse("GET / HTTP/1.1\r\nA:\t caf\u{E9} \t\r\nEmpty:\r\n\r\n")
            == [Self.head("GET", "/", headers: ["A", "caf\u{E9}", "Empty", ""]), .complete])
    }

    @Test func theEndOfInputInsideAMessageIsAnError() {
        #expect(Self.parse("POST / HTTP/1.1\r\nContent-Length: 12\r\n\r\nabc", finish: true) == [
            Self.head("POST", "/", headers: ["Content-Length", "12"]), .body("abc"),
            .failure(.invalidEOFState, "Invalid EOF state"),
        ])
        #expect(Self.parse("GET / HT", finish: true) == [.failure(.invalidEOFState, "Invalid EOF state")])
        #expect(Self.parse("", finish: true) == [])
    }

    /// Where a head reaching the limit fails: one past the byte that ends the text being read
    /// (a value's CR), or the end of the chunk (Node's numbers, llhttp's span callbacks).
    @Test func anOversizedHeadFailsWhereItsTextEnds() {
        func failure(_ text: String, limit: Int) -> String {
            var parser = HTTPParser(kind: .request, maxHeaderSize: limit)
            let bytes = Array(text.utf8)
            var offset = 0
            do {
                try bytes.withUnsafeBufferPointer { pointer in
                    while try parser.next(in: pointer, at: &offset) != nil {}
                }
                return "parsed \(offset)"
            } catch let error as HTTPParseError {
                return "\(error.code.rawValue) \(error.bytesParsed)"
            } catch {
                return "\(error)"
            }
        }
        let value = String(repeating: "a", count: 88)
        #expect(failure("GET / HTTP/1.1\r\nA: \(value)\r\n\r\n", limit: 90) == "HPE_HEADER_OVERFLOW 108")
        #expect(failure("GET / HTTP/1.1\r\nA: \(value.dropLast())\r\n\r\n", limit: 90) == "parsed 110")
        #expect(failure("GET /blah HTTP/1.1\r\nCookie: " + String(repeating: "a", count: 120), limit: 100)
                == "HPE_HEADER_OVERFLOW 148")
    }

    @Test func aLenientParserJoinsAFoldedLineToTheValueBeforeIt() {
        let text = "HTTP/1.1 200 OK\r\nA: x;\r\n y=1;\r\n\tz\r\nContent-Length: 0\r\n\r\n"
        var head = HTTPMessageHead()
        head.versionMajor = 1
        head.versionMinor = 1
        head.statusCode = 200
        head.statusMessage = "OK"
        head.headers = ["A", "x; y=1;\tz", "Content-Length", "0"]
        head.shouldKeepAlive = true
        #expect(Self.parse(text, as: .response, isLenient: true) == [.head(head), .complete])
        #expect(Self.parse(text, as: .response) == [
            .failure(.invalidHeaderToken, "Unexpected whitespace after header value"),
        ])
    }

    @Test func messagesAreCountedFromTheirFirstByte() throws {
        var parser = HTTPParser(kind: .request)
        var counts: [Int] = []
        for text in ["\r\n", "GET / HTTP/1.1\r\n\r\nGE", "T / HTTP/1.1\r\n\r\n"] {
            let chunk = Array(text.utf8)
            var offset = 0
            try chunk.withUnsafeBufferPointer { pointer in
                while try parser.next(in: pointer, at: &offset) != nil {}
            }
            counts.append(parser.messagesStarted)
        }
        #expect(counts == [0, 2, 2])
    }

    @Test func headersLargerThanTheLimitOverflow() {
        let big = "GET / HTTP/1.1\r\nA: " + String(repeating: "x", count: 20_000) + "\r\n\r\n"
        #expect(Self.parse(big) == [.failure(.headerOverflow, "Header overflow")])
        #expect(Self.parse(big, maxHeaderSize: 30_000).count == 2)
        let many = "GET / HTTP/1.1\r\n" + String(repeating: "a:b\r\n", count: 5000) + "\r\n"
        #expect(Self.parse(many, maxHeaderSize: 1 << 20) == [.failure(.headerOverflow, "Header overflow")])
        var parser = HTTPParser(kind: .request)
        let chunk = Array("GET / HTTP/1.1\r\nA: ".utf8) + [UInt8](repeating: 120, count: 8000)
        var overflowed = false
        for _ in 0..<3 where !overflowed {
            var offset = 0
            do {
                try chunk.withUnsafeBufferPointer { pointer in
                    while try parser.next(in: pointer, at: &offset) != nil {}
                }
            } catch {
                overflowed = (error as? HTTPParseError)?.code == .headerOverflow
            }
        }
        #expect(overflowed, "the limit counts across chunks")
    }

    static let malformed: [(String, HTTPParser.Kind, HTTPParseError.Code, String)] = [
        ("GE T / HTTP/1.1\r\n\r\n", .request, .invalidMethod, "Invalid method encountered"),
        ("FOO / HTTP/1.1\r\n\r\n", .request, .invalidMethod, "Invalid method encountered"),
        ("GET\u{1} / HTTP/1.1\r\n\r\n", .request, .invalidMethod, "Expected space after method"),
        ("GET /\u{7F} HTTP/1.1\r\n\r\n", .request, .invalidURL, "Invalid char in url path"),
        ("GET / XTTP/1.1\r\n\r\n", .request, .invalidConstant, "Expected HTTP/, RTSP/ or ICE/"),
        ("GET /a b HTTP/1.1\r\n\r\n", .request, .invalidConstant, "Expected HTTP/, RTSP/ or ICE/"),
        ("GET / HTTP/2.5\r\n\r\n", .request, .invalidVersion, "Invalid HTTP version"),
        ("GET / HTTP/1.1\nA: x\n\n", .request, .invalidVersion, "Expected CRLF after version"),
        ("GET / HTTP/1.1\rX\n\r\n", .request, .strict, "Expected CRLF after version"),
        ("GET / HTTP/1.1\r\nBad Header: x\r\n\r\n", .request, .invalidHeaderToken, "Invalid header token"),
        ("GET / HTTP/1.1\r\nA : x\r\n\r\n", .request, .invalidHeaderToken, "Invalid header token"),
        ("GET / HTTP/1.1\r\n : x\r\n\r\n", .request, .unexpectedSpace, "Unexpected space after start line"),
        ("GET / HTTP/1.1\r\nA: x\r\n folded\r\n\r\n", .request, .invalidHeaderToken, "Unexpected whitespace after header value"),
        ("GET / HTTP/1.1\r\nA: \u{1}\r\n\r\n", .request, .invalidHeaderToken, "Invalid header value char"),
        ("GET / HTTP/1.1\r\nA: b\rc\r\n\r\n", .request, .lfExpected, "Missing expected LF after header value"),
        ("GET / HTTP/1.1\r\nContent-Length: x\r\n\r\n", .request, .invalidContentLength, "Invalid character in Content-Length"),
        ("GET / HTTP/1.1\r\nContent-Length: 1 2\r\n\r\n", .request, .invalidContentLength, "Invalid character in Content-Length"),
        ("GET / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n", .request, .invalidContentLength, "Content-Length overflow"),
        ("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", .request, .unexpectedContentLength, "Duplicate Content-Length"),
        ("POST / HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", .request, .invalidTransferEncoding,
         "Transfer-Encoding can't be present with Content-Length"),
        ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", .request, .invalidTransferEncoding,
         "Invalid `Transfer-Encoding` header value"),
        ("HTTP/1.1 2x0 OK\r\n\r\n", .response, .invalidStatus, "Invalid status code"),
        ("HTTP/1.1 99 X\r\n\r\n", .response, .invalidStatus, "Invalid status code"),
        ("HTTP/1.1 1000 X\r\n\r\n", .response, .invalidStatus, "Invalid response status"),
        ("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", .request, .pausedH2Upgrade, "Pause on PRI/Upgrade"),
    ]

    @Test(arguments: malformed) func malformedHeadsFailWithNodesCode(_ text: String, _ kind: HTTPParser.Kind,
                                                                     _ code: HTTPParseError.Code, _ reason: String) {
        let count = text.unicodeScalars.count
        for cut in 0...count {
            #expect(Self.parse(text, as: kind, cuts: [cut]) == [.failure(code, reason)], "cut at \(cut)")
        }
    }

    @Test func malformedBodiesFailAfterTheHead() {
        let chunked = Self.head("POST", "/", headers: ["Transfer-Encoding", "chunked"])
        #expect(Self.parse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
            == [chunked, .failure(.invalidChunkSize, "Invalid character in chunk size")])
        #expect(Self.parse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffff\r\n")
            == [chunked, .failure(.invalidChunkSize, "Chunk size overflow")])
        #expect(Self.parse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhelloX")
            == [chunked, .body("hello"), .failure(.strict, "Expected LF after chunk data")])
        #expect(Self.parse("POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n") == [
            Self.head("POST", "/", headers: ["Transfer-Encoding", "gzip"]),
            .failure(.invalidTransferEncoding, "Request has invalid `Transfer-Encoding`"),
        ])
        let extensions = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n1;" + String(repeating: "e", count: 20_000)
        #expect(Self.parse(extensions) == [chunked, .failure(.chunkExtensionsOverflow, "Chunk extensions overflow")])
    }

    @Test func aMessageIsInProgressFromItsFirstByteToItsEnd() throws {
        var parser = HTTPParser(kind: .request)
        #expect(!parser.isInMessage && !parser.headersCompleted)
        var states: [String] = []
        for text in ["\r\n", "GET / HT", "TP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n", "o", "k"] {
            let chunk = Array(text.utf8)
            var offset = 0
            try chunk.withUnsafeBufferPointer { pointer in
                while try parser.next(in: pointer, at: &offset) != nil {}
            }
            states.append("\(parser.isInMessage) \(parser.headersCompleted)")
        }
        #expect(states == ["false false", "true false", "true true", "true true", "false false"])
    }

    @Test func anErrorIsSticky() {
        var parser = HTTPParser(kind: .request)
        var errors: [HTTPParseError] = []
        for text in ["FOO / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\n\r\n"] {
            let chunk = Array(text.utf8)
            var offset = 0
            do {
                try chunk.withUnsafeBufferPointer { pointer in
                    while try parser.next(in: pointer, at: &offset) != nil {}
                }
            } catch {
                if let error = error as? HTTPParseError { errors.append(error) }
            }
        }
        // FOO fails at its O (llhttp knows FLUSH), and the same error comes back after.
        let expected = HTTPParseError(.invalidMethod, "Invalid method encountered", bytesParsed: 1)
        #expect(errors.count == 2 && errors.allSatisfy { $0 == expected })
    }

    @Test func arbitraryBytesNeverTrap() {
        // A fixed linear congruential sequence: reproducible garbage, with enough CR, LF,
        // spaces and digits mixed in to reach deep states.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("GET POST HTTP/1.1\r\n: 0123456789abcdefTransfer-Encoding chunked Content-Length ;\t".utf8)
        for round in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<(50 + round) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let pick = Int(state >> 33)
                bytes.append(pick % 5 == 0 ? UInt8(truncatingIfNeeded: pick >> 8) : alphabet[pick % alphabet.count])
            }
            for kind in [HTTPParser.Kind.request, .response] {
                var parser = HTTPParser(kind: kind)
                var offset = 0
                _ = try? bytes.withUnsafeBufferPointer { pointer in
                    while try parser.next(in: pointer, at: &offset) != nil {}
                }
                _ = try? parser.finish()
            }
        }
    }
}
