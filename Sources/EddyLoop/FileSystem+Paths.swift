import CLibUV

// Operations on a path: status, permissions, times, owners, names and links.

private extension FileSystemOperation where Value == FileStatus {
    static func stat(_ path: String) -> Self {
        Self("stat", path: path, start: { loop, fs, callback in
            path.withCString { uv_fs_stat(loop, fs, $0, callback) }
        }, value: { FileStatus($0.pointee.statbuf) })
    }

    static func lstat(_ path: String) -> Self {
        Self("lstat", path: path, start: { loop, fs, callback in
            path.withCString { uv_fs_lstat(loop, fs, $0, callback) }
        }, value: { FileStatus($0.pointee.statbuf) })
    }
}

private extension FileSystemOperation where Value == FileSystemStatistics {
    static func statfs(_ path: String) -> Self {
        Self("statfs", path: path, start: { loop, fs, callback in
            path.withCString { uv_fs_statfs(loop, fs, $0, callback) }
        }, value: { fs in
            // libuv leaves a `uv_statfs_t` it allocated in `ptr`; cleanup frees it.
            FileSystemStatistics(fs.pointee.ptr?.assumingMemoryBound(to: uv_statfs_t.self).pointee ?? uv_statfs_t())
        })
    }
}

private extension FileSystemOperation where Value == String {
    /// `readlink` and `realpath` leave their answer as a C string in `ptr`.
    static func pathResult(_ syscall: String, _ path: String,
                           _ call: @escaping (UnsafeMutablePointer<uv_loop_t>, UnsafeMutablePointer<uv_fs_t>,
                                              UnsafePointer<CChar>, uv_fs_cb?) -> Int32) -> Self {
        Self(syscall, path: path, start: { loop, fs, callback in
            path.withCString { call(loop, fs, $0, callback) }
        }, value: { fs in
            fs.pointee.ptr.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
        })
    }

    static func readlink(_ path: String) -> Self {
        pathResult("readlink", path) { uv_fs_readlink($0, $1, $2, $3) }
    }

    static func realpath(_ path: String) -> Self {
        pathResult("realpath", path) { uv_fs_realpath($0, $1, $2, $3) }
    }
}

private extension FileSystemOperation where Value == Void {
    static func onePath(_ syscall: String, _ path: String,
                        _ call: @escaping (UnsafeMutablePointer<uv_loop_t>, UnsafeMutablePointer<uv_fs_t>,
                                           UnsafePointer<CChar>, uv_fs_cb?) -> Int32) -> Self {
        Self(syscall, path: path, start: { loop, fs, callback in
            path.withCString { call(loop, fs, $0, callback) }
        })
    }

    static func twoPaths(_ syscall: String, _ path: String, _ destination: String,
                         _ call: @escaping (UnsafeMutablePointer<uv_loop_t>, UnsafeMutablePointer<uv_fs_t>,
                                            UnsafePointer<CChar>, UnsafePointer<CChar>, uv_fs_cb?) -> Int32) -> Self {
        Self(syscall, path: path, destination: destination, start: { loop, fs, callback in
            path.withCString { path in
                destination.withCString { destination in call(loop, fs, path, destination, callback) }
            }
        })
    }

    static func access(_ path: String, mode: Int32) -> Self {
        onePath("access", path) { uv_fs_access($0, $1, $2, mode, $3) }
    }

    static func chmod(_ path: String, mode: Int32) -> Self {
        onePath("chmod", path) { uv_fs_chmod($0, $1, $2, mode, $3) }
    }

    static func chown(_ path: String, userID: UInt32, groupID: UInt32) -> Self {
        onePath("chown", path) { uv_fs_chown($0, $1, $2, userID, groupID, $3) }
    }

    static func lchown(_ path: String, userID: UInt32, groupID: UInt32) -> Self {
        onePath("lchown", path) { uv_fs_lchown($0, $1, $2, userID, groupID, $3) }
    }

    static func utime(_ path: String, accessTime: Double, modificationTime: Double) -> Self {
        onePath("utime", path) { uv_fs_utime($0, $1, $2, accessTime, modificationTime, $3) }
    }

    static func lutime(_ path: String, accessTime: Double, modificationTime: Double) -> Self {
        onePath("lutime", path) { uv_fs_lutime($0, $1, $2, accessTime, modificationTime, $3) }
    }

    static func unlink(_ path: String) -> Self {
        onePath("unlink", path) { uv_fs_unlink($0, $1, $2, $3) }
    }

    static func rename(_ path: String, to newPath: String) -> Self {
        twoPaths("rename", path, newPath) { uv_fs_rename($0, $1, $2, $3, $4) }
    }

    static func link(_ existingPath: String, at newPath: String) -> Self {
        twoPaths("link", existingPath, newPath) { uv_fs_link($0, $1, $2, $3, $4) }
    }

    static func symlink(_ target: String, at path: String, flags: Int32) -> Self {
        twoPaths("symlink", target, path) { uv_fs_symlink($0, $1, $2, $3, flags, $4) }
    }

    static func copyfile(_ path: String, to newPath: String, flags: Int32) -> Self {
        twoPaths("copyfile", path, newPath) { uv_fs_copyfile($0, $1, $2, $3, flags, $4) }
    }
}

extension FileSystem {
    // MARK: - Status

    /// Returns the status of the file at `path`, following symbolic links.
    /// - Throws: `FileSystemError` for syscall `stat` (`ENOENT`, `ENOTDIR`, `ELOOP`…).
    public func stat(_ path: String) throws(FileSystemError) -> FileStatus {
        try perform(.stat(path))
    }

    /// Reads the status of the file at `path` on the thread pool, following symbolic links.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func stat(
        _ path: String, _ completion: @escaping (Result<FileStatus, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.stat(path), completion)
    }

    /// Returns the status of `path` itself: a symbolic link is reported, not followed.
    /// - Throws: `FileSystemError` for syscall `lstat`.
    public func lstat(_ path: String) throws(FileSystemError) -> FileStatus {
        try perform(.lstat(path))
    }

    /// Reads the status of `path` itself on the thread pool, without following a symbolic link.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func lstat(
        _ path: String, _ completion: @escaping (Result<FileStatus, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.lstat(path), completion)
    }

    /// Checks that the file exists (`F_OK`) or that the real user may read, write or execute
    /// it (`R_OK | W_OK | X_OK`).
    /// - Throws: `FileSystemError` for syscall `access` when it does not.
    public func access(_ path: String, mode: Int32 = Constants.F_OK) throws(FileSystemError) {
        try perform(.access(path, mode: mode))
    }

    /// Checks access to `path` on the thread pool; success means access is granted.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func access(
        _ path: String, mode: Int32 = Constants.F_OK,
        _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.access(path, mode: mode), completion)
    }

    /// Returns the statistics of the file system holding `path` (sizes, free space, nodes).
    /// - Throws: `FileSystemError` for syscall `statfs`.
    public func statfs(_ path: String) throws(FileSystemError) -> FileSystemStatistics {
        try perform(.statfs(path))
    }

    /// Reads the statistics of the file system holding `path` on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func statfs(
        _ path: String, _ completion: @escaping (Result<FileSystemStatistics, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.statfs(path), completion)
    }

    // MARK: - Permissions, owners and times

    /// Changes the permission bits of the file at `path`.
    /// - Throws: `FileSystemError` for syscall `chmod`.
    public func chmod(_ path: String, mode: Int32) throws(FileSystemError) {
        try perform(.chmod(path, mode: mode))
    }

    /// Changes the permission bits of the file at `path` on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func chmod(
        _ path: String, mode: Int32, _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.chmod(path, mode: mode), completion)
    }

    /// Changes the owner and group of the file at `path`, following symbolic links
    /// (`UInt32.max` leaves one unchanged).
    /// - Throws: `FileSystemError` for syscall `chown`.
    public func chown(_ path: String, userID: UInt32, groupID: UInt32) throws(FileSystemError) {
        try perform(.chown(path, userID: userID, groupID: groupID))
    }

    /// Changes the owner and group of the file at `path` on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func chown(
        _ path: String, userID: UInt32, groupID: UInt32,
        _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.chown(path, userID: userID, groupID: groupID), completion)
    }

    /// Changes the owner and group of `path` itself, not of a symbolic link's target.
    /// - Throws: `FileSystemError` for syscall `lchown`.
    public func lchown(_ path: String, userID: UInt32, groupID: UInt32) throws(FileSystemError) {
        try perform(.lchown(path, userID: userID, groupID: groupID))
    }

    /// Changes the owner and group of `path` itself on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func lchown(
        _ path: String, userID: UInt32, groupID: UInt32,
        _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.lchown(path, userID: userID, groupID: groupID), completion)
    }

    /// Sets the access and modification times of the file at `path`, in seconds since the
    /// epoch, following symbolic links.
    /// - Throws: `FileSystemError` for syscall `utime`.
    public func utime(_ path: String, accessTime: Double, modificationTime: Double) throws(FileSystemError) {
        try perform(.utime(path, accessTime: accessTime, modificationTime: modificationTime))
    }

    /// Sets the access and modification times of the file at `path` on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func utime(
        _ path: String, accessTime: Double, modificationTime: Double,
        _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.utime(path, accessTime: accessTime, modificationTime: modificationTime), completion)
    }

    /// Sets the access and modification times of `path` itself, not of a symbolic link's target.
    /// - Throws: `FileSystemError` for syscall `lutime`.
    public func lutime(_ path: String, accessTime: Double, modificationTime: Double) throws(FileSystemError) {
        try perform(.lutime(path, accessTime: accessTime, modificationTime: modificationTime))
    }

    /// Sets the times of `path` itself on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func lutime(
        _ path: String, accessTime: Double, modificationTime: Double,
        _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.lutime(path, accessTime: accessTime, modificationTime: modificationTime), completion)
    }

    // MARK: - Names and links

    /// Removes a name of a file (not a directory: that is `rmdir`).
    /// - Throws: `FileSystemError` for syscall `unlink`.
    public func unlink(_ path: String) throws(FileSystemError) {
        try perform(.unlink(path))
    }

    /// Removes a name of a file on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func unlink(
        _ path: String, _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.unlink(path), completion)
    }

    /// Renames `path` to `newPath`, replacing a file already there.
    /// - Throws: `FileSystemError` for syscall `rename`, with both paths.
    public func rename(_ path: String, to newPath: String) throws(FileSystemError) {
        try perform(.rename(path, to: newPath))
    }

    /// Renames `path` to `newPath` on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func rename(
        _ path: String, to newPath: String, _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.rename(path, to: newPath), completion)
    }

    /// Makes `newPath` a new hard link (name) of the file at `existingPath`.
    /// - Throws: `FileSystemError` for syscall `link`, with both paths.
    public func link(_ existingPath: String, at newPath: String) throws(FileSystemError) {
        try perform(.link(existingPath, at: newPath))
    }

    /// Makes `newPath` a hard link of `existingPath` on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func link(
        _ existingPath: String, at newPath: String,
        _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.link(existingPath, at: newPath), completion)
    }

    /// Creates a symbolic link at `path` whose text is `target` (resolved relative to the
    /// link's directory when relative).
    /// - Parameter flags: `UV_FS_SYMLINK_DIR` or `UV_FS_SYMLINK_JUNCTION`, which only Windows
    ///   uses.
    /// - Throws: `FileSystemError` for syscall `symlink`, with both paths.
    public func symlink(_ target: String, at path: String, flags: Int32 = 0) throws(FileSystemError) {
        try perform(.symlink(target, at: path, flags: flags))
    }

    /// Creates a symbolic link on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func symlink(
        _ target: String, at path: String, flags: Int32 = 0,
        _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.symlink(target, at: path, flags: flags), completion)
    }

    /// Returns the text of the symbolic link at `path`.
    /// - Throws: `FileSystemError` for syscall `readlink` (`EINVAL` if it is not a link).
    public func readlink(_ path: String) throws(FileSystemError) -> String {
        try perform(.readlink(path))
    }

    /// Reads the text of a symbolic link on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func readlink(
        _ path: String, _ completion: @escaping (Result<String, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.readlink(path), completion)
    }

    /// Returns the canonical absolute path of `path`: every symbolic link, `.` and `..` resolved.
    /// - Throws: `FileSystemError` for syscall `realpath`.
    public func realpath(_ path: String) throws(FileSystemError) -> String {
        try perform(.realpath(path))
    }

    /// Resolves `path` to its canonical absolute path on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func realpath(
        _ path: String, _ completion: @escaping (Result<String, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.realpath(path), completion)
    }

    /// Copies the file at `path` to `newPath`, with its permission bits.
    /// - Parameter flags: `COPYFILE_EXCL` (fail if `newPath` exists), `COPYFILE_FICLONE`
    ///   (reflink if the file system can), `COPYFILE_FICLONE_FORCE` (reflink or fail).
    /// - Throws: `FileSystemError` for syscall `copyfile`, with both paths.
    public func copyfile(_ path: String, to newPath: String, flags: Int32 = 0) throws(FileSystemError) {
        try perform(.copyfile(path, to: newPath, flags: flags))
    }

    /// Copies a file on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func copyfile(
        _ path: String, to newPath: String, flags: Int32 = 0,
        _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.copyfile(path, to: newPath, flags: flags), completion)
    }
}
