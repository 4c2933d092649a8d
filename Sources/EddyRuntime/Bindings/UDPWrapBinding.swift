import EddyEngine
import EddyLoop

/// `udp_wrap`: the `UDP` handle class `lib/dgram.js` builds sockets on, and the `SendWrap`
/// request class. Methods answer libuv statuses (0 or a negative code, which `lib/` turns
/// into Node's errors); every use needs the runtime's network capability.
enum UDPWrapBinding {
    static let binding = Binding("udp_wrap") { context in
        let agent = context.agent
        let host = context.host
        let udpClass = BindingClasses.handleClass("UDP", length: 0, in: context) { prototype in
            HandleWrap.installHandleMethods(on: prototype, in: agent)
            installAddressMethods(on: prototype, in: agent)
            installTransferMethods(on: prototype, in: agent)
            installOptionMethods(on: prototype, in: agent)
        } make: { agent, _, _ in
            try host.checkNetwork("dgram")
            do {
                return UDPWrap(host: host, udp: try UDP(loop: host.loop))
            } catch {
                throw agent.makeError(kind: .error, "\(error)")
            }
        }
        context.value("UDP", udpClass)
        context.value("SendWrap", .object(BindingClasses.requestClass("SendWrap", in: agent)))
        context.value("constants", .object(BindingClasses.table([
            "UV_UDP_IPV6ONLY": Int(UDP.BindOptions.ipv6Only.rawValue),
            "UV_UDP_REUSEADDR": Int(UDP.BindOptions.reuseAddress.rawValue),
        ], in: agent)))
    }

    /// A port argument, or nil when it is not one (lib/ checked it already).
    private static func port(_ value: JSValue, in agent: Agent) throws -> UInt16? {
        UInt16(exactly: try agent.integer(value))
    }

    private static func installAddressMethods(on prototype: JSObject, in agent: Agent) {
        // bind(address, port, flags) and bind6(address, port, flags)
        for name in ["bind", "bind6"] {
            HandleWrap.define(prototype, name, length: 3, in: agent) { (wrap: UDPWrap, agent, arguments) in
                let address = try agent.string(arguments.value(at: 0))
                let flags = UInt32(truncatingIfNeeded: try agent.integer(arguments.value(at: 2)))
                guard let port = try port(arguments.value(at: 1), in: agent) else {
                    return .integer(UVError.invalidArgument.code)
                }
                return .integer(HandleWrap.status {
                    try wrap.udp.bind(host: address, port: port, options: UDP.BindOptions(rawValue: flags))
                })
            }
        }
        // connect(address, port) and connect6(address, port)
        for name in ["connect", "connect6"] {
            HandleWrap.define(prototype, name, length: 2, in: agent) { (wrap: UDPWrap, agent, arguments) in
                let address = try agent.string(arguments.value(at: 0))
                guard let port = try port(arguments.value(at: 1), in: agent) else {
                    return .integer(UVError.invalidArgument.code)
                }
                return .integer(HandleWrap.status { try wrap.udp.connect(host: address, port: port) })
            }
        }
        HandleWrap.define(prototype, "disconnect", in: agent) { (wrap: UDPWrap, _, _) in
            .integer(HandleWrap.status { try wrap.udp.disconnect() })
        }
        HandleWrap.define(prototype, "getsockname", length: 1, in: agent) { (wrap: UDPWrap, agent, arguments) in
            HandleWrap.describe({ () throws(UVError) in try wrap.udp.localAddress }, into: arguments.value(at: 0), agent: agent)
        }
        HandleWrap.define(prototype, "getpeername", length: 1, in: agent) { (wrap: UDPWrap, agent, arguments) in
            HandleWrap.describe({ () throws(UVError) in try wrap.udp.remoteAddress }, into: arguments.value(at: 0), agent: agent)
        }
    }

    private static func installTransferMethods(on prototype: JSObject, in agent: Agent) {
        // send(req, chunks, port, address) and send6(…): one datagram of every chunk, in
        // order; without a port, to the connected peer.
        for name in ["send", "send6"] {
            HandleWrap.define(prototype, name, length: 4, in: agent) { (wrap: UDPWrap, agent, arguments) in
                let request = try StreamWrap.requestObject(arguments, agent)
                let bytes = try StreamWrap.concatenated(arguments.value(at: 1), in: agent)
                if arguments.value(at: 2).isUndefined {
                    return wrap.send(bytes, request: request, address: nil, port: 0)
                }
                let address = try agent.string(arguments.value(at: 3))
                guard let port = try port(arguments.value(at: 2), in: agent) else {
                    return .integer(UVError.invalidArgument.code)
                }
                return wrap.send(bytes, request: request, address: address, port: port)
            }
        }
        HandleWrap.define(prototype, "recvStart", in: agent) { (wrap: UDPWrap, _, _) in
            .integer(wrap.startReceiving())
        }
        HandleWrap.define(prototype, "recvStop", in: agent) { (wrap: UDPWrap, _, _) in
            wrap.udp.stopReceiving()
            return .integer(0)
        }
        HandleWrap.define(prototype, "getSendQueueSize", in: agent) { (wrap: UDPWrap, _, _) in
            .integer(wrap.udp.sendQueueSize)
        }
        HandleWrap.define(prototype, "getSendQueueCount", in: agent) { (wrap: UDPWrap, _, _) in
            .integer(wrap.udp.sendQueueCount)
        }
    }

    private static func installOptionMethods(on prototype: JSObject, in agent: Agent) {
        HandleWrap.define(prototype, "setBroadcast", length: 1, in: agent) { (wrap: UDPWrap, _, arguments) in
            .integer(HandleWrap.status { try wrap.udp.setBroadcast(arguments.value(at: 0).truthy) })
        }
        HandleWrap.define(prototype, "setMulticastLoopback", length: 1, in: agent) { (wrap: UDPWrap, _, arguments) in
            .integer(HandleWrap.status { try wrap.udp.setMulticastLoopback(arguments.value(at: 0).truthy) })
        }
        for name in ["setTTL", "setMulticastTTL"] {
            HandleWrap.define(prototype, name, length: 1, in: agent) { (wrap: UDPWrap, agent, arguments) in
                let ttl = Int32(clamping: try agent.integer(arguments.value(at: 0)))
                return .integer(HandleWrap.status {
                    if name == "setTTL" { try wrap.udp.setTTL(ttl) } else { try wrap.udp.setMulticastTTL(ttl) }
                })
            }
        }
        HandleWrap.define(prototype, "setMulticastInterface", length: 1, in: agent) { (wrap: UDPWrap, agent, arguments) in
            let interfaceAddress = try agent.string(arguments.value(at: 0))
            return .integer(HandleWrap.status { try wrap.udp.setMulticastInterface(interfaceAddress) })
        }
        // addMembership(group, interface?) / dropMembership, and the source-specific
        // addSourceSpecificMembership(source, group, interface?) / drop….
        for (name, isJoining) in [("addMembership", true), ("dropMembership", false)] {
            HandleWrap.define(prototype, name, length: 2, in: agent) { (wrap: UDPWrap, agent, arguments) in
                let group = try agent.string(arguments.value(at: 0))
                let interfaceAddress = try optionalString(arguments.value(at: 1), in: agent)
                return .integer(HandleWrap.status {
                    try wrap.udp.setMembership(group: group, interfaceAddress: interfaceAddress, isJoining: isJoining)
                })
            }
        }
        for (name, isJoining) in [("addSourceSpecificMembership", true), ("dropSourceSpecificMembership", false)] {
            HandleWrap.define(prototype, name, length: 3, in: agent) { (wrap: UDPWrap, agent, arguments) in
                let source = try agent.string(arguments.value(at: 0))
                let group = try agent.string(arguments.value(at: 1))
                let interfaceAddress = try optionalString(arguments.value(at: 2), in: agent)
                return .integer(HandleWrap.status {
                    try wrap.udp.setMembership(group: group, interfaceAddress: interfaceAddress, source: source,
                                               isJoining: isJoining)
                })
            }
        }
        // bufferSize(size, isReceive): the size (after setting it, when size is not 0), or a
        // negative libuv status.
        HandleWrap.define(prototype, "bufferSize", length: 2, in: agent) { (wrap: UDPWrap, agent, arguments) in
            let size = Int32(clamping: try agent.integer(arguments.value(at: 0)))
            let isReceive = arguments.value(at: 1).truthy
            do throws(UVError) {
                return .integer(try wrap.udp.bufferSize(isReceive: isReceive,
                                                        setting: size == 0 ? nil : size))
            } catch {
                return .integer(error.code)
            }
        }
    }

    private static func optionalString(_ value: JSValue, in agent: Agent) throws -> String? {
        value.isUndefined || value.isNull ? nil : try agent.string(value)
    }
}
