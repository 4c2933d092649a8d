import CLibUV

/// libuv's file-system operations on one loop, each in two forms that share one description:
///
/// - **Asynchronous** (the form with a completion closure): the call runs on libuv's thread
///   pool and the closure runs on the loop thread with a `Result`. The returned
///   `FileSystemRequest` can be cancelled until a worker picks it up. Throws only when libuv
///   refuses the request outright (bad arguments, no memory).
/// - **Synchronous** (the same call without a closure): runs on the calling thread, which it
///   blocks, and returns or throws at once, as Node's `fs.*Sync`.
///
/// Errors carry the system call and paths (`FileSystemError`), so they print as Node's do.
/// File descriptors and modes are `Int32`, flags are the numbers of `FileSystem.Constants`.
///
/// ```swift
/// let fs = FileSystem(loop: loop)
/// let fd = try fs.open(path, flags: FileSystem.Constants.O_RDONLY)
/// try fs.stat(path) { result in print(try? result.get().size) }
/// ```
public struct FileSystem {
    /// The loop whose thread runs the completions of asynchronous calls.
    public let loop: EventLoop

    /// Creates the file-system interface of `loop`.
    public init(loop: EventLoop) {
        self.loop = loop
    }
}

// MARK: - Running an operation either way

extension FileSystem {
    /// Runs an operation synchronously on the calling thread (libuv's nil-callback mode).
    func perform<Value>(_ operation: FileSystemOperation<Value>) throws(FileSystemError) -> Value {
        let fs = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<uv_fs_t>.size, alignment: MemoryLayout<uv_fs_t>.alignment)
            .initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<uv_fs_t>.size)
            .withMemoryRebound(to: uv_fs_t.self, capacity: 1) { $0 }
        defer { fs.deallocate() }
        let status = operation.start(loop.raw, fs, nil)
        // Zeroed first, so cleanup is safe even when libuv refused before touching the request.
        defer { uv_fs_req_cleanup(fs) }
        if status < 0 { throw operation.error(code: status) }
        return try operation.outcome(of: fs).get()
    }

    /// Submits an operation to the thread pool; `completion` runs on the loop thread. The
    /// request takes ownership of `memory` and holds `owner` until completion.
    func submit<Value>(
        _ operation: FileSystemOperation<Value>,
        owning memory: UnsafeMutableRawBufferPointer? = nil,
        pinning owner: Any? = nil,
        _ completion: @escaping (Result<Value, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        let request = FileSystemRequest(
            loop: loop, syscall: operation.syscall, path: operation.path, destination: operation.destination)
        request.adopt(memory)
        request.pin(owner)
        try request.submit(operation, completion)
        return request
    }
}

// MARK: - Opening and closing

private extension FileSystemOperation where Value == Int32 {
    static func open(_ path: String, flags: Int32, mode: Int32) -> Self {
        Self("open", path: path, start: { loop, fs, callback in
            path.withCString { uv_fs_open(loop, fs, $0, flags, mode, callback) }
        }, value: { Int32(truncatingIfNeeded: $0.pointee.result) })
    }
}

private extension FileSystemOperation where Value == Void {
    static func close(_ file: Int32) -> Self {
        Self("close", start: { loop, fs, callback in uv_fs_close(loop, fs, file, callback) })
    }
}

extension FileSystem {
    /// Opens (or, with `O_CREAT`, creates) a file and returns its descriptor.
    /// - Parameters:
    ///   - path: The file to open.
    ///   - flags: `O_RDONLY`, `O_WRONLY` or `O_RDWR`, or-ed with `O_CREAT`, `O_TRUNC`… of
    ///     `FileSystem.Constants`.
    ///   - mode: The permission bits of a created file, before the umask.
    /// - Returns: The file descriptor.
    /// - Throws: `FileSystemError` for syscall `open`.
    public func open(_ path: String, flags: Int32, mode: Int32 = 0o666) throws(FileSystemError) -> Int32 {
        try perform(.open(path, flags: flags, mode: mode))
    }

    /// Opens a file on the thread pool; `completion` receives the descriptor.
    /// - Returns: The request, which can be cancelled before a worker starts it.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func open(
        _ path: String, flags: Int32, mode: Int32 = 0o666,
        _ completion: @escaping (Result<Int32, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.open(path, flags: flags, mode: mode), completion)
    }

    /// Closes a file descriptor.
    /// - Throws: `FileSystemError` for syscall `close` (`EBADF` for a descriptor not open).
    public func close(_ file: Int32) throws(FileSystemError) {
        try perform(.close(file))
    }

    /// Closes a file descriptor on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func close(
        _ file: Int32, _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.close(file), completion)
    }
}

// MARK: - Reading and writing

private extension FileSystemOperation where Value == Int {
    /// libuv takes `unsigned int` lengths; Node caps one call at 2 GiB - 1 the same way.
    static func clampedLength(_ count: Int) -> UInt32 {
        UInt32(clamping: min(count, Int(Int32.max)))
    }

    /// libuv copies the `uv_buf_t` descriptors into the request, so they need to live only
    /// for the call; the memory they point to must live until completion.
    static func descriptors(_ buffers: [UnsafeMutableRawBufferPointer]) -> [uv_buf_t] {
        buffers.map { uv_buf_init($0.baseAddress?.assumingMemoryBound(to: CChar.self), clampedLength($0.count)) }
    }

    static func read(_ file: Int32, into buffers: [UnsafeMutableRawBufferPointer], at position: Int64) -> Self {
        Self("read", start: { loop, fs, callback in
            descriptors(buffers).withUnsafeBufferPointer { descriptors in
                // No buffers at all: libuv refuses with EINVAL, as Node's readv of [] would.
                uv_fs_read(loop, fs, file, descriptors.baseAddress, UInt32(clamping: descriptors.count),
                           position, callback)
            }
        }, value: { Int($0.pointee.result) })
    }

    static func write(_ file: Int32, from buffers: [UnsafeRawBufferPointer], at position: Int64) -> Self {
        // libuv's buffer type is mutable for both directions; a write never stores through it.
        let buffers = buffers.map { UnsafeMutableRawBufferPointer(mutating: $0) }
        return Self("write", start: { loop, fs, callback in
            descriptors(buffers).withUnsafeBufferPointer { descriptors in
                uv_fs_write(loop, fs, file, descriptors.baseAddress, UInt32(clamping: descriptors.count),
                            position, callback)
            }
        }, value: { Int($0.pointee.result) })
    }
}

extension FileSystem {
    /// Reads up to `buffer.count` bytes into `buffer`.
    /// - Parameters:
    ///   - file: The descriptor.
    ///   - buffer: Where the bytes go.
    ///   - position: The offset in the file, or -1 for the descriptor's current position
    ///     (which then advances).
    /// - Returns: The number of bytes read; zero at end of file.
    /// - Throws: `FileSystemError` for syscall `read` (`EISDIR` for a directory).
    public func read(
        _ file: Int32, into buffer: UnsafeMutableRawBufferPointer, at position: Int64 = -1
    ) throws(FileSystemError) -> Int {
        try perform(.read(file, into: [buffer], at: position))
    }

    /// Reads up to `count` bytes and returns them.
    /// - Parameters:
    ///   - file: The descriptor.
    ///   - count: The most bytes to read.
    ///   - position: The offset in the file, or -1 for the current position.
    /// - Returns: The bytes read; empty at end of file.
    /// - Throws: `FileSystemError` for syscall `read`.
    public func read(_ file: Int32, count: Int, at position: Int64 = -1) throws(FileSystemError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(count, 0))
        let result: Result<Int, FileSystemError> = bytes.withUnsafeMutableBytes { buffer in
            do throws(FileSystemError) {
                return .success(try read(file, into: buffer, at: position))
            } catch {
                return .failure(error)
            }
        }
        bytes.removeSubrange(try result.get()...)
        return bytes
    }

    /// Reads into caller-provided memory on the thread pool; `completion` receives the number
    /// of bytes read.
    /// - Parameters:
    ///   - file: The descriptor.
    ///   - buffer: Where the bytes go; it must stay valid until `completion` runs.
    ///   - position: The offset in the file, or -1 for the current position.
    ///   - owner: The object that owns `buffer` (a script's `ArrayBuffer` storage, say); the
    ///     request holds it until completion so the memory cannot be freed under the worker.
    ///   - completion: Runs on the loop thread.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func read(
        _ file: Int32, into buffer: UnsafeMutableRawBufferPointer, at position: Int64 = -1,
        keepingAlive owner: Any?,
        _ completion: @escaping (Result<Int, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.read(file, into: [buffer], at: position), pinning: owner, completion)
    }

    /// Reads up to `count` bytes on the thread pool into memory the request owns;
    /// `completion` receives the bytes (empty at end of file).
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func read(
        _ file: Int32, count: Int, at position: Int64 = -1,
        _ completion: @escaping (Result<[UInt8], FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(count, 0), alignment: 16)
        let operation = FileSystemOperation<Int>.read(file, into: [memory], at: position)
        let copying = FileSystemOperation<[UInt8]>(
            operation.syscall, start: operation.start,
            value: { Array(memory.prefix(Int($0.pointee.result))) })
        return try submit(copying, owning: memory, completion)
    }

    /// Writes the bytes of `buffer`.
    /// - Parameters:
    ///   - file: The descriptor.
    ///   - buffer: The bytes.
    ///   - position: The offset in the file, or -1 for the current position (or the end, with
    ///     `O_APPEND`).
    /// - Returns: The number of bytes written, which may be fewer than asked.
    /// - Throws: `FileSystemError` for syscall `write`.
    public func write(
        _ file: Int32, from buffer: UnsafeRawBufferPointer, at position: Int64 = -1
    ) throws(FileSystemError) -> Int {
        try perform(.write(file, from: [buffer], at: position))
    }

    /// Writes `bytes`.
    /// - Returns: The number of bytes written.
    /// - Throws: `FileSystemError` for syscall `write`.
    public func write(_ file: Int32, _ bytes: [UInt8], at position: Int64 = -1) throws(FileSystemError) -> Int {
        let result: Result<Int, FileSystemError> = bytes.withUnsafeBytes { buffer in
            do throws(FileSystemError) {
                return .success(try write(file, from: buffer, at: position))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Writes caller-provided memory on the thread pool; `completion` receives the number of
    /// bytes written.
    /// - Parameters:
    ///   - file: The descriptor.
    ///   - buffer: The bytes; they must stay valid until `completion` runs.
    ///   - position: The offset in the file, or -1 for the current position.
    ///   - owner: The object that owns `buffer`, held by the request until completion.
    ///   - completion: Runs on the loop thread.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func write(
        _ file: Int32, from buffer: UnsafeRawBufferPointer, at position: Int64 = -1,
        keepingAlive owner: Any?,
        _ completion: @escaping (Result<Int, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.write(file, from: [buffer], at: position), pinning: owner, completion)
    }

    /// Writes a copy of `bytes` on the thread pool (the request owns the copy, so the caller
    /// may change its array at once); `completion` receives the number of bytes written.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func write(
        _ file: Int32, _ bytes: [UInt8], at position: Int64 = -1,
        _ completion: @escaping (Result<Int, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        memory.copyBytes(from: bytes)
        return try submit(.write(file, from: [UnsafeRawBufferPointer(memory)], at: position), owning: memory, completion)
    }
}

extension FileSystem {
    /// Reads into several buffers in one call (`preadv`), filling each before the next: Node's
    /// `fs.readv`.
    /// - Parameters:
    ///   - file: The descriptor.
    ///   - buffers: Where the bytes go, in order; at least one (none is `EINVAL`).
    ///   - position: The offset in the file, or -1 for the current position.
    /// - Returns: The total number of bytes read.
    /// - Throws: `FileSystemError` for syscall `read`.
    public func read(
        _ file: Int32, into buffers: [UnsafeMutableRawBufferPointer], at position: Int64 = -1
    ) throws(FileSystemError) -> Int {
        try perform(.read(file, into: buffers, at: position))
    }

    /// Reads into several caller-provided buffers on the thread pool.
    /// - Parameters:
    ///   - file: The descriptor.
    ///   - buffers: Where the bytes go; they must stay valid until `completion` runs.
    ///   - position: The offset in the file, or -1 for the current position.
    ///   - owner: What owns the buffers (an object, or an array of them), held until completion.
    ///   - completion: Runs on the loop thread with the total number of bytes read.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request (`EINVAL` for no buffers).
    @discardableResult
    public func read(
        _ file: Int32, into buffers: [UnsafeMutableRawBufferPointer], at position: Int64 = -1,
        keepingAlive owner: Any?,
        _ completion: @escaping (Result<Int, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.read(file, into: buffers, at: position), pinning: owner, completion)
    }

    /// Writes several buffers in one call (`pwritev`), in order: Node's `fs.writev`.
    /// - Parameters:
    ///   - file: The descriptor.
    ///   - buffers: The bytes, in order; at least one (none is `EINVAL`).
    ///   - position: The offset in the file, or -1 for the current position.
    /// - Returns: The total number of bytes written.
    /// - Throws: `FileSystemError` for syscall `write`.
    public func write(
        _ file: Int32, from buffers: [UnsafeRawBufferPointer], at position: Int64 = -1
    ) throws(FileSystemError) -> Int {
        try perform(.write(file, from: buffers, at: position))
    }

    /// Writes several caller-provided buffers on the thread pool.
    /// - Parameters:
    ///   - file: The descriptor.
    ///   - buffers: The bytes; they must stay valid until `completion` runs.
    ///   - position: The offset in the file, or -1 for the current position.
    ///   - owner: What owns the buffers (an object, or an array of them), held until completion.
    ///   - completion: Runs on the loop thread with the total number of bytes written.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request (`EINVAL` for no buffers).
    @discardableResult
    public func write(
        _ file: Int32, from buffers: [UnsafeRawBufferPointer], at position: Int64 = -1,
        keepingAlive owner: Any?,
        _ completion: @escaping (Result<Int, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.write(file, from: buffers, at: position), pinning: owner, completion)
    }
}

// MARK: - Operations on an open descriptor

private extension FileSystemOperation where Value == FileStatus {
    static func fstat(_ file: Int32) -> Self {
        Self("fstat", start: { loop, fs, callback in uv_fs_fstat(loop, fs, file, callback) },
             value: { FileStatus($0.pointee.statbuf) })
    }
}

private extension FileSystemOperation where Value == Void {
    static func ftruncate(_ file: Int32, length: Int64) -> Self {
        Self("ftruncate", start: { loop, fs, callback in uv_fs_ftruncate(loop, fs, file, length, callback) })
    }

    static func fsync(_ file: Int32) -> Self {
        Self("fsync", start: { loop, fs, callback in uv_fs_fsync(loop, fs, file, callback) })
    }

    static func fdatasync(_ file: Int32) -> Self {
        Self("fdatasync", start: { loop, fs, callback in uv_fs_fdatasync(loop, fs, file, callback) })
    }

    static func fchmod(_ file: Int32, mode: Int32) -> Self {
        Self("fchmod", start: { loop, fs, callback in uv_fs_fchmod(loop, fs, file, mode, callback) })
    }

    static func futime(_ file: Int32, accessTime: Double, modificationTime: Double) -> Self {
        Self("futime", start: { loop, fs, callback in
            uv_fs_futime(loop, fs, file, accessTime, modificationTime, callback)
        })
    }

    static func fchown(_ file: Int32, userID: UInt32, groupID: UInt32) -> Self {
        Self("fchown", start: { loop, fs, callback in uv_fs_fchown(loop, fs, file, userID, groupID, callback) })
    }
}

extension FileSystem {
    /// Returns the status of an open file.
    /// - Throws: `FileSystemError` for syscall `fstat`.
    public func fstat(_ file: Int32) throws(FileSystemError) -> FileStatus {
        try perform(.fstat(file))
    }

    /// Reads the status of an open file on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func fstat(
        _ file: Int32, _ completion: @escaping (Result<FileStatus, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.fstat(file), completion)
    }

    /// Cuts or extends (with zeros) an open file to `length` bytes.
    /// - Throws: `FileSystemError` for syscall `ftruncate`.
    public func ftruncate(_ file: Int32, length: Int64 = 0) throws(FileSystemError) {
        try perform(.ftruncate(file, length: length))
    }

    /// Cuts or extends an open file to `length` bytes on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func ftruncate(
        _ file: Int32, length: Int64 = 0, _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.ftruncate(file, length: length), completion)
    }

    /// Flushes an open file's data and metadata to the device.
    /// - Throws: `FileSystemError` for syscall `fsync`.
    public func fsync(_ file: Int32) throws(FileSystemError) {
        try perform(.fsync(file))
    }

    /// Flushes an open file's data and metadata on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func fsync(
        _ file: Int32, _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.fsync(file), completion)
    }

    /// Flushes an open file's data (and only the metadata needed to read it back).
    /// - Throws: `FileSystemError` for syscall `fdatasync`.
    public func fdatasync(_ file: Int32) throws(FileSystemError) {
        try perform(.fdatasync(file))
    }

    /// Flushes an open file's data on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func fdatasync(
        _ file: Int32, _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.fdatasync(file), completion)
    }

    /// Changes the permission bits of an open file.
    /// - Throws: `FileSystemError` for syscall `fchmod`.
    public func fchmod(_ file: Int32, mode: Int32) throws(FileSystemError) {
        try perform(.fchmod(file, mode: mode))
    }

    /// Changes the permission bits of an open file on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func fchmod(
        _ file: Int32, mode: Int32, _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.fchmod(file, mode: mode), completion)
    }

    /// Sets the access and modification times of an open file, in seconds since the epoch
    /// (fractions kept to the microsecond or better).
    /// - Throws: `FileSystemError` for syscall `futime`.
    public func futime(_ file: Int32, accessTime: Double, modificationTime: Double) throws(FileSystemError) {
        try perform(.futime(file, accessTime: accessTime, modificationTime: modificationTime))
    }

    /// Sets the access and modification times of an open file on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func futime(
        _ file: Int32, accessTime: Double, modificationTime: Double,
        _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.futime(file, accessTime: accessTime, modificationTime: modificationTime), completion)
    }

    /// Changes the owner and group of an open file (`UInt32.max` leaves one unchanged).
    /// - Throws: `FileSystemError` for syscall `fchown`.
    public func fchown(_ file: Int32, userID: UInt32, groupID: UInt32) throws(FileSystemError) {
        try perform(.fchown(file, userID: userID, groupID: groupID))
    }

    /// Changes the owner and group of an open file on the thread pool.
    /// - Returns: The request.
    /// - Throws: `FileSystemError` if libuv refused the request.
    @discardableResult
    public func fchown(
        _ file: Int32, userID: UInt32, groupID: UInt32,
        _ completion: @escaping (Result<Void, FileSystemError>) -> Void
    ) throws(FileSystemError) -> FileSystemRequest {
        try submit(.fchown(file, userID: userID, groupID: groupID), completion)
    }
}
