import CLibUV

/// One asynchronous file-system operation (`uv_fs_t`) on libuv's thread pool; its completion
/// closure runs on the loop thread.
///
/// `FileSystem`'s asynchronous methods return it so a caller can `cancel()` an operation that
/// no worker has started yet (the completion then gets `ECANCELED`). It owns everything the
/// worker thread touches until completion: memory it allocated for the operation (the bytes
/// of a write, the buffer of a read) and the object that owns caller-provided memory.
public final class FileSystemRequest: Request {
    /// The system call as Node names it (`"open"`, `"stat"`…), for error messages.
    public let syscall: String
    /// The path the operation is about, if any.
    public let path: String?
    /// The second path of `rename`, `link`, `symlink` and `copyfile`.
    public let destination: String?

    /// Reads the outcome out of the finished `uv_fs_t` (before `uv_fs_req_cleanup` frees what
    /// libuv allocated) and returns the call that delivers it to the caller's closure.
    private var finish: ((UnsafeMutablePointer<uv_fs_t>) -> () -> Void)?
    /// Memory this request allocated for the worker thread; freed at completion.
    private var ownedMemory: UnsafeMutableRawBufferPointer?
    /// Whatever owns caller-provided memory (an object or an array of them), held until the
    /// worker is done with it.
    private var pinnedOwner: Any?

    init(loop: EventLoop, syscall: String, path: String?, destination: String?) {
        self.syscall = syscall
        self.path = path
        self.destination = destination
        super.init(loop: loop, type: UV_FS)
    }

    deinit {
        ownedMemory?.deallocate()
    }

    var fs: UnsafeMutablePointer<uv_fs_t> { pointer(as: uv_fs_t.self) }

    /// Takes ownership of memory the worker thread reads or writes; it is freed at completion.
    func adopt(_ memory: UnsafeMutableRawBufferPointer?) {
        ownedMemory = memory
    }

    /// Keeps `owner` alive until completion, so memory it owns stays valid for the worker.
    func pin(_ owner: Any?) {
        pinnedOwner = owner
    }

    /// Hands the operation to libuv; if libuv refuses it, undoes everything and throws.
    func submit<Value>(
        _ operation: FileSystemOperation<Value>,
        _ completion: @escaping (Result<Value, FileSystemError>) -> Void
    ) throws(FileSystemError) {
        finish = { fs in
            let result = operation.outcome(of: fs)
            return { completion(result) }
        }
        willSubmit()
        let status = operation.start(loop.raw, fs, FileSystemRequest.callback)
        if status < 0 {
            uv_fs_req_cleanup(fs)
            release()
            submissionFailed()
            throw operation.error(code: status)
        }
    }

    private static let callback: uv_fs_cb = { fs in
        Request.owner(of: UnsafeMutableRawPointer(fs), as: FileSystemRequest.self)?.complete()
    }

    private func complete() {
        let deliver = finish?(fs)
        finish = nil
        uv_fs_req_cleanup(fs)
        // The caller's memory stays pinned through its completion, which may still read it.
        deliver?()
        release()
        didComplete()
    }

    /// Drops the closure, the owned memory and the pin once the worker is done.
    private func release() {
        finish = nil
        pinnedOwner = nil
        ownedMemory?.deallocate()
        ownedMemory = nil
    }
}
