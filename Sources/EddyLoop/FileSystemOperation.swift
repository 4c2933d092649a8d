import CLibUV

/// One `uv_fs_*` call described once and run either way: synchronously (a nil callback, the
/// result at once) or on the thread pool (`FileSystemRequest`). Each public method of
/// `FileSystem` builds one, so the sync and async forms cannot drift apart.
struct FileSystemOperation<Value> {
    /// Node's name for the call, for `FileSystemError.syscall`.
    let syscall: String
    /// The path in the error context, if any.
    let path: String?
    /// The second path in the error context, if any.
    let destination: String?
    /// Calls `uv_fs_<name>(loop, req, …, callback)`; libuv copies path strings when a
    /// callback is given, so they need to live only for this call.
    let start: (UnsafeMutablePointer<uv_loop_t>, UnsafeMutablePointer<uv_fs_t>, uv_fs_cb?) -> Int32
    /// Reads the value out of a request that succeeded, before `uv_fs_req_cleanup`.
    let value: (UnsafeMutablePointer<uv_fs_t>) -> Value

    init(
        _ syscall: String,
        path: String? = nil,
        destination: String? = nil,
        start: @escaping (UnsafeMutablePointer<uv_loop_t>, UnsafeMutablePointer<uv_fs_t>, uv_fs_cb?) -> Int32,
        value: @escaping (UnsafeMutablePointer<uv_fs_t>) -> Value
    ) {
        self.syscall = syscall
        self.path = path
        self.destination = destination
        self.start = start
        self.value = value
    }

    /// The error for a negative status, with this call's context.
    func error(code: Int32) -> FileSystemError {
        FileSystemError(code: code, syscall: syscall, path: path, destination: destination)
    }

    /// The outcome of a finished request: its value, or the error its result holds.
    func outcome(of fs: UnsafeMutablePointer<uv_fs_t>) -> Result<Value, FileSystemError> {
        let status = fs.pointee.result
        if status < 0 { return .failure(error(code: Int32(truncatingIfNeeded: status))) }
        return .success(value(fs))
    }
}

extension FileSystemOperation where Value == Void {
    /// An operation whose success carries nothing (`unlink`, `mkdir`, `fsync`…).
    init(
        _ syscall: String,
        path: String? = nil,
        destination: String? = nil,
        start: @escaping (UnsafeMutablePointer<uv_loop_t>, UnsafeMutablePointer<uv_fs_t>, uv_fs_cb?) -> Int32
    ) {
        self.init(syscall, path: path, destination: destination, start: start, value: { _ in })
    }
}
