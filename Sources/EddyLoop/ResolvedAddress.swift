import CLibUV
import Glibc

/// One answer of an `AddressLookup`: an IP address as text, its family and the port of the
/// requested service (zero when none was given).
public struct ResolvedAddress: Sendable, Hashable, CustomStringConvertible {
    /// An IP version; the raw values are Node's `family` numbers.
    public enum Family: Int, Sendable, Hashable {
        /// IPv4 (`AF_INET`).
        case v4 = 4
        /// IPv6 (`AF_INET6`).
        case v6 = 6

        var raw: Int32 {
            switch self {
            case .v4: AF_INET
            case .v6: AF_INET6
            }
        }
    }

    /// The kind of socket an address is meant for.
    public enum SocketType: Sendable, Hashable {
        /// A byte stream (`SOCK_STREAM`, TCP).
        case stream
        /// Datagrams (`SOCK_DGRAM`, UDP).
        case datagram
        /// Raw IP (`SOCK_RAW`).
        case raw

        init?(raw: Int32) {
            switch raw {
            case Int32(SOCK_STREAM.rawValue): self = .stream
            case Int32(SOCK_DGRAM.rawValue): self = .datagram
            case Int32(SOCK_RAW.rawValue): self = .raw
            default: return nil
            }
        }

        var raw: Int32 {
            switch self {
            case .stream: Int32(SOCK_STREAM.rawValue)
            case .datagram: Int32(SOCK_DGRAM.rawValue)
            case .raw: Int32(SOCK_RAW.rawValue)
            }
        }
    }

    /// The address in its usual notation: `127.0.0.1`, `::1`.
    public let address: String
    /// Whether it is an IPv4 or an IPv6 address.
    public let family: Family
    /// The port, in host byte order.
    public let port: UInt16
    /// The socket type this answer is for, when the resolver said.
    public let socketType: SocketType?

    /// Creates an answer from its parts.
    public init(address: String, family: Family, port: UInt16 = 0, socketType: SocketType? = nil) {
        self.address = address
        self.family = family
        self.port = port
        self.socketType = socketType
    }

    /// Reads one `addrinfo` entry; `nil` for families other than IPv4 and IPv6.
    init?(_ info: addrinfo) {
        guard let socketAddress = info.ai_addr else { return nil }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch info.ai_family {
        case AF_INET:
            let ip4 = UnsafeRawPointer(socketAddress).load(as: sockaddr_in.self)
            guard withUnsafePointer(to: ip4, { uv_ip4_name($0, &text, text.count) }) == 0 else { return nil }
            family = .v4
            port = UInt16(bigEndian: ip4.sin_port)
        case AF_INET6:
            let ip6 = UnsafeRawPointer(socketAddress).load(as: sockaddr_in6.self)
            guard withUnsafePointer(to: ip6, { uv_ip6_name($0, &text, text.count) }) == 0 else { return nil }
            family = .v6
            port = UInt16(bigEndian: ip6.sin6_port)
        default:
            return nil
        }
        address = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        socketType = SocketType(raw: info.ai_socktype)
    }

    /// Reads a whole `addrinfo` list.
    static func list(_ first: UnsafePointer<addrinfo>?) -> [ResolvedAddress] {
        var addresses: [ResolvedAddress] = []
        var entry = first
        while let current = entry {
            if let address = ResolvedAddress(current.pointee) {
                addresses.append(address)
            }
            entry = UnsafePointer(current.pointee.ai_next)
        }
        return addresses
    }

    /// `127.0.0.1:80`, `[::1]:80`.
    public var description: String {
        family == .v6 ? "[\(address)]:\(port)" : "\(address):\(port)"
    }
}
