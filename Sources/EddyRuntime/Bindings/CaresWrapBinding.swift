import EddyEngine
import EddyLoop

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `cares_wrap`: what `lib/dns.js` resolves with — the system resolver on libuv's thread
/// pool (`getaddrinfo` for `dns.lookup`, `getnameinfo` for `dns.lookupService`). The
/// `resolve*` family is not here: lib/ asks the servers over dgram. Each call takes a request
/// object and answers through `req.oncomplete(status, …)`; each function checks the network
/// capability.
enum CaresWrapBinding {
    static let binding = Binding("cares_wrap", requiring: .network("dns")) { context in
        let agent = context.agent
        let host = context.host
        context.value("GetAddrInfoReqWrap", .object(BindingClasses.requestClass("GetAddrInfoReqWrap", in: agent)))
        context.value("GetNameInfoReqWrap", .object(BindingClasses.requestClass("GetNameInfoReqWrap", in: agent)))
        context.value("AI_ADDRCONFIG", .integer(AI_ADDRCONFIG))
        context.value("AI_ALL", .integer(AI_ALL))
        context.value("AI_V4MAPPED", .integer(AI_V4MAPPED))
        // getaddrinfo(req, hostname, family, hints, verbatim) → status; later
        // req.oncomplete(status, [address…]).
        context.function("getaddrinfo", length: 5) { agent, _, arguments in
            guard let request = arguments.value(at: 0).asObject else {
                throw agent.makeError(kind: .typeError, "First argument must be a request object")
            }
            let hostname = try agent.string(arguments.value(at: 1))
            let family: ResolvedAddress.Family? = switch try agent.integer(arguments.value(at: 2)) {
            case 4: .v4
            case 6: .v6
            default: nil
            }
            let flags = Int32(truncatingIfNeeded: try agent.integer(arguments.value(at: 3)))
                & (AI_ADDRCONFIG | AI_ALL | AI_V4MAPPED)
            let verbatim = arguments.value(at: 4).truthy
            let hints = AddressLookup.Hints(family: family, socketType: .stream,
                                            flags: AddressLookup.Hints.Flags(rawValue: flags))
            return start(request, "GetAddrInfoReqWrap", host: host) { complete in
                try AddressLookup(loop: host.loop).start(hostname, hints: hints) { [weak host] result in
                    guard let host else { return }
                    complete(result.map { answers in
                        let ordered = verbatim ? answers : answers.filter { $0.family == .v4 } + answers.filter { $0.family == .v6 }
                        return [.object(host.agent.makeArrayObject(ordered.map { .text($0.address) }))]
                    })
                }
            }
        }
        // getnameinfo(req, address, port) → status; later req.oncomplete(status, hostname, service).
        context.function("getnameinfo", length: 3) { agent, _, arguments in
            guard let request = arguments.value(at: 0).asObject else {
                throw agent.makeError(kind: .typeError, "First argument must be a request object")
            }
            let address = try agent.string(arguments.value(at: 1))
            guard let port = UInt16(exactly: try agent.integer(arguments.value(at: 2))) else {
                return .integer(UVError.invalidArgument.code)
            }
            return start(request, "GetNameInfoReqWrap", host: host) { complete in
                // A name is required, as Node asks: an address without one is ENOTFOUND.
                try NameLookup(loop: host.loop).start(address, port: port, flags: .nameRequired) { result in
                    complete(result.map { [.text($0.hostname), .text($0.service)] })
                }
            }
        }
    }

    /// Pins `request` while `begin` runs the lookup (an active request named `resourceName`
    /// meanwhile); its completion calls `request.oncomplete(status, …values)`.
    private static func start(
        _ request: JSObject, _ resourceName: String, host: RuntimeHost,
        _ begin: (@escaping (Result<[JSValue], UVError>) -> Void) throws -> Void
    ) -> JSValue {
        host.agent.retain(request)
        let context = host.captureAsyncContext()
        let serial = host.beginRequest(request, resourceName: resourceName)
        let status = HandleWrap.status {
            try begin { [weak host] result in
                guard let host else { return }
                // In flight until its callback returned, as Node's requests are listed.
                defer {
                    host.endRequest(serial)
                    host.agent.release(request)
                    host.releaseAsyncContext(context)
                }
                guard let function = (try? host.agent.get(request, "oncomplete"))?.asObject, function.isCallable
                else { return }
                switch result {
                case .success(let values):
                    host.invokeCallback(function, this: .object(request), [.integer(0)] + values, context: context)
                case .failure(let error):
                    host.invokeCallback(function, this: .object(request), [.integer(error.code)], context: context)
                }
            }
        }
        if status != 0 {
            host.endRequest(serial)
            host.agent.release(request)
            host.releaseAsyncContext(context)
        }
        return .integer(status)
    }
}
