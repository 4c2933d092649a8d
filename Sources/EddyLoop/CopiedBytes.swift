import CLibUV

/// A copy of the bytes a write or a UDP send hands libuv, which reads them until the
/// request completes: the caller's array may change or go away before that.
final class CopiedBytes {
    private let storage: UnsafeMutableRawBufferPointer
    /// The number of bytes.
    let count: Int

    init(_ bytes: [UInt8]) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress {
                storage.baseAddress?.copyMemory(from: base, byteCount: source.count)
            }
        }
        self.storage = storage
        count = bytes.count
    }

    deinit {
        storage.deallocate()
    }

    /// A libuv buffer over the copy (callers check that the count fits in 32 bits).
    var buffer: uv_buf_t {
        uv_buf_init(storage.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(count))
    }
}
