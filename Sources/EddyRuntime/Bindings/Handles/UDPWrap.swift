import EddyEngine
import EddyLoop

/// A JavaScript UDP handle (`udp_wrap`'s `UDP`): datagrams arrive through
/// `onmessage(nread, handle, arrayBuffer, rinfo)` — a negative `nread` is a libuv error — and
/// each send completes through its request's `oncomplete(status, sentBytes)`.
final class UDPWrap: HandleWrap {
    override var resourceName: String? { "UDPWrap" }
    let udp: UDP

    init(host: RuntimeHost, udp: UDP) {
        self.udp = udp
        super.init(host: host, handle: udp)
    }

    /// Starts delivering datagrams to `onmessage`.
    func startReceiving() -> Int32 {
        HandleWrap.status {
            try udp.startReceiving { [weak self] datagram in self?.didReceive(datagram) }
        }
    }

    private func didReceive(_ datagram: UDP.Datagram) {
        guard let host, let object else { return }
        let agent = host.agent
        switch datagram {
        case .message(let bytes, let sender, _):
            let rinfo = agent.makePlainObject()
            agent.define(rinfo, "address", .text(sender.host), isEnumerable: true)
            agent.define(rinfo, "family", .text(sender.family.rawValue), isEnumerable: true)
            agent.define(rinfo, "port", .integer(sender.port), isEnumerable: true)
            callBack("onmessage", [.integer(bytes.count), .object(object),
                                   .object(agent.makeArrayBufferObject(bytes)), .object(rinfo)])
        case .failure(let error):
            callBack("onmessage", [.integer(error.code), .object(object)])
        }
    }

    /// Sends `bytes` to `address`:`port` (nil: the connected peer); `request.oncomplete(status,
    /// sentBytes)` runs once the kernel took the datagram or refused it.
    func send(_ bytes: [UInt8], request: JSObject, address: String?, port: UInt16) -> JSValue {
        guard let host else { return .integer(UVError.invalidArgument.code) }
        host.agent.retain(request)
        let status = HandleWrap.status {
            try udp.send(bytes, toHost: address, port: port) { [weak self] result in
                guard let self, let host = self.host else { return }
                defer { host.agent.release(request) }
                var status: Int32 = 0
                if case .failure(let error) = result { status = error.code }
                guard let function = (try? host.agent.get(request, "oncomplete"))?.asObject, function.isCallable
                else { return }
                host.invokeCallback(function, this: .object(request), [.integer(status), .integer(bytes.count)],
                                    context: self.context)
            }
        }
        if status != 0 { host.agent.release(request) }
        return .integer(status)
    }

    override func willClose() {
        udp.stopReceiving()
    }
}
