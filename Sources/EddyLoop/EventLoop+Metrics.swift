import CLibUV

extension EventLoop {
    /// How long the next poll would block, in milliseconds (`uv_backend_timeout`): `nil` when it
    /// would block until an event arrives, zero when callbacks are pending, and also zero before
    /// the loop has polled once (libuv must first register its own watchers). An embedder that
    /// drives the loop from its own poller waits this long on `backendFileDescriptor`.
    public var backendTimeout: Int? {
        let timeout = uv_backend_timeout(raw)
        return timeout < 0 ? nil : Int(timeout)
    }

    /// The file descriptor of the loop's poller (epoll on Linux), which becomes readable when
    /// `run(.noWait)` has work to do; for embedding the loop in another event loop.
    public var backendFileDescriptor: Int32 {
        uv_backend_fd(raw)
    }

    /// A monotonic clock in nanoseconds from an arbitrary origin (`uv_hrtime`), unaffected by
    /// changes of the wall clock; Node's `process.hrtime` and `performance.now` read it.
    public static var highResolutionTime: UInt64 {
        uv_hrtime()
    }
}
