import EddyEngine
import EddyLoop

/// `fs`: every EddyLoop file-system operation, for `lib/fs.js`.
///
/// Each function takes its operands and, last, an optional request object: without one the
/// call is synchronous (returns the result or throws a Node-style error); with one it runs
/// on the thread pool and `req.oncomplete(err, result)` is called on the loop thread,
/// followed by the tick and promise queues, as for any callback from the loop.
enum FSBinding {
    static let binding = Binding("fs", requiring: .fileSystem) { context in
        let host = context.host
        let fs = FileSystem(loop: host.loop)
        let operations = FSOperations(host: host, fs: fs)
        operations.install(in: context)
        operations.installDescriptorOperations(in: context)
        operations.installDirectoryStreams(in: context)
        FSWatchers.install(in: context)
    }
}

/// The binding's functions; a struct so the shared helpers read as methods.
struct FSOperations {
    unowned let host: RuntimeHost
    let fs: FileSystem

    var agent: Agent { host.agent }

    /// Runs an operation synchronously, or asynchronously when `request` is an object.
    func perform<Value>(_ request: JSValue,
                        sync: () throws(FileSystemError) -> Value,
                        async: (@escaping (Result<Value, FileSystemError>) -> Void) throws(FileSystemError) -> Void,
                        convert: @escaping (Value) -> JSValue) throws -> JSValue {
        guard let requestObject = request.asObject else {
            do {
                return convert(try sync())
            } catch {
                throw host.systemError(error)
            }
        }
        agent.retain(requestObject)
        let context = host.captureAsyncContext()
        // Listed in process._getActiveRequests() until it has called back, as Node's FSReqCallback.
        let serial = host.beginRequest(requestObject, resourceName: "FSReqCallback")
        do {
            try async { [host] result in
                // Node's request leaves the list when it is destroyed, after its callback.
                host.complete(requestObject, with: result.map(convert), context: context)
                host.endRequest(serial)
            }
        } catch {
            host.endRequest(serial)
            agent.release(requestObject)
            host.releaseAsyncContext(context)
            throw host.systemError(error)
        }
        return .undefined
    }

    /// A path operand (ToString; lib/ has validated it).
    func path(_ arguments: Arguments, _ index: Int) throws -> String { try agent.string(arguments.value(at: index)) }

    /// A descriptor, flag or mode operand as a C int; `undefined` and `null` are `value`.
    func int32(_ arguments: Arguments, _ index: Int, default value: Int32 = 0) throws -> Int32 {
        let argument = arguments.value(at: index)
        if argument.isUndefined || argument.isNull { return value }
        return Int32(clamping: try agent.integer(argument))
    }

    /// A file position: a non-negative offset, or -1 (the descriptor's own) for null,
    /// undefined or anything out of range.
    func position(_ arguments: Arguments, _ index: Int) throws -> Int64 {
        let argument = arguments.value(at: index)
        if argument.isUndefined || argument.isNull { return -1 }
        let number = try agent.number(argument)
        return number.isFinite && number >= 0 && number < 0x1p63 ? Int64(number) : -1
    }

    /// UTF-8 bytes as a JavaScript string (ill-formed sequences become U+FFFD, as Node's
    /// decoder makes them), decoded straight to UTF-16 without going through a Swift
    /// `String`: ASCII, the usual content of source and data files, is widened unit by unit,
    /// and each run of other bytes transcoded. An ASCII byte never belongs to a multi-byte
    /// sequence and ends any ill-formed one, so decoding the runs apart gives the same units.
    /// (A `String`'s UTF-16 view of a file with a few non-ASCII characters, typescript.js's
    /// 10 MB, cost more than parsing a tenth of it.)
    static func text(decoding bytes: UnsafeRawBufferPointer) -> JSValue {
        let bytes = bytes.bindMemory(to: UInt8.self)
        // No more units than bytes: a unit takes one to three bytes, a surrogate pair four,
        // and each U+FFFD replaces at least one byte.
        let units = [UInt16](unsafeUninitializedCapacity: bytes.count) { units, count in
            var index = 0
            while index < bytes.count {
                if bytes[index] < 0x80 {
                    units[count] = UInt16(bytes[index])
                    count += 1
                    index += 1
                    continue
                }
                var end = index + 1
                while end < bytes.count && bytes[end] >= 0x80 { end += 1 }
                _ = transcode(UnsafeBufferPointer(rebasing: bytes[index..<end]).makeIterator(), from: UTF8.self, to: UTF16.self,
                              stoppingOnError: false) { unit in
                    units[count] = unit
                    count += 1
                }
                index = end
            }
        }
        return .string(JSString(units: units))
    }

    func install(in context: BindingContext) {
        let agent = self.agent
        let fs = self.fs
        func isRequest(_ value: JSValue) -> Bool {
            if value.isObject { return true }
            return false
        }
        let done: (()) -> JSValue = { _ in .undefined }
        let text: (String) -> JSValue = { .text($0) }
        let status: (FileStatus) -> JSValue = { [agent] in .object(FSOperations.statusArray($0, in: agent)) }

        context.function("open", length: 4) { _, _, arguments in
            let file = try path(arguments, 0)
            let flags = try int32(arguments, 1)
            let mode = try int32(arguments, 2, default: 0o666)
            return try perform(arguments.value(at: 3), sync: { () throws(FileSystemError) in try fs.open(file, flags: flags, mode: mode) },
                               async: { completion throws(FileSystemError) in try fs.open(file, flags: flags, mode: mode, completion) },
                               convert: { [host] descriptor in
                                   host.noteOpened(descriptor)
                                   return .integer(descriptor)
                               })
        }
        context.function("close", length: 2) { _, _, arguments in
            let file = try int32(arguments, 0)
            host.noteClosing(file)
            return try perform(arguments.value(at: 1), sync: { () throws(FileSystemError) in try fs.close(file) },
                               async: { completion throws(FileSystemError) in try fs.close(file, completion) }, convert: done)
        }
        // writeString(fd, text, position, req) → bytes written (UTF-8).
        context.function("writeString", length: 4) { _, _, arguments in
            let file = try int32(arguments, 0)
            let bytes = Array(try agent.string(arguments.value(at: 1)).utf8)
            let offset = try position(arguments, 2)
            return try perform(arguments.value(at: 3), sync: { () throws(FileSystemError) in try fs.writeAll(file, bytes, at: offset) },
                               async: { completion throws(FileSystemError) in
                                   try fs.write(file, bytes, at: offset) { completion($0.map { _ in bytes.count }) }
                               }, convert: { .integer($0) })
        }
        // A whole file (from a descriptor: from its position to the end), converted.
        func readWholeFile(_ arguments: Arguments, convert: @escaping ([UInt8]) -> JSValue) throws -> JSValue {
            if case .number = arguments.value(at: 0) {
                let descriptor = try int32(arguments, 0)
                return try perform(arguments.value(at: 2), sync: { () throws(FileSystemError) in try fs.readToEnd(of: descriptor) },
                                   async: { completion throws(FileSystemError) in fs.readRest(of: descriptor, into: [], completion) },
                                   convert: convert)
            }
            let file = try path(arguments, 0)
            let flags = try int32(arguments, 1)
            return try perform(arguments.value(at: 2), sync: { () throws(FileSystemError) in try fs.readWholeFile(file, flags: flags) },
                               async: { completion throws(FileSystemError) in try fs.readWholeFile(file, flags: flags, completion) },
                               convert: convert)
        }
        // readFileUtf8(path | fd, flags, req) → the whole file as text.
        context.function("readFileUtf8", length: 3) { _, _, arguments in
            // readFileSync(path, 'utf8'), the common case: decoded straight from the read buffer.
            if case .string(let name) = arguments.value(at: 0), !isRequest(arguments.value(at: 2)) {
                let file = name.stringValue
                let flags = try int32(arguments, 1)
                do throws(FileSystemError) {
                    return try fs.withContentsOfFile(atPath: file, flags: flags) { [agent] bytes in
                        agent.noteExternalAllocation(bytes: bytes.count * 2)
                        return FSOperations.text(decoding: bytes)
                    }
                } catch {
                    throw host.systemError(error)
                }
            }
            return try readWholeFile(arguments) { [agent] bytes in
                agent.noteExternalAllocation(bytes: bytes.count * 2)
                return bytes.withUnsafeBytes { FSOperations.text(decoding: $0) }
            }
        }
        // readFileBytes(path | fd, flags, req) → an ArrayBuffer of the whole file (Buffer wraps it).
        context.function("readFileBytes", length: 3) { _, _, arguments in
            try readWholeFile(arguments) { [agent] in .object(agent.makeArrayBufferObject($0)) }
        }
        // writeFileBytes(path, view, flags, mode, req)
        context.function("writeFileBytes", length: 5) { _, _, arguments in
            let file = try path(arguments, 0)
            let bytes = agent.bytes(of: arguments.value(at: 1)) ?? []
            let flags = try int32(arguments, 2)
            let mode = try int32(arguments, 3, default: 0o666)
            return try perform(arguments.value(at: 4),
                               sync: { () throws(FileSystemError) in try fs.writeWholeFile(file, bytes, flags: flags, mode: mode) },
                               async: { completion throws(FileSystemError) in
                                   try fs.writeWholeFile(file, bytes, flags: flags, mode: mode, completion)
                               }, convert: done)
        }
        // readInto(fd, view, offset, length, position, req) → bytes read, copied into the view.
        context.function("readInto", length: 6) { _, _, arguments in
            let file = try int32(arguments, 0)
            let view = arguments.value(at: 1)
            let offset = try agent.integer(arguments.value(at: 2))
            let count = max(0, min(try agent.integer(arguments.value(at: 3)), Int(Int32.max)))
            let at = try position(arguments, 4)
            // The view stays alive with the request: it is a property of it.
            if let request = arguments.value(at: 5).asObject { agent.define(request, "buffer", view) }
            let store: ([UInt8]) -> JSValue = { [agent] bytes in .integer(agent.copy(bytes, into: view, at: offset)) }
            return try perform(arguments.value(at: 5), sync: { () throws(FileSystemError) in try fs.read(file, count: count, at: at) },
                               async: { completion throws(FileSystemError) in try fs.read(file, count: count, at: at, completion) },
                               convert: store)
        }
        // writeBytes(fd, view, offset, length, position, req) → bytes written.
        context.function("writeBytes", length: 6) { _, _, arguments in
            let file = try int32(arguments, 0)
            let all = agent.bytes(of: arguments.value(at: 1)) ?? []
            let offset = max(0, min(try agent.integer(arguments.value(at: 2)), all.count))
            let count = max(0, min(try agent.integer(arguments.value(at: 3)), all.count - offset))
            let bytes = Array(all[offset..<(offset + count)])
            let at = try position(arguments, 4)
            return try perform(arguments.value(at: 5), sync: { () throws(FileSystemError) in try fs.writeAll(file, bytes, at: at) },
                               async: { completion throws(FileSystemError) in
                                   try fs.write(file, bytes, at: at) { completion($0.map { _ in bytes.count }) }
                               }, convert: { .integer($0) })
        }
        // writeFileUtf8(path, text, flags, mode, req)
        context.function("writeFileUtf8", length: 5) { _, _, arguments in
            let file = try path(arguments, 0)
            let bytes = Array(try agent.string(arguments.value(at: 1)).utf8)
            let flags = try int32(arguments, 2)
            let mode = try int32(arguments, 3, default: 0o666)
            return try perform(arguments.value(at: 4),
                               sync: { () throws(FileSystemError) in try fs.writeWholeFile(file, bytes, flags: flags, mode: mode) },
                               async: { completion throws(FileSystemError) in
                                   try fs.writeWholeFile(file, bytes, flags: flags, mode: mode, completion)
                               }, convert: done)
        }
        for (name, follows) in [("stat", true), ("lstat", false)] {
            context.function(name, length: 2) { _, _, arguments in
                let file = try path(arguments, 0)
                return try perform(arguments.value(at: 1),
                                   sync: { () throws(FileSystemError) in follows ? try fs.stat(file) : try fs.lstat(file) },
                                   async: { completion throws(FileSystemError) in
                                       if follows { try fs.stat(file, completion) } else { try fs.lstat(file, completion) }
                                   }, convert: status)
            }
        }
        context.function("fstat", length: 2) { _, _, arguments in
            let file = try int32(arguments, 0)
            return try perform(arguments.value(at: 1), sync: { () throws(FileSystemError) in try fs.fstat(file) },
                               async: { completion throws(FileSystemError) in try fs.fstat(file, completion) }, convert: status)
        }
        // internalModuleStat(path) → 0 file, 1 directory, negative errno otherwise (the
        // module loader's probe; never throws).
        context.function("internalModuleStat", length: 1) { _, _, arguments in
            do {
                let status = try fs.stat(try path(arguments, 0))
                return .integer(status.isDirectory ? 1 : 0)
            } catch let error as FileSystemError {
                return .integer(error.code)
            }
        }
        // internalModuleRealpath(path) → the real path of a module file, or undefined (the
        // loader then keeps the path); directories' real paths are cached for the process.
        context.function("internalModuleRealpath", length: 1) { _, _, arguments in
            guard let real = host.moduleRealpath(try path(arguments, 0)) else { return .undefined }
            return .text(real)
        }
        context.function("readdir", length: 3) { _, _, arguments in
            let directory = try path(arguments, 0)
            let withTypes = arguments.value(at: 1).truthy
            let convert: ([DirectoryEntry]) -> JSValue = { [agent] entries in
                let names = agent.makeArrayObject(entries.map { .text($0.name) })
                guard withTypes else { return .object(names) }
                let types = agent.makeArrayObject(entries.map { .integer($0.type.rawValue) })
                return .object(agent.makeArrayObject([.object(names), .object(types)]))
            }
            return try perform(arguments.value(at: 2), sync: { () throws(FileSystemError) in try fs.scandir(directory) },
                               async: { completion throws(FileSystemError) in try fs.scandir(directory, completion) }, convert: convert)
        }
        context.function("mkdir", length: 3) { _, _, arguments in
            let directory = try path(arguments, 0)
            let mode = try int32(arguments, 1, default: 0o777)
            return try perform(arguments.value(at: 2), sync: { () throws(FileSystemError) in try fs.mkdir(directory, mode: mode) },
                               async: { completion throws(FileSystemError) in try fs.mkdir(directory, mode: mode, completion) },
                               convert: done)
        }
        context.function("mkdtemp", length: 2) { _, _, arguments in
            let prefix = try path(arguments, 0)  // EddyLoop appends the six X's the template needs
            return try perform(arguments.value(at: 1), sync: { () throws(FileSystemError) in try fs.mkdtemp(prefix) },
                               async: { completion throws(FileSystemError) in try fs.mkdtemp(prefix, completion) }, convert: text)
        }
        let singlePath: [(String, (String) throws(FileSystemError) -> Void,
                          (String, @escaping (Result<Void, FileSystemError>) -> Void) throws(FileSystemError) -> FileSystemRequest)] = [
            ("rmdir", { path throws(FileSystemError) in try fs.rmdir(path) }, { path, completion throws(FileSystemError) in try fs.rmdir(path, completion) }),
            ("unlink", { path throws(FileSystemError) in try fs.unlink(path) }, { path, completion throws(FileSystemError) in try fs.unlink(path, completion) }),
        ]
        for (name, sync, async) in singlePath {
            context.function(name, length: 2) { _, _, arguments in
                let file = try path(arguments, 0)
                return try perform(arguments.value(at: 1), sync: { () throws(FileSystemError) in try sync(file) },
                                   async: { completion throws(FileSystemError) in _ = try async(file, completion) }, convert: done)
            }
        }
        context.function("rename", length: 3) { _, _, arguments in
            let from = try path(arguments, 0)
            let to = try path(arguments, 1)
            return try perform(arguments.value(at: 2), sync: { () throws(FileSystemError) in try fs.rename(from, to: to) },
                               async: { completion throws(FileSystemError) in try fs.rename(from, to: to, completion) }, convert: done)
        }
        context.function("copyFile", length: 4) { _, _, arguments in
            let from = try path(arguments, 0)
            let to = try path(arguments, 1)
            let flags = try int32(arguments, 2)
            return try perform(arguments.value(at: 3), sync: { () throws(FileSystemError) in try fs.copyfile(from, to: to, flags: flags) },
                               async: { completion throws(FileSystemError) in try fs.copyfile(from, to: to, flags: flags, completion) },
                               convert: done)
        }
        context.function("symlink", length: 4) { _, _, arguments in
            let target = try path(arguments, 0)
            let link = try path(arguments, 1)
            let flags = try int32(arguments, 2)
            return try perform(arguments.value(at: 3), sync: { () throws(FileSystemError) in try fs.symlink(target, at: link, flags: flags) },
                               async: { completion throws(FileSystemError) in try fs.symlink(target, at: link, flags: flags, completion) },
                               convert: done)
        }
        context.function("readlink", length: 2) { _, _, arguments in
            let link = try path(arguments, 0)
            return try perform(arguments.value(at: 1), sync: { () throws(FileSystemError) in try fs.readlink(link) },
                               async: { completion throws(FileSystemError) in try fs.readlink(link, completion) }, convert: text)
        }
        context.function("realpath", length: 2) { _, _, arguments in
            let file = try path(arguments, 0)
            return try perform(arguments.value(at: 1), sync: { () throws(FileSystemError) in try fs.realpath(file) },
                               async: { completion throws(FileSystemError) in try fs.realpath(file, completion) }, convert: text)
        }
        context.function("chmod", length: 3) { _, _, arguments in
            let file = try path(arguments, 0)
            let mode = try int32(arguments, 1)
            return try perform(arguments.value(at: 2), sync: { () throws(FileSystemError) in try fs.chmod(file, mode: mode) },
                               async: { completion throws(FileSystemError) in try fs.chmod(file, mode: mode, completion) }, convert: done)
        }
        context.function("utimes", length: 4) { _, _, arguments in
            let file = try path(arguments, 0)
            let accessTime = try agent.number(arguments.value(at: 1))
            let modificationTime = try agent.number(arguments.value(at: 2))
            return try perform(arguments.value(at: 3),
                               sync: { () throws(FileSystemError) in
                                   try fs.utime(file, accessTime: accessTime, modificationTime: modificationTime)
                               },
                               async: { completion throws(FileSystemError) in
                                   try fs.utime(file, accessTime: accessTime, modificationTime: modificationTime, completion)
                               }, convert: done)
        }
        context.function("access", length: 3) { _, _, arguments in
            let file = try path(arguments, 0)
            let mode = try int32(arguments, 1)
            return try perform(arguments.value(at: 2), sync: { () throws(FileSystemError) in try fs.access(file, mode: mode) },
                               async: { completion throws(FileSystemError) in try fs.access(file, mode: mode, completion) }, convert: done)
        }
    }

    /// Node's stat array: dev, mode, nlink, uid, gid, rdev, blksize, ino, size, blocks, then
    /// atime, mtime, ctime and birthtime in milliseconds.
    static func statusArray(_ status: FileStatus, in agent: Agent) -> JSObject {
        let fields: [Double] = [
            Double(status.device), Double(status.mode), Double(status.linkCount), Double(status.userID),
            Double(status.groupID), Double(status.specialDevice), Double(status.blockSize), Double(status.inode),
            Double(status.size), Double(status.blocks), status.accessTime.milliseconds, status.modificationTime.milliseconds,
            status.changeTime.milliseconds, status.birthTime.milliseconds,
        ]
        return agent.makeArrayObject(fields.map { .number($0) })
    }
}

extension RuntimeHost {
    /// Completes an asynchronous request: `req.oncomplete(err)` or `req.oncomplete(null, value)`.
    func complete(_ request: JSObject, with result: Result<JSValue, FileSystemError>, context: JSObject?) {
        defer {
            agent.release(request)
            releaseAsyncContext(context)
        }
        guard let callback = (try? agent.get(request, "oncomplete"))?.asObject else { return }
        switch result {
        case .success(let value):
            invokeCallback(callback, this: .object(request), [.null, value], context: context)
        case .failure(let error):
            invokeCallback(callback, this: .object(request), [systemError(error).thrownValue], context: context)
        }
    }
}
