import CLibUV
import Glibc

/// An IPv4 or IPv6 address and port, as a TCP socket is bound or connected to.
public struct SocketAddress: Sendable, Hashable, CustomStringConvertible {
    /// The address family, as Node's `address().family` names it.
    public enum Family: String, Sendable {
        /// An IPv4 address such as `127.0.0.1`.
        case ipv4 = "IPv4"
        /// An IPv6 address such as `::1`.
        case ipv6 = "IPv6"
    }

    /// The numeric address, e.g. `127.0.0.1` or `::1`.
    public let host: String
    /// The port number.
    public let port: UInt16
    /// IPv4 or IPv6.
    public let family: Family

    /// Parses a numeric IPv4 or IPv6 address; host names are not resolved here.
    /// - Throws: `EINVAL` when `host` is neither an IPv4 nor an IPv6 address.
    public init(host: String, port: UInt16) throws(UVError) {
        var storage = sockaddr_storage()
        self = try Self.parse(host: host, port: port, into: &storage)
    }

    private init(host: String, port: UInt16, family: Family) {
        self.host = host
        self.port = port
        self.family = family
    }

    /// `127.0.0.1:80`, or `[::1]:80` for IPv6.
    public var description: String {
        family == .ipv6 ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// Fills `storage` with the C address of `host` and `port` (IPv4 tried first, as
    /// `uv_ip4_addr` rejects anything else), and returns it as a `SocketAddress`.
    static func parse(host: String, port: UInt16, into storage: inout sockaddr_storage) throws(UVError) -> SocketAddress {
        let status: Int32 = withUnsafeMutableBytes(of: &storage) { bytes in
            guard let base = bytes.baseAddress else { return UV_EINVAL.rawValue }
            if uv_ip4_addr(host, Int32(port), base.assumingMemoryBound(to: sockaddr_in.self)) == 0 {
                return 0
            }
            return uv_ip6_addr(host, Int32(port), base.assumingMemoryBound(to: sockaddr_in6.self))
        }
        try UVError.check(status)
        guard let address = SocketAddress(storage) else { throw UVError(code: UV_EINVAL.rawValue) }
        return address
    }

    /// Reads a C socket address of family `AF_INET` or `AF_INET6`; nil for any other family.
    init?(_ storage: sockaddr_storage) {
        var storage = storage
        let family = Int32(storage.ss_family)
        // INET6_ADDRSTRLEN (46) bytes hold any IPv6 text form, scope id included.
        var name = [CChar](repeating: 0, count: 64)
        var scope = ""
        let parsed: (port: UInt16, family: Family)? = withUnsafeBytes(of: &storage) { bytes in
            guard let base = bytes.baseAddress else { return nil }
            switch family {
            case AF_INET:
                let address = base.assumingMemoryBound(to: sockaddr_in.self)
                guard uv_ip4_name(address, &name, name.count) == 0 else { return nil }
                return (UInt16(bigEndian: address.pointee.sin_port), .ipv4)
            case AF_INET6:
                let address = base.assumingMemoryBound(to: sockaddr_in6.self)
                guard uv_ip6_name(address, &name, name.count) == 0 else { return nil }
                scope = Self.scopeSuffix(address.pointee)
                return (UInt16(bigEndian: address.pointee.sin6_port), .ipv6)
            default:
                return nil
            }
        }
        guard let parsed else { return nil }
        self.init(host: String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + scope,
                  port: parsed.port, family: parsed.family)
    }

    /// `%eth0` for a link-local IPv6 address with a scope, as Node writes one (the
    /// interface's name, or its index when it has none); empty otherwise.
    private static func scopeSuffix(_ address: sockaddr_in6) -> String {
        let scopeID = address.sin6_scope_id
        let isLinkLocal = withUnsafeBytes(of: address.sin6_addr) { $0[0] == 0xfe && $0[1] & 0xc0 == 0x80 }
        guard isLinkLocal, scopeID > 0 else { return "" }
        var name = [CChar](repeating: 0, count: 64)
        var size = name.count
        guard uv_if_indextoiid(scopeID, &name, &size) == 0 else { return "%\(scopeID)" }
        return "%" + String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension SocketAddress {
    /// The C form of numeric `host`:`port`, for the libuv calls that take a `sockaddr`.
    /// - Throws: `EINVAL` when `host` is neither an IPv4 nor an IPv6 address.
    static func cAddress(host: String, port: UInt16) throws(UVError) -> sockaddr_storage {
        var storage = sockaddr_storage()
        _ = try parse(host: host, port: port, into: &storage)
        return storage
    }

    /// Calls `body` with `storage` seen as a `sockaddr` (libuv copies it during the call).
    static func withPointer<T, E: Error>(to storage: sockaddr_storage,
                                         _ body: (UnsafePointer<sockaddr>) throws(E) -> T) throws(E) -> T {
        var storage = storage
        return try withUnsafePointer(to: &storage) { address throws(E) in
            try address.withMemoryRebound(to: sockaddr.self, capacity: 1) { address throws(E) in try body(address) }
        }
    }

    /// The address a `getsockname`/`getpeername`-style `query` fills in.
    /// - Throws: the query's error, or `EAFNOSUPPORT` for a family other than IPv4 and IPv6.
    static func read(
        _ query: (UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(UVError) -> SocketAddress {
        var storage = sockaddr_storage()
        var length = Int32(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) { address in
            address.withMemoryRebound(to: sockaddr.self, capacity: 1) { query($0, &length) }
        }
        try UVError.check(status)
        guard let address = SocketAddress(storage) else { throw UVError(code: UV_EAFNOSUPPORT.rawValue) }
        return address
    }
}
