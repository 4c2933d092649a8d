import COpenSSL
import EddyEngine

/// The earliest error on OpenSSL's (thread-local) queue, shaped as Node reports it: the
/// message `error:1C800064:Provider routines::bad decrypt`, with `library`, `reason` and a
/// `code` made from the reason (`ERR_OSSL_BAD_DECRYPT`, or `ERR_OSSL_EVP_…` when the library
/// is one Node names).
struct OpenSSLError: Error, Sendable {
    var message: String
    var library: String?
    var reason: String?
    var code: String?
    /// Node's own checks throw TypeErrors and RangeErrors; OpenSSL's failures are Errors.
    var kind: ErrorKind = .error

    init(message: String, library: String? = nil, reason: String? = nil, code: String? = nil) {
        self.message = message
        self.library = library
        self.reason = reason
        self.code = code
    }

    /// Takes the queue's earliest error and clears the rest; `fallback` when the queue is
    /// empty (an operation that failed without saying why).
    static func take(fallback: String) -> OpenSSLError {
        let packed = ERR_get_error()
        ERR_clear_error()
        guard packed != 0 else { return OpenSSLError(message: fallback) }
        return described(packed)
    }

    /// The error OpenSSL would raise for `reason` of `library` (`ERR_LIB_DH`,
    /// `DH_R_BAD_GENERATOR`), for checks Eddy makes before calling it, as Node's OpenSSL does.
    static func raised(library: Int32, reason: Int32) -> OpenSSLError {
        described(UInt(library & ERR_LIB_MASK) << ERR_LIB_OFFSET | UInt(reason & ERR_REASON_MASK))
    }

    private static func described(_ packed: UInt) -> OpenSSLError {
        var buffer = [CChar](repeating: 0, count: 256)
        ERR_error_string_n(packed, &buffer, buffer.count)
        let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let library = ERR_lib_error_string(packed).map { String(cString: $0) }
        let reason = ERR_reason_error_string(packed).map { String(cString: $0) }
        var code: String?
        if let reason {
            let suffix = String(reason.uppercased().map { $0 == " " ? "_" : $0 })
            let prefix = libraryCodes[ERR_GET_LIB(packed)].map { "ERR_OSSL_\($0)_" } ?? "ERR_OSSL_"
            code = prefix + suffix
        }
        return OpenSSLError(message: message, library: library, reason: reason, code: code)
    }

    /// `take(fallback:)` with Node's TLS codes: `ERR_SSL_WRONG_VERSION_NUMBER` where crypto
    /// would say `ERR_OSSL_SSL_…`.
    static func takeTLS(fallback: String) -> OpenSSLError {
        var error = take(fallback: fallback)
        if let code = error.code, code.hasPrefix("ERR_OSSL_SSL_") {
            error.code = "ERR_SSL_" + code.dropFirst("ERR_OSSL_SSL_".count)
        }
        return error
    }

    /// One of Node's own errors (`ERR_CRYPTO_…`) that OpenSSL does not raise.
    static func node(_ kind: ErrorKind, _ code: String, _ message: String) -> OpenSSLError {
        var error = OpenSSLError(message: message, code: code)
        error.kind = kind
        return error
    }

    /// The libraries whose name Node puts into the code (its `OSSL_ERROR_CODES_MAP`).
    private static let libraryCodes: [Int32: String] = [
        ERR_LIB_SYS: "SYS", ERR_LIB_BN: "BN", ERR_LIB_RSA: "RSA", ERR_LIB_DH: "DH", ERR_LIB_EVP: "EVP",
        ERR_LIB_BUF: "BUF", ERR_LIB_OBJ: "OBJ", ERR_LIB_PEM: "PEM", ERR_LIB_DSA: "DSA", ERR_LIB_X509: "X509",
        ERR_LIB_ASN1: "ASN1", ERR_LIB_CONF: "CONF", ERR_LIB_CRYPTO: "CRYPTO", ERR_LIB_EC: "EC", ERR_LIB_SSL: "SSL",
        ERR_LIB_BIO: "BIO", ERR_LIB_PKCS7: "PKCS7", ERR_LIB_X509V3: "X509V3", ERR_LIB_PKCS12: "PKCS12",
        ERR_LIB_RAND: "RAND", ERR_LIB_DSO: "DSO", ERR_LIB_ENGINE: "ENGINE", ERR_LIB_OCSP: "OCSP", ERR_LIB_UI: "UI",
        ERR_LIB_COMP: "COMP", ERR_LIB_ECDSA: "ECDSA", ERR_LIB_ECDH: "ECDH", ERR_LIB_OSSL_STORE: "OSSL_STORE",
        ERR_LIB_FIPS: "FIPS", ERR_LIB_CMS: "CMS", ERR_LIB_TS: "TS", ERR_LIB_HMAC: "HMAC", ERR_LIB_CT: "CT",
        ERR_LIB_ASYNC: "ASYNC", ERR_LIB_KDF: "KDF", ERR_LIB_SM2: "SM2", ERR_LIB_USER: "USER",
    ]

    /// The error as a thrown JavaScript `Error`.
    func exception(in agent: Agent) -> JSException {
        JSException.throwing(.object(object(in: agent)))
    }

    /// The error as a JavaScript `Error` object (for callbacks).
    func object(in agent: Agent) -> JSObject {
        let error = agent.makeErrorObject(kind, message)
        if let library { agent.define(error, "library", .text(library), isEnumerable: true) }
        if let reason { agent.define(error, "reason", .text(reason), isEnumerable: true) }
        if let code { agent.define(error, "code", .text(code), isEnumerable: true) }
        return error
    }
}

/// Runs `body` over `bytes` with a base address that is never null: OpenSSL reads a null
/// pointer as "no input given" even when the length is zero.
func withNonNullBytes<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<UInt8>, Int) throws -> Result) rethrows -> Result {
    try bytes.withUnsafeBufferPointer { buffer in
        if let base = buffer.baseAddress { return try body(base, buffer.count) }
        var placeholder: UInt8 = 0
        return try body(&placeholder, 0)
    }
}

extension StaticString {
    /// The literal as a C string whose address stays valid for the whole run (OpenSSL keeps
    /// some name pointers it is given).
    func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        utf8Start.withMemoryRebound(to: CChar.self, capacity: utf8CodeUnitCount + 1, body)
    }
}
