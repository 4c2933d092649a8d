import CLibUV
import Glibc

/// A reverse lookup through the system resolver (`uv_getnameinfo`, Node's
/// `dns.lookupService`): the host name and service name of an address and port, computed on a
/// thread-pool worker and answered on the loop thread.
public final class NameLookup: Request {
    /// What the lookup may answer (`NI_` flags).
    public struct Flags: OptionSet, Sendable, Hashable {
        /// The raw `NI_` bits.
        public let rawValue: Int32

        /// Creates flags from raw `NI_` bits.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Answer the address itself instead of a host name (`NI_NUMERICHOST`).
        public static let numericHost = Flags(rawValue: NI_NUMERICHOST)
        /// Answer the port number instead of a service name (`NI_NUMERICSERV`).
        public static let numericService = Flags(rawValue: NI_NUMERICSERV)
        /// Fail with `EAI_NONAME` rather than answer the address when it has no name
        /// (`NI_NAMEREQD`).
        public static let nameRequired = Flags(rawValue: NI_NAMEREQD)
        /// Look the port up as a UDP service (`NI_DGRAM`).
        public static let datagram = Flags(rawValue: NI_DGRAM)
    }

    /// The answer: a host name and a service name.
    public struct Name: Sendable, Hashable {
        /// The host name, or the address as text with `.numericHost` or when it has no name.
        public let hostname: String
        /// The service name (`http`), or the port number as text.
        public let service: String

        /// Creates an answer from its parts.
        public init(hostname: String, service: String) {
            self.hostname = hostname
            self.service = service
        }
    }

    private var completion: ((Result<Name, UVError>) -> Void)?

    /// Creates an idle reverse-lookup request on `loop`.
    public init(loop: EventLoop) {
        super.init(loop: loop, type: UV_GETNAMEINFO)
    }

    /// Starts looking up the names of `address` (an IPv4 or IPv6 literal) and `port`;
    /// `completion` runs on the loop thread.
    /// - Throws: `EINVAL` if `address` is not an IP address, `EBUSY` if this request is still
    ///   pending.
    public func start(
        _ address: String,
        port: UInt16,
        flags: Flags = [],
        _ completion: @escaping (Result<Name, UVError>) -> Void
    ) throws(UVError) {
        guard !isPending else { throw UVError(code: UV_EBUSY.rawValue) }
        var storage = sockaddr_storage()
        let parsed = withUnsafeMutableBytes(of: &storage) { bytes in
            let port = Int32(port)
            if uv_ip4_addr(address, port, bytes.baseAddress?.assumingMemoryBound(to: sockaddr_in.self)) == 0 {
                return true
            }
            return uv_ip6_addr(address, port, bytes.baseAddress?.assumingMemoryBound(to: sockaddr_in6.self)) == 0
        }
        guard parsed else { throw UVError(code: UV_EINVAL.rawValue) }
        self.completion = completion
        willSubmit()
        // libuv copies the address into the request.
        let status = withUnsafeBytes(of: &storage) { bytes in
            uv_getnameinfo(loop.raw, pointer(as: uv_getnameinfo_t.self), { request, status, hostname, service in
                Request.owner(of: UnsafeMutableRawPointer(request), as: NameLookup.self)?
                    .finish(status, hostname, service)
            }, bytes.baseAddress?.assumingMemoryBound(to: sockaddr.self), flags.rawValue)
        }
        if status < 0 {
            self.completion = nil
            submissionFailed()
            throw UVError(code: status)
        }
    }

    private func finish(_ status: Int32, _ hostname: UnsafePointer<CChar>?, _ service: UnsafePointer<CChar>?) {
        let result: Result<Name, UVError>
        if status < 0 {
            result = .failure(UVError(code: status))
        } else {
            result = .success(Name(
                hostname: hostname.map { String(cString: $0) } ?? "",
                service: service.map { String(cString: $0) } ?? ""))
        }
        let completion = self.completion
        self.completion = nil
        didComplete()
        completion?(result)
    }
}
