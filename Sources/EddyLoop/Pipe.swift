import CLibUV

/// A local stream (`uv_pipe_t`): a Unix domain socket bound to or connected to a path, an
/// anonymous pipe or socket opened from a file descriptor, or a child process's standard
/// stream created by `ChildProcess`.
public final class Pipe: Stream {
    /// Whether the pipe can pass handles along with bytes (Node's IPC channel).
    public let isIPC: Bool

    /// Creates an unopened pipe handle.
    /// - Parameter ipc: whether the pipe will pass handles between processes; both ends must
    ///   agree.
    public init(loop: EventLoop, ipc: Bool = false) throws(UVError) {
        isIPC = ipc
        super.init(loop: loop, type: UV_NAMED_PIPE)
        try UVError.check(uv_pipe_init(loop.raw, pointer, ipc ? 1 : 0))
        didInitialize()
    }

    private var pointer: UnsafeMutablePointer<uv_pipe_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_pipe_t.self)
    }

    /// Wraps an existing pipe or socket file descriptor (e.g. one end of `pipe(2)`), which the
    /// handle then owns and closes. libuv makes the descriptor non-blocking.
    /// - Throws: `EBADF` and others when the descriptor cannot be used, `EINVAL` once closed.
    public func open(_ fd: Int32) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(uv_pipe_open(pointer, uv_file(fd)))
    }

    /// Binds to a Unix domain socket path, which must not exist yet.
    /// - Throws: `EADDRINUSE` if the path exists, `ENAMETOOLONG` beyond the socket path limit
    ///   (about 107 bytes), `EINVAL` once closed.
    public func bind(to path: String) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(uv_pipe_bind(pointer, path))
    }

    /// Connects to the Unix domain socket at `path`; `completion` runs when connected or with
    /// the error (`ENOENT`, `ECONNREFUSED`, `ECANCELED` if closed first). libuv reports every
    /// failure through `completion`.
    /// - Throws: `EINVAL` once closed; the completion does not run then.
    public func connect(to path: String, completion: @escaping (Result<Void, UVError>) -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        let request = ConnectRequest(loop: loop, completion: completion)
        try request.submit { connect in
            uv_pipe_connect(connect, pointer, path, ConnectRequest.callback)
            return 0
        }
    }

    /// The path the pipe is bound to; empty for an unbound socket.
    /// - Throws: `EBADF` before the pipe is open, `ENOTSOCK` for an anonymous pipe, `EINVAL`
    ///   once closed.
    public var localPath: String {
        get throws(UVError) { try name(uv_pipe_getsockname) }
    }

    /// The path of the socket the pipe is connected to; empty for an unnamed peer (the client
    /// side of an accepted connection).
    /// - Throws: `ENOTCONN` when not connected, `ENOTSOCK` for an anonymous pipe, `EINVAL` once
    ///   closed.
    public var peerPath: String {
        get throws(UVError) { try name(uv_pipe_getpeername) }
    }

    private func name(
        _ query: (UnsafePointer<uv_pipe_t>?, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?) -> Int32
    ) throws(UVError) -> String {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        // A Unix socket path is at most 108 bytes; libuv asks for more with ENOBUFS anyway.
        var size = 256
        while true {
            var buffer = [CChar](repeating: 0, count: size)
            var length = size
            let status = query(pointer, &buffer, &length)
            if status == UV_ENOBUFS.rawValue, length > size {
                size = length + 1
                continue
            }
            try UVError.check(status)
            return String(decoding: buffer.prefix(min(length, size)).prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
                          as: UTF8.self)
        }
    }

    /// Writes `bytes` over an IPC pipe together with `handle`, a `TCP`, `Pipe` or `UDP` whose
    /// socket the other process receives (`uv_write2`, which libuv lets carry UDP sockets
    /// too); that side sees `pendingHandleCount` grow when the bytes arrive and accepts the
    /// handle with `acceptPending(into:)`. `handle` may be closed once `completion` has run.
    /// - Throws: `EINVAL` if this pipe is not IPC, either handle is closed, or `bytes` is
    ///   empty (a handle must travel with at least one byte); the completion does not run then.
    public func write(_ bytes: [UInt8], sending handle: Handle,
                      completion: ((Result<Void, UVError>) -> Void)? = nil) throws(UVError) {
        guard !isClosing, !handle.isClosing, isIPC, !bytes.isEmpty, bytes.count <= UInt32.max else {
            throw UVError(code: UV_EINVAL.rawValue)
        }
        let request = WriteRequest(loop: loop, bytes: bytes, completion: completion)
        try request.submit(on: self, sending: handle)
    }

    /// Lets processes of other users connect to the socket this pipe is bound to
    /// (`uv_pipe_chmod`), as Node's `readableAll` and `writableAll` listen options.
    /// - Throws: `EINVAL` when neither is asked for or once closed, `EBADF` when not bound.
    public func makeAccessibleToAllUsers(readable: Bool, writable: Bool) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        var flags: Int32 = 0
        if readable { flags |= Int32(UV_READABLE.rawValue) }
        if writable { flags |= Int32(UV_WRITABLE.rawValue) }
        try UVError.check(uv_pipe_chmod(pointer, flags))
    }

    /// The number of handles received over an IPC pipe and not yet accepted.
    public var pendingHandleCount: Int {
        isClosing ? 0 : Int(uv_pipe_pending_count(pointer))
    }

    /// Opens the next handle received over an IPC pipe in `handle`, a new `TCP`, `Pipe` or
    /// `UDP` of the kind `pendingHandleType` tells (`uv_accept`, which opens a UDP socket too).
    /// - Throws: `EAGAIN` when none is pending, `EINVAL` once either handle is closed.
    public func acceptPending(into handle: Handle) throws(UVError) {
        guard !isClosing, !handle.isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(uv_accept(streamPointer, UnsafeMutableRawPointer(handle.raw).assumingMemoryBound(to: uv_stream_t.self)))
    }

    /// The kind of the next handle received over an IPC pipe, to create a matching handle
    /// (a `TCP`, a `Pipe` or a `UDP`) and `acceptPending(into:)` it.
    public var pendingHandleType: HandleType {
        isClosing ? .unknown : HandleType(uv_pipe_pending_type(pointer))
    }
}
