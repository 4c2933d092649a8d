import CLibUV

/// A file-status polling handle (`uv_fs_poll_t`): stats a path every interval on the thread
/// pool and calls its callback on the loop thread when the status differs from the last one,
/// as Node's `fs.watchFile`. Unlike `FileEventWatcher` it works on any file system and for
/// a path that does not exist yet.
public final class FileStatusWatcher: Handle {
    /// One poll that differed from the last: the status before and after (zeroed while the
    /// file does not exist), or the error `stat` met — reported once, when it first occurs.
    public struct Change: Sendable {
        /// 0, or libuv's negative error code when `stat` failed (`UV_ENOENT`…).
        public var status: Int32
        /// The status at the previous poll.
        public var previous: FileStatus
        /// The status now.
        public var current: FileStatus
    }

    private var callback: ((Change) -> Void)?

    /// Creates a stopped watcher on `loop`.
    public init(loop: EventLoop) throws(UVError) {
        super.init(loop: loop, type: UV_FS_POLL)
        try UVError.check(uv_fs_poll_init(loop.raw, pointer))
        didInitialize()
    }

    private var pointer: UnsafeMutablePointer<uv_fs_poll_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_fs_poll_t.self)
    }

    private static let thunk: uv_fs_poll_cb = { handle, status, previous, current in
        guard let watcher = Handle.owner(of: UnsafeMutableRawPointer(handle), as: FileStatusWatcher.self),
              let previous, let current else { return }
        watcher.callback?(Change(status: status, previous: FileStatus(previous.pointee), current: FileStatus(current.pointee)))
    }

    /// Starts polling `path` every `interval` milliseconds; the first poll only records the
    /// status.
    /// - Throws: `EINVAL` for a closed handle.
    public func start(_ path: String, interval: UInt32, _ callback: @escaping (Change) -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        self.callback = callback
        try UVError.check(path.withCString { uv_fs_poll_start(pointer, FileStatusWatcher.thunk, $0, interval) })
    }

    /// Stops polling.
    public func stop() {
        guard !isClosing else { return }
        uv_fs_poll_stop(pointer)
    }

    override func clearCallbacks() {
        callback = nil
    }
}
