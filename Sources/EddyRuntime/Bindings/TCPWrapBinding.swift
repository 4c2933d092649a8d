import EddyEngine
import EddyLoop

/// `tcp_wrap`: the `TCP` handle class `lib/net.js` builds sockets and servers on, and the
/// `TCPConnectWrap` request class. Methods answer libuv statuses (0 or a negative code, which
/// `lib/` turns into Node's errors); every use needs the runtime's network capability.
enum TCPWrapBinding {
    static let binding = Binding("tcp_wrap") { context in
        let agent = context.agent
        let host = context.host
        let tcpClass = BindingClasses.handleClass("TCP", length: 1, in: context) { prototype in
            StreamWrap.installStreamMethods(on: prototype, in: agent)
            installTCPMethods(on: prototype, in: agent)
        } make: { agent, _, prototype in
            try host.checkNetwork("net")
            do {
                return TCPWrap(host: host, tcp: try TCP(loop: host.loop), prototype: prototype)
            } catch {
                throw agent.makeError(kind: .error, "\(error)")
            }
        }
        context.value("TCP", tcpClass)
        context.value("TCPConnectWrap", .object(BindingClasses.requestClass("TCPConnectWrap", in: agent)))
        context.value("constants", .object(BindingClasses.table(["SOCKET": 0, "SERVER": 1, "UV_TCP_IPV6ONLY": 1], in: agent)))
    }

    private static func installTCPMethods(on prototype: JSObject, in agent: Agent) {
        // open(fd)
        HandleWrap.define(prototype, "open", length: 1, in: agent) { (wrap: TCPWrap, agent, arguments) in
            let fd = Int32(clamping: try agent.integer(arguments.value(at: 0)))
            return .integer(HandleWrap.status { try wrap.tcp.open(fd) })
        }
        // bind(address, port) and bind6(address, port, flags)
        for name in ["bind", "bind6"] {
            HandleWrap.define(prototype, name, length: 2, in: agent) { (wrap: TCPWrap, agent, arguments) in
                let address = try agent.string(arguments.value(at: 0))
                let flags = name == "bind6" ? try agent.integer(arguments.value(at: 2)) : 0
                guard let port = UInt16(exactly: try agent.integer(arguments.value(at: 1))) else {
                    return .integer(UVError.invalidArgument.code)
                }
                return .integer(HandleWrap.status { try wrap.tcp.bind(host: address, port: port, ipv6Only: flags & 1 != 0) })
            }
        }
        HandleWrap.define(prototype, "listen", length: 1, in: agent) { (wrap: TCPWrap, agent, arguments) in
            wrap.listen(backlog: Int32(clamping: try agent.integer(arguments.value(at: 0))))
        }
        // connect(req, address, port) and connect6(req, address, port)
        for name in ["connect", "connect6"] {
            HandleWrap.define(prototype, name, length: 3, in: agent) { (wrap: TCPWrap, agent, arguments) in
                guard let request = arguments.value(at: 0).asObject else {
                    throw agent.makeError(kind: .typeError, "First argument must be a request object")
                }
                let address = try agent.string(arguments.value(at: 1))
                guard let port = UInt16(exactly: try agent.integer(arguments.value(at: 2))) else {
                    return .integer(UVError.invalidArgument.code)
                }
                return wrap.connect(request: request) { completion in
                    try wrap.tcp.connect(host: address, port: port, completion: completion)
                }
            }
        }
        // reset(callback): close with an RST (socket.resetAndDestroy).
        HandleWrap.define(prototype, "reset", length: 1, in: agent) { (wrap: TCPWrap, _, arguments) in
            wrap.close(callback: arguments.value(at: 0), resetting: true)
            return .integer(0)
        }
        HandleWrap.define(prototype, "getsockname", length: 1, in: agent) { (wrap: TCPWrap, agent, arguments) in
            HandleWrap.describe({ () throws(UVError) in try wrap.tcp.localAddress }, into: arguments.value(at: 0), agent: agent)
        }
        HandleWrap.define(prototype, "getpeername", length: 1, in: agent) { (wrap: TCPWrap, agent, arguments) in
            HandleWrap.describe({ () throws(UVError) in try wrap.tcp.remoteAddress }, into: arguments.value(at: 0), agent: agent)
        }
        HandleWrap.define(prototype, "setNoDelay", length: 1, in: agent) { (wrap: TCPWrap, _, arguments) in
            .integer(HandleWrap.status { try wrap.tcp.setNoDelay(arguments.value(at: 0).truthy) })
        }
        // setKeepAlive(enable, delaySeconds)
        HandleWrap.define(prototype, "setKeepAlive", length: 2, in: agent) { (wrap: TCPWrap, agent, arguments) in
            let delay = UInt32(clamping: try agent.integer(arguments.value(at: 1)))
            return .integer(HandleWrap.status { try wrap.tcp.setKeepAlive(arguments.value(at: 0).truthy, delay: delay) })
        }
    }
}
