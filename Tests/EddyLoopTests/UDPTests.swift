import Testing
@testable import EddyLoop

@Suite struct UDPTests {
    /// A datagram goes to a bound server, which answers it from its receive callback; the
    /// client, connected to the server, sends without an address and hears the answer.
    @Test func datagramsRoundTripOnLoopback() throws {
        let loop = try EventLoop()
        var serverGot: [[UInt8]] = [], clientGot: [[UInt8]] = [], sends = 0, closes = 0

        let server = try UDP(loop: loop)
        try server.bind(host: "127.0.0.1", port: 0)
        let serverAddress = try server.localAddress
        #expect(serverAddress.family == .ipv4 && serverAddress.port != 0)
        try server.startReceiving { datagram in
            guard case .message(let bytes, let sender, let isTruncated) = datagram else {
                Issue.record("server receive failed: \(datagram)")
                return
            }
            #expect(!isTruncated)
            serverGot.append(bytes)
            StreamTestSupport.expectNoError {
                try server.send(bytes.reversed(), toHost: sender.host, port: sender.port) { result in
                    #expect(throws: Never.self) { try result.get() }
                    sends += 1
                }
            }
        }

        let client = try UDP(loop: loop)
        try client.connect(host: "127.0.0.1", port: serverAddress.port)
        #expect(try client.remoteAddress == serverAddress)
        try client.startReceiving { datagram in
            guard case .message(let bytes, let sender, _) = datagram else {
                Issue.record("client receive failed: \(datagram)")
                return
            }
            #expect(sender == serverAddress)
            clientGot.append(bytes)
            client.close { closes += 1 }
            server.close { closes += 1 }
        }
        try client.send([1, 2, 3], toHost: nil, port: 0) { result in
            #expect(throws: Never.self) { try result.get() }
            sends += 1
        }
        loop.run()

        #expect(serverGot == [[1, 2, 3]])
        #expect(clientGot == [[3, 2, 1]])
        #expect(sends == 2 && closes == 2)
        #expect(loop.liveRequestCount == 0)
    }

    /// libuv's errors surface as thrown UVErrors: options before the socket exists, a send
    /// without an address on an unconnected socket, a second bind of a taken port.
    @Test func errorsAreThrown() throws {
        let loop = try EventLoop()
        let socket = try UDP(loop: loop)
        #expect(throws: UVError.self) { try socket.setTTL(5) }
        #expect(throws: UVError.self) { try socket.bufferSize(isReceive: true) }
        #expect(throws: UVError.self) { try socket.remoteAddress }
        try socket.bind(host: "127.0.0.1", port: 0)
        #expect(throws: UVError.self) { try socket.send([1], toHost: nil, port: 0) { _ in } }
        #expect(throws: UVError.self) { try socket.disconnect() }
        try socket.setTTL(7)
        #expect(try socket.bufferSize(isReceive: false) > 0)
        let other = try UDP(loop: loop)
        #expect(throws: UVError(code: -98)) { try other.bind(host: "127.0.0.1", port: socket.localAddress.port) }
        socket.close()
        other.close()
        loop.run()
    }
}
