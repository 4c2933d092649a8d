import Glibc
import Testing
@testable import EddyLoop

/// Operations on paths: stat, lstat, access, chmod, chown, lchown, utime, lutime, unlink,
/// rename, link, symlink, readlink, realpath and copyfile, each synchronously and on the
/// thread pool.
@Suite struct FileSystemPathTests {
    typealias C = FileSystem.Constants

    @Test func statReportsFilesAndDirectories() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try directory.makeFile("file", contents: "twelve bytes")

        let fileStatus = try fs.stat(file)
        #expect(fileStatus.isFile && fileStatus.size == 12)
        let directoryStatus = try fs.stat(directory.path)
        #expect(directoryStatus.isDirectory && !directoryStatus.isFile)
        #expect(directoryStatus.fileType == UInt64(C.S_IFDIR))

        var statuses: [String: FileStatus] = [:]
        try fs.stat(file) { statuses["file"] = $0.successValue }
        try fs.stat(directory.path) { statuses["directory"] = $0.successValue }
        loop.run()
        #expect(statuses["file"]?.size == 12)
        #expect(statuses["file"]?.inode == fileStatus.inode)
        #expect(statuses["directory"]?.isDirectory == true)
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func statOfAMissingPathFailsWithENOENT() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let missing = directory.path("nothing/here")

        for call in [fs.stat, fs.lstat] as [(String) throws(FileSystemError) -> FileStatus] {
            let error = #expect(throws: FileSystemError.self) { _ = try call(missing) }
            #expect(error?.name == "ENOENT")
            #expect(error?.path == missing)
        }
        var errors: [FileSystemError] = []
        try fs.stat(missing) { if case .failure(let error) = $0 { errors.append(error) } }
        try fs.lstat(missing) { if case .failure(let error) = $0 { errors.append(error) } }
        loop.run()
        #expect(errors.map(\.syscall).sorted() == ["lstat", "stat"])
        #expect(errors.allSatisfy { $0.name == "ENOENT" && $0.errno == ENOENT })
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func symlinkReadlinkRealpathAndLstatAgree() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let target = try directory.makeFile("target", contents: "data")
        let link = directory.path("link")
        let asyncLink = directory.path("async-link")

        try fs.symlink("target", at: link)
        #expect(try fs.readlink(link) == "target")
        let linkStatus = try fs.lstat(link)
        #expect(linkStatus.isSymbolicLink && !linkStatus.isFile)
        #expect(linkStatus.size == 6, "a link's size is the length of its text")
        #expect(try fs.stat(link).isFile, "stat follows the link")
        let realTarget = try fs.realpath(target)
        #expect(try fs.realpath(link) == realTarget)
        // Links in the middle of a path, `.` and `..` all resolve.
        try fs.symlink(directory.path, at: directory.path("self"))
        try fs.mkdir(directory.path("sub"))
        #expect(try fs.realpath(directory.path("self") + "/./sub/../link") == realTarget)

        var results: [String] = []
        try fs.symlink(target, at: asyncLink, flags: C.UV_FS_SYMLINK_DIR) { created in
            results.append("symlink \(created.failureName ?? "ok")")
            _ = try? fs.readlink(asyncLink) { results.append("readlink \($0.successValue ?? "?")") }
            _ = try? fs.realpath(asyncLink) { results.append("realpath \($0.successValue ?? "?")") }
            _ = try? fs.lstat(asyncLink) { results.append("lstat link \($0.successValue?.isSymbolicLink ?? false)") }
        }
        loop.run()
        #expect(results.first == "symlink ok", "the dir flag is ignored outside Windows")
        #expect(results.dropFirst().sorted() == [
            "lstat link true", "readlink \(target)", "realpath \(realTarget)",
        ])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func linkErrorsCarryBothPaths() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try directory.makeFile("file")
        let taken = try directory.makeFile("taken")

        let error = #expect(throws: FileSystemError.self) { try fs.symlink(file, at: taken) }
        #expect(error?.name == "EEXIST")
        #expect(error?.description == "EEXIST: file already exists, symlink '\(file)' -> '\(taken)'")
        // readlink of something that is not a link.
        #expect((#expect(throws: FileSystemError.self) { try fs.readlink(file) })?.name == "EINVAL")
        // realpath through a dangling link.
        try fs.symlink(directory.path("nowhere"), at: directory.path("dangling"))
        #expect((#expect(throws: FileSystemError.self) {
            try fs.realpath(directory.path("dangling"))
        })?.name == "ENOENT")

        var names: [String?] = []
        try fs.symlink(file, at: taken) { names.append($0.failureName) }
        try fs.link(file, at: taken) { names.append($0.failureName) }
        try fs.readlink(file) { names.append($0.failureName) }
        loop.run()
        #expect(names.compactMap { $0 }.sorted() == ["EEXIST", "EEXIST", "EINVAL"])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func hardLinksRaiseTheLinkCount() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try directory.makeFile("original", contents: "shared")

        try fs.link(file, at: directory.path("second"))
        #expect(try fs.stat(file).linkCount == 2)
        var counts: [UInt64] = []
        try fs.link(file, at: directory.path("third")) { result in
            #expect(result.failureName == nil)
            counts.append((try? fs.stat(file).linkCount) ?? 0)
            _ = try? fs.unlink(directory.path("second")) { _ in
                counts.append((try? fs.stat(file).linkCount) ?? 0)
            }
        }
        loop.run()
        #expect(counts == [3, 2])
        #expect(try fs.stat(directory.path("third")).inode == fs.stat(file).inode)
        #expect(try directory.contents(of: "third") == "shared")
        // Hard links to directories are refused even to root.
        let error = #expect(throws: FileSystemError.self) { try fs.link(directory.path, at: directory.path("dir-link")) }
        #expect(error?.name == "EPERM")
        #expect(error?.destination == directory.path("dir-link"))
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func unlinkRemovesNamesAndRefusesMissingOnes() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let first = try directory.makeFile("first")
        let second = try directory.makeFile("second")

        try fs.unlink(first)
        #expect((#expect(throws: FileSystemError.self) { try fs.stat(first) })?.name == "ENOENT")
        #expect((#expect(throws: FileSystemError.self) { try fs.unlink(first) })?.name == "ENOENT")
        // unlink(2) of a directory is EISDIR on Linux.
        #expect((#expect(throws: FileSystemError.self) { try fs.unlink(directory.path) })?.name == "EISDIR")

        var outcomes: [String?] = []
        try fs.unlink(second) { outcomes.append($0.failureName) }
        loop.run()
        try fs.unlink(second) { outcomes.append($0.failureName) }
        loop.run()
        #expect(outcomes == [nil, "ENOENT"])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func renameMovesAFileAndReportsBothPathsOnFailure() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let old = try directory.makeFile("old", contents: "moved")
        let new = directory.path("new")
        let newest = directory.path("newest")

        try fs.rename(old, to: new)
        #expect(try directory.contents(of: "new") == "moved")
        #expect((#expect(throws: FileSystemError.self) { try fs.stat(old) })?.name == "ENOENT")

        var outcomes: [String] = []
        try fs.rename(new, to: newest) { result in
            outcomes.append(result.failureName ?? "ok")
            _ = try? fs.rename(new, to: newest) { result in
                if case .failure(let error) = result { outcomes.append(error.description) }
            }
        }
        loop.run()
        #expect(outcomes == ["ok", "ENOENT: no such file or directory, rename '\(new)' -> '\(newest)'"])
        #expect(try directory.contents(of: "newest") == "moved")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func copyfileCopiesAndHonoursExclusive() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let source = try directory.makeFile("source", contents: "copy me")
        let copy = directory.path("copy")
        try fs.chmod(source, mode: 0o640)

        try fs.copyfile(source, to: copy)
        #expect(try directory.contents(of: "copy") == "copy me")
        #expect(try fs.stat(copy).permissions == 0o640, "the mode is copied too")
        let error = #expect(throws: FileSystemError.self) {
            try fs.copyfile(source, to: copy, flags: C.COPYFILE_EXCL)
        }
        #expect(error?.name == "EEXIST")
        #expect(error?.description == "EEXIST: file already exists, copyfile '\(source)' -> '\(copy)'")
        #expect((#expect(throws: FileSystemError.self) {
            try fs.copyfile(directory.path("missing"), to: copy)
        })?.name == "ENOENT")

        var outcomes: [String] = []
        try fs.copyfile(source, to: directory.path("cloned"), flags: C.COPYFILE_FICLONE) {
            outcomes.append("ficlone \($0.failureName ?? "ok")")
        }
        try fs.copyfile(source, to: copy, flags: C.COPYFILE_EXCL) {
            outcomes.append("excl \($0.failureName ?? "ok")")
        }
        loop.run()
        #expect(outcomes.sorted() == ["excl EEXIST", "ficlone ok"], "FICLONE falls back to copying")
        #expect(try directory.contents(of: "cloned") == "copy me")
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func chmodSetsModeBitsSyncAndAsync() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try directory.makeFile("mode")

        try fs.chmod(file, mode: 0o751)
        #expect(try fs.stat(file).permissions == 0o751)
        #expect(try fs.stat(file).mode == UInt64(C.S_IFREG) | 0o751)
        var modes: [UInt64] = []
        try fs.chmod(file, mode: 0o1604) { _ in modes.append((try? fs.stat(file).permissions) ?? 0) }
        try fs.chmod(directory.path("missing"), mode: 0o600) { modes.append($0.failureName == "ENOENT" ? 1 : 0) }
        loop.run()
        #expect(modes.sorted() == [1, 0o1604])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func accessChecksExistenceAndPermissions() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try directory.makeFile("plain")
        try fs.chmod(file, mode: 0o644)

        try fs.access(file)
        try fs.access(file, mode: C.R_OK | C.W_OK)
        #expect((#expect(throws: FileSystemError.self) { try fs.access(directory.path("missing")) })?.name == "ENOENT")
        // Root passes every read and write check, but still may not execute a file that has no
        // execute bit at all; anyone else is refused the same.
        let execute = #expect(throws: FileSystemError.self) { try fs.access(file, mode: C.X_OK) }
        #expect(execute?.name == "EACCES")
        #expect(execute?.description == "EACCES: permission denied, access '\(file)'")

        try fs.chmod(file, mode: 0)
        var outcomes: [String] = []
        try fs.access(file, mode: C.R_OK) { outcomes.append("read \($0.failureName ?? "ok")") }
        try fs.access(file, mode: C.X_OK) { outcomes.append("execute \($0.failureName ?? "ok")") }
        loop.run()
        if geteuid() == 0 {
            #expect(outcomes.sorted() == ["execute EACCES", "read ok"], "root reads a mode-0 file")
        } else {
            #expect(outcomes.sorted() == ["execute EACCES", "read EACCES"])
        }
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func openingAnUnreadableFileDependsOnPrivilege() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try directory.makeFile("secret", contents: "s")
        try fs.chmod(file, mode: 0)

        var outcomes: [String?] = []
        try fs.open(file, flags: C.O_RDONLY) { result in
            outcomes.append(result.failureName)
            if let descriptor = result.successValue { try? fs.close(descriptor) }
        }
        loop.run()
        if geteuid() == 0 {
            // Root bypasses read permission (CAP_DAC_OVERRIDE), so the open succeeds.
            #expect(outcomes == [nil])
        } else {
            #expect(outcomes == ["EACCES"])
        }
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func utimeAndLutimeSetTimes() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try directory.makeFile("timed")
        let link = directory.path("timed-link")
        try fs.symlink(file, at: link)

        try fs.utime(file, accessTime: 1_234_567_890.5, modificationTime: 987_654_321)
        let status = try fs.stat(file)
        #expect(status.accessTime == .init(seconds: 1_234_567_890, nanoseconds: 500_000_000))
        #expect(status.modificationTime == .init(seconds: 987_654_321, nanoseconds: 0))
        #expect(status.modificationTime.milliseconds == 987_654_321_000)

        try fs.lutime(link, accessTime: 100, modificationTime: 200)
        #expect(try fs.lstat(link).modificationTime.seconds == 200)
        #expect(try fs.stat(link).modificationTime.seconds == 987_654_321, "lutime left the target alone")

        var seconds: [Int64] = []
        try fs.utime(link, accessTime: 3_000, modificationTime: 4_000) { result in
            #expect(result.failureName == nil)
            seconds.append((try? fs.stat(file).modificationTime.seconds) ?? 0)
            _ = try? fs.lutime(link, accessTime: 5_000, modificationTime: 6_000) { _ in
                seconds.append((try? fs.lstat(link).modificationTime.seconds) ?? 0)
            }
        }
        try fs.utime(directory.path("missing"), accessTime: 0, modificationTime: 0) {
            #expect($0.failureName == "ENOENT")
        }
        loop.run()
        #expect(seconds == [4_000, 6_000])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func chownAndLchownToTheCurrentOwnerSucceed() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let file = try directory.makeFile("owned")
        let link = directory.path("owned-link")
        try fs.symlink(file, at: link)

        try fs.chown(file, userID: geteuid(), groupID: getegid())
        try fs.lchown(link, userID: geteuid(), groupID: getegid())
        #expect((#expect(throws: FileSystemError.self) {
            try fs.chown(directory.path("missing"), userID: 0, groupID: 0)
        })?.syscall == "chown")

        var outcomes: [String] = []
        try fs.chown(file, userID: UInt32.max, groupID: getegid()) { outcomes.append("chown \($0.failureName ?? "ok")") }
        try fs.lchown(link, userID: geteuid(), groupID: UInt32.max) { outcomes.append("lchown \($0.failureName ?? "ok")") }
        try fs.lchown(directory.path("missing"), userID: 0, groupID: 0) {
            outcomes.append("lchown missing \($0.failureName ?? "ok")")
        }
        loop.run()
        #expect(outcomes.sorted() == ["chown ok", "lchown missing ENOENT", "lchown ok"])
        #expect(try fs.lstat(link).userID == UInt64(geteuid()))
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }

    @Test func statfsDescribesTheFileSystem() throws {
        let loop = try EventLoop()
        let fs = FileSystem(loop: loop)
        let directory = try FileSystemTestDirectory()
        let statistics = try fs.statfs(directory.path)
        #expect(statistics.blockSize > 0 && statistics.blocks > 0)
        #expect(statistics.freeBlocks <= statistics.blocks && statistics.availableBlocks <= statistics.freeBlocks)
        #expect((#expect(throws: FileSystemError.self) { try fs.statfs(directory.path("missing")) })?.name == "ENOENT")

        var types: [UInt64] = []
        try fs.statfs(directory.path) { result in types.append(result.successValue?.type ?? 0) }
        loop.run()
        #expect(types == [statistics.type])
        #expect(loop.liveRequestCount == 0 && loop.liveHandleCount == 0 && loop.openHandleCount == 0)
    }
}
