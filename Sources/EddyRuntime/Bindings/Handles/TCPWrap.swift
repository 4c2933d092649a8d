import EddyEngine
import EddyLoop

/// A JavaScript TCP handle (`tcp_wrap`'s `TCP`).
final class TCPWrap: StreamWrap {
    let tcp: TCP

    init(host: RuntimeHost, tcp: TCP, prototype: JSObject) {
        self.tcp = tcp
        super.init(host: host, stream: tcp, prototype: prototype)
    }

    override func makePeer(host: RuntimeHost) throws(UVError) -> StreamWrap {
        TCPWrap(host: host, tcp: try TCP(loop: host.loop), prototype: prototype)
    }

    /// Fills `out` with `address`, `family` and `port`, as Node's `getsockname(out)` does.
    func describe(_ address: () throws(UVError) -> SocketAddress, into out: JSValue, agent: Agent) -> JSValue {
        .integer(HandleWrap.status {
            let address = try address()
            guard let out = out.asObject else { return }
            agent.define(out, "address", .text(address.host), isEnumerable: true)
            agent.define(out, "family", .text(address.family.rawValue), isEnumerable: true)
            agent.define(out, "port", .integer(address.port), isEnumerable: true)
        })
    }
}
