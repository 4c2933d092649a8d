import COpenSSL

/// Bytes from OpenSSL's CSPRNG (`RAND_bytes`), which is safe to call from pool threads.
enum RandomBytes {
    static func generate(_ count: Int) -> Result<[UInt8], OpenSSLError> {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        // RAND_bytes takes an int; very large requests go in parts.
        while offset < count {
            let chunk = min(1 << 30, count - offset)
            let status = bytes.withUnsafeMutableBufferPointer { buffer in
                RAND_bytes(buffer.baseAddress.map { $0 + offset }, Int32(chunk))
            }
            guard status == 1 else { return .failure(OpenSSLError.take(fallback: "Random bytes unavailable")) }
            offset += chunk
        }
        return .success(bytes)
    }
}
