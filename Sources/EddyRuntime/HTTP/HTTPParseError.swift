/// Why an HTTP/1.1 message could not be parsed: llhttp's error names and reasons, which Node
/// reports as the `code` and `reason` of its `Parse Error` (HPE_HEADER_OVERFLOW is Node's own).
package struct HTTPParseError: Error, Equatable, Sendable {
    package enum Code: String, Sendable {
        case strict = "HPE_STRICT"
        case crExpected = "HPE_CR_EXPECTED"
        case lfExpected = "HPE_LF_EXPECTED"
        case unexpectedContentLength = "HPE_UNEXPECTED_CONTENT_LENGTH"
        case unexpectedSpace = "HPE_UNEXPECTED_SPACE"
        case closedConnection = "HPE_CLOSED_CONNECTION"
        case invalidMethod = "HPE_INVALID_METHOD"
        case invalidURL = "HPE_INVALID_URL"
        case invalidConstant = "HPE_INVALID_CONSTANT"
        case invalidVersion = "HPE_INVALID_VERSION"
        case invalidHeaderToken = "HPE_INVALID_HEADER_TOKEN"
        case invalidContentLength = "HPE_INVALID_CONTENT_LENGTH"
        case invalidChunkSize = "HPE_INVALID_CHUNK_SIZE"
        case invalidStatus = "HPE_INVALID_STATUS"
        case invalidEOFState = "HPE_INVALID_EOF_STATE"
        case invalidTransferEncoding = "HPE_INVALID_TRANSFER_ENCODING"
        case pausedH2Upgrade = "HPE_PAUSED_H2_UPGRADE"
        case headerOverflow = "HPE_HEADER_OVERFLOW"
        case chunkExtensionsOverflow = "HPE_CHUNK_EXTENSIONS_OVERFLOW"
    }

    package let code: Code
    package let reason: String
    /// How many bytes of the chunk being parsed were consumed before the error.
    package var bytesParsed: Int

    package init(_ code: Code, _ reason: String, bytesParsed: Int = 0) {
        self.code = code
        self.reason = reason
        self.bytesParsed = bytesParsed
    }
}
