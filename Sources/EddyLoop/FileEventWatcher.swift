import CLibUV

/// A file-system event handle (`uv_fs_event_t`, inotify on Linux): calls its callback on the
/// loop thread when a watched file changes or a name in a watched directory appears,
/// disappears or changes, as Node's `fs.watch`.
public final class FileEventWatcher: Handle {
    /// What happened to a name, as libuv reports it (Node's `'rename'` and `'change'`).
    public struct Events: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// A name appeared, disappeared or was renamed.
        public static let rename = Events(rawValue: Int32(UV_RENAME.rawValue))
        /// A file's contents or attributes changed.
        public static let change = Events(rawValue: Int32(UV_CHANGE.rawValue))
    }

    /// Receives the name (relative to a watched directory, or the watched file's own name;
    /// nil when libuv does not know it) and the events, or the error that ended the watch.
    public typealias Callback = (Result<(name: String?, events: Events), UVError>) -> Void

    private var callback: Callback?

    /// Creates a stopped watcher on `loop`.
    public init(loop: EventLoop) throws(UVError) {
        super.init(loop: loop, type: UV_FS_EVENT)
        try UVError.check(uv_fs_event_init(loop.raw, pointer))
        didInitialize()
    }

    private var pointer: UnsafeMutablePointer<uv_fs_event_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_fs_event_t.self)
    }

    private static let thunk: uv_fs_event_cb = { handle, name, events, status in
        guard let watcher = Handle.owner(of: UnsafeMutableRawPointer(handle), as: FileEventWatcher.self) else { return }
        if status < 0 {
            watcher.callback?(.failure(UVError(code: status)))
        } else {
            watcher.callback?(.success((name.map { String(cString: $0) }, Events(rawValue: events))))
        }
    }

    /// Starts watching `path` (a file or a directory, not its subdirectories: inotify has no
    /// recursive watch, and libuv refuses one on Linux).
    /// - Throws: `ENOENT` for a missing path, `ENOSPC` when the system's watch limit is reached,
    ///   `EINVAL` for a closed handle.
    public func start(_ path: String, _ callback: @escaping Callback) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        self.callback = callback
        try UVError.check(path.withCString { uv_fs_event_start(pointer, FileEventWatcher.thunk, $0, 0) })
    }

    /// Stops watching; the handle may be started again.
    public func stop() {
        guard !isClosing else { return }
        uv_fs_event_stop(pointer)
    }

    override func clearCallbacks() {
        callback = nil
    }
}
