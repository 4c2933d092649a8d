import CLibUV
import Glibc

/// A libuv event loop. Every callback of its handles and requests runs on the thread that
/// calls `run(_:)`; the loop and its handles are not thread-safe (use `Async` to reach the
/// loop from another thread).
public final class EventLoop {
    /// How `run(_:)` waits, as `uv_run_mode`.
    public enum RunMode: Sendable {
        /// Runs until there are no active, referenced handles or requests.
        case `default`
        /// Polls for I/O once, blocking if there are no pending callbacks.
        case once
        /// Polls for I/O once without blocking.
        case noWait

        var raw: uv_run_mode {
            switch self {
            case .default: UV_RUN_DEFAULT
            case .once: UV_RUN_ONCE
            case .noWait: UV_RUN_NOWAIT
            }
        }
    }

    let raw: UnsafeMutablePointer<uv_loop_t>

    /// Creates a new loop. Creating the first loop also makes the process ignore SIGPIPE, so a
    /// write to a closed pipe or socket fails with `EPIPE` instead of killing the process.
    public init() throws(UVError) {
        EventLoop.ignoreIOSignals
        // `raw` is set only once the loop exists: an initializer that throws after every
        // stored property is set runs `deinit`, which would run a loop that failed to start
        // (out of descriptors: EMFILE) and free it twice.
        let loop = UnsafeMutablePointer<uv_loop_t>.allocate(capacity: 1)
        let status = uv_loop_init(loop)
        if status < 0 {
            loop.deallocate()
            throw UVError(code: status)
        }
        raw = loop
        raw.pointee.data = Unmanaged.passUnretained(self).toOpaque()
    }

    /// Runs on first use: `signal` returns the previous handler, which is of no interest.
    /// SIGXFSZ too, as Node: a write past the file-size limit then fails with `EFBIG` instead
    /// of killing the process.
    private static let ignoreIOSignals: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
        _ = signal(SIGXFSZ, SIG_IGN)
    }()

    deinit {
        // Open handles keep their loop alive, so by now every handle is closed; running once
        // more lets any close callbacks still queued release their owners.
        uv_run(raw, UV_RUN_NOWAIT)
        uv_loop_close(raw)
        raw.deallocate()
        streamReadBuffer?.deallocate()
    }

    /// The buffer every stream of this loop reads into, as Node's one buffer per environment:
    /// libuv reads one stream at a time and the bytes are copied out before its next read,
    /// so a buffer per stream would only cost memory (64 KiB each, with many connections).
    private var streamReadBuffer: UnsafeMutableRawBufferPointer?

    /// libuv suggests 64 KiB per read.
    private static let streamReadBufferSize = 65_536

    var readBuffer: UnsafeMutableRawBufferPointer {
        if let streamReadBuffer { return streamReadBuffer }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.streamReadBufferSize, alignment: 16)
        streamReadBuffer = buffer
        return buffer
    }

    /// Swift owners of this loop's handles that are still in memory (open, or closed but
    /// still referenced). Tests use it to prove nothing leaks.
    public internal(set) var liveHandleCount = 0

    /// Requests of this loop whose callback has not run yet or whose Swift owner is still in
    /// memory.
    public internal(set) var liveRequestCount = 0

    /// Closes every open handle, as a runtime does on shutdown; their close callbacks run on
    /// the next iteration of the loop.
    public func closeAllHandles() {
        uv_walk(raw, { handle, _ in
            if let handle, uv_is_closing(handle) == 0, handle.pointee.data != nil {
                uv_close(handle, Handle.closeThunk)
            }
        }, nil)
        uv_run(raw, UV_RUN_NOWAIT)
    }

    /// Runs the loop in the given mode.
    /// - Returns: whether there are still active handles or requests (for `.once` and `.noWait`:
    ///   whether more callbacks are expected).
    @discardableResult
    public func run(_ mode: RunMode = .default) -> Bool {
        uv_run(raw, mode.raw) != 0
    }

    /// Makes `run(_:)` return at the end of the current iteration.
    public func stop() {
        uv_stop(raw)
    }

    /// The loop's cached notion of now, in milliseconds from an arbitrary start; timers are
    /// scheduled relative to it.
    public var now: UInt64 { uv_now(raw) }

    /// Refreshes `now` from the clock; the loop does it once per iteration by itself.
    public func updateTime() {
        uv_update_time(raw)
    }

    /// Whether there are active, referenced handles or requests: the loop would keep running.
    public var isAlive: Bool { uv_loop_alive(raw) != 0 }

    /// The number of handles on this loop that are not yet closed (active or not,
    /// referenced or not); tests use it to prove nothing was left open.
    public var openHandleCount: Int {
        var count = 0
        uv_walk(raw, { handle, context in
            guard let handle, uv_is_closing(handle) == 0, let context else { return }
            context.assumingMemoryBound(to: Int.self).pointee += 1
        }, &count)
        return count
    }
}

