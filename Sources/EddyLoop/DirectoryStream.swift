import CLibUV

/// An open directory stream (`uv_dir_t`), read a batch of entries at a time with
/// `FileSystem.readdir(_:)`: Node's `fs.Dir`.
///
/// libuv fills the entries into memory the stream owns, so only one `readdir` may be in
/// flight at a time; a second one, or a `closedir` meanwhile, fails with `EBUSY` instead of
/// racing the worker. A stream that is dropped without `closedir` is closed synchronously
/// then, so its descriptor never leaks.
public final class DirectoryStream {
    /// The path the directory was opened with.
    public let path: String
    /// The most entries one `readdir` returns.
    public let bufferSize: Int
    private let loop: EventLoop
    /// libuv's directory; nil once closed (libuv frees it in `closedir`).
    private var raw: UnsafeMutablePointer<uv_dir_t>?
    /// Where libuv writes the entries of one `readdir`.
    private let entries: UnsafeMutablePointer<uv_dirent_t>
    /// Whether an asynchronous `readdir` is running on the thread pool.
    private var isReading = false

    /// Takes ownership of `raw` (nil, which libuv never reports on success, makes a closed stream).
    init(path: String, raw: UnsafeMutablePointer<uv_dir_t>?, bufferSize: Int, loop: EventLoop) {
        self.path = path
        self.raw = raw
        self.bufferSize = bufferSize
        self.loop = loop
        entries = .allocate(capacity: bufferSize)
        entries.initialize(repeating: uv_dirent_t(), count: bufferSize)
    }

    deinit {
        if let raw {
            let fs = UnsafeMutablePointer<uv_fs_t>.allocate(capacity: 1)
            fs.initialize(to: uv_fs_t())
            // Nothing can report a failure from deinit; closedir(3) only fails for a bad stream.
            _ = uv_fs_closedir(loop.raw, fs, raw, nil)
            uv_fs_req_cleanup(fs)
            fs.deallocate()
        }
        entries.deallocate()
    }

    /// Whether `closedir` has been called.
    public var isClosed: Bool { raw == nil }

    /// Starts `uv_fs_readdir` into this directory's entry buffer, or refuses: `EBADF` once
    /// closed, `EBUSY` while another read is in flight.
    func startReading(_ loop: UnsafeMutablePointer<uv_loop_t>, _ fs: UnsafeMutablePointer<uv_fs_t>,
                      _ callback: uv_fs_cb?) -> Int32 {
        guard let raw else { return UV_EBADF.rawValue }
        guard !isReading else { return UV_EBUSY.rawValue }
        raw.pointee.dirents = entries
        raw.pointee.nentries = bufferSize
        let status = uv_fs_readdir(loop, fs, raw, callback)
        if status >= 0 && callback != nil { isReading = true }
        return status
    }

    /// The entries the last read produced, copied out before `uv_fs_req_cleanup` frees their names.
    func readEntries(count: Int) -> [DirectoryEntry] {
        isReading = false
        return (0..<count).map { DirectoryEntry(entries[$0]) }
    }

    /// Marks an asynchronous read over when it failed or was cancelled.
    func readingEnded() {
        isReading = false
    }

    /// Starts `uv_fs_closedir`; from here the directory is closed whatever the outcome, since
    /// libuv frees `uv_dir_t` in any case.
    func startClosing(_ loop: UnsafeMutablePointer<uv_loop_t>, _ fs: UnsafeMutablePointer<uv_fs_t>,
                      _ callback: uv_fs_cb?) -> Int32 {
        guard let raw else { return UV_EBADF.rawValue }
        guard !isReading else { return UV_EBUSY.rawValue }
        let status = uv_fs_closedir(loop, fs, raw, callback)
        if status >= 0 { self.raw = nil }
        return status
    }
}
