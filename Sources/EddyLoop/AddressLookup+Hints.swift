import CLibUV
import Glibc

extension AddressLookup {
    /// What kind of answers a lookup wants (`struct addrinfo` hints).
    public struct Hints: Sendable, Hashable {
        /// Resolver options (`AI_` flags).
        public struct Flags: OptionSet, Sendable, Hashable {
            /// The raw `AI_` bits.
            public let rawValue: Int32

            /// Creates flags from raw `AI_` bits.
            public init(rawValue: Int32) { self.rawValue = rawValue }

            /// Only return families the host has a configured address for (`AI_ADDRCONFIG`).
            public static let addressConfig = Flags(rawValue: AI_ADDRCONFIG)
            /// With family `.v6`, return IPv4 addresses as IPv4-mapped IPv6 when there is no
            /// IPv6 answer (`AI_V4MAPPED`).
            public static let v4Mapped = Flags(rawValue: AI_V4MAPPED)
            /// With `.v4Mapped`, return both IPv6 and mapped IPv4 answers (`AI_ALL`).
            public static let all = Flags(rawValue: AI_ALL)
            /// The host is an address literal: never ask a name server (`AI_NUMERICHOST`).
            public static let numericHost = Flags(rawValue: AI_NUMERICHOST)
            /// Without a host, return wildcard addresses to bind to (`AI_PASSIVE`).
            public static let passive = Flags(rawValue: AI_PASSIVE)
        }

        /// The one family wanted, or `nil` for both.
        public var family: ResolvedAddress.Family?
        /// The one socket type wanted, or `nil` for all (the resolver then repeats each
        /// address once per type).
        public var socketType: ResolvedAddress.SocketType?
        /// Resolver options.
        public var flags: Flags

        /// Creates hints; the defaults ask for every answer.
        public init(family: ResolvedAddress.Family? = nil, socketType: ResolvedAddress.SocketType? = nil, flags: Flags = []) {
            self.family = family
            self.socketType = socketType
            self.flags = flags
        }

        var addressInfo: addrinfo {
            var info = addrinfo()
            info.ai_family = family?.raw ?? AF_UNSPEC
            info.ai_socktype = socketType?.raw ?? 0
            info.ai_flags = flags.rawValue
            return info
        }
    }
}
