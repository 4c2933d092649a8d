import CLibUV

/// A terminal stream (`uv_tty_t`), for stdin, stdout or stderr when they are a terminal:
/// raw mode for line editors, and the window size.
public final class TTY: Stream {
    /// The terminal's line discipline, as `uv_tty_mode_t`.
    public enum Mode: Sendable {
        /// Line-buffered, echoing input: the terminal's usual mode.
        case normal
        /// Unbuffered input without echo or signal keys, as a line editor wants it.
        case raw
        /// Binary-safe I/O, for a terminal used as a data stream (IPC over a tty).
        case io

        var raw: uv_tty_mode_t {
            switch self {
            case .normal: UV_TTY_MODE_NORMAL
            case .raw: UV_TTY_MODE_RAW
            case .io: UV_TTY_MODE_IO
            }
        }
    }

    /// A terminal's size in character cells.
    public struct WindowSize: Sendable, Hashable {
        /// The number of columns (Node's `columns`).
        public var columns: Int
        /// The number of rows (Node's `rows`).
        public var rows: Int

        /// Creates a size of `columns` × `rows` cells.
        public init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }
    }

    /// Opens the terminal on `fd`. libuv reopens a terminal's device when it can, so making
    /// it non-blocking does not affect other processes sharing the descriptor; `fd` then stays
    /// the caller's to close. Otherwise the handle uses `fd` itself and closes it, unless it is
    /// 0, 1 or 2.
    /// - Throws: `EINVAL` if `fd` is a regular file or unknown (libuv accepts a pipe or a
    ///   socket, treating it as a plain stream), and errors of reopening it.
    public init(loop: EventLoop, fd: Int32) throws(UVError) {
        super.init(loop: loop, type: UV_TTY)
        // The last argument (readable) is ignored on Unix since libuv 1.9.
        try UVError.check(uv_tty_init(loop.raw, pointer, uv_file(fd), 0))
        didInitialize()
    }

    private var pointer: UnsafeMutablePointer<uv_tty_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_tty_t.self)
    }

    /// Switches the terminal's mode. The mode before the first switch away from `.normal` is
    /// remembered for `TTY.resetMode()`.
    /// - Throws: errors of `tcsetattr`, `EINVAL` once closed.
    public func setMode(_ mode: Mode) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(uv_tty_set_mode(pointer, mode.raw))
    }

    /// The terminal's current size.
    /// - Throws: errors of the `TIOCGWINSZ` ioctl, `EINVAL` once closed.
    public var windowSize: WindowSize {
        get throws(UVError) {
            guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
            var width: Int32 = 0
            var height: Int32 = 0
            try UVError.check(uv_tty_get_winsize(pointer, &width, &height))
            return WindowSize(columns: Int(width), rows: Int(height))
        }
    }

    /// Restores the terminal mode saved by the first `setMode` away from `.normal` in this
    /// process, as a runtime must do on exit so the shell is not left in raw mode. Safe to call
    /// from a signal handler; does nothing if no mode was changed.
    /// - Throws: `EBUSY` while another thread is changing a mode.
    public static func resetMode() throws(UVError) {
        try UVError.check(uv_tty_reset_mode())
    }

    /// What `fd` is (`uv_guess_handle`): a terminal, a pipe, a file… See `HandleType`.
    public static func guessHandleType(_ fd: Int32) -> HandleType {
        HandleType.guess(fd)
    }
}
