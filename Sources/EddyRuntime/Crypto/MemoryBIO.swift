import COpenSSL

/// An OpenSSL memory BIO: bytes written in are read out in order. Key encoders write to one;
/// a TLS connection's two sides are a pair of them.
final class MemoryBIO {
    let bio: OpaquePointer

    init?() {
        guard let bio = BIO_new(BIO_s_mem()) else { return nil }
        self.bio = bio
    }

    /// A BIO holding `bytes`, to be read.
    convenience init?(_ bytes: [UInt8]) {
        self.init()
        write(bytes)
    }

    deinit { BIO_free(bio) }

    var pendingCount: Int { Int(BIO_ctrl_pending(bio)) }

    func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        _ = bytes.withUnsafeBytes { BIO_write(bio, $0.baseAddress, Int32(clamping: $0.count)) }
    }

    func readAll() -> [UInt8] {
        let pending = pendingCount
        guard pending > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: pending) { buffer, count in
            count = max(0, Int(BIO_read(bio, buffer.baseAddress, Int32(clamping: pending))))
        }
    }
}
