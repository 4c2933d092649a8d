import COpenSSL

/// RSA-PSS keys restricted to one digest, MGF1 digest and salt length (RFC 4055's
/// RSASSA-PSS-params, in the key's AlgorithmIdentifier): made by `generateKeyPair('rsa-pss',
/// { hashAlgorithm, mgf1HashAlgorithm, saltLength })`, reported by `asymmetricKeyDetails`.
extension AsymmetricKey {
    /// The restrictions of an RSA-PSS key, with Node's digest names ('sha256').
    struct PSSParameters {
        var hashAlgorithm: String
        var mgf1HashAlgorithm: String
        var saltLength: Int
    }

    /// A generation request's restrictions; nil fields are left to OpenSSL.
    struct PSSGenerationOptions: Sendable {
        var digest: String?
        var mgf1Digest: String?
        var saltLength: Int?
    }

    /// Whether OpenSSL knows `name` as a digest (Node checks before it starts the job).
    static func isDigestName(_ name: String) -> Bool {
        EVP_get_digestbyname(name) != nil
    }

    /// Sets up an RSA-PSS key generation: as Node (RFC 8017 A.2.3 and 9.1), the MGF1 digest
    /// defaults to the digest, and the salt length to the digest's size.
    static func configurePSSGeneration(_ context: OpaquePointer, _ options: PSSGenerationOptions) -> Bool {
        let digest = options.digest.flatMap { EVP_get_digestbyname($0) }
        if let digest, EVP_PKEY_CTX_set_rsa_pss_keygen_md(context, digest) <= 0 { return false }
        if let mgf1 = options.mgf1Digest.flatMap({ EVP_get_digestbyname($0) }) ?? digest,
           EVP_PKEY_CTX_set_rsa_pss_keygen_mgf1_md(context, mgf1) <= 0 { return false }
        var saltLength = options.saltLength ?? -1
        if saltLength < 0, let digest { saltLength = Int(EVP_MD_get_size(digest)) }
        if saltLength >= 0, EVP_PKEY_CTX_set_rsa_pss_keygen_saltlen(context, Int32(clamping: saltLength)) <= 0 {
            return false
        }
        return true
    }

    /// The key's restrictions, nil for an unrestricted RSA-PSS key or another type.
    ///
    /// OpenSSL reports only the fields that differ from RFC 4055's defaults (SHA-1, MGF1 with
    /// SHA-1, 20 bytes of salt) and reports a default digest only for unrestricted keys.
    var pssParameters: PSSParameters? {
        guard EVP_PKEY_get_id(key) == EVP_PKEY_RSA_PSS else { return nil }
        if stringParameter("default-digest") != nil { return nil }
        ERR_clear_error()
        var saltLength: Int32 = 20
        if EVP_PKEY_get_int_param(key, "saltlen", &saltLength) != 1 {
            ERR_clear_error()
            saltLength = 20
        }
        return PSSParameters(hashAlgorithm: Self.nodeDigestName(stringParameter("digest") ?? "SHA1"),
                             mgf1HashAlgorithm: Self.nodeDigestName(stringParameter("mgf1-digest") ?? "SHA1"),
                             saltLength: Int(saltLength))
    }

    private func stringParameter(_ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 80)
        var length = 0
        guard EVP_PKEY_get_utf8_string_param(key, name, &buffer, buffer.count, &length) == 1 else {
            ERR_clear_error()
            return nil
        }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// OpenSSL's provider name of a digest ('SHA2-256') as Node prints it: the object's long
    /// name ('sha256').
    private static func nodeDigestName(_ name: String) -> String {
        guard let digest = EVP_MD_fetch(nil, name, nil) else {
            ERR_clear_error()
            return name.lowercased()
        }
        defer { EVP_MD_free(digest) }
        guard let longName = OBJ_nid2ln(EVP_MD_get_type(digest)) else { return name.lowercased() }
        return String(cString: longName)
    }
}
