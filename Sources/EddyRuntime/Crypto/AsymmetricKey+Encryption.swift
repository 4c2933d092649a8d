import COpenSSL

extension AsymmetricKey {
    /// The four RSA primitives of `crypto.publicEncrypt`, `privateDecrypt`, `privateEncrypt`
    /// and `publicDecrypt` (the last two are raw signature operations with no digest).
    enum RSAOperation: String, Sendable {
        case publicEncrypt, privateDecrypt, privateEncrypt, publicDecrypt
    }

    struct EncryptionOptions: Sendable {
        var padding: Int32
        /// OAEP's digest (`oaepHash`); nil keeps OpenSSL's SHA-1, as Node does.
        var oaepDigest: String?
        var oaepLabel: [UInt8]?
    }

    func crypt(_ data: [UInt8], operation: RSAOperation, options: EncryptionOptions) throws(OpenSSLError) -> [UInt8] {
        guard let context = EVP_PKEY_CTX_new_from_pkey(nil, key, nil) else {
            throw OpenSSLError.take(fallback: "EVP_PKEY_CTX_new failed")
        }
        defer { EVP_PKEY_CTX_free(context) }
        let started = switch operation {
        case .publicEncrypt: EVP_PKEY_encrypt_init(context)
        case .privateDecrypt: EVP_PKEY_decrypt_init(context)
        case .privateEncrypt: EVP_PKEY_sign_init(context)
        case .publicDecrypt: EVP_PKEY_verify_recover_init(context)
        }
        guard started == 1, EVP_PKEY_CTX_set_rsa_padding(context, options.padding) == 1 else {
            throw OpenSSLError.take(fallback: "Failed to set up the RSA operation")
        }
        if options.padding == RSA_PKCS1_OAEP_PADDING {
            if let name = options.oaepDigest {
                guard let digest = DigestContext.digest(named: name) else {
                    throw .node(.error, "ERR_OSSL_EVP_INVALID_DIGEST", "Invalid digest used")
                }
                guard EVP_PKEY_CTX_set_rsa_oaep_md(context, digest) == 1 else {
                    throw OpenSSLError.take(fallback: "Failed to set the OAEP digest")
                }
            }
            if let label = options.oaepLabel, !label.isEmpty {
                // OpenSSL takes ownership of the label, so it gets its own copy.
                guard let copy = CRYPTO_malloc(label.count, nil, 0) else { throw OpenSSLError.take(fallback: "Out of memory") }
                label.withUnsafeBytes { source in
                    if let base = source.baseAddress { copy.copyMemory(from: base, byteCount: label.count) }
                }
                guard EVP_PKEY_CTX_set0_rsa_oaep_label(context, copy, Int32(clamping: label.count)) == 1 else {
                    CRYPTO_free(copy, nil, 0)
                    throw OpenSSLError.take(fallback: "Failed to set the OAEP label")
                }
            }
        }
        func run(_ output: UnsafeMutablePointer<UInt8>?, _ length: inout Int) -> Int32 {
            withNonNullBytes(data) { bytes, count in
                switch operation {
                case .publicEncrypt: EVP_PKEY_encrypt(context, output, &length, bytes, count)
                case .privateDecrypt: EVP_PKEY_decrypt(context, output, &length, bytes, count)
                case .privateEncrypt: EVP_PKEY_sign(context, output, &length, bytes, count)
                case .publicDecrypt: EVP_PKEY_verify_recover(context, output, &length, bytes, count)
                }
            }
        }
        var length = 0
        guard run(nil, &length) == 1 else { throw OpenSSLError.take(fallback: "RSA operation failed") }
        var output = [UInt8](repeating: 0, count: max(1, length))
        guard output.withUnsafeMutableBufferPointer({ run($0.baseAddress, &length) }) == 1 else {
            throw OpenSSLError.take(fallback: "RSA operation failed")
        }
        return Array(output.prefix(length))
    }
}
