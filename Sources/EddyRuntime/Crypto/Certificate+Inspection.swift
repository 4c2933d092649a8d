import COpenSSL

/// What `crypto.X509Certificate` and `getPeerCertificate()` read from a certificate, and
/// the checks Node offers on one (host, e-mail and IP names, issuer, key, signature).
extension Certificate {
    /// A certificate from PEM or DER bytes, as `new X509Certificate(buffer)` takes them; the
    /// PEM reader's error when neither reads (Node reports "no start line" for garbage).
    static func parse(_ data: [UInt8]) throws(OpenSSLError) -> Certificate {
        if let certificate = Certificate(data, encoding: .der) { return certificate }
        ERR_clear_error()
        if let certificate = Certificate(data, encoding: .pem) { return certificate }
        throw OpenSSLError.take(fallback: "Failed to read the certificate")
    }

    /// A name printed one entry per line (`CN=localhost\nO=Eddy`), as Node's `subject` and
    /// `issuer`: RFC 2253 escaping, control characters escaped, UTF-8, short names.
    private static func multilineText(of name: OpaquePointer?) -> String {
        // ASN1_STRFLGS_ESC_2253 | ASN1_STRFLGS_ESC_CTRL | ASN1_STRFLGS_UTF8_CONVERT |
        // XN_FLAG_SEP_MULTILINE | XN_FLAG_FN_SN (the last two are macros Swift cannot import).
        let flags = UInt(ASN1_STRFLGS_ESC_2253 | ASN1_STRFLGS_ESC_CTRL | ASN1_STRFLGS_UTF8_CONVERT) | 4 << 16
        guard let name, let output = MemoryBIO(), X509_NAME_print_ex(output.bio, name, 0, flags) >= 0 else { return "" }
        return String(decoding: output.readAll(), as: UTF8.self)
    }

    var subjectText: String { Self.multilineText(of: X509_get_subject_name(certificate)) }
    var issuerText: String { Self.multilineText(of: X509_get_issuer_name(certificate)) }

    /// The Authority Information Access extension as OpenSSL prints it, one access per line.
    var infoAccess: String? {
        let index = X509_get_ext_by_NID(certificate, NID_info_access, -1)
        guard index >= 0, let extensionField = X509_get_ext(certificate, index), let output = MemoryBIO() else { return nil }
        guard X509V3_EXT_print(output.bio, extensionField, 0, 0) == 1 else { ERR_clear_error(); return nil }
        return String(decoding: output.readAll(), as: UTF8.self)
    }

    /// The extended key usage OIDs (`1.3.6.1.5.5.7.3.1`), or nil without the extension.
    var extendedKeyUsage: [String]? {
        guard let raw = X509_get_ext_d2i(certificate, NID_ext_key_usage, nil, nil) else {
            ERR_clear_error()
            return nil
        }
        let usages = OpaquePointer(raw)
        defer { EXTENDED_KEY_USAGE_free(usages) }
        var oids: [String] = []
        for index in 0..<max(0, OPENSSL_sk_num(usages)) {
            guard let object = OPENSSL_sk_value(usages, index) else { continue }
            var buffer = [CChar](repeating: 0, count: 128)
            let length = OBJ_obj2txt(&buffer, Int32(buffer.count), OpaquePointer(object), 1)
            guard length > 0 else { continue }
            oids.append(String(decoding: buffer.prefix(min(Int(length), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return oids
    }

    var isCertificateAuthority: Bool { X509_check_ca(certificate) == 1 }

    var pem: String {
        guard let output = MemoryBIO(), PEM_write_bio_X509(output.bio, certificate) == 1 else { return "" }
        return String(decoding: output.readAll(), as: UTF8.self)
    }

    var publicKey: AsymmetricKey? {
        guard let key = X509_get_pubkey(certificate) else { ERR_clear_error(); return nil }
        return AsymmetricKey.adopting(publicKey: key)
    }

    // MARK: Checks

    /// The name of the certificate that matched `host`, or nil (`X509_CHECK_FLAG_…` flags).
    func matchingHost(_ host: String, flags: UInt32) -> String? {
        var peername: UnsafeMutablePointer<CChar>?
        let status = X509_check_host(certificate, host, host.utf8.count, flags, &peername)
        ERR_clear_error()
        guard status == 1 else { return nil }
        guard let peername else { return host }
        defer { CRYPTO_free(peername, nil, 0) }
        return String(cString: peername)
    }

    func matchesEmail(_ email: String, flags: UInt32) -> Bool {
        defer { ERR_clear_error() }
        return X509_check_email(certificate, email, email.utf8.count, flags) == 1
    }

    /// Whether the certificate names the address `ip`; nil when `ip` is not an address.
    func matchesIP(_ ip: String, flags: UInt32) -> Bool? {
        let status = X509_check_ip_asc(certificate, ip, flags)
        ERR_clear_error()
        return status == -2 ? nil : status == 1
    }

    /// Whether `issuer` issued this certificate (names, key identifiers and key usage).
    func isIssued(by issuer: Certificate) -> Bool {
        X509_check_issued(issuer.certificate, certificate) == X509_V_OK
    }

    func matchesPrivateKey(_ key: AsymmetricKey) -> Bool {
        defer { ERR_clear_error() }
        return X509_check_private_key(certificate, key.key) == 1
    }

    /// Whether `key` verifies this certificate's signature.
    func isSigned(by key: AsymmetricKey) -> Bool {
        defer { ERR_clear_error() }
        return X509_verify(certificate, key.key) > 0
    }
}
