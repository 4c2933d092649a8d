import CLibUV

/// One write on a stream (`uv_write_t`), with its own copy of the bytes.
final class WriteRequest: StatusRequest {
    private let bytes: CopiedBytes
    private var sentHandle: Handle?

    /// The number of bytes to write.
    var byteCount: Int { bytes.count }

    init(loop: EventLoop, bytes: [UInt8], completion: ((Result<Void, UVError>) -> Void)?) {
        self.bytes = CopiedBytes(bytes)
        super.init(loop: loop, type: UV_WRITE, completion: completion)
    }

    /// Hands the write to libuv on `stream`, with `handle` passed along over an IPC pipe;
    /// on refusal nothing stays pending.
    func submit(on stream: Stream, sending handle: Handle?) throws(UVError) {
        var buffer = bytes.buffer
        // libuv reads the sent handle's descriptor only when the write reaches the kernel,
        // so its owner must stay in memory until then.
        sentHandle = handle
        // libuv copies the uv_buf_t array itself, so `buffer` may live on the stack.
        let callback: uv_write_cb = { request, status in
            StatusRequest.finish(UnsafeMutableRawPointer(request), status: status)
        }
        try submit {
            if let handle {
                // libuv reads only the descriptor of the sent handle, which may be a UDP one.
                let sent = UnsafeMutableRawPointer(handle.raw).assumingMemoryBound(to: uv_stream_t.self)
                return uv_write2(pointer(as: uv_write_t.self), stream.streamPointer, &buffer, 1, sent, callback)
            } else {
                return uv_write(pointer(as: uv_write_t.self), stream.streamPointer, &buffer, 1, callback)
            }
        }
    }

    override func releaseResources() {
        sentHandle = nil
    }
}
