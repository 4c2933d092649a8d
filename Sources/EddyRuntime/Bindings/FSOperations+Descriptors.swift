import EddyEngine
import EddyLoop

/// The `fs` binding's operations on owners, times, links, vectors and file systems
/// (`chown`, `fsync`, `ftruncate`, `futimes`, `link`, `readv`, `statfs`…). Like the rest of
/// the binding, each takes its operands and an optional request last.
extension FSOperations {
    /// A user or group id: -1 (leave it unchanged) is `UInt32.max`, as chown(2) takes it.
    func owner(_ arguments: Arguments, _ index: Int) throws -> UInt32 {
        let value = try agent.integer(arguments.value(at: index))
        return value < 0 ? .max : UInt32(clamping: value)
    }

    func installDescriptorOperations(in context: BindingContext) {
        let agent = self.agent
        let fs = self.fs
        let done: (()) -> JSValue = { _ in .undefined }

        // chown(path, uid, gid, req), lchown(path, uid, gid, req)
        for (name, follows) in [("chown", true), ("lchown", false)] {
            context.function(name, length: 4) { _, _, arguments in
                let file = try path(arguments, 0)
                let user = try owner(arguments, 1)
                let group = try owner(arguments, 2)
                return try perform(arguments.value(at: 3), sync: { () throws(FileSystemError) in
                    if follows { try fs.chown(file, userID: user, groupID: group) } else { try fs.lchown(file, userID: user, groupID: group) }
                }, async: { completion throws(FileSystemError) in
                    if follows {
                        try fs.chown(file, userID: user, groupID: group, completion)
                    } else {
                        try fs.lchown(file, userID: user, groupID: group, completion)
                    }
                }, convert: done)
            }
        }
        // fchown(fd, uid, gid, req)
        context.function("fchown", length: 4) { _, _, arguments in
            let file = try int32(arguments, 0)
            let user = try owner(arguments, 1)
            let group = try owner(arguments, 2)
            return try perform(arguments.value(at: 3), sync: { () throws(FileSystemError) in
                try fs.fchown(file, userID: user, groupID: group)
            }, async: { completion throws(FileSystemError) in
                try fs.fchown(file, userID: user, groupID: group, completion)
            }, convert: done)
        }
        // fchmod(fd, mode, req)
        context.function("fchmod", length: 3) { _, _, arguments in
            let file = try int32(arguments, 0)
            let mode = try int32(arguments, 1)
            return try perform(arguments.value(at: 2), sync: { () throws(FileSystemError) in try fs.fchmod(file, mode: mode) },
                               async: { completion throws(FileSystemError) in try fs.fchmod(file, mode: mode, completion) },
                               convert: done)
        }
        // fsync(fd, req), fdatasync(fd, req)
        for (name, dataOnly) in [("fsync", false), ("fdatasync", true)] {
            context.function(name, length: 2) { _, _, arguments in
                let file = try int32(arguments, 0)
                return try perform(arguments.value(at: 1), sync: { () throws(FileSystemError) in
                    if dataOnly { try fs.fdatasync(file) } else { try fs.fsync(file) }
                }, async: { completion throws(FileSystemError) in
                    if dataOnly { try fs.fdatasync(file, completion) } else { try fs.fsync(file, completion) }
                }, convert: done)
            }
        }
        // ftruncate(fd, length, req)
        context.function("ftruncate", length: 3) { _, _, arguments in
            let file = try int32(arguments, 0)
            let length = Int64(max(0, try agent.integer(arguments.value(at: 1))))
            return try perform(arguments.value(at: 2), sync: { () throws(FileSystemError) in try fs.ftruncate(file, length: length) },
                               async: { completion throws(FileSystemError) in try fs.ftruncate(file, length: length, completion) },
                               convert: done)
        }
        // futimes(fd, atime, mtime, req): times in seconds.
        context.function("futimes", length: 4) { _, _, arguments in
            let file = try int32(arguments, 0)
            let accessTime = try agent.number(arguments.value(at: 1))
            let modificationTime = try agent.number(arguments.value(at: 2))
            return try perform(arguments.value(at: 3), sync: { () throws(FileSystemError) in
                try fs.futime(file, accessTime: accessTime, modificationTime: modificationTime)
            }, async: { completion throws(FileSystemError) in
                try fs.futime(file, accessTime: accessTime, modificationTime: modificationTime, completion)
            }, convert: done)
        }
        // lutimes(path, atime, mtime, req): the link's own times, not its target's.
        context.function("lutimes", length: 4) { _, _, arguments in
            let file = try path(arguments, 0)
            let accessTime = try agent.number(arguments.value(at: 1))
            let modificationTime = try agent.number(arguments.value(at: 2))
            return try perform(arguments.value(at: 3), sync: { () throws(FileSystemError) in
                try fs.lutime(file, accessTime: accessTime, modificationTime: modificationTime)
            }, async: { completion throws(FileSystemError) in
                try fs.lutime(file, accessTime: accessTime, modificationTime: modificationTime, completion)
            }, convert: done)
        }
        // link(existingPath, newPath, req)
        context.function("link", length: 3) { _, _, arguments in
            let existing = try path(arguments, 0)
            let link = try path(arguments, 1)
            return try perform(arguments.value(at: 2), sync: { () throws(FileSystemError) in try fs.link(existing, at: link) },
                               async: { completion throws(FileSystemError) in try fs.link(existing, at: link, completion) },
                               convert: done)
        }
        installVectorOperations(in: context)
        // statfs(path, req) → [type, bsize, blocks, bfree, bavail, files, ffree]
        context.function("statfs", length: 2) { _, _, arguments in
            let file = try path(arguments, 0)
            let convert: (FileSystemStatistics) -> JSValue = { [agent] statistics in
                let fields = [statistics.type, statistics.blockSize, statistics.blocks, statistics.freeBlocks,
                              statistics.availableBlocks, statistics.files, statistics.freeFiles]
                return .object(agent.makeArrayObject(fields.map { .number(Double($0)) }))
            }
            return try perform(arguments.value(at: 1), sync: { () throws(FileSystemError) in try fs.statfs(file) },
                               async: { completion throws(FileSystemError) in try fs.statfs(file, completion) },
                               convert: convert)
        }
    }

    /// readBuffers(fd, views, position, req) and writeBuffers(fd, views, position, req), for
    /// `readv`/`writev`: the bytes go through one buffer of the request's own (the views'
    /// memory may move or be freed while a worker runs), filled or emptied in the views'
    /// order, so the file sees one `preadv`/`pwritev`-like call.
    private func installVectorOperations(in context: BindingContext) {
        let agent = self.agent
        let fs = self.fs
        context.function("readBuffers", length: 4) { _, _, arguments in
            let file = try int32(arguments, 0)
            let views = try agent.arrayElements(arguments.value(at: 1))
            let total = views.reduce(0) { $0 + (agent.byteLength(of: $1) ?? 0) }
            let at = try position(arguments, 2)
            if let request = arguments.value(at: 3).asObject { agent.define(request, "buffers", arguments.value(at: 1)) }
            let scatter: ([UInt8]) -> JSValue = { [agent] bytes in
                var offset = 0
                for view in views where offset < bytes.count {
                    offset += agent.copy(bytes[offset...], into: view, at: 0)
                }
                return .integer(bytes.count)
            }
            return try perform(arguments.value(at: 3), sync: { () throws(FileSystemError) in try fs.read(file, count: total, at: at) },
                               async: { completion throws(FileSystemError) in try fs.read(file, count: total, at: at, completion) },
                               convert: scatter)
        }
        context.function("writeBuffers", length: 4) { _, _, arguments in
            let file = try int32(arguments, 0)
            let bytes = try agent.arrayElements(arguments.value(at: 1)).flatMap { agent.bytes(of: $0) ?? [] }
            let at = try position(arguments, 2)
            return try perform(arguments.value(at: 3), sync: { () throws(FileSystemError) in try fs.writeAll(file, bytes, at: at) },
                               async: { completion throws(FileSystemError) in
                                   try fs.write(file, bytes, at: at) { completion($0.map { _ in bytes.count }) }
                               }, convert: { .integer($0) })
        }
    }
}
