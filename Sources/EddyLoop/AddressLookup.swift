import CLibUV
import Glibc

/// A DNS lookup through the system resolver (`uv_getaddrinfo`, what Node's `dns.lookup`
/// uses): it reads `/etc/hosts` and asks the configured name servers, blocking a thread-pool
/// worker meanwhile, and answers on the loop thread.
///
/// Resolver failures are reported as `UVError`s named after the `EAI_` codes (`EAI_NONAME` for
/// an unknown host, `EAI_AGAIN` when no name server answers); a lookup cancelled before it
/// started reports `EAI_CANCELED`, not `ECANCELED`.
public final class AddressLookup: Request {
    private var completion: ((Result<[ResolvedAddress], UVError>) -> Void)?

    /// Creates an idle lookup request on `loop`.
    public init(loop: EventLoop) {
        super.init(loop: loop, type: UV_GETADDRINFO)
    }

    private var request: UnsafeMutablePointer<uv_getaddrinfo_t> {
        pointer(as: uv_getaddrinfo_t.self)
    }

    /// Starts resolving `host` (a name or an address literal; `nil` for the local host when only
    /// a service is given) and `service` (a port number or a name from `/etc/services`);
    /// `completion` runs on the loop thread with the answers in the resolver's order.
    /// - Throws: `EBUSY` if this request is still pending; the resolver's error if it refused
    ///   the arguments at once.
    public func start(
        _ host: String?,
        service: String? = nil,
        hints: Hints = Hints(),
        _ completion: @escaping (Result<[ResolvedAddress], UVError>) -> Void
    ) throws(UVError) {
        guard !isPending else { throw UVError(code: UV_EBUSY.rawValue) }
        self.completion = completion
        willSubmit()
        // libuv copies the strings and hints, so they need not outlive this call.
        var info = hints.addressInfo
        let status = withOptionalCString(host) { host in
            withOptionalCString(service) { service in
                uv_getaddrinfo(loop.raw, request, { request, status, answers in
                    guard let lookup = Request.owner(of: UnsafeMutableRawPointer(request), as: AddressLookup.self) else {
                        uv_freeaddrinfo(answers)
                        return
                    }
                    lookup.finish(status, answers)
                }, host, service, &info)
            }
        }
        if status < 0 {
            self.completion = nil
            submissionFailed()
            throw UVError(code: status)
        }
    }

    private func finish(_ status: Int32, _ answers: UnsafeMutablePointer<addrinfo>?) {
        let addresses = ResolvedAddress.list(answers)
        uv_freeaddrinfo(answers)
        let completion = self.completion
        self.completion = nil
        didComplete()
        completion?(status < 0 ? .failure(UVError(code: status)) : .success(addresses))
    }

    /// Resolves `host` and `service` on the calling thread, which blocks until the resolver
    /// answers; for startup code, never for a loop that serves other work.
    /// - Returns: the answers in the resolver's order.
    /// - Throws: the resolver's error, e.g. `EAI_NONAME` for an unknown host.
    public static func resolveSynchronously(
        _ host: String?,
        service: String? = nil,
        hints: Hints = Hints(),
        on loop: EventLoop
    ) throws(UVError) -> [ResolvedAddress] {
        let lookup = AddressLookup(loop: loop)
        var info = hints.addressInfo
        // Without a callback `uv_getaddrinfo` runs the lookup in place and leaves the answers in
        // the request, to free here.
        let status = withOptionalCString(host) { host in
            withOptionalCString(service) { service in
                uv_getaddrinfo(loop.raw, lookup.request, nil, host, service, &info)
            }
        }
        let answers = lookup.request.pointee.addrinfo
        defer { uv_freeaddrinfo(answers) }
        try UVError.check(status)
        return ResolvedAddress.list(answers)
    }
}

/// Calls `body` with a C string for `text`, or with `nil`.
private func withOptionalCString<R>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
    guard let text else { return body(nil) }
    return text.withCString { body($0) }
}
