import CLibUV

/// One write on a stream (`uv_write_t`). It owns a copy of the bytes, because libuv reads them
/// until the completion callback, and the caller's array may change or go away before that.
final class WriteRequest: StatusRequest {
    private let storage: UnsafeMutableRawBufferPointer
    private var sentHandle: Stream?

    /// The number of bytes to write.
    let byteCount: Int

    init(loop: EventLoop, bytes: [UInt8], completion: ((Result<Void, UVError>) -> Void)?) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress {
                storage.baseAddress?.copyMemory(from: base, byteCount: source.count)
            }
        }
        self.storage = storage
        self.byteCount = bytes.count
        super.init(loop: loop, type: UV_WRITE, completion: completion)
    }

    deinit {
        storage.deallocate()
    }

    /// Hands the write to libuv on `stream`, with `handle` passed along over an IPC pipe;
    /// on refusal nothing stays pending.
    func submit(on stream: Stream, sending handle: Stream?) throws(UVError) {
        var buffer = uv_buf_init(storage.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(byteCount))
        // libuv reads the sent handle's descriptor only when the write reaches the kernel,
        // so its owner must stay in memory until then.
        sentHandle = handle
        // libuv copies the uv_buf_t array itself, so `buffer` may live on the stack.
        let callback: uv_write_cb = { request, status in
            StatusRequest.finish(UnsafeMutableRawPointer(request), status: status)
        }
        try submit {
            if let handle {
                uv_write2(pointer(as: uv_write_t.self), stream.streamPointer, &buffer, 1, handle.streamPointer, callback)
            } else {
                uv_write(pointer(as: uv_write_t.self), stream.streamPointer, &buffer, 1, callback)
            }
        }
    }

    override func releaseResources() {
        sentHandle = nil
    }
}
