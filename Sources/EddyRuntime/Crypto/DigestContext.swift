import COpenSSL

/// A running message digest (`EVP_MD_CTX`): `crypto.createHash`'s state.
final class DigestContext {
    private let context: OpaquePointer
    /// Bytes `finish()` produces: the digest's size, or the length asked of an XOF (shake).
    let outputLength: Int

    /// A digest by any of OpenSSL's names for it (`sha256`, `SHA256`, `RSA-SHA256`); nil if
    /// there is none. `outputLength` other than the digest's size needs an XOF.
    init(name: String, outputLength requested: Int?) throws(OpenSSLError) {
        guard let digest = Self.digest(named: name) else {
            throw OpenSSLError(message: "Digest method not supported")
        }
        let size = Int(EVP_MD_get_size(digest))
        if let requested, requested < 0 {
            throw .node(.rangeError, "ERR_OUT_OF_RANGE", "The value of \"options.outputLength\" is out of range.")
        }
        if let requested, requested != size, EVP_MD_get_flags(digest) & UInt(EVP_MD_FLAG_XOF) == 0 {
            // What EVP_DigestFinalXOF would report, without running the digest to get it.
            throw OpenSSLError(message: "error:030000B2:digital envelope routines::not XOF or invalid length",
                               library: "digital envelope routines", reason: "not XOF or invalid length",
                               code: "ERR_OSSL_EVP_NOT_XOF_OR_INVALID_LENGTH")
        }
        guard let context = EVP_MD_CTX_new() else { throw OpenSSLError.take(fallback: "EVP_MD_CTX_new failed") }
        self.context = context
        outputLength = requested ?? size
        guard EVP_DigestInit_ex(context, digest, nil) == 1 else {
            throw OpenSSLError.take(fallback: "Digest method not supported")
        }
    }

    private init(copying other: DigestContext) throws(OpenSSLError) {
        guard let context = EVP_MD_CTX_new() else { throw OpenSSLError.take(fallback: "EVP_MD_CTX_new failed") }
        self.context = context
        outputLength = other.outputLength
        guard EVP_MD_CTX_copy_ex(context, other.context) == 1 else { throw OpenSSLError.take(fallback: "Hash copy failed") }
    }

    deinit { EVP_MD_CTX_free(context) }

    /// OpenSSL's digest for `name`, looked up case-insensitively as Node does.
    static func digest(named name: String) -> OpaquePointer? {
        EVP_get_digestbyname(name) ?? EVP_get_digestbyname(name.lowercased())
    }

    /// Every digest name OpenSSL can compute (`crypto.getHashes`), sorted.
    static func names() -> [String] {
        let collector = NameCollector()
        withExtendedLifetime(collector) {
            // Aliases (`RSA-SHA256`) come without a digest; a name counts if a provider can
            // fetch what it stands for (md4 and whirlpool need the legacy provider, not loaded).
            EVP_MD_do_all_sorted({ _, from, _, argument in
                guard let from, let argument, let digest = EVP_get_digestbyname(from),
                      let fetched = EVP_MD_fetch(nil, EVP_MD_get0_name(digest), nil) else { return }
                EVP_MD_free(fetched)
                Unmanaged<NameCollector>.fromOpaque(argument).takeUnretainedValue().names.insert(String(cString: from))
            }, Unmanaged.passUnretained(collector).toOpaque())
            ERR_clear_error()
        }
        return collector.names.sorted()
    }

    func update(_ bytes: [UInt8]) {
        withNonNullBytes(bytes) { _ = EVP_DigestUpdate(context, $0, $1) }
    }

    func finish() throws(OpenSSLError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: outputLength)
        if outputLength == 0 { return output }
        let status: Int32
        if outputLength != Int(EVP_MD_get_size(EVP_MD_CTX_get0_md(context))) {
            status = EVP_DigestFinalXOF(context, &output, outputLength)
        } else {
            var written: UInt32 = 0
            status = EVP_DigestFinal_ex(context, &output, &written)
        }
        guard status == 1 else { throw OpenSSLError.take(fallback: "Digest failed") }
        return output
    }

    func copy() throws(OpenSSLError) -> DigestContext {
        try DigestContext(copying: self)
    }
}

/// A running HMAC (OpenSSL 3's `EVP_MAC` "HMAC"): `crypto.createHmac`'s state.
final class HMACContext {
    private let context: OpaquePointer

    init(digestName: String, key: [UInt8]) throws(OpenSSLError) {
        guard let digest = DigestContext.digest(named: digestName) else {
            throw .node(.typeError, "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest: \(digestName)")
        }
        guard let mac = EVP_MAC_fetch(nil, "HMAC", nil) else { throw OpenSSLError.take(fallback: "HMAC unavailable") }
        defer { EVP_MAC_free(mac) }
        guard let context = EVP_MAC_CTX_new(mac) else { throw OpenSSLError.take(fallback: "EVP_MAC_CTX_new failed") }
        self.context = context
        let parameters = ParameterList()
        parameters.add("digest", string: String(cString: EVP_MD_get0_name(digest)))
        let status = parameters.withParameters { list in
            withNonNullBytes(key) { EVP_MAC_init(context, $0, $1, list) }
        }
        guard status == 1 else { throw OpenSSLError.take(fallback: "HMAC initialisation failed") }
    }

    deinit { EVP_MAC_CTX_free(context) }

    func update(_ bytes: [UInt8]) {
        withNonNullBytes(bytes) { _ = EVP_MAC_update(context, $0, $1) }
    }

    func finish() throws(OpenSSLError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var written = 0
        guard EVP_MAC_final(context, &output, &written, output.count) == 1 else {
            throw OpenSSLError.take(fallback: "HMAC failed")
        }
        return Array(output.prefix(written))
    }
}
