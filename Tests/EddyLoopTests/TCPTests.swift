import Foundation
import Testing
@testable import EddyLoop

@Suite struct TCPTests {
    @Test func echoServerReturnsAMebibyteIntact() throws {
        let loop = try EventLoop()
        let payload = StreamTestSupport.payload(count: 1 << 20)
        var connections = 0, serverReads = 0, serverEchoes = 0, serverEnds = 0, serverShutdowns = 0
        var connects = 0, clientWrites = 0, clientEnds = 0, clientShutdowns = 0, closes = 0
        var received: [UInt8] = []

        let server = try TCP(loop: loop)
        try server.bind(host: "127.0.0.1", port: 0)
        try server.listen { result in
            connections += 1
            StreamTestSupport.expectNoError {
                try result.get()
                let connection = try TCP(loop: loop)
                try server.accept(into: connection)
                #expect(try connection.remoteAddress.host == "127.0.0.1")
                try connection.startReading { read in
                    switch read {
                    case .data(let bytes):
                        serverReads += 1
                        StreamTestSupport.expectNoError {
                            try connection.write(bytes) { result in
                                #expect(throws: Never.self) { try result.get() }
                                serverEchoes += 1
                            }
                        }
                    case .end:
                        serverEnds += 1
                        StreamTestSupport.expectNoError {
                            try connection.shutdown { result in
                                #expect(throws: Never.self) { try result.get() }
                                serverShutdowns += 1
                                connection.close { closes += 1 }
                            }
                        }
                        server.close { closes += 1 }
                    case .failure(let error):
                        Issue.record("server read failed: \(error)")
                    }
                }
            }
        }
        let address = try server.localAddress
        #expect(address.host == "127.0.0.1")
        #expect(address.family == .ipv4)
        #expect(address.port != 0)

        let client = try TCP(loop: loop)
        try client.setNoDelay(true)
        try client.connect(host: "127.0.0.1", port: address.port) { result in
            connects += 1
            StreamTestSupport.expectNoError {
                try result.get()
                #expect(try client.remoteAddress.port == address.port)
                try client.setKeepAlive(true, delay: 60)
                try client.write(payload) { result in
                    #expect(throws: Never.self) { try result.get() }
                    clientWrites += 1
                }
                try client.startReading { read in
                    switch read {
                    case .data(let bytes):
                        received += bytes
                        if received.count == payload.count {
                            StreamTestSupport.expectNoError {
                                try client.shutdown { result in
                                    #expect(throws: Never.self) { try result.get() }
                                    clientShutdowns += 1
                                }
                            }
                        }
                    case .end:
                        clientEnds += 1
                        client.close { closes += 1 }
                    case .failure(let error):
                        Issue.record("client read failed: \(error)")
                    }
                }
            }
        }
        try StreamTestSupport.run(loop)

        #expect(received.count == payload.count)
        #expect(received == payload)
        #expect(connections == 1)
        #expect(connects == 1)
        #expect(clientWrites == 1)
        #expect(serverReads > 0)
        #expect(serverEchoes == serverReads)
        #expect(clientShutdowns == 1)
        #expect(serverEnds == 1)
        #expect(serverShutdowns == 1)
        #expect(clientEnds == 1)
        #expect(closes == 3)
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
        #expect(!client.isReadable && !client.isWritable)
        #expect(loop.liveHandleCount == 2, "only the server and the client are still referenced here")
    }

    @Test func allHandlesAndRequestsAreFreedAfterAnEcho() throws {
        let loop = try EventLoop()
        var echoed: [UInt8] = []
        do {
            let server = try TCP(loop: loop)
            try server.bind(host: "::1", port: 0)
            let port = try server.localAddress.port
            try server.listen { _ in
                StreamTestSupport.expectNoError {
                    let connection = try TCP(loop: loop)
                    try server.accept(into: connection)
                    server.close()
                    try connection.startReading { read in
                        if case .data(let bytes) = read {
                            StreamTestSupport.expectNoError { try connection.write(bytes) }
                        } else {
                            connection.close()
                        }
                    }
                }
            }
            let client = try TCP(loop: loop)
            try client.connect(host: "::1", port: port) { _ in
                StreamTestSupport.expectNoError {
                    try client.write(Array("ping".utf8))
                    try client.startReading { read in
                        if case .data(let bytes) = read { echoed += bytes }
                        client.close()
                    }
                }
            }
        }
        try StreamTestSupport.run(loop)
        #expect(echoed == Array("ping".utf8))
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func connectToAClosedPortIsRefused() throws {
        let loop = try EventLoop()
        // Bind to learn a free port, then close so nothing listens there.
        let probe = try TCP(loop: loop)
        try probe.bind(host: "127.0.0.1", port: 0)
        let port = try probe.localAddress.port
        probe.close()
        try StreamTestSupport.run(loop)

        let client = try TCP(loop: loop)
        var failures: [UVError] = []
        try client.connect(host: "127.0.0.1", port: port) { result in
            if case .failure(let error) = result { failures.append(error) }
            client.close()
        }
        try StreamTestSupport.run(loop)
        #expect(failures.map(\.name) == ["ECONNREFUSED"])
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func bindToABadAddressThrowsEINVAL() throws {
        let loop = try EventLoop()
        let socket = try TCP(loop: loop)
        for host in ["not-an-address", "256.1.1.1", "1.2.3", "::g", ""] {
            let error = StreamTestSupport.uvError { try socket.bind(host: host, port: 80) }
            #expect(error?.name == "EINVAL", "\(host)")
        }
        #expect(StreamTestSupport.uvError { _ = try SocketAddress(host: "10.0.0.1.", port: 1) }?.name == "EINVAL")
        var connects = 0
        let error = StreamTestSupport.uvError { try socket.connect(host: "localhost", port: 80) { _ in connects += 1 } }
        #expect(error?.name == "EINVAL", "host names are not resolved here")
        socket.close()
        try StreamTestSupport.run(loop)
        #expect(connects == 0)
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func socketAddressParsesAndPrintsBothFamilies() throws {
        let v4 = try SocketAddress(host: "127.0.0.1", port: 8080)
        #expect(v4.family == .ipv4)
        #expect(v4.description == "127.0.0.1:8080")
        let v6 = try SocketAddress(host: "0:0::1", port: 443)
        #expect(v6.family == .ipv6)
        #expect(v6.host == "::1")
        #expect(v6.description == "[::1]:443")
    }

    /// A link-local IPv6 address keeps its scope as the interface's name, as Node prints it;
    /// other addresses print none.
    @Test func linkLocalAddressKeepsItsScope() throws {
        #expect(try SocketAddress(host: "fe80::1%lo", port: 1).host == "fe80::1%lo")
        #expect(try SocketAddress(host: "fe80::1", port: 1).host == "fe80::1")
        #expect(try SocketAddress(host: "::1%lo", port: 1).host == "::1")
    }

    @Test func closeResetEndsThePeersReadWithConnectionReset() throws {
        let loop = try EventLoop()
        var peerResults: [EddyLoop.Stream.ReadResult] = []
        var connectResults: [Result<Void, UVError>] = []
        let server = try TCP(loop: loop)
        try server.bind(host: "127.0.0.1", port: 0)
        let port = try server.localAddress.port
        try server.listen { _ in
            StreamTestSupport.expectNoError {
                let connection = try TCP(loop: loop)
                try server.accept(into: connection)
                server.close()
                // Reset once the client's byte arrives: by then the client is reading, so
                // the reset reaches its read rather than its connect.
                try connection.startReading { _ in
                    StreamTestSupport.expectNoError { try connection.closeReset() }
                }
            }
        }
        let client = try TCP(loop: loop)
        try client.connect(host: "127.0.0.1", port: port) { result in
            connectResults.append(result)
            StreamTestSupport.expectNoError {
                try client.startReading { read in
                    peerResults.append(read)
                    client.close()
                }
                try client.write([1])
            }
        }
        try StreamTestSupport.run(loop)
        #expect(connectResults.count == 1)
        #expect(peerResults == [.failure(UVError(code: -ECONNRESET))])
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func operationsOnAClosedStreamThrowEINVAL() throws {
        let loop = try EventLoop()
        let socket = try TCP(loop: loop)
        socket.close()
        try StreamTestSupport.run(loop)
        #expect(StreamTestSupport.uvError { try socket.write([1]) }?.name == "EINVAL")
        #expect(StreamTestSupport.uvError { try socket.startReading { _ in } }?.name == "EINVAL")
        #expect(StreamTestSupport.uvError { try socket.shutdown() }?.name == "EINVAL")
        #expect(StreamTestSupport.uvError { _ = try socket.localAddress }?.name == "EINVAL")
        #expect(!socket.isReadable && !socket.isWritable && socket.writeQueueSize == 0)
        socket.stopReading()
        #expect(loop.liveRequestCount == 0)
        #expect(loop.openHandleCount == 0)
    }

    @Test func refusedOperationsOnAnUnconnectedSocketLeaveNoRequestBehind() throws {
        let loop = try EventLoop()
        let socket = try TCP(loop: loop)
        var completions = 0
        #expect(StreamTestSupport.uvError { try socket.startReading { _ in } }?.name == "ENOTCONN")
        #expect(StreamTestSupport.uvError { try socket.write([1]) { _ in completions += 1 } }?.name == "EBADF")
        #expect(StreamTestSupport.uvError { try socket.shutdown { _ in completions += 1 } }?.name == "ENOTCONN")
        #expect(StreamTestSupport.uvError { _ = try socket.tryWrite([1]) } != nil)
        #expect(StreamTestSupport.uvError { _ = try socket.remoteAddress } != nil)
        #expect(loop.liveRequestCount == 0)
        socket.close()
        try StreamTestSupport.run(loop)
        #expect(completions == 0)
        #expect(loop.openHandleCount == 0)
    }
}
