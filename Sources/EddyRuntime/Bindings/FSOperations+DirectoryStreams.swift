import EddyEngine
import EddyLoop

/// `opendir` and its directory handles, for `fs.Dir` (`lib/internal/fs/dir.js`).
///
/// `opendir(path, bufferSize, req)` answers an object whose payload is the `DirectoryStream`;
/// its `read(req)` answers the next batch as `[names, types]` (null once the directory is
/// exhausted) and `close(req)` closes it. A handle the collector frees unclosed closes its
/// descriptor then. The methods check the file-system capability like the binding's functions.
extension FSOperations {
    func installDirectoryStreams(in context: BindingContext) {
        let agent = self.agent
        let fs = self.fs
        let host = self.host
        let prototype = agent.makePlainObject()
        agent.retain(prototype)

        func method(_ name: String, _ body: @escaping (DirectoryStream, JSValue) throws -> JSValue) {
            let function = agent.makeHostFunction(name, length: 1) { [unowned host] agent, this, arguments in
                try host.check(.fileSystem, for: name)
                guard let object = this.objectValue as? HostObject, let stream = object.payload as? DirectoryStream else {
                    throw agent.makeError(kind: .typeError, "Illegal invocation")
                }
                return try body(stream, arguments.value(at: 0))
            }
            agent.define(prototype, name, .object(function))
        }
        let batch: ([DirectoryEntry]) -> JSValue = { [agent] entries in
            guard !entries.isEmpty else { return .null }
            let names = agent.makeArrayObject(entries.map { .text($0.name) })
            let types = agent.makeArrayObject(entries.map { .integer($0.type.rawValue) })
            return .object(agent.makeArrayObject([.object(names), .object(types)]))
        }
        method("read") { stream, request in
            try perform(request, sync: { () throws(FileSystemError) in try fs.readdir(stream) },
                        async: { completion throws(FileSystemError) in try fs.readdir(stream, completion) }, convert: batch)
        }
        method("close") { stream, request in
            try perform(request, sync: { () throws(FileSystemError) in try fs.closedir(stream) },
                        async: { completion throws(FileSystemError) in try fs.closedir(stream, completion) },
                        convert: { _ in .undefined })
        }

        // opendir(path, bufferSize, req) → a directory handle.
        context.function("opendir", length: 3) { _, _, arguments in
            let directory = try path(arguments, 0)
            let bufferSize = max(1, min(try agent.integer(arguments.value(at: 1)), 4096))
            let handle: (DirectoryStream) -> JSValue = { [agent] stream in
                .object(agent.makeHostObject(payload: stream, prototype: prototype))
            }
            return try perform(arguments.value(at: 2),
                               sync: { () throws(FileSystemError) in try fs.opendir(directory, bufferSize: bufferSize) },
                               async: { completion throws(FileSystemError) in
                                   try fs.opendir(directory, bufferSize: bufferSize, completion)
                               }, convert: handle)
        }
    }
}
