import CLibUV

/// A UDP socket (`uv_udp_t`): datagrams sent to and received from IPv4 or IPv6 peers, or
/// from the one peer `connect` names.
///
/// The socket itself is created by `bind`, or by the first `send`, which binds to the
/// wildcard address; options that need it (`setTTL`, the buffer sizes…) fail with `EBADF`
/// before that, as libuv and Node report.
public final class UDP: Handle {
    /// What a receive delivers: one datagram with its sender, or an error.
    public enum Datagram: Sendable, Equatable {
        /// A datagram (possibly empty) and the address it came from; `isTruncated` when it
        /// did not fit the receive buffer (`UV_UDP_PARTIAL`).
        case message([UInt8], from: SocketAddress, isTruncated: Bool)
        /// Receiving failed (`ECONNREFUSED` after an ICMP error on a connected socket…).
        case failure(UVError)
    }

    /// Options of `bind`.
    public struct BindOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// For an IPv6 address, refuse IPv4 traffic (no dual stack): `UV_UDP_IPV6ONLY`.
        public static let ipv6Only = BindOptions(rawValue: UInt32(UV_UDP_IPV6ONLY.rawValue))
        /// Let other sockets bind the same address and port: `UV_UDP_REUSEADDR`.
        public static let reuseAddress = BindOptions(rawValue: UInt32(UV_UDP_REUSEADDR.rawValue))
    }

    private var onReceive: ((Datagram) -> Void)?

    /// Creates a UDP handle without a socket yet.
    public init(loop: EventLoop) throws(UVError) {
        super.init(loop: loop, type: UV_UDP)
        try UVError.check(uv_udp_init(loop.raw, pointer))
        didInitialize()
    }

    private var pointer: UnsafeMutablePointer<uv_udp_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_udp_t.self)
    }

    override func clearCallbacks() {
        onReceive = nil
    }

    /// Calls `body` with the C form of a numeric address, or throws `EINVAL` for one that
    /// does not parse (host names are resolved by the caller).
    private func withAddress<T>(host: String, port: UInt16,
                                _ body: (UnsafePointer<sockaddr>) -> T) throws(UVError) -> T {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        return SocketAddress.withPointer(to: try SocketAddress.cAddress(host: host, port: port), body)
    }

    /// Binds to a numeric IPv4 or IPv6 address; port 0 lets the kernel choose one, which
    /// `localAddress` then tells.
    /// - Throws: `EADDRINUSE`, `EINVAL` for an address that does not parse or a socket
    ///   already bound.
    public func bind(host: String, port: UInt16, options: BindOptions = []) throws(UVError) {
        let status = try withAddress(host: host, port: port) { uv_udp_bind(pointer, $0, options.rawValue) }
        try UVError.check(status)
    }

    /// Makes `host`:`port` the socket's one peer: sends without an address go there and
    /// datagrams from anyone else are dropped. Binds to the wildcard address first if needed.
    /// - Throws: `EISCONN` when already connected, `EINVAL` for an address that does not parse.
    public func connect(host: String, port: UInt16) throws(UVError) {
        let status = try withAddress(host: host, port: port) { uv_udp_connect(pointer, $0) }
        try UVError.check(status)
    }

    /// Forgets the peer `connect` set.
    /// - Throws: `ENOTCONN` when not connected.
    public func disconnect() throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(uv_udp_connect(pointer, nil))
    }

    /// Sends `bytes` as one datagram to `host`:`port`, or to the connected peer when `host`
    /// is nil; `completion` runs once the kernel took it, or with the error.
    /// - Throws: errors libuv reports at once (`EINVAL` for a bad address, `EDESTADDRREQ`
    ///   without an address on an unconnected socket, `EISCONN` with one on a connected
    ///   socket); the completion does not run then.
    public func send(_ bytes: [UInt8], toHost host: String?, port: UInt16,
                     completion: @escaping (Result<Void, UVError>) -> Void) throws(UVError) {
        guard !isClosing, bytes.count <= UInt32.max else { throw UVError(code: UV_EINVAL.rawValue) }
        let request = UDPSendRequest(loop: loop, bytes: bytes, completion: completion)
        guard let host else {
            try request.submit(on: pointer, to: nil)
            return
        }
        // libuv copies the address during the call.
        let address = try SocketAddress.cAddress(host: host, port: port)
        try SocketAddress.withPointer(to: address) { address throws(UVError) in
            try request.submit(on: pointer, to: address)
        }
    }

    /// Starts receiving: `onReceive` gets each datagram with its sender, or an error.
    /// Calling it again while receiving replaces the callback.
    /// - Throws: `EINVAL` once closed; binds to the wildcard address first if needed.
    public func startReceiving(_ onReceive: @escaping (Datagram) -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        let wasReceiving = self.onReceive != nil && isActive
        self.onReceive = onReceive
        if wasReceiving { return }
        let status = uv_udp_recv_start(pointer, { handle, _, buffer in
            guard let buffer else { return }
            guard let udp = Handle.owner(of: UnsafeMutableRawPointer(handle), as: UDP.self) else {
                buffer.pointee = uv_buf_init(nil, 0)
                return
            }
            let storage = udp.loop.readBuffer
            buffer.pointee = uv_buf_init(storage.baseAddress?.assumingMemoryBound(to: CChar.self),
                                         UInt32(storage.count))
        }, { handle, count, _, address, flags in
            Handle.owner(of: UnsafeMutableRawPointer(handle), as: UDP.self)?
                .didReceive(count, from: address, flags: flags)
        })
        if status < 0 && status != UV_EALREADY.rawValue {
            self.onReceive = nil
            throw UVError(code: status)
        }
    }

    private func didReceive(_ count: Int, from address: UnsafePointer<sockaddr>?, flags: UInt32) {
        guard let onReceive else { return }
        if count < 0 {
            onReceive(.failure(UVError(code: Int32(truncatingIfNeeded: count))))
            return
        }
        // No address: libuv had nothing to read after all (EAGAIN), not a datagram.
        guard let address else { return }
        var storage = sockaddr_storage()
        let length = address.pointee.sa_family == sa_family_t(AF_INET6)
            ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size
        withUnsafeMutableBytes(of: &storage) { UnsafeMutableRawPointer($0.baseAddress!).copyMemory(from: address, byteCount: length) }
        guard let sender = SocketAddress(storage) else { return }
        let readBuffer = loop.readBuffer
        let bytes = Array(UnsafeRawBufferPointer(rebasing: readBuffer[..<min(count, readBuffer.count)]))
        onReceive(.message(bytes, from: sender, isTruncated: flags & UInt32(UV_UDP_PARTIAL.rawValue) != 0))
    }

    /// Stops receiving; the callback is kept for a later `startReceiving`.
    public func stopReceiving() {
        guard !isClosing else { return }
        uv_udp_recv_stop(pointer)
    }

    /// The address the socket is bound to (`getsockname`), with the port the kernel chose.
    /// - Throws: `EBADF` before the socket exists, `EINVAL` once closed.
    public var localAddress: SocketAddress {
        get throws(UVError) { try address(uv_udp_getsockname) }
    }

    /// The peer `connect` set (`getpeername`).
    /// - Throws: `ENOTCONN` when not connected.
    public var remoteAddress: SocketAddress {
        get throws(UVError) { try address(uv_udp_getpeername) }
    }

    private func address(
        _ query: (UnsafePointer<uv_udp_t>?, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<Int32>?) -> Int32
    ) throws(UVError) -> SocketAddress {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        return try SocketAddress.read { query(pointer, $0, $1) }
    }

    private func check(_ body: (UnsafeMutablePointer<uv_udp_t>) -> Int32) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(body(pointer))
    }

    /// Allows sending to broadcast addresses (`SO_BROADCAST`).
    public func setBroadcast(_ isEnabled: Bool) throws(UVError) {
        try check { uv_udp_set_broadcast($0, isEnabled ? 1 : 0) }
    }

    /// The IP time to live of unicast datagrams, 1 to 255.
    public func setTTL(_ ttl: Int32) throws(UVError) {
        try check { uv_udp_set_ttl($0, ttl) }
    }

    /// The IP time to live of multicast datagrams, 0 to 255.
    public func setMulticastTTL(_ ttl: Int32) throws(UVError) {
        try check { uv_udp_set_multicast_ttl($0, ttl) }
    }

    /// Whether multicast datagrams loop back to the sending host.
    public func setMulticastLoopback(_ isEnabled: Bool) throws(UVError) {
        try check { uv_udp_set_multicast_loop($0, isEnabled ? 1 : 0) }
    }

    /// The interface outgoing multicast datagrams leave by, named by one of its addresses.
    public func setMulticastInterface(_ interfaceAddress: String) throws(UVError) {
        try check { uv_udp_set_multicast_interface($0, interfaceAddress) }
    }

    /// Joins (`isJoining`) or leaves the multicast group `group` on the interface with
    /// address `interfaceAddress` (nil: the system chooses), optionally for datagrams of
    /// one `source` only (source-specific multicast).
    public func setMembership(group: String, interfaceAddress: String?, source: String? = nil,
                              isJoining: Bool) throws(UVError) {
        let membership = isJoining ? UV_JOIN_GROUP : UV_LEAVE_GROUP
        if let source {
            try check { uv_udp_set_source_membership($0, group, interfaceAddress, source, membership) }
        } else {
            try check { uv_udp_set_membership($0, group, interfaceAddress, membership) }
        }
    }

    /// The kernel's receive (`isReceive`) or send buffer size; `newSize` sets it first when
    /// given (Linux then reports twice the size asked, as its `SO_RCVBUF` does).
    public func bufferSize(isReceive: Bool, setting newSize: Int32? = nil) throws(UVError) -> Int32 {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        let query = isReceive ? uv_recv_buffer_size : uv_send_buffer_size
        if var size = newSize {
            try UVError.check(query(raw, &size))
        }
        var size: Int32 = 0
        try UVError.check(query(raw, &size))
        return size
    }

    /// The bytes queued for sending that the kernel has not taken yet.
    public var sendQueueSize: Int { isClosing ? 0 : uv_udp_get_send_queue_size(pointer) }

    /// The datagrams queued for sending that the kernel has not taken yet.
    public var sendQueueCount: Int { isClosing ? 0 : uv_udp_get_send_queue_count(pointer) }
}

/// One datagram sent on a UDP socket (`uv_udp_send_t`), with its own copy of the bytes.
final class UDPSendRequest: StatusRequest {
    private let bytes: CopiedBytes

    init(loop: EventLoop, bytes: [UInt8], completion: @escaping (Result<Void, UVError>) -> Void) {
        self.bytes = CopiedBytes(bytes)
        super.init(loop: loop, type: UV_UDP_SEND, completion: completion)
    }

    /// Hands the datagram to libuv on `udp`, for `address` (nil: the connected peer).
    func submit(on udp: UnsafeMutablePointer<uv_udp_t>, to address: UnsafePointer<sockaddr>?) throws(UVError) {
        var buffer = bytes.buffer
        try submit {
            uv_udp_send(pointer(as: uv_udp_send_t.self), udp, &buffer, 1, address) { request, status in
                StatusRequest.finish(UnsafeMutableRawPointer(request), status: status)
            }
        }
    }
}
