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
