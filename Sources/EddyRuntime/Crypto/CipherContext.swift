import COpenSSL

/// A symmetric cipher in one direction (`EVP_CIPHER_CTX`): the state of
/// `crypto.createCipheriv`/`createDecipheriv`, with the authenticated modes' tag and AAD.
final class CipherContext {
    private let context: OpaquePointer
    private let mode: Int32
    private let isEncrypting: Bool
    private let authTagLength: Int
    private var authTag: [UInt8]?
    /// Whether the decryption's tag has been handed to OpenSSL (CCM checks it in update).
    private var isTagPassed = false
    /// A CCM decryption whose update failed its check: Node reports it at final().
    private var hasPendingAuthenticationFailure = false
    private var isFinished = false

    var isAuthenticated: Bool { authTagLength > 0 }

    init(name: String, key: [UInt8], iv: [UInt8]?, encrypting: Bool, authTagLength requestedTagLength: Int?) throws(OpenSSLError) {
        guard let cipher = EVP_get_cipherbyname(name) ?? EVP_get_cipherbyname(name.lowercased()) else {
            throw .node(.error, "ERR_CRYPTO_UNKNOWN_CIPHER", "Unknown cipher")
        }
        mode = EVP_CIPHER_get_mode(cipher)
        isEncrypting = encrypting
        let flags = EVP_CIPHER_get_flags(cipher)
        let isAEAD = flags & UInt(EVP_CIPH_FLAG_AEAD_CIPHER) != 0
        if isAEAD {
            let tagLength = requestedTagLength ?? 16
            let valid = mode == EVP_CIPH_GCM_MODE ? [4, 8, 12, 13, 14, 15, 16].contains(tagLength) : (1...16).contains(tagLength)
            guard valid, mode != EVP_CIPH_CCM_MODE || requestedTagLength != nil else {
                throw .node(.typeError, "ERR_CRYPTO_INVALID_AUTH_TAG", "Invalid authentication tag length: \(tagLength)")
            }
            authTagLength = tagLength
        } else {
            authTagLength = 0
        }
        let expectedIV = Int(EVP_CIPHER_get_iv_length(cipher))
        let givenIV = iv?.count ?? 0
        // Authenticated modes take any nonce length OpenSSL accepts; the others want theirs
        // exactly, and a cipher without one (ECB) wants none.
        if !isAEAD && givenIV != expectedIV && !(expectedIV == 0 && iv == nil) {
            throw .node(.typeError, "ERR_CRYPTO_INVALID_IV", "Invalid initialization vector")
        }
        if isAEAD && givenIV == 0 {
            throw .node(.typeError, "ERR_CRYPTO_INVALID_IV", "Invalid initialization vector")
        }
        guard let context = EVP_CIPHER_CTX_new() else { throw OpenSSLError.take(fallback: "EVP_CIPHER_CTX_new failed") }
        self.context = context
        guard EVP_CipherInit_ex(context, cipher, nil, nil, nil, encrypting ? 1 : 0) == 1 else {
            throw OpenSSLError.take(fallback: "Cipher initialisation failed")
        }
        if isAEAD && givenIV != expectedIV {
            guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_AEAD_SET_IVLEN, Int32(clamping: givenIV), nil) == 1 else {
                ERR_clear_error()
                throw .node(.typeError, "ERR_CRYPTO_INVALID_IV", "Invalid initialization vector")
            }
        }
        if isAEAD && (mode == EVP_CIPH_CCM_MODE || mode == EVP_CIPH_OCB_MODE) {
            _ = EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_AEAD_SET_TAG, Int32(authTagLength), nil)
        }
        if key.count != Int(EVP_CIPHER_get_key_length(cipher)) {
            guard flags & UInt(EVP_CIPH_VARIABLE_LENGTH) != 0,
                  EVP_CIPHER_CTX_set_key_length(context, Int32(clamping: key.count)) == 1 else {
                ERR_clear_error()
                throw .node(.rangeError, "ERR_CRYPTO_INVALID_KEYLEN", "Invalid key length")
            }
        }
        let status = withNonNullBytes(key) { keyBytes, _ in
            withNonNullBytes(iv ?? []) { ivBytes, ivCount in
                EVP_CipherInit_ex(context, nil, nil, keyBytes, ivCount == 0 ? nil : ivBytes, -1)
            }
        }
        guard status == 1 else { throw OpenSSLError.take(fallback: "Cipher initialisation failed") }
    }

    deinit { EVP_CIPHER_CTX_free(context) }

    func update(_ input: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        guard !isFinished else { throw .node(.error, "ERR_CRYPTO_INVALID_STATE", "Invalid state for operation update") }
        var output = [UInt8](repeating: 0, count: input.count + Int(EVP_MAX_BLOCK_LENGTH))
        var written: Int32 = 0
        guard input.count <= Int(Int32.max) else {
            throw .node(.rangeError, "ERR_OUT_OF_RANGE", "The value of \"data\" is out of range.")
        }
        // CCM verifies the tag as it decrypts, in its one update: the tag goes in first.
        let isCCMDecryption = mode == EVP_CIPH_CCM_MODE && !isEncrypting
        if isCCMDecryption { passAuthenticationTag() }
        let status = withNonNullBytes(input) { EVP_CipherUpdate(context, &output, &written, $0, Int32($1)) }
        guard status == 1 else {
            if isCCMDecryption {
                // As Node: the failure is remembered and thrown by final().
                ERR_clear_error()
                hasPendingAuthenticationFailure = true
                return []
            }
            if isAuthenticated && !isEncrypting { ERR_clear_error(); throw Self.authenticationFailure }
            throw OpenSSLError.take(fallback: "Trying to add data in unsupported state")
        }
        return Array(output.prefix(Int(written)))
    }

    func finish() throws(OpenSSLError) -> [UInt8] {
        guard !isFinished else { throw .node(.error, "ERR_CRYPTO_INVALID_STATE", "Invalid state for operation final") }
        isFinished = true
        if mode == EVP_CIPH_CCM_MODE && !isEncrypting {
            // CCM has checked the tag in update; OpenSSL's final has nothing to add.
            if hasPendingAuthenticationFailure || authTag == nil { throw Self.authenticationFailure }
            return []
        }
        if isAuthenticated && !isEncrypting {
            guard authTag != nil, passAuthenticationTag() else { ERR_clear_error(); throw Self.authenticationFailure }
        }
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_BLOCK_LENGTH))
        var written: Int32 = 0
        guard EVP_CipherFinal_ex(context, &output, &written) == 1 else {
            if isAuthenticated && !isEncrypting { ERR_clear_error(); throw Self.authenticationFailure }
            throw OpenSSLError.take(fallback: "Cipher final failed")
        }
        if isAuthenticated && isEncrypting {
            var tag = [UInt8](repeating: 0, count: authTagLength)
            guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_AEAD_GET_TAG, Int32(authTagLength), &tag) == 1 else {
                throw OpenSSLError.take(fallback: "Getting the authentication tag failed")
            }
            authTag = tag
        }
        return Array(output.prefix(Int(written)))
    }

    /// Hands the decryption's tag to OpenSSL once; false when OpenSSL refuses it.
    @discardableResult
    private func passAuthenticationTag() -> Bool {
        guard !isTagPassed, let authTag else { return isTagPassed }
        isTagPassed = true
        return authTag.withUnsafeBytes {
            EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_AEAD_SET_TAG, Int32($0.count), UnsafeMutableRawPointer(mutating: $0.baseAddress))
        } == 1
    }

    func setAutoPadding(_ enabled: Bool) -> Bool {
        !isFinished && EVP_CIPHER_CTX_set_padding(context, enabled ? 1 : 0) == 1
    }

    /// The tag an encryption produced, once finished.
    func authenticationTag() -> [UInt8]? {
        isEncrypting && isFinished ? authTag : nil
    }

    /// Sets the tag a decryption checks at the end; false when this is not the time.
    func setAuthenticationTag(_ tag: [UInt8]) -> Bool {
        guard isAuthenticated, !isEncrypting, !isFinished, authTag == nil else { return false }
        guard mode != EVP_CIPH_GCM_MODE || [4, 8, 12, 13, 14, 15, 16].contains(tag.count), (1...16).contains(tag.count) else {
            return false
        }
        authTag = tag
        return true
    }

    /// Feeds additional authenticated data; CCM needs the plaintext's length first.
    func setAAD(_ aad: [UInt8], plaintextLength: Int?) -> Bool {
        guard isAuthenticated, !isFinished else { return false }
        var written: Int32 = 0
        if mode == EVP_CIPH_CCM_MODE {
            guard let plaintextLength, plaintextLength <= Int(Int32.max) else { return false }
            guard EVP_CipherUpdate(context, nil, &written, nil, Int32(plaintextLength)) == 1 else { return false }
        }
        return withNonNullBytes(aad) { EVP_CipherUpdate(context, nil, &written, $0, Int32(clamping: $1)) } == 1
    }

    static let authenticationFailure = OpenSSLError(message: "Unsupported state or unable to authenticate data")

    /// Every cipher name OpenSSL knows, lower-cased and without repeats (`crypto.getCiphers`).
    static func names() -> [String] {
        let collector = NameCollector()
        withExtendedLifetime(collector) {
            EVP_CIPHER_do_all_sorted({ _, from, _, argument in
                guard let from, let argument, let fetched = EVP_CIPHER_fetch(nil, from, nil) else { return }
                EVP_CIPHER_free(fetched)
                Unmanaged<NameCollector>.fromOpaque(argument).takeUnretainedValue().names.insert(String(cString: from).lowercased())
            }, Unmanaged.passUnretained(collector).toOpaque())
            ERR_clear_error()
        }
        return collector.names.sorted()
    }
}

/// Gathers the names OpenSSL's `do_all` walks hand to a C callback.
final class NameCollector {
    var names: Set<String> = []
}
