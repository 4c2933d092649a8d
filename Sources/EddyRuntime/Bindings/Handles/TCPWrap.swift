import EddyEngine
import EddyLoop

/// A JavaScript TCP handle (`tcp_wrap`'s `TCP`).
final class TCPWrap: StreamWrap {
    let tcp: TCP

    init(host: RuntimeHost, tcp: TCP, prototype: JSObject) {
        self.tcp = tcp
        super.init(host: host, stream: tcp, prototype: prototype)
    }

    override var resourceName: String? { isListening ? "TCPServerWrap" : "TCPSocketWrap" }

    override func makePeer(host: RuntimeHost) throws(UVError) -> StreamWrap {
        TCPWrap(host: host, tcp: try TCP(loop: host.loop), prototype: prototype)
    }
}
