import COpenSSL

/// Netscape's SPKAC (SignedPublicKeyAndChallenge, the `<keygen>` element's output, base64):
/// what `crypto.Certificate` reads. Each answer is nil (lib/ gives '' or false) for input
/// that does not decode, as Node's.
enum SignedPublicKeyAndChallenge {
    /// Whether the structure's signature verifies with the public key it carries.
    static func verify(_ base64: [UInt8]) -> Bool {
        withDecoded(base64) { spki in
            guard let key = NETSCAPE_SPKI_get_pubkey(spki) else { return false }
            defer { EVP_PKEY_free(key) }
            return NETSCAPE_SPKI_verify(spki, key) > 0
        } ?? false
    }

    /// The public key, as PEM (SubjectPublicKeyInfo).
    static func publicKeyPEM(_ base64: [UInt8]) -> [UInt8]? {
        withDecoded(base64) { spki -> [UInt8]? in
            guard let key = NETSCAPE_SPKI_get_pubkey(spki) else { return nil }
            defer { EVP_PKEY_free(key) }
            guard let output = MemoryBIO(), PEM_write_bio_PUBKEY(output.bio, key) > 0 else { return nil }
            return output.readAll()
        } ?? nil
    }

    /// The challenge string, in UTF-8.
    static func challenge(_ base64: [UInt8]) -> [UInt8]? {
        withDecoded(base64) { spki -> [UInt8]? in
            guard let challenge = spki.pointee.spkac?.pointee.challenge else { return nil }
            var text: UnsafeMutablePointer<UInt8>?
            let length = ASN1_STRING_to_UTF8(&text, challenge)
            guard length >= 0, let text else { return nil }
            defer { CRYPTO_free(text, nil, 0) }
            return Array(UnsafeBufferPointer(start: text, count: Int(length)))
        } ?? nil
    }

    private static func withDecoded<Result>(_ base64: [UInt8], _ body: (UnsafeMutablePointer<NETSCAPE_SPKI>) -> Result) -> Result? {
        let spki = base64.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { NETSCAPE_SPKI_b64_decode($0.baseAddress, Int32(clamping: $0.count)) }
        }
        guard let spki else {
            ERR_clear_error()
            return nil
        }
        defer { NETSCAPE_SPKI_free(spki) }
        let result = body(spki)
        ERR_clear_error()
        return result
    }
}
