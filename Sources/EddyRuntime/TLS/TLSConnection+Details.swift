import COpenSSL

// What a TLSSocket reports about its established connection beyond the certificates:
// the cipher's IANA name, the Finished messages, exported keying material, the peer's
// ephemeral key, and the record size it sends (Node's TLSWrap getters).
extension TLSConnection {
    /// The cipher's RFC name (`TLS_AES_256_GCM_SHA384`), Node's `standardName`.
    var cipherStandardName: String? {
        SSL_get_current_cipher(ssl).flatMap { SSL_CIPHER_standard_name($0) }.map { String(cString: $0) }
    }

    /// The last Finished message this side sent (or, with `peer`, received); nil before one.
    func finishedMessage(peer: Bool) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        let length = buffer.withUnsafeMutableBytes { bytes in
            peer ? SSL_get_peer_finished(ssl, bytes.baseAddress, bytes.count) : SSL_get_finished(ssl, bytes.baseAddress, bytes.count)
        }
        guard length > 0 else { return nil }
        return Array(buffer.prefix(min(length, buffer.count)))
    }

    /// RFC 5705 keying material (`exportKeyingMaterial`); nil when OpenSSL refuses.
    func exportKeyingMaterial(length: Int, label: [UInt8], context: [UInt8]?) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: length)
        let status = output.withUnsafeMutableBufferPointer { out in
            label.withUnsafeBufferPointer { labelBytes in
                labelBytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(1, label.count)) { labelText in
                    (context ?? []).withUnsafeBufferPointer { contextBytes in
                        SSL_export_keying_material(ssl, out.baseAddress, out.count, labelText, label.count,
                                                   contextBytes.baseAddress, contextBytes.count, context == nil ? 0 : 1)
                    }
                }
            }
        }
        guard status == 1 else { ERR_clear_error(); return nil }
        return output
    }

    /// The largest record this side sends (512 to 16384 bytes); false outside that range.
    func setMaximumSendFragment(_ size: Int) -> Bool {
        SSL_ctrl(ssl, SSL_CTRL_SET_MAX_SEND_FRAGMENT, size, nil) == 1
    }

    /// The server's ephemeral key exchange parameters as Node's `getEphemeralKeyInfo`
    /// (type, curve name, size in bits), or nil with none (TLS 1.3 resumption, a server).
    var peerEphemeralKey: (type: String, name: String?, size: Int)? {
        var key: OpaquePointer?
        guard SSL_ctrl(ssl, SSL_CTRL_GET_PEER_TMP_KEY, 0, &key) == 1, let key else {
            ERR_clear_error()
            return nil
        }
        defer { EVP_PKEY_free(key) }
        let bits = Int(EVP_PKEY_get_bits(key))
        switch EVP_PKEY_get_base_id(key) {
        case EVP_PKEY_DH: return ("DH", nil, bits)
        case EVP_PKEY_X25519: return ("ECDH", "X25519", 253)
        case EVP_PKEY_X448: return ("ECDH", "X448", 448)
        case EVP_PKEY_EC:
            var name = [CChar](repeating: 0, count: 80)
            var length = 0
            let curve = EVP_PKEY_get_utf8_string_param(key, "group", &name, name.count, &length) == 1
                ? String(decoding: name.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
            return ("ECDH", curve, bits)
        default: return nil
        }
    }
}

extension TLSConnection {
    /// The peer's certificate and its issuers up to the root: the chain verification built
    /// when it found one (so a trusted root the peer did not send is there), else the
    /// certificates the peer sent, its own first.
    var peerCertificateChain: [Certificate] {
        var chain: [Certificate] = []
        func append(_ stack: OpaquePointer?) {
            for index in 0..<max(0, OPENSSL_sk_num(stack)) {
                guard let raw = OPENSSL_sk_value(stack, index) else { continue }
                let certificate = OpaquePointer(raw)
                X509_up_ref(certificate)
                chain.append(Certificate(owning: certificate))
            }
        }
        if SSL_get_verify_result(ssl) == X509_V_OK, let verified = SSL_get0_verified_chain(ssl), OPENSSL_sk_num(verified) > 0 {
            append(verified)
            return chain
        }
        // A server's peer chain leaves out the client's own certificate.
        if SSL_is_server(ssl) == 1, let own = peerCertificate { chain.append(own) }
        append(SSL_get_peer_cert_chain(ssl))
        return chain
    }
}

extension TLSConnection {
    /// OpenSSL's key log callback (set on every context): the line, with Node's newline, is
    /// kept when the socket reports key logs (`'keylog'`, for tools such as Wireshark).
    static let keyLogCallback: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Void = { ssl, line in
        guard let connection = connection(of: ssl), connection.reportsKeyLog, let line else { return }
        connection.keyLogLines.append(Array(String(cString: line).utf8) + [0x0a])
    }

    func takeKeyLogLines() -> [[UInt8]] {
        defer { keyLogLines.removeAll() }
        return keyLogLines
    }

    /// The peer's certificate, then each one's issuer among the certificates the peer sent
    /// (Node's X509Certificate `issuerCertificate` links): a root the peer did not send, or a
    /// self-issued certificate, ends it.
    var peerIssuerChain: [Certificate] {
        guard let first = peerCertificate else { return [] }
        var chain = [first]
        let sent = SSL_get_peer_cert_chain(ssl)
        var current = first.certificate
        while chain.count <= OPENSSL_sk_num(sent), X509_check_issued(current, current) != X509_V_OK {
            var issuer: OpaquePointer?
            for index in 0..<max(0, OPENSSL_sk_num(sent)) {
                guard let raw = OPENSSL_sk_value(sent, index) else { continue }
                let candidate = OpaquePointer(raw)
                if X509_cmp(candidate, current) != 0, X509_check_issued(candidate, current) == X509_V_OK {
                    issuer = candidate
                    break
                }
            }
            guard let issuer else { break }
            X509_up_ref(issuer)
            chain.append(Certificate(owning: issuer))
            current = issuer
        }
        return chain
    }
}
