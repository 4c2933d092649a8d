import COpenSSL

// The createSecureContext options past key, certificate and trust: ciphers, curves, DH
// parameters, signature algorithms, revocation lists, session settings and PKCS#12 bundles
// (Node's crypto_context.cc, each the OpenSSL call Node makes for it).
extension SecureContext {
    /// The pre-1.3 cipher list and the TLS 1.3 suites, split by lib/. An empty list with
    /// suites leaves only TLS 1.3 (Node raises the minimum version then).
    func setCiphers(list: String, suites: String) throws(OpenSSLError) {
        if !suites.isEmpty, SSL_CTX_set_ciphersuites(context, suites) != 1 {
            throw OpenSSLError.takeTLS(fallback: "No cipher match")
        }
        if SSL_CTX_set_cipher_list(context, list) != 1 {
            guard list.isEmpty else { throw OpenSSLError.takeTLS(fallback: "No cipher match") }
            ERR_clear_error()
            let minimum = SSL_CTX_ctrl(context, SSL_CTRL_GET_MIN_PROTO_VERSION, 0, nil)
            let maximum = SSL_CTX_ctrl(context, SSL_CTRL_GET_MAX_PROTO_VERSION, 0, nil)
            if minimum < Int(TLS1_3_VERSION), maximum == 0 || maximum > Int(TLS1_2_VERSION) {
                _ = SSL_CTX_ctrl(context, SSL_CTRL_SET_MIN_PROTO_VERSION, Int(TLS1_3_VERSION), nil)
            }
        }
    }

    /// `ecdhCurve`: `auto` keeps OpenSSL's default groups; otherwise a `:`-separated list.
    func setECDHCurve(_ curves: String) throws(OpenSSLError) {
        guard curves != "auto" else { return }
        let status = curves.withCString { SSL_CTX_ctrl(context, SSL_CTRL_SET_GROUPS_LIST, 0, UnsafeMutableRawPointer(mutating: $0)) }
        guard status == 1 else {
            throw OpenSSLError.take(fallback: "Failed to set ECDH curve")
        }
    }

    /// `dhparam`: PEM parameters (a warning for fewer than 2048 bits, as Node), or nil for
    /// `auto`, OpenSSL's parameters matched to the key.
    func setDHParameters(_ pem: [UInt8]?) throws(OpenSSLError) -> String? {
        guard let pem else {
            _ = SSL_CTX_ctrl(context, SSL_CTRL_SET_DH_AUTO, 1, nil)
            return nil
        }
        guard let input = MemoryBIO(pem), let parameters = PEM_read_bio_Parameters(input.bio, nil) else {
            ERR_clear_error()
            return nil
        }
        let bits = EVP_PKEY_get_bits(parameters)
        guard SSL_CTX_set0_tmp_dh_pkey(context, parameters) == 1 else {
            EVP_PKEY_free(parameters)
            throw OpenSSLError.take(fallback: "Error setting temp DH parameter")
        }
        return bits < 2048 ? "DH parameter is less than 2048 bits" : nil
    }

    /// `sigalgs`: the signature algorithms offered, OpenSSL's list syntax.
    func setSignatureAlgorithms(_ list: String) throws(OpenSSLError) {
        let status = list.withCString { SSL_CTX_ctrl(context, SSL_CTRL_SET_SIGALGS_LIST, 0, UnsafeMutableRawPointer(mutating: $0)) }
        guard status == 1 else {
            throw OpenSSLError.take(fallback: "Failed to set signature algorithms")
        }
    }

    /// `crl`: revocation lists checked when verifying the peer.
    /// Accepts a chain that ends at any trusted certificate, not only at a self-signed root
    /// (`allowPartialTrustChain`: an intermediate given as `ca` is enough).
    func allowPartialTrustChain() {
        _ = X509_STORE_set_flags(SSL_CTX_get_cert_store(context), UInt(X509_V_FLAG_PARTIAL_CHAIN))
    }

    func addRevocationLists(_ pem: [UInt8]) throws(OpenSSLError) {
        guard let input = MemoryBIO(pem) else { throw OpenSSLError.take(fallback: "Failed to parse CRL") }
        let store = SSL_CTX_get_cert_store(context)
        var count = 0
        while let list = PEM_read_bio_X509_CRL(input.bio, nil, nil, nil) {
            _ = X509_STORE_add_crl(store, list)
            X509_CRL_free(list)
            count += 1
        }
        ERR_clear_error()
        guard count > 0 else { throw OpenSSLError(message: "Failed to parse CRL") }
        _ = X509_STORE_set_flags(store, UInt(X509_V_FLAG_CRL_CHECK | X509_V_FLAG_CRL_CHECK_ALL))
    }

    func setSessionIdContext(_ identifier: String) throws(OpenSSLError) {
        let bytes = Array(identifier.utf8)
        guard bytes.count <= Int(SSL_MAX_SID_CTX_LENGTH), SSL_CTX_set_session_id_context(context, bytes, UInt32(bytes.count)) == 1 else {
            throw OpenSSLError.take(fallback: "Failed to set session id context")
        }
    }

    func setSessionTimeout(seconds: Int) {
        _ = SSL_CTX_set_timeout(context, seconds)
    }

    /// `pfx`: a PKCS#12 bundle's key and certificate become this side's, its other
    /// certificates trusted authorities (as Node's LoadPKCS12).
    func loadPKCS12(_ bundle: [UInt8], passphrase: [UInt8]?) throws(OpenSSLError) {
        var cursor: UnsafePointer<UInt8>? = nil
        let parsed: OpaquePointer? = withNonNullBytes(bundle) { bytes, count in
            cursor = bytes
            return d2i_PKCS12(nil, &cursor, count)
        }
        guard let parsed else { throw Self.pkcs12Error() }
        defer { PKCS12_free(parsed) }
        var key: OpaquePointer?
        var certificate: OpaquePointer?
        var authorities: OpaquePointer?
        let password = passphrase.map { String(decoding: $0, as: UTF8.self) }
        guard PKCS12_parse(parsed, password, &key, &certificate, &authorities) == 1 else { throw Self.pkcs12Error() }
        defer {
            if let key { EVP_PKEY_free(key) }
            if let certificate { X509_free(certificate) }
            if let authorities { OPENSSL_sk_pop_free(authorities, Self.freeCertificate) }
        }
        guard let key else { throw OpenSSLError(message: "Unable to load private key from PFX data", code: "ERR_CRYPTO_OPERATION_FAILED") }
        guard let certificate else { throw OpenSSLError(message: "Unable to load certificate from PFX data", code: "ERR_CRYPTO_OPERATION_FAILED") }
        guard SSL_CTX_use_certificate(context, certificate) == 1, SSL_CTX_use_PrivateKey(context, key) == 1 else {
            throw Self.pkcs12Error()
        }
        let store = SSL_CTX_get_cert_store(context)
        for index in 0..<max(0, OPENSSL_sk_num(authorities)) {
            guard let raw = OPENSSL_sk_value(authorities, index) else { continue }
            let authority = OpaquePointer(raw)
            _ = X509_STORE_add_cert(store, authority)
            _ = SSL_CTX_add_client_CA(context, authority)
            // Sent with this side's certificate, as PKCS12's chain is in Node.
            X509_up_ref(authority)
            _ = SSL_CTX_ctrl(context, SSL_CTRL_EXTRA_CHAIN_CERT, 0, raw)
        }
        ERR_clear_error()
    }

    private static let freeCertificate: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
        X509_free(OpaquePointer(pointer))
    }

    /// Node reports a PKCS#12 failure by OpenSSL's reason alone (`mac verify failure`).
    private static func pkcs12Error() -> OpenSSLError {
        let packed = ERR_get_error()
        ERR_clear_error()
        guard packed != 0, let reason = ERR_reason_error_string(packed) else { return OpenSSLError(message: "Unknown error") }
        return OpenSSLError(message: String(cString: reason))
    }
}
