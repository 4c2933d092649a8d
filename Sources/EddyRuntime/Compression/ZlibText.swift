import CZlib

/// Whole texts in zlib's format (RFC 1950), inflated in one call: the embedded `lib/`
/// sources (`LibrarySources`), which `tools/js2c` deflates with `compress2`.
enum ZlibText {
    /// The UTF-8 text of `byteCount` bytes that `compressed` holds, or nil if it holds no such
    /// text (a damaged stream, another length).
    static func inflate(_ compressed: [UInt8], byteCount: Int) -> String? {
        guard byteCount > 0 else { return "" }
        var inflated = false
        let text = String(unsafeUninitializedCapacity: byteCount) { buffer in
            var length = uLong(byteCount)
            let status = compressed.withUnsafeBufferPointer { source in
                uncompress(buffer.baseAddress, &length, source.baseAddress, uLong(source.count))
            }
            inflated = status == Z_OK && Int(length) == byteCount
            return inflated ? byteCount : 0
        }
        return inflated ? text : nil
    }
}
