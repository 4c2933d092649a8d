import COpenSSL

/// A TLS configuration (`SSL_CTX`): `tls.createSecureContext`'s key, certificate chain,
/// trusted authorities, ciphers and protocol range, shared by the connections made from it.
final class SecureContext {
    let context: OpaquePointer
    /// Node's `ticketKeys` layout: key name (16), HMAC secret (16), AES-128 key (16).
    private(set) var ticketKeys: [UInt8]
    /// Whether the chain sent with this side's certificate is built (`prepareCertificateChain`).
    private var chainIsPrepared = false

    init() throws(OpenSSLError) {
        guard let context = SSL_CTX_new(TLS_method()) else { throw OpenSSLError.take(fallback: "SSL_CTX_new failed") }
        self.context = context
        ticketKeys = try RandomBytes.generate(48).get()
        // Verification is judged after the handshake (Node's `authorized`/`rejectUnauthorized`),
        // so OpenSSL records the result and never aborts a handshake over it.
        SSL_CTX_set_verify(context, SSL_VERIFY_NONE, nil)
        _ = SSL_CTX_ctrl(context, SSL_CTRL_SET_MIN_PROTO_VERSION, Int(TLS1_2_VERSION), nil)
        SSL_CTX_set_client_hello_cb(context, TLSConnection.clientHelloCallback, nil)
        SSL_CTX_set_alpn_select_cb(context, TLSConnection.alpnSelectCallback, nil)
        SSL_CTX_set_keylog_callback(context, TLSConnection.keyLogCallback)
        // As Node: a client hears of each new session (the 'session' event) and a server
        // resumes by ticket, or by id through its 'newSession'/'resumeSession' listeners,
        // keeping no session cache of its own.
        let cacheMode = SSL_SESS_CACHE_CLIENT | SSL_SESS_CACHE_SERVER | SSL_SESS_CACHE_NO_AUTO_CLEAR
            | SSL_SESS_CACHE_NO_INTERNAL_LOOKUP | SSL_SESS_CACHE_NO_INTERNAL_STORE
        _ = SSL_CTX_ctrl(context, SSL_CTRL_SET_SESS_CACHE_MODE, Int(cacheMode), nil)
        SSL_CTX_sess_set_new_cb(context, TLSConnection.newSessionCallback)
        // A server's lookups by session id go to lib/ ('resumeSession'), never to a cache.
        SSL_CTX_sess_set_get_cb(context, TLSConnection.getSessionCallback)
        // Tickets are sealed with this context's own keys, as Node's are: servers can share
        // them (`ticketKeys`), and a resumed session keeps its ticket rather than getting a
        // renewed one.
        _ = SSL_CTX_set_ex_data(context, 0, Unmanaged.passUnretained(self).toOpaque())
        _ = SSL_CTX_set_tlsext_ticket_key_evp_cb(context, Self.ticketKeyCallback)
    }

    /// Sets OpenSSL's `SSL_OP_*` bits (`secureOptions`).
    func setOptions(_ options: UInt64) {
        SSL_CTX_set_options(context, options)
    }

    /// Replaces the ticket keys (48 bytes, checked by lib/).
    func setTicketKeys(_ keys: [UInt8]) {
        guard keys.count == 48 else { return }
        ticketKeys = keys
    }

    private static func context(of ssl: OpaquePointer?) -> SecureContext? {
        guard let ssl, let context = SSL_get_SSL_CTX(ssl), let pointer = SSL_CTX_get_ex_data(context, 0) else { return nil }
        return Unmanaged<SecureContext>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Seals a new ticket (AES-128-CBC, HMAC-SHA256) or opens one: 1 to use it as it is,
    /// 0 for a ticket under another key name (a full handshake follows), -1 on failure.
    static let ticketKeyCallback: @convention(c) (
        OpaquePointer?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?, OpaquePointer?, OpaquePointer?, Int32
    ) -> Int32 = { ssl, name, iv, cipherContext, macContext, encrypting in
        guard let owner = context(of: ssl), let name, let iv, let cipherContext, let macContext else { return -1 }
        let keys = owner.ticketKeys
        let keyName = Array(keys[0..<16])
        if encrypting == 1 {
            for (index, byte) in keyName.enumerated() { name[index] = byte }
            guard RAND_bytes(iv, 16) == 1 else { return -1 }
        } else if !keyName.elementsEqual(UnsafeBufferPointer(start: name, count: 16)) {
            return 0
        }
        let aesKey = Array(keys[32..<48])
        let status = aesKey.withUnsafeBufferPointer { key in
            encrypting == 1 ? EVP_EncryptInit_ex(cipherContext, EVP_aes_128_cbc(), nil, key.baseAddress, iv)
                : EVP_DecryptInit_ex(cipherContext, EVP_aes_128_cbc(), nil, key.baseAddress, iv)
        }
        let parameters = ParameterList()
        parameters.add("key", bytes: Array(keys[16..<32]))
        parameters.add("digest", string: "SHA256")
        guard status == 1, parameters.withParameters({ EVP_MAC_CTX_set_params(macContext, $0) }) == 1 else {
            ERR_clear_error()
            return -1
        }
        return 1
    }

    deinit { SSL_CTX_free(context) }

    func setPrivateKey(_ pem: [UInt8], passphrase: [UInt8]?) throws(OpenSSLError) {
        // An encrypted key without a passphrase fails in OpenSSL's decryption ("bad decrypt"),
        // as in Node's SecureContext; only crypto's key objects say ERR_MISSING_PASSPHRASE.
        let key = try AsymmetricKey.privateKey(from: pem, encoding: .pem, passphrase: passphrase ?? [])
        guard SSL_CTX_use_PrivateKey(context, key.key) == 1 else { throw OpenSSLError.take(fallback: "Invalid private key") }
    }

    /// Builds, once, the chain OpenSSL otherwise builds from the trusted store at every
    /// handshake for a certificate given without one (its automatic chain): with the system's
    /// store that is a lookup in /etc/ssl/certs per connection, a directory read and stats.
    /// The chain is the one the handshake would send (the issuers found, or none for a
    /// certificate whose issuer is not trusted, as a self-signed one). Called before a
    /// connection is made from the context (`SSL_new` copies the chain); a change of the
    /// certificate or of the trusted store drops it, to be built again.
    func prepareCertificateChain() {
        guard !chainIsPrepared else { return }
        chainIsPrepared = true
        guard SSL_CTX_get0_certificate(context) != nil else { return }
        // Certificates given with it are sent as they are, with no automatic chain.
        var extraCertificates: OpaquePointer?
        _ = SSL_CTX_ctrl(context, SSL_CTRL_GET_EXTRA_CHAIN_CERTS, 1, &extraCertificates)
        if let extraCertificates, OPENSSL_sk_num(extraCertificates) > 0 { return }
        // On failure (a certificate below the security level) nothing is set, and OpenSSL
        // builds the chain at each handshake as before.
        _ = SSL_CTX_ctrl(context, SSL_CTRL_BUILD_CERT_CHAIN,
                         Int(SSL_BUILD_CHAIN_FLAG_IGNORE_ERROR | SSL_BUILD_CHAIN_FLAG_CLEAR_ERROR), nil)
        ERR_clear_error()
    }

    /// Drops the chain `prepareCertificateChain` built.
    private func dropCertificateChain() {
        guard chainIsPrepared else { return }
        chainIsPrepared = false
        _ = SSL_CTX_ctrl(context, SSL_CTRL_CHAIN, 0, nil)
    }

    /// The first certificate of `pem` is this side's; the rest go along as its chain.
    func setCertificateChain(_ pem: [UInt8]) throws(OpenSSLError) {
        let certificates = Certificate.all(inPEM: pem)
        guard let first = certificates.first else { throw OpenSSLError.take(fallback: "No certificate found in cert") }
        dropCertificateChain()
        guard SSL_CTX_use_certificate(context, first.certificate) == 1 else {
            throw OpenSSLError.take(fallback: "Invalid certificate")
        }
        for certificate in certificates.dropFirst() {
            // The context takes its own reference.
            X509_up_ref(certificate.certificate)
            _ = SSL_CTX_ctrl(context, SSL_CTRL_EXTRA_CHAIN_CERT, 0, UnsafeMutableRawPointer(certificate.certificate))
        }
    }

    /// Trusts the certificates of `pem` (instead of the system's store, as Node's `ca` does).
    /// Text with no certificate in it adds none and is no error, as Node's.
    func addCertificateAuthorities(_ pem: [UInt8]) {
        let certificates = Certificate.all(inPEM: pem)
        ERR_clear_error()
        guard !certificates.isEmpty else { return }
        dropCertificateChain()
        let store = SSL_CTX_get_cert_store(context)
        for certificate in certificates {
            _ = X509_STORE_add_cert(store, certificate.certificate)
            // A server names them in its certificate request (`requestCert`).
            _ = SSL_CTX_add_client_CA(context, certificate.certificate)
        }
        ERR_clear_error()
    }

    /// Trusts the operating system's certificate store, and the extra certificates of
    /// `NODE_EXTRA_CA_CERTS`.
    func useSystemRoots() {
        dropCertificateChain()
        _ = SSL_CTX_set_default_verify_paths(context)
        let extra = ExtraRootCertificates.pem
        if !extra.isEmpty {
            let store = SSL_CTX_get_cert_store(context)
            for certificate in Certificate.all(inPEM: extra) { _ = X509_STORE_add_cert(store, certificate.certificate) }
        }
        ERR_clear_error()
    }

    /// Node's protocol names (`TLSv1.2`, `TLSv1.3`) to OpenSSL's versions; false for others.
    func setProtocolRange(minimum: String?, maximum: String?) -> Bool {
        func version(_ name: String) -> Int? {
            switch name {
            case "TLSv1": Int(TLS1_VERSION)
            case "TLSv1.1": Int(TLS1_1_VERSION)
            case "TLSv1.2": Int(TLS1_2_VERSION)
            case "TLSv1.3": Int(TLS1_3_VERSION)
            default: nil
            }
        }
        if let minimum {
            guard let value = version(minimum) else { return false }
            _ = SSL_CTX_ctrl(context, SSL_CTRL_SET_MIN_PROTO_VERSION, value, nil)
        }
        if let maximum {
            guard let value = version(maximum) else { return false }
            _ = SSL_CTX_ctrl(context, SSL_CTRL_SET_MAX_PROTO_VERSION, value, nil)
        }
        return true
    }
}
