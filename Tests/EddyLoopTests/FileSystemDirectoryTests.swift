import Foundation
import Glibc
import Testing
@testable import EddyLoop

/// Directory operations: mkdir, mkdtemp, rmdir, scandir, opendir, readdir, closedir, each
/// synchronously and on the thread pool.
@Suite struct FileSystemDirectoryTests {
    typealias C = FileSystem.Constants

    @Test func mkdirCreatesAndRefusesAnExistingDirectory() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let made = directory.path("made")

        try fs.mkdir(made, mode: 0o750)
        #expect(try fs.stat(made).isDirectory)
        #expect(try fs.stat(made).permissions == 0o750 & ~(try currentUmask()))
        let error = #expect(throws: FileSystemError.self) { try fs.mkdir(made) }
        #expect(error?.name == "EEXIST")
        #expect(error?.description == "EEXIST: file already exists, mkdir '\(made)'")
        #expect((#expect(throws: FileSystemError.self) {
            try fs.mkdir(directory.path("no/parent"))
        })?.name == "ENOENT")

        var outcomes: [String] = []
        try fs.mkdir(directory.path("async")) { outcomes.append("new \($0.failureName ?? "ok")") }
        try fs.mkdir(made) { outcomes.append("existing \($0.failureName ?? "ok")") }
        loop.run()
        #expect(outcomes.sorted() == ["existing EEXIST", "new ok"])
        #expect(try fs.stat(directory.path("async")).isDirectory)
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func rmdirRemovesOnlyEmptyDirectories() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let full = directory.path("full")
        try fs.mkdir(full)
        try fs.mkdir(full + "/child")
        let file = try directory.makeFile("file")

        #expect((#expect(throws: FileSystemError.self) { try fs.rmdir(full) })?.name == "ENOTEMPTY")
        #expect((#expect(throws: FileSystemError.self) { try fs.rmdir(file) })?.name == "ENOTDIR")
        try fs.rmdir(full + "/child")

        var outcomes: [String?] = []
        try fs.rmdir(full) { result in
            outcomes.append(result.failureName)
            _ = try? fs.rmdir(full) { outcomes.append($0.failureName) }
        }
        loop.run()
        #expect(outcomes == [nil, "ENOENT"])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func mkdtempMakesUniqueDirectories() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let prefix = directory.path("temp-")

        let first = try fs.mkdtemp(prefix)
        let second = try fs.mkdtemp(prefix)
        #expect(first != second)
        #expect(first.hasPrefix(prefix) && first.count == prefix.count + 6)
        #expect(try fs.stat(first).isDirectory)
        #expect(try fs.stat(first).permissions == 0o700)

        var made: [String] = []
        for _ in 0..<4 {
            try fs.mkdtemp(prefix) { result in if let path = result.successValue { made.append(path) } }
        }
        let missing = directory.path("missing/temp-")
        var errors: [FileSystemError] = []
        try fs.mkdtemp(missing) { if case .failure(let error) = $0 { errors.append(error) } }
        loop.run()
        #expect(made.count == 4)
        #expect(Set(made + [first, second]).count == 6, "every name is new")
        #expect(made.allSatisfy { $0.hasPrefix(prefix) && (try? fs.stat($0).isDirectory) == true })
        #expect(errors.map(\.description) == ["ENOENT: no such file or directory, mkdtemp '\(missing)XXXXXX'"])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func scandirListsNamesWithTheirTypes() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        try directory.makeFile("b-file")
        try fs.mkdir(directory.path("a-dir"))
        try fs.symlink("b-file", at: directory.path("c-link"))
        #expect(mkfifo(directory.path("d-fifo"), 0o600) == 0)

        let expected = [
            DirectoryEntry(name: "a-dir", type: .directory),
            DirectoryEntry(name: "b-file", type: .file),
            DirectoryEntry(name: "c-link", type: .symbolicLink),
            DirectoryEntry(name: "d-fifo", type: .fifo),
        ]
        #expect(try fs.scandir(directory.path) == expected, "sorted by name, without . and ..")
        #expect(try fs.scandir(directory.path("a-dir")) == [])

        var listings: [[DirectoryEntry]] = []
        try fs.scandir(directory.path) { result in listings.append(result.successValue ?? []) }
        loop.run()
        #expect(listings == [expected])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func scandirOfAFileFailsWithENOTDIR() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try directory.makeFile("file")

        let error = #expect(throws: FileSystemError.self) { try fs.scandir(file) }
        #expect(error?.name == "ENOTDIR")
        #expect(error?.description == "ENOTDIR: not a directory, scandir '\(file)'")
        var names: [String?] = []
        try fs.scandir(file) { names.append($0.failureName) }
        try fs.scandir(directory.path("missing")) { names.append($0.failureName) }
        loop.run()
        #expect(names.compactMap { $0 }.sorted() == ["ENOENT", "ENOTDIR"])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func opendirReadsEntriesInBatchesSynchronously() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let names = (0..<7).map { "entry-\($0)" }
        for name in names { try directory.makeFile(name) }

        let stream = try fs.opendir(directory.path, bufferSize: 3)
        var batches: [[DirectoryEntry]] = []
        while true {
            let batch = try fs.readdir(stream)
            if batch.isEmpty { break }
            batches.append(batch)
        }
        try fs.closedir(stream)
        #expect(stream.isClosed)
        #expect(batches.map(\.count) == [3, 3, 1])
        #expect(batches.joined().map(\.name).sorted() == names)
        #expect(batches.joined().allSatisfy { $0.type == .file })

        #expect((#expect(throws: FileSystemError.self) { try fs.readdir(stream) })?.name == "EBADF")
        #expect((#expect(throws: FileSystemError.self) { try fs.closedir(stream) })?.name == "EBADF")
        #expect((#expect(throws: FileSystemError.self) {
            try fs.opendir(directory.path("missing"))
        })?.name == "ENOENT")
        #expect((#expect(throws: FileSystemError.self) {
            try fs.opendir(directory.path(names[0]))
        })?.name == "ENOTDIR")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func opendirReadsEntriesInBatchesAsynchronously() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let names = (0..<5).map { "async-\($0)" }
        for name in names { try fs.mkdir(directory.path(name)) }

        var read: [DirectoryEntry] = []
        var batches = 0
        var busy: String?
        var closed = 0
        func readNext(_ stream: DirectoryStream) {
            _ = try? fs.readdir(stream) { result in
                guard let batch = result.successValue else { Issue.record("readdir failed: \(result)"); return }
                batches += 1
                if batch.isEmpty {
                    _ = try? fs.closedir(stream) { _ in closed += 1 }
                } else {
                    read += batch
                    readNext(stream)
                }
            }
        }
        try fs.opendir(directory.path, bufferSize: 2) { result in
            guard let stream = result.successValue else { Issue.record("opendir failed: \(result)"); return }
            readNext(stream)
            // A second read while one is in flight is refused rather than racing the worker.
            do throws(FileSystemError) {
                try fs.readdir(stream) { _ in Issue.record("a concurrent readdir ran") }
            } catch {
                busy = error.name
            }
        }
        try fs.opendir(directory.path("missing")) { #expect($0.failureName == "ENOENT") }
        loop.run()
        #expect(busy == "EBUSY")
        #expect(batches == 4, "2 + 2 + 1 entries, then an empty batch")
        #expect(read.map(\.name).sorted() == names)
        #expect(read.allSatisfy { $0.type == .directory })
        #expect(closed == 1)
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func droppedDirectoryClosesItsDescriptor() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        weak var weakStream: DirectoryStream?
        do {
            let stream = try fs.opendir(directory.path)
            weakStream = stream
            #expect(try descriptors(openOn: directory.path) == 1)
        }
        #expect(weakStream == nil)
        #expect(try descriptors(openOn: directory.path) == 0, "deinit closed the directory")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    /// Counts this process's descriptors open on `path` (tests run in parallel, so only ours
    /// can be counted).
    private func descriptors(openOn path: String) throws -> Int {
        let fs = try FileSystem(loop: EventLoop())
        return try fs.scandir("/proc/self/fd").filter { entry in
            (try? fs.readlink("/proc/self/fd/" + entry.name)) == path
        }.count
    }

    /// The process's umask, read without changing it (`umask(2)` can only set it, which would
    /// race with tests creating files in parallel).
    private func currentUmask() throws -> UInt64 {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
        return UInt64(line?.split(separator: "\t").last ?? "", radix: 8) ?? 0o022
    }
}
