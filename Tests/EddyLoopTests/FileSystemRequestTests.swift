import Foundation
import Glibc
import Testing
@testable import EddyLoop

/// The life of a `FileSystemRequest` (ownership, cancellation, refused submissions, the
/// thread its completion runs on) and the shape of `FileSystemError` and the constants.
@Suite struct FileSystemRequestTests {
    typealias C = FileSystem.Constants

    @Test func requestLivesUntilItsCompletionEvenIfNobodyHoldsIt() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        weak var weakRequest: FileSystemRequest?
        var calls = 0
        do {
            let request = try fs.stat(directory.path) { _ in calls += 1 }
            weakRequest = request
            #expect(request.isPending)
            #expect(request.syscall == "stat" && request.path == directory.path && request.destination == nil)
        }
        #expect(weakRequest != nil, "libuv still owns it")
        #expect(loop.liveRequestCount == 1)
        loop.run()
        #expect(calls == 1)
        #expect(weakRequest == nil, "released after its completion")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func heldRequestIsNoLongerPendingAfterCompletion() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        var calls = 0
        do {
            let request = try fs.rename(directory.path("a"), to: directory.path("b")) { _ in calls += 1 }
            #expect(request.destination == directory.path("b"))
            loop.run()
            #expect(calls == 1)
            #expect(!request.isPending)
            #expect(loop.liveRequestCount == 1, "the caller still holds it")
            // Cancelling a finished request is refused.
            let error = #expect(throws: UVError.self) { try request.cancel() }
            #expect(error?.name == "EINVAL")
        }
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func completionsRunOnTheLoopThreadInSubmissionBatches() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let loopThread = pthread_self()
        var onLoopThread = 0
        var completed = 0
        let count = 64
        for index in 0..<count {
            let path = index.isMultiple(of: 2) ? directory.path : directory.path("missing-\(index)")
            try fs.stat(path) { result in
                completed += 1
                if pthread_equal(pthread_self(), loopThread) != 0 { onLoopThread += 1 }
                #expect((result.failureName == nil) == index.isMultiple(of: 2))
            }
        }
        #expect(loop.liveRequestCount == count)
        loop.run()
        #expect(completed == count)
        #expect(onLoopThread == count)
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func loopIsFreedOnceItsRequestsComplete() throws {
        weak var weakLoop: EventLoop?
        var calls = 0
        do {
            let loop = try EventLoop()
            weakLoop = loop
            try FileSystem(loop: loop).stat("/") { _ in calls += 1 }
            loop.run()
        }
        #expect(calls == 1)
        #expect(weakLoop == nil)
    }

    /// Fills every thread-pool worker with an `open` of a FIFO that no writer has opened (it
    /// blocks), so a request queued behind them cannot start and can be cancelled for sure;
    /// then opening the FIFO for writing releases the workers.
    @Test func cancelledRequestCompletesWithECANCELED() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let fifo = directory.path("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)

        var readers: [Int32] = []
        for _ in 0..<threadPoolSize() {
            try fs.open(fifo, flags: C.O_RDONLY) { result in
                if let reader = result.successValue { readers.append(reader) }
            }
        }
        var outcomes: [FileSystemError] = []
        var extraCalls = 0
        do {
            let queued = try fs.stat(directory.path) { result in
                if case .failure(let error) = result { outcomes.append(error) } else { extraCalls += 1 }
            }
            try queued.cancel()
            #expect(queued.isPending, "its callback has not run yet")
        }
        // O_RDWR on a FIFO never blocks on Linux, and counts as the writer the workers wait for.
        let writer = Glibc.open(fifo, O_RDWR | O_NONBLOCK)
        #expect(writer >= 0)
        loop.run()
        Glibc.close(writer)
        for reader in readers { try fs.close(reader) }

        #expect(readers.count == threadPoolSize())
        #expect(extraCalls == 0)
        #expect(outcomes.map(\.description) == ["ECANCELED: operation canceled, stat '\(directory.path)'"])
        #expect(outcomes.first?.uvError == .cancelled)
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func refusedSubmissionThrowsAtOnceAndLeavesNothingBehind() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let source = try directory.makeFile("source")
        var calls = 0

        // libuv validates copyfile's flags before queueing the work.
        let error = #expect(throws: FileSystemError.self) {
            try fs.copyfile(source, to: directory.path("copy"), flags: 0x100) { _ in calls += 1 }
        }
        #expect(error?.name == "EINVAL")
        #expect(error?.syscall == "copyfile" && error?.destination == directory.path("copy"))
        #expect(loop.liveRequestCount == 0, "a refused request is freed at once")
        #expect(!loop.isAlive)
        loop.run()
        #expect(calls == 0)
        #expect((#expect(throws: FileSystemError.self) {
            try fs.copyfile(source, to: directory.path("copy"), flags: 0x100)
        })?.name == "EINVAL")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func refusedReaddirReleasesItsDirectory() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let stream = try fs.opendir(directory.path)
        try fs.closedir(stream)
        var calls = 0
        let error = #expect(throws: FileSystemError.self) { try fs.readdir(stream) { _ in calls += 1 } }
        #expect(error?.description == "EBADF: bad file descriptor, readdir '\(directory.path)'")
        #expect((#expect(throws: FileSystemError.self) {
            try fs.closedir(stream) { _ in calls += 1 }
        })?.name == "EBADF")
        loop.run()
        #expect(calls == 0)
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func errorDescriptionsFollowNode() {
        let missing = FileSystemError(.noSuchFileOrDirectory, syscall: "open", path: "/x")
        #expect(missing.description == "ENOENT: no such file or directory, open '/x'")
        #expect(missing.code == -ENOENT && missing.errno == ENOENT && missing.name == "ENOENT")
        let renamed = FileSystemError(.noSuchFileOrDirectory, syscall: "rename", path: "/a", destination: "/b")
        #expect(renamed.description == "ENOENT: no such file or directory, rename '/a' -> '/b'")
        let closed = FileSystemError(UVError(code: -EBADF), syscall: "close")
        #expect(closed.description == "EBADF: bad file descriptor, close")
        #expect(missing != renamed)
    }

    @Test func constantsMatchNodesFsConstants() {
        // As printed by Node v20 on Linux x86-64: `require('fs').constants`.
        let node: [String: Int32] = [
            "UV_FS_SYMLINK_DIR": 1, "UV_FS_SYMLINK_JUNCTION": 2, "O_RDONLY": 0, "O_WRONLY": 1,
            "O_RDWR": 2, "UV_DIRENT_UNKNOWN": 0, "UV_DIRENT_FILE": 1, "UV_DIRENT_DIR": 2,
            "UV_DIRENT_LINK": 3, "UV_DIRENT_FIFO": 4, "UV_DIRENT_SOCKET": 5, "UV_DIRENT_CHAR": 6,
            "UV_DIRENT_BLOCK": 7, "S_IFMT": 61440, "S_IFREG": 32768, "S_IFDIR": 16384,
            "S_IFCHR": 8192, "S_IFBLK": 24576, "S_IFIFO": 4096, "S_IFLNK": 40960, "S_IFSOCK": 49152,
            "O_CREAT": 64, "O_EXCL": 128, "UV_FS_O_FILEMAP": 0, "O_NOCTTY": 256, "O_TRUNC": 512,
            "O_APPEND": 1024, "O_DIRECTORY": 65536, "O_NOATIME": 262144, "O_NOFOLLOW": 131072,
            "O_SYNC": 1052672, "O_DSYNC": 4096, "O_DIRECT": 16384, "O_NONBLOCK": 2048,
            "S_IRWXU": 448, "S_IRUSR": 256, "S_IWUSR": 128, "S_IXUSR": 64, "S_IRWXG": 56,
            "S_IRGRP": 32, "S_IWGRP": 16, "S_IXGRP": 8, "S_IRWXO": 7, "S_IROTH": 4, "S_IWOTH": 2,
            "S_IXOTH": 1, "F_OK": 0, "R_OK": 4, "W_OK": 2, "X_OK": 1, "UV_FS_COPYFILE_EXCL": 1,
            "COPYFILE_EXCL": 1, "UV_FS_COPYFILE_FICLONE": 2, "COPYFILE_FICLONE": 2,
            "UV_FS_COPYFILE_FICLONE_FORCE": 4, "COPYFILE_FICLONE_FORCE": 4,
            "EXTENSIONLESS_FORMAT_JAVASCRIPT": 0, "EXTENSIONLESS_FORMAT_WASM": 1,
        ]
        let table = C.all
        #expect(table.count == node.count, "no name is listed twice or missing")
        #if arch(x86_64)
        #expect(Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0.value) }) == node)
        #endif
    }

    /// libuv's worker count: `UV_THREADPOOL_SIZE` (clamped to 1...1024) or 4.
    private func threadPoolSize() -> Int {
        let size = ProcessInfo.processInfo.environment["UV_THREADPOOL_SIZE"].flatMap { Int($0) } ?? 4
        return min(max(size, 1), 1024)
    }
}
