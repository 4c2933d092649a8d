import Glibc
import Testing
@testable import EddyLoop

/// Operations on file descriptors: open, close, read, write, fstat, ftruncate, fsync,
/// fdatasync, fchmod, futime, fchown, each synchronously and on the thread pool.
@Suite struct FileSystemFileTests {
    typealias C = FileSystem.Constants

    @Test func syncWriteThenReadRoundTrips() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let path = directory.path("round-trip.txt")

        let writer = try fs.open(path, flags: C.O_WRONLY | C.O_CREAT | C.O_TRUNC, mode: 0o644)
        #expect(writer >= 0)
        #expect(try fs.write(writer, Array("hello, ".utf8)) == 7)
        #expect(try fs.write(writer, Array("world".utf8)) == 5)
        try fs.close(writer)

        let reader = try fs.open(path, flags: C.O_RDONLY)
        #expect(try fs.read(reader, count: 100) == Array("hello, world".utf8))
        #expect(try fs.read(reader, count: 100) == [], "a read at end of file returns nothing")
        #expect(try fs.read(reader, count: 5, at: 7) == Array("world".utf8), "a positioned read")
        try fs.close(reader)
        #expect(try directory.contents(of: "round-trip.txt") == "hello, world")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func syncPositionedWriteLeavesTheCurrentOffset() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let path = try directory.makeFile("positioned", contents: "abcdef")

        let file = try fs.open(path, flags: C.O_RDWR)
        #expect(try fs.write(file, Array("XY".utf8), at: 2) == 2)
        // The positioned write did not move the offset: a current-position read starts at 0.
        #expect(try fs.read(file, count: 3) == Array("abX".utf8))
        let written = try Array("ZZ".utf8).withUnsafeBytes { try fs.write(file, from: $0) }
        #expect(written == 2)
        try fs.close(file)
        #expect(try directory.contents(of: "positioned") == "abXZZf")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func syncReadIntoACallerBuffer() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let path = try directory.makeFile("buffer", contents: "0123456789")
        let file = try fs.open(path, flags: C.O_RDONLY)
        let bytes = FileSystemTestBuffer(count: 4)
        #expect(try fs.read(file, into: bytes.memory, at: 3) == 4)
        #expect(Array(bytes.memory) == Array("3456".utf8))
        try fs.close(file)
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func asyncWriteThenReadRoundTrips() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let path = directory.path("async.txt")
        var steps: [String] = []

        try fs.open(path, flags: C.O_WRONLY | C.O_CREAT | C.O_TRUNC, mode: 0o600) { opened in
            guard let file = opened.successValue else { Issue.record("open failed: \(opened)"); return }
            steps.append("open")
            _ = try? fs.write(file, Array("async bytes".utf8)) { written in
                steps.append("write \(written.successValue ?? -1)")
                _ = try? fs.fsync(file) { synced in
                    steps.append("fsync \(synced.failureName ?? "ok")")
                    _ = try? fs.close(file) { closed in
                        steps.append("close \(closed.failureName ?? "ok")")
                        _ = try? fs.open(path, flags: C.O_RDONLY) { reopened in
                            guard let file = reopened.successValue else { return }
                            _ = try? fs.read(file, count: 64) { read in
                                steps.append("read \(String(decoding: read.successValue ?? [], as: UTF8.self))")
                                _ = try? fs.close(file) { _ in steps.append("closed") }
                            }
                        }
                    }
                }
            }
        }
        #expect(loop.liveRequestCount == 1)
        #expect(loop.isAlive, "a pending request keeps the loop alive")
        loop.run()
        #expect(steps == ["open", "write 11", "fsync ok", "close ok", "read async bytes", "closed"])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func asyncWriteOwnsACopyOfItsBytes() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try fs.open(directory.path("copy"), flags: C.O_WRONLY | C.O_CREAT, mode: 0o644)
        var bytes = Array("original".utf8)
        var writes = 0
        try fs.write(file, bytes) { result in
            writes += 1
            #expect(result.successValue == 8)
        }
        bytes = Array("changed!".utf8)  // the request wrote its own copy
        loop.run()
        try fs.close(file)
        #expect(writes == 1)
        #expect(bytes.count == 8)
        #expect(try directory.contents(of: "copy") == "original")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func asyncReadKeepsTheBufferOwnerAliveUntilCompletion() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let path = try directory.makeFile("pinned", contents: "pinned bytes")
        let file = try fs.open(path, flags: C.O_RDONLY)
        weak var weakOwner: FileSystemTestBuffer?
        var reads = 0
        do {
            let owner = FileSystemTestBuffer(count: 6)
            weakOwner = owner
            try fs.read(file, into: owner.memory, at: 7, keepingAlive: owner) { result in
                reads += 1
                #expect(result.successValue == 5)
                // Still pinned while the completion runs, so the caller can use the bytes.
                #expect(weakOwner.map { Array($0.memory.prefix(5)) } == Array("bytes".utf8))
            }
        }
        #expect(weakOwner != nil, "the request holds the buffer's owner while a worker may write to it")
        loop.run()
        #expect(reads == 1)
        #expect(weakOwner == nil, "the owner is released once the read completed")
        try fs.close(file)
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func asyncWriteFromCallerMemoryAtAPosition() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let path = try directory.makeFile("memory", contents: "........")
        let file = try fs.open(path, flags: C.O_WRONLY)
        let owner = FileSystemTestBuffer(count: 3)
        owner.memory.copyBytes(from: Array("abc".utf8))
        var writes = 0
        try fs.write(file, from: UnsafeRawBufferPointer(owner.memory), at: 4, keepingAlive: owner) { result in
            writes += 1
            #expect(result.successValue == 3)
        }
        loop.run()
        try fs.close(file)
        #expect(writes == 1)
        #expect(try directory.contents(of: "memory") == "....abc.")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func openingAMissingFileFailsWithENOENT() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let missing = directory.path("missing")

        let error = #expect(throws: FileSystemError.self) { try fs.open(missing, flags: C.O_RDONLY) }
        #expect(error?.name == "ENOENT")
        #expect(error?.uvError == .noSuchFileOrDirectory)
        #expect(error?.syscall == "open")
        #expect(error?.path == missing)
        #expect(error?.description == "ENOENT: no such file or directory, open '\(missing)'")

        var failures: [FileSystemError] = []
        try fs.open(missing, flags: C.O_RDONLY) { result in
            if case .failure(let error) = result { failures.append(error) }
        }
        loop.run()
        #expect(failures.map(\.description) == ["ENOENT: no such file or directory, open '\(missing)'"])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func openingBelowAFileFailsWithENOTDIR() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let child = try directory.makeFile("file") + "/child"

        let error = #expect(throws: FileSystemError.self) { try fs.open(child, flags: C.O_RDONLY) }
        #expect(error?.name == "ENOTDIR")
        var names: [String?] = []
        try fs.open(child, flags: C.O_RDONLY) { names.append($0.failureName) }
        loop.run()
        #expect(names == ["ENOTDIR"])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func exclusiveCreateOfAnExistingFileFailsWithEEXIST() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let path = try directory.makeFile("exists")
        let flags = C.O_WRONLY | C.O_CREAT | C.O_EXCL
        #expect((#expect(throws: FileSystemError.self) { try fs.open(path, flags: flags) })?.name == "EEXIST")
        var names: [String?] = []
        try fs.open(path, flags: flags) { names.append($0.failureName) }
        loop.run()
        #expect(names == ["EEXIST"])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func readingADirectoryFailsWithEISDIR() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try fs.open(directory.path, flags: C.O_RDONLY)
        defer { try? fs.close(file) }

        let error = #expect(throws: FileSystemError.self) { try fs.read(file, count: 10) }
        #expect(error?.name == "EISDIR")
        #expect(error?.description == "EISDIR: illegal operation on a directory, read")
        // Opening a directory for writing fails at once.
        #expect((#expect(throws: FileSystemError.self) {
            try fs.open(directory.path, flags: C.O_WRONLY)
        })?.name == "EISDIR")

        var names: [String?] = []
        try fs.read(file, count: 10) { names.append($0.failureName) }
        loop.run()
        #expect(names == ["EISDIR"])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func closingABadDescriptorFailsWithEBADF() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let error = #expect(throws: FileSystemError.self) { try fs.close(-1) }
        #expect(error?.name == "EBADF")
        #expect(error?.path == nil)
        #expect(error?.description == "EBADF: bad file descriptor, close")
        var names: [String?] = []
        try fs.close(-1) { names.append($0.failureName) }
        try fs.fstat(-1) { names.append($0.failureName) }
        try fs.write(-1, [1]) { names.append($0.failureName) }
        loop.run()
        #expect(names.count == 3)
        #expect(Set(names) == ["EBADF"])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func fstatReportsSizeAndTypeSyncAndAsync() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let path = try directory.makeFile("sized", contents: "12345")
        let file = try fs.open(path, flags: C.O_RDONLY)
        defer { try? fs.close(file) }

        let status = try fs.fstat(file)
        #expect(status.size == 5)
        #expect(status.isFile)
        #expect(!status.isDirectory && !status.isSymbolicLink)
        #expect(status.linkCount == 1)
        #expect(status.userID == UInt64(geteuid()))
        #expect(status.inode != 0 && status.blockSize > 0)

        var statuses: [FileStatus] = []
        try fs.fstat(file) { result in statuses.append(contentsOf: result.successValue.map { [$0] } ?? []) }
        loop.run()
        #expect(statuses == [status])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func ftruncateShrinksAndExtendsAFile() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let path = try directory.makeFile("truncate", contents: "0123456789")
        let file = try fs.open(path, flags: C.O_RDWR)
        defer { try? fs.close(file) }

        try fs.ftruncate(file, length: 4)
        #expect(try fs.fstat(file).size == 4)
        #expect(try fs.read(file, count: 10, at: 0) == Array("0123".utf8))

        var sizes: [UInt64] = []
        try fs.ftruncate(file, length: 6) { result in
            #expect(result.failureName == nil)
            sizes.append((try? fs.fstat(file).size) ?? 0)
            _ = try? fs.ftruncate(file) { _ in sizes.append((try? fs.fstat(file).size) ?? 0) }
        }
        loop.run()
        #expect(sizes == [6, 0])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func fsyncAndFdatasyncSucceedOnAFileAndFailOnABadDescriptor() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try fs.open(directory.path("sync"), flags: C.O_WRONLY | C.O_CREAT, mode: 0o644)
        defer { try? fs.close(file) }
        _ = try fs.write(file, [1, 2, 3])
        try fs.fsync(file)
        try fs.fdatasync(file)
        #expect((#expect(throws: FileSystemError.self) { try fs.fsync(-1) })?.syscall == "fsync")
        #expect((#expect(throws: FileSystemError.self) { try fs.fdatasync(-1) })?.syscall == "fdatasync")

        var outcomes: [String] = []
        try fs.fsync(file) { outcomes.append("fsync \($0.failureName ?? "ok")") }
        try fs.fdatasync(file) { outcomes.append("fdatasync \($0.failureName ?? "ok")") }
        loop.run()
        #expect(outcomes.sorted() == ["fdatasync ok", "fsync ok"])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func fchmodSetsTheModeBits() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try fs.open(directory.path("mode"), flags: C.O_RDWR | C.O_CREAT, mode: 0o644)
        defer { try? fs.close(file) }

        try fs.fchmod(file, mode: 0o600)
        #expect(try fs.fstat(file).permissions == 0o600)
        var modes: [UInt64] = []
        try fs.fchmod(file, mode: 0o4751) { result in
            #expect(result.failureName == nil)
            modes.append((try? fs.fstat(file).permissions) ?? 0)
        }
        loop.run()
        #expect(modes == [0o4751], "set-user-id survives, as root may set it")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func futimeSetsAccessAndModificationTimes() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try fs.open(directory.path("times"), flags: C.O_RDWR | C.O_CREAT, mode: 0o644)
        defer { try? fs.close(file) }

        try fs.futime(file, accessTime: 1_000_000_000.25, modificationTime: 1_500_000_000.5)
        let status = try fs.fstat(file)
        #expect(status.accessTime.seconds == 1_000_000_000)
        #expect(abs(status.accessTime.nanoseconds - 250_000_000) < 1_000)
        #expect(status.modificationTime.seconds == 1_500_000_000)
        #expect(abs(status.modificationTime.milliseconds - 1_500_000_000_500) < 0.01)

        var seconds: [Int64] = []
        try fs.futime(file, accessTime: 86_400, modificationTime: 172_800) { result in
            #expect(result.failureName == nil)
            if let status = try? fs.fstat(file) {
                seconds = [status.accessTime.seconds, status.modificationTime.seconds]
            }
        }
        loop.run()
        #expect(seconds == [86_400, 172_800])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func fchownToTheCurrentOwnerSucceeds() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try fs.open(directory.path("owner"), flags: C.O_RDWR | C.O_CREAT, mode: 0o644)
        defer { try? fs.close(file) }

        try fs.fchown(file, userID: geteuid(), groupID: getegid())
        var calls = 0
        try fs.fchown(file, userID: UInt32.max, groupID: UInt32.max) { result in
            calls += 1
            #expect(result.failureName == nil, "-1 leaves owner and group unchanged")
        }
        loop.run()
        #expect(calls == 1)
        #expect(try fs.fstat(file).userID == UInt64(geteuid()))
        #expect((#expect(throws: FileSystemError.self) {
            try fs.fchown(-1, userID: 0, groupID: 0)
        })?.name == "EBADF")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func vectoredWriteAndReadFillBuffersInOrder() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try fs.open(directory.path("vectored"), flags: C.O_RDWR | C.O_CREAT, mode: 0o644)
        defer { try? fs.close(file) }
        let parts = [FileSystemTestBuffer(count: 3), FileSystemTestBuffer(count: 4)]
        parts[0].memory.copyBytes(from: Array("abc".utf8))
        parts[1].memory.copyBytes(from: Array("defg".utf8))

        #expect(try fs.write(file, from: parts.map { UnsafeRawBufferPointer($0.memory) }, at: 0) == 7)
        let halves = [FileSystemTestBuffer(count: 2), FileSystemTestBuffer(count: 5)]
        #expect(try fs.read(file, into: halves.map(\.memory), at: 0) == 7)
        #expect(Array(halves[0].memory) == Array("ab".utf8) && Array(halves[1].memory) == Array("cdefg".utf8))

        var outcomes: [Int] = []
        let again = [FileSystemTestBuffer(count: 4), FileSystemTestBuffer(count: 4)]
        try fs.write(file, from: parts.map { UnsafeRawBufferPointer($0.memory) }, at: 7, keepingAlive: parts) { written in
            outcomes.append(written.successValue ?? -1)
            _ = try? fs.read(file, into: again.map(\.memory), at: 3, keepingAlive: again) { read in
                outcomes.append(read.successValue ?? -1)
            }
        }
        loop.run()
        #expect(outcomes == [7, 8])
        #expect(String(decoding: again.flatMap { Array($0.memory) }, as: UTF8.self) == "defgabcd")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func vectoredCallWithoutBuffersIsRefusedWithEINVAL() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try fs.open(directory.path("empty"), flags: C.O_RDWR | C.O_CREAT, mode: 0o644)
        defer { try? fs.close(file) }
        #expect((#expect(throws: FileSystemError.self) { try fs.write(file, from: []) })?.name == "EINVAL")
        #expect((#expect(throws: FileSystemError.self) { try fs.read(file, into: []) })?.name == "EINVAL")
        var calls = 0
        #expect((#expect(throws: FileSystemError.self) {
            try fs.read(file, into: [], keepingAlive: nil) { _ in calls += 1 }
        })?.syscall == "read")
        loop.run()
        #expect(calls == 0)
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }
}
