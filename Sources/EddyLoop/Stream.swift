import CLibUV

/// A duplex byte stream over `uv_stream_t`, the base of `TCP`, `Pipe` and `TTY`: reading,
/// writing, shutting down the write side, and for servers listening and accepting.
///
/// Reads land in the loop's one read buffer and are copied out to the read callback; writes
/// copy their bytes, which the write request owns until its completion runs.
public class Stream: Handle {
    /// What a read delivers: bytes, the end of the stream, or an error after which no more
    /// data will come.
    public enum ReadResult: Sendable, Equatable {
        /// Bytes read from the stream, never empty.
        case data([UInt8])
        /// The other side closed its write side (`UV_EOF`); reading stops by itself.
        case end
        /// Reading failed (`ECONNRESET`…); the stream should be closed.
        case failure(UVError)
    }

    private var onRead: ((ReadResult) -> Void)?
    private var onConnection: ((Result<Void, UVError>) -> Void)?

    var streamPointer: UnsafeMutablePointer<uv_stream_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_stream_t.self)
    }

    /// Starts reading: `onRead` gets each chunk of bytes, then `.end` or `.failure`. Calling it
    /// again while reading replaces the callback.
    /// - Throws: `ENOTCONN` if the stream is not readable, `EINVAL` once closed.
    public func startReading(_ onRead: @escaping (ReadResult) -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        self.onRead = onRead
        let status = uv_read_start(streamPointer, { handle, suggestedSize, buffer in
            guard let buffer else { return }
            guard let stream = Handle.owner(of: UnsafeMutableRawPointer(handle), as: Stream.self) else {
                buffer.pointee = uv_buf_init(nil, 0)
                return
            }
            let storage = stream.loop.readBuffer
            buffer.pointee = uv_buf_init(storage.baseAddress?.assumingMemoryBound(to: CChar.self),
                                         UInt32(storage.count))
        }, { handle, count, _ in
            Handle.owner(of: UnsafeMutableRawPointer(handle), as: Stream.self)?.didRead(count)
        })
        // libuv refuses a second start; the new callback already replaced the old one.
        if status == UV_EALREADY.rawValue { return }
        if status < 0 {
            self.onRead = nil
            throw UVError(code: status)
        }
    }

    private func didRead(_ count: Int) {
        // Zero means libuv had nothing to read after all (EAGAIN): not an event.
        guard count != 0, let onRead else { return }
        if count > 0 {
            let readBuffer = loop.readBuffer
            onRead(.data(Array(UnsafeRawBufferPointer(rebasing: readBuffer[..<min(count, readBuffer.count)]))))
        } else if count == Int(UV_EOF.rawValue) {
            onRead(.end)
        } else {
            onRead(.failure(UVError(code: Int32(truncatingIfNeeded: count))))
        }
    }

    /// Stops reading; the read callback is kept for a later `startReading` and is not called
    /// until then.
    public func stopReading() {
        guard !isClosing else { return }
        uv_read_stop(streamPointer)
    }

    /// Queues `bytes` for writing; `completion` runs once they were handed to the kernel, or
    /// with the error that stopped them (`EPIPE` when the reader is gone, `ECANCELED` when the
    /// stream was closed first). Writes complete in the order they were queued.
    /// - Throws: when libuv refuses the write outright (`EBADF`, `EINVAL` once closed or for
    ///   4 GiB or more, which one libuv buffer cannot describe); the completion does not run
    ///   then.
    public func write(_ bytes: [UInt8], completion: ((Result<Void, UVError>) -> Void)? = nil) throws(UVError) {
        guard !isClosing, bytes.count <= UInt32.max else { throw UVError(code: UV_EINVAL.rawValue) }
        let request = WriteRequest(loop: loop, bytes: bytes, completion: completion)
        try request.submit(on: self, sending: nil)
    }

    /// Writes what the kernel takes right now, without queueing.
    /// - Returns: the number of bytes written, possibly fewer than `bytes.count`.
    /// - Throws: `EAGAIN` when nothing could be written (or writes are already queued).
    public func tryWrite(_ bytes: [UInt8]) throws(UVError) -> Int {
        guard !isClosing, bytes.count <= UInt32.max else { throw UVError(code: UV_EINVAL.rawValue) }
        let status = bytes.withUnsafeBytes { storage in
            var buffer = uv_buf_init(
                UnsafeMutableRawPointer(mutating: storage.baseAddress)?.assumingMemoryBound(to: CChar.self),
                UInt32(storage.count))
            return uv_try_write(streamPointer, &buffer, 1)
        }
        return Int(try UVError.check(status))
    }

    /// Shuts down the write side once queued writes are done (the peer reads `.end`);
    /// `completion` runs then. Reading goes on.
    /// - Throws: `ENOTCONN` if the stream is not writable or already shut down, `EINVAL` once
    ///   closed; the completion does not run then.
    public func shutdown(completion: ((Result<Void, UVError>) -> Void)? = nil) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        let request = ShutdownRequest(loop: loop, completion: completion)
        try request.submit(on: self)
    }

    /// Listens for connections on a bound server; `onConnection` runs for each incoming one,
    /// which it should `accept(into:)` a new stream of the same kind.
    /// - Parameter backlog: the kernel's queue length for unaccepted connections (Node: 511).
    /// - Throws: `EADDRINUSE` and other errors of `listen(2)`, `EINVAL` once closed.
    public func listen(backlog: Int32 = 511, onConnection: @escaping (Result<Void, UVError>) -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        self.onConnection = onConnection
        do {
            try UVError.check(uv_listen(streamPointer, backlog, { server, status in
                guard let server = Handle.owner(of: UnsafeMutableRawPointer(server), as: Stream.self),
                      let onConnection = server.onConnection else { return }
                onConnection(status < 0 ? .failure(UVError(code: status)) : .success(()))
            }))
        } catch {
            self.onConnection = nil
            throw error
        }
    }

    /// Accepts a pending connection of this server into `client`, a new, unconnected stream of
    /// the same kind on the same loop. Call it from the connection callback.
    /// - Throws: `EAGAIN` when no connection is pending, `EINVAL` if either is closed.
    public func accept(into client: Stream) throws(UVError) {
        guard !isClosing, !client.isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(uv_accept(streamPointer, client.streamPointer))
    }

    /// Whether the stream can be read from.
    public var isReadable: Bool { !isClosing && uv_is_readable(streamPointer) != 0 }

    /// Whether the stream can be written to (false after `shutdown`).
    public var isWritable: Bool { !isClosing && uv_is_writable(streamPointer) != 0 }

    /// Bytes queued for writing that the kernel has not taken yet, as Node's `writableLength`
    /// counts them to apply back-pressure.
    public var writeQueueSize: Int { isClosing ? 0 : uv_stream_get_write_queue_size(streamPointer) }

    /// Makes writes and reads blocking (libuv's `uv_stream_set_blocking`), as Node does for
    /// stdout and stderr pipes so output is not lost at exit.
    public func setBlocking(_ isBlocking: Bool) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(uv_stream_set_blocking(streamPointer, isBlocking ? 1 : 0))
    }

    override func clearCallbacks() {
        onRead = nil
        onConnection = nil
        super.clearCallbacks()
    }
}
