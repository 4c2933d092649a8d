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

    /// Starts counting the time the loop waits for events in its poll (libuv's
    /// `UV_METRICS_IDLE_TIME`), which `idleTime` reports.
    public func measureIdleTime() {
        _ = eddy_loop_measure_idle_time(raw)
    }

    /// Nanoseconds the loop has waited for events since `measureIdleTime()`, a wait in
    /// progress included: Node's `performance.eventLoopUtilization()`. libuv guards the count
    /// with a lock, so another thread may read it while the loop runs.
    public var idleTime: UInt64 {
        uv_metrics_idle_time(raw)
    }

    /// libuv's type names of the handles counted by `openHandleCount` (`"timer"`, `"async"`…),
    /// in the loop's order: what a leak test prints when a handle was left open, and the raw
    /// material of Node's `process.getActiveResourcesInfo()`.
    public var openHandleTypeNames: [String] {
        var names: [String] = []
        withUnsafeMutablePointer(to: &names) { names in
            uv_walk(raw, { handle, context in
                guard let handle, uv_is_closing(handle) == 0, let context,
                      let name = uv_handle_type_name(uv_handle_get_type(handle)) else { return }
                context.assumingMemoryBound(to: [String].self).pointee.append(String(cString: name))
            }, names)
        }
        return names
    }
}

extension EventLoop {
    /// libuv's version, as `process.versions.uv` reports it (`1.44.2`).
    public static var libraryVersion: String { String(cString: uv_version_string()) }
}
