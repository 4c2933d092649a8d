import CLibUV

// Creating, removing and listing directories.

private extension FileSystemOperation where Value == Void {
    static func mkdir(_ path: String, mode: Int32) -> Self {
        Self("mkdir", path: path, start: { loop, fs, callback in
            path.withCString { uv_fs_mkdir(loop, fs, $0, mode, callback) }
        })
    }

    static func rmdir(_ path: String) -> Self {
        Self("rmdir", path: path, start: { loop, fs, callback in
            path.withCString { uv_fs_rmdir(loop, fs, $0, callback) }
        })
    }

    static func closedir(_ stream: DirectoryStream) -> Self {
        Self("closedir", path: stream.path, start: stream.startClosing)
    }
}

private extension FileSystemOperation where Value == String {
    static func mkdtemp(_ prefix: String) -> Self {
        // libuv wants a template ending in six X's; Node appends them to the prefix and
        // reports the template as the error's path, so this does too.
        let template = prefix + "XXXXXX"
        return Self("mkdtemp", path: template, start: { loop, fs, callback in
            template.withCString { uv_fs_mkdtemp(loop, fs, $0, callback) }
        }, value: { fs in
            // libuv replaces the X's in its own copy of the template, kept in `path`.
            fs.pointee.path.map { String(cString: $0) } ?? template
        })
    }
}

private extension FileSystemOperation where Value == [DirectoryEntry] {
    static func scandir(_ path: String) -> Self {
        Self("scandir", path: path, start: { loop, fs, callback in
            path.withCString { uv_fs_scandir(loop, fs, $0, 0, callback) }
        }, value: { fs in
            var entries: [DirectoryEntry] = []
            entries.reserveCapacity(Int(fs.pointee.result))
            var entry = uv_dirent_t()
            while uv_fs_scandir_next(fs, &entry) == 0 {
                entries.append(DirectoryEntry(entry))
            }
            return entries
        })
    }

    static func readdir(_ stream: DirectoryStream) -> Self {
        Self("readdir", path: stream.path, start: stream.startReading, value: { fs in
            stream.readEntries(count: Int(fs.pointee.result))
        })
    }
}

private extension FileSystemOperation where Value == DirectoryStream {
    static func opendir(_ path: String, bufferSize: Int, loop eventLoop: EventLoop) -> Self {
        Self("opendir", path: path, start: { loop, fs, callback in
            path.withCString { uv_fs_opendir(loop, fs, $0, callback) }
        }, value: { fs in
            // On success `ptr` is the `uv_dir_t` libuv allocated; the stream now owns it.
            DirectoryStream(path: path, raw: fs.pointee.ptr?.assumingMemoryBound(to: uv_dir_t.self),
                      bufferSize: bufferSize, loop: eventLoop)
        })
    }
}

extension FileSystem {
    // MARK: - Creating and removing

    /// Creates a directory (only the last component; Node's `recursive` is the caller's loop).
    /// - Parameter mode: The permission bits, before the umask.
    /// - Throws: `FileSystemError` for syscall `mkdir` (`EEXIST`, `ENOENT` for a missing parent).
    public func mkdir(_ path: String, mode: Int32 = 0o777) throws(FileSystemError) {
        try perform(.mkdir(path, mode: mode))
    }

    /// Creates a directory on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func mkdir(
        _ path: String, mode: Int32 = 0o777, _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.mkdir(path, mode: mode), completion)
    }

    /// Creates a new directory, mode 0o700, whose name is `prefix` followed by six random
    /// characters, and returns its path.
    /// - Throws: `FileSystemError` for syscall `mkdtemp`, with `prefix + "XXXXXX"` as the path.
    public func mkdtemp(_ prefix: String) throws(FileSystemError) -> String {
        try perform(.mkdtemp(prefix))
    }

    /// Creates a uniquely named directory on the thread pool; `completion` receives its path.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func mkdtemp(
        _ prefix: String, _ completion: @escaping (Result<String, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.mkdtemp(prefix), completion)
    }

    /// Removes an empty directory.
    /// - Throws: `FileSystemError` for syscall `rmdir` (`ENOTEMPTY`, `ENOTDIR`…).
    public func rmdir(_ path: String) throws(FileSystemError) {
        try perform(.rmdir(path))
    }

    /// Removes an empty directory on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func rmdir(
        _ path: String, _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.rmdir(path), completion)
    }

    // MARK: - Listing

    /// Lists a directory in one call: every entry but `.` and `..`, sorted by name (bytewise).
    /// - Throws: `FileSystemError` for syscall `scandir` (`ENOTDIR` for a file).
    public func scandir(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        try perform(.scandir(path))
    }

    /// Lists a directory on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func scandir(
        _ path: String, _ completion: @escaping (Result<[DirectoryEntry], FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.scandir(path), completion)
    }

    /// Opens a directory for reading in batches, for directories too large to list at once.
    /// - Parameter bufferSize: The most entries one `readdir` returns (Node's default is 32).
    /// - Throws: `FileSystemError` for syscall `opendir`.
    public func opendir(_ path: String, bufferSize: Int = 32) throws(FileSystemError) -> DirectoryStream {
        try perform(.opendir(path, bufferSize: max(bufferSize, 1), loop: loop))
    }

    /// Opens a directory on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func opendir(
        _ path: String, bufferSize: Int = 32,
        _ completion: @escaping (Result<DirectoryStream, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.opendir(path, bufferSize: max(bufferSize, 1), loop: loop), completion)
    }

    /// Reads the next batch of entries (`.` and `..` skipped, in the file system's order).
    /// - Returns: Up to `bufferSize` entries; empty once the directory is exhausted.
    /// - Throws: `FileSystemError` for syscall `readdir`; `EBADF` after `closedir`, `EBUSY`
    ///   while an asynchronous read is in flight.
    public func readdir(_ stream: DirectoryStream) throws(FileSystemError) -> [DirectoryEntry] {
        try perform(.readdir(stream))
    }

    /// Reads the next batch of entries on the thread pool; the request keeps the stream
    /// alive until then.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` (`EBADF`, `EBUSY`) if the read could not start.
    @discardableResult
    public func readdir(
        _ stream: DirectoryStream, _ completion: @escaping (Result<[DirectoryEntry], FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.readdir(stream), pinning: stream) { result in
            stream.readingEnded()
            completion(result)
        }
    }

    /// Closes a directory stream; it is closed even if this reports an error.
    /// - Throws: `FileSystemError` for syscall `closedir`; `EBADF` if already closed.
    public func closedir(_ stream: DirectoryStream) throws(FileSystemError) {
        try perform(.closedir(stream))
    }

    /// Closes a directory stream on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` (`EBADF`, `EBUSY`) if the close could not start.
    @discardableResult
    public func closedir(
        _ stream: DirectoryStream, _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.closedir(stream), pinning: stream, completion)
    }
}
