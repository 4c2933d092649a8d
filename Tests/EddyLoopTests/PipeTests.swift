import Foundation
import Testing
@testable import EddyLoop

@Suite struct PipeTests {
    @Test func unixSocketRoundTrip() throws {
        let directory = try StreamTestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/echo.sock"
        let loop = try EventLoop()
        var connections = 0, connects = 0, serverEnds = 0, closes = 0
        var received: [UInt8] = []
        var serverPeer = "unset"

        let server = try EddyLoop.Pipe(loop: loop)
        try server.bind(to: path)
        #expect(try server.localPath == path)
        try server.listen { result in
            connections += 1
            StreamTestSupport.expectNoError {
                try result.get()
                let connection = try EddyLoop.Pipe(loop: loop)
                try server.accept(into: connection)
                serverPeer = try connection.peerPath
                server.close { closes += 1 }
                try connection.startReading { read in
                    switch read {
                    case .data(let bytes):
                        StreamTestSupport.expectNoError { try connection.write(bytes.reversed()) }
                    case .end:
                        serverEnds += 1
                        connection.close { closes += 1 }
                    case .failure(let error):
                        Issue.record("server read failed: \(error)")
                    }
                }
            }
        }

        let client = try EddyLoop.Pipe(loop: loop)
        try client.connect(to: path) { result in
            connects += 1
            StreamTestSupport.expectNoError {
                try result.get()
                #expect(try client.peerPath == path)
                try client.write(Array("hello".utf8))
                try client.startReading { read in
                    if case .data(let bytes) = read { received += bytes }
                    if received.count == 5 {
                        client.close { closes += 1 }
                    }
                }
            }
        }
        try StreamTestSupport.run(loop)

        #expect(String(decoding: received, as: UTF8.self) == "olleh")
        #expect(connections == 1)
        #expect(connects == 1)
        #expect(serverEnds == 1)
        #expect(serverPeer == "", "an accepted unix socket has an unnamed peer")
        #expect(closes == 3)
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func connectToAMissingPathFailsWithENOENT() throws {
        let directory = try StreamTestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let loop = try EventLoop()
        let client = try EddyLoop.Pipe(loop: loop)
        var results: [Result<Void, UVError>] = []
        try client.connect(to: directory + "/missing.sock") { result in
            results.append(result)
            client.close()
        }
        try StreamTestSupport.run(loop)
        #expect(results.count == 1)
        #expect(throws: UVError.noSuchFileOrDirectory) { try results.first?.get() }
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func bindingAnExistingPathFailsWithEADDRINUSE() throws {
        let directory = try StreamTestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/taken"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let loop = try EventLoop()
        let server = try EddyLoop.Pipe(loop: loop)
        #expect(StreamTestSupport.uvError { try server.bind(to: path) }?.name == "EADDRINUSE")
        server.close()
        try StreamTestSupport.run(loop)
        #expect(loop.openHandleCount == 0)
    }

    @Test func writingToAPipeWhoseReaderClosedFailsWithEPIPE() throws {
        let fds = try StreamTestSupport.makePipe()
        Glibc.close(fds.reader)
        let loop = try EventLoop()
        let writer = try EddyLoop.Pipe(loop: loop)
        try writer.open(fds.writer)
        #expect(writer.isWritable)
        #expect(StreamTestSupport.uvError { _ = try writer.tryWrite([1, 2, 3]) }?.name == "EPIPE")
        var results: [Result<Void, UVError>] = []
        try writer.write(Array(repeating: 7, count: 100_000)) { result in
            results.append(result)
            writer.close()
        }
        try StreamTestSupport.run(loop)
        #expect(results.count == 1)
        #expect(throws: UVError(code: -EPIPE)) { try results.first?.get() }
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func anonymousPipeCarriesBytesAndEnd() throws {
        let fds = try StreamTestSupport.makePipe()
        let loop = try EventLoop()
        let reader = try EddyLoop.Pipe(loop: loop)
        try reader.open(fds.reader)
        let writer = try EddyLoop.Pipe(loop: loop)
        try writer.open(fds.writer)
        #expect(TTY.guessHandleType(fds.reader) == .pipe)
        #expect(StreamTestSupport.uvError { _ = try writer.localPath }?.name == "ENOTSOCK")
        var reads: [EddyLoop.Stream.ReadResult] = []
        var writes = 0
        try reader.startReading { read in
            reads.append(read)
            if read == .end { reader.close() }
        }
        #expect(reader.isActive)
        #expect(try writer.tryWrite(Array("ab".utf8)) == 2)
        try writer.write(Array("cd".utf8)) { _ in
            writes += 1
            writer.close()
        }
        try StreamTestSupport.run(loop)
        #expect(reads.last == .end)
        let bytes = reads.flatMap { read -> [UInt8] in
            if case .data(let bytes) = read { bytes } else { [] }
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "abcd")
        #expect(writes == 1)
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func closingAStreamCancelsItsPendingWrites() throws {
        let fds = try StreamTestSupport.makePipe()
        defer { Glibc.close(fds.reader) }
        let loop = try EventLoop()
        let writer = try EddyLoop.Pipe(loop: loop)
        try writer.open(fds.writer)
        // Nobody reads, so a write larger than the pipe's buffer stays queued.
        var results: [Result<Void, UVError>] = []
        try writer.write(Array(repeating: 1, count: 1 << 20)) { results.append($0) }
        #expect(writer.writeQueueSize > 0)
        writer.close()
        try StreamTestSupport.run(loop)
        #expect(results.count == 1)
        #expect(throws: UVError.cancelled) { try results.first?.get() }
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    /// The two ends of a socketpair, opened as IPC pipes (handles can travel between them).
    private func ipcPipePair(on loop: EventLoop) throws -> (EddyLoop.Pipe, EddyLoop.Pipe) {
        var fds: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &fds) == 0)
        let sender = try EddyLoop.Pipe(loop: loop, ipc: true)
        try sender.open(fds[0])
        let receiver = try EddyLoop.Pipe(loop: loop, ipc: true)
        try receiver.open(fds[1])
        return (sender, receiver)
    }

    @Test func ipcPipePassesATCPServerAlongWithBytes() throws {
        let loop = try EventLoop()
        let (sender, receiver) = try ipcPipePair(on: loop)
        let server = try TCP(loop: loop)
        try server.bind(host: "127.0.0.1", port: 0)
        let port = try server.localAddress.port

        var writes = 0
        var receivedPorts: [UInt16] = []
        var receivedBytes: [UInt8] = []
        try sender.write([42], sending: server) { result in
            #expect(throws: Never.self) { try result.get() }
            writes += 1
            server.close()
            sender.close()
        }
        try receiver.startReading { read in
            guard case .data(let bytes) = read else { return }
            receivedBytes += bytes
            StreamTestSupport.expectNoError {
                #expect(receiver.pendingHandleCount == 1)
                #expect(receiver.pendingHandleType == .tcp)
                let received = try TCP(loop: loop)
                try receiver.accept(into: received)
                receivedPorts.append(try received.localAddress.port)
                #expect(receiver.pendingHandleCount == 0)
                received.close()
            }
            receiver.close()
        }
        try StreamTestSupport.run(loop)
        #expect(writes == 1)
        #expect(receivedBytes == [42])
        #expect(receivedPorts == [port])
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func ipcPipePassesABoundUDPSocket() throws {
        let loop = try EventLoop()
        let (sender, receiver) = try ipcPipePair(on: loop)
        let socket = try UDP(loop: loop)
        try socket.bind(host: "127.0.0.1", port: 0)
        let port = try socket.localAddress.port

        var receivedPorts: [UInt16] = []
        try sender.write([7], sending: socket) { result in
            #expect(throws: Never.self) { try result.get() }
            socket.close()
            sender.close()
        }
        try receiver.startReading { read in
            guard case .data = read else { return }
            StreamTestSupport.expectNoError {
                #expect(receiver.pendingHandleType == .udp)
                let received = try UDP(loop: loop)
                try receiver.acceptPending(into: received)
                receivedPorts.append(try received.localAddress.port)
                received.close()
            }
            receiver.close()
        }
        try StreamTestSupport.run(loop)
        #expect(receivedPorts == [port])
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func sendingAHandleNeedsAnIPCPipeAndSomeBytes() throws {
        let loop = try EventLoop()
        let plain = try EddyLoop.Pipe(loop: loop)
        let ipc = try EddyLoop.Pipe(loop: loop, ipc: true)
        let server = try TCP(loop: loop)
        #expect(StreamTestSupport.uvError { try plain.write([1], sending: server) }?.name == "EINVAL")
        #expect(StreamTestSupport.uvError { try ipc.write([], sending: server) }?.name == "EINVAL")
        loop.closeAllHandles()
        try StreamTestSupport.run(loop)
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func boundSocketCanBeMadeAccessibleToAllUsers() throws {
        let directory = try StreamTestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/shared.sock"
        let loop = try EventLoop()
        let server = try EddyLoop.Pipe(loop: loop)
        try server.bind(to: path)
        try server.makeAccessibleToAllUsers(readable: true, writable: true)
        var status = stat()
        try #require(stat(path, &status) == 0)
        #expect(status.st_mode & 0o666 == 0o666)
        #expect(StreamTestSupport.uvError {
            try server.makeAccessibleToAllUsers(readable: false, writable: false)
        }?.name == "EINVAL")
        server.close()
        try StreamTestSupport.run(loop)
        #expect(loop.openHandleCount == 0)
    }
}
