import COpenSSL

/// An X.509 certificate (`X509`), read from PEM or DER.
final class Certificate: @unchecked Sendable {
    let certificate: OpaquePointer

    init?(_ data: [UInt8], encoding: AsymmetricKey.Encoding) {
        guard let input = MemoryBIO() else { return nil }
        input.write(data)
        let read = encoding == .pem ? PEM_read_bio_X509(input.bio, nil, nil, nil) : d2i_X509_bio(input.bio, nil)
        guard let read else { return nil }
        certificate = read
    }

    /// Takes ownership of `certificate`.
    init(owning certificate: OpaquePointer) {
        self.certificate = certificate
    }

    deinit { X509_free(certificate) }
}

extension Certificate {
    /// Every certificate in a PEM text, in order.
    static func all(inPEM pem: [UInt8]) -> [Certificate] {
        guard let input = MemoryBIO() else { return [] }
        input.write(pem)
        var certificates: [Certificate] = []
        while let read = PEM_read_bio_X509(input.bio, nil, nil, nil) {
            certificates.append(Certificate(owning: read))
        }
        // The end of the text reads as a "no start line" error, which is the error to report
        // only when there was no certificate at all.
        if !certificates.isEmpty { ERR_clear_error() }
        return certificates
    }

    /// The DER encoding.
    var der: [UInt8] {
        let length = i2d_X509(certificate, nil)
        guard length > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        bytes.withUnsafeMutableBufferPointer { buffer in
            var cursor = buffer.baseAddress
            _ = i2d_X509(certificate, &cursor)
        }
        return bytes
    }

    /// A name's entries by short name (`CN`, `O`, …), in order, as Node's `subject`/`issuer`.
    static func entries(of name: OpaquePointer?) -> [(String, String)] {
        guard let name else { return [] }
        var entries: [(String, String)] = []
        for index in 0..<max(0, X509_NAME_entry_count(name)) {
            guard let entry = X509_NAME_get_entry(name, index),
                  let shortName = OBJ_nid2sn(OBJ_obj2nid(X509_NAME_ENTRY_get_object(entry))),
                  let data = X509_NAME_ENTRY_get_data(entry), let bytes = ASN1_STRING_get0_data(data) else { continue }
            let value = String(decoding: UnsafeBufferPointer(start: bytes, count: Int(ASN1_STRING_length(data))), as: UTF8.self)
            entries.append((String(cString: shortName), value))
        }
        return entries
    }

    var subject: [(String, String)] { Self.entries(of: X509_get_subject_name(certificate)) }
    var issuer: [(String, String)] { Self.entries(of: X509_get_issuer_name(certificate)) }

    var validFrom: String { Self.printed(X509_get0_notBefore(certificate)) }
    var validTo: String { Self.printed(X509_get0_notAfter(certificate)) }

    private static func printed(_ time: UnsafePointer<ASN1_TIME>?) -> String {
        guard let time, let output = MemoryBIO() else { return "" }
        _ = ASN1_TIME_print(output.bio, time)
        return String(decoding: output.readAll(), as: UTF8.self)
    }

    /// The digest of the DER encoding as colon-separated upper-case hex.
    func fingerprint(_ digestName: String) -> String {
        guard let digest = DigestContext.digest(named: digestName) else { return "" }
        var bytes = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard X509_digest(certificate, digest, &bytes, &length) == 1 else { return "" }
        return bytes.prefix(Int(length)).map(Self.hex).joined(separator: ":")
    }

    var serialNumber: String {
        guard let serial = X509_get_serialNumber(certificate), let number = ASN1_INTEGER_to_BN(serial, nil) else { return "" }
        defer { BN_free(number) }
        var bytes = [UInt8](repeating: 0, count: Int((BN_num_bits(number) + 7) / 8))
        _ = BN_bn2bin(number, &bytes)
        return bytes.map(Self.hex).joined()
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0f)]])
    }
}
