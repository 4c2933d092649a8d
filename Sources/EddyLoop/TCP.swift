import CLibUV
import Glibc

/// A TCP socket (`uv_tcp_t`): a server that binds and listens, or a connection that a server
/// accepted or that `connect` opened.
public final class TCP: Stream {
    /// Creates a TCP handle; the socket itself is created by `bind`, `connect` or `accept`.
    public init(loop: EventLoop) throws(UVError) {
        super.init(loop: loop, type: UV_TCP)
        try UVError.check(uv_tcp_init(loop.raw, pointer))
        didInitialize()
    }

    private var pointer: UnsafeMutablePointer<uv_tcp_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_tcp_t.self)
    }

    /// Wraps an existing socket file descriptor, which the handle then owns and closes.
    /// - Throws: `EBADF` and others when the descriptor cannot be used, `EINVAL` once closed.
    public func open(_ fd: Int32) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(uv_tcp_open(pointer, uv_os_sock_t(fd)))
    }

    /// Binds to a numeric IPv4 or IPv6 address; port 0 lets the kernel choose one, which
    /// `localAddress` then tells.
    /// - Parameter ipv6Only: for an IPv6 address, refuse IPv4 connections (no dual stack).
    /// - Throws: `EINVAL` for an address that does not parse; `EADDRINUSE` may come from
    ///   here or, as libuv defers it, from `listen`.
    public func bind(host: String, port: UInt16, ipv6Only: Bool = false) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        let address = try SocketAddress.cAddress(host: host, port: port)
        let flags = ipv6Only ? UInt32(UV_TCP_IPV6ONLY.rawValue) : 0
        try UVError.check(SocketAddress.withPointer(to: address) { uv_tcp_bind(pointer, $0, flags) })
    }

    /// Connects to a numeric IPv4 or IPv6 address; `completion` runs when connected or with the
    /// error (`ECONNREFUSED`, `ETIMEDOUT`, `ECANCELED` if closed first).
    /// - Throws: `EINVAL` for an address that does not parse and errors libuv reports at once;
    ///   the completion does not run then.
    public func connect(host: String, port: UInt16, completion: @escaping (Result<Void, UVError>) -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        let address = try SocketAddress.cAddress(host: host, port: port)
        let request = ConnectRequest(loop: loop, completion: completion)
        try request.submit { connect in
            SocketAddress.withPointer(to: address) { uv_tcp_connect(connect, pointer, $0, ConnectRequest.callback) }
        }
    }

    /// The address the socket is bound to (`getsockname`), with the port the kernel chose.
    /// - Throws: `EBADF` before the socket exists, `EINVAL` once closed.
    public var localAddress: SocketAddress {
        get throws(UVError) { try address(uv_tcp_getsockname) }
    }

    /// The address of the peer (`getpeername`).
    /// - Throws: `ENOTCONN` when not connected, `EINVAL` once closed.
    public var remoteAddress: SocketAddress {
        get throws(UVError) { try address(uv_tcp_getpeername) }
    }

    private func address(
        _ query: (UnsafePointer<uv_tcp_t>?, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<Int32>?) -> Int32
    ) throws(UVError) -> SocketAddress {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        return try SocketAddress.read { query(pointer, $0, $1) }
    }

    /// Turns Nagle's algorithm off (`true`) so small writes go out at once, or back on.
    public func setNoDelay(_ isEnabled: Bool) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(uv_tcp_nodelay(pointer, isEnabled ? 1 : 0))
    }

    /// Turns TCP keep-alive probes on or off.
    /// - Parameter delay: seconds of idleness before the first probe; ignored when disabling.
    public func setKeepAlive(_ isEnabled: Bool, delay: UInt32 = 0) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(uv_tcp_keepalive(pointer, isEnabled ? 1 : 0, delay))
    }

    /// Closes the connection with a TCP RST instead of the normal FIN exchange, as Node's
    /// `socket.resetAndDestroy()`. It sets `SO_LINGER` to zero and closes, which is what
    /// `uv_tcp_close_reset` does; done here so `Handle.close` stays the one way to close.
    /// - Throws: `EBADF` before the socket exists, `EINVAL` once closed.
    public func closeReset(_ callback: (() -> Void)? = nil) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        var fd = uv_os_fd_t()
        try UVError.check(uv_fileno(raw, &fd))
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        if setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size)) != 0 {
            throw UVError(code: -Glibc.errno)
        }
        close(callback)
    }
}
