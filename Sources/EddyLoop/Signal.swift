import CLibUV

/// A signal handle: calls its callback on the loop thread when the process receives a signal,
/// whatever thread the signal interrupted. libuv installs one process-wide handler per signal
/// while any loop watches it, and restores the default action when the last watcher stops, so
/// a signal whose default is to terminate (SIGUSR1, SIGINT…) must only arrive while watched.
public final class Signal: Handle {
    private var callback: ((Int32) -> Void)?

    /// Creates a stopped signal handle on `loop`.
    public init(loop: EventLoop) throws(UVError) {
        super.init(loop: loop, type: UV_SIGNAL)
        try UVError.check(uv_signal_init(loop.raw, pointer))
        didInitialize()
    }

    private var pointer: UnsafeMutablePointer<uv_signal_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_signal_t.self)
    }

    private static let thunk: uv_signal_cb = { handle, signalNumber in
        Handle.owner(of: UnsafeMutableRawPointer(handle), as: Signal.self)?.callback?(signalNumber)
    }

    /// Starts watching `signalNumber` (`SIGINT`, `SIGUSR1`…): `callback` runs with the signal
    /// number each time it arrives, until `stop()`. Starting again watches the new signal.
    /// - Throws: `EINVAL` for an invalid signal number or a closed handle.
    public func start(_ signalNumber: Int32, _ callback: @escaping (Int32) -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        self.callback = callback
        try UVError.check(uv_signal_start(pointer, Signal.thunk, signalNumber))
    }

    /// Like `start(_:_:)`, but the handle stops itself after the first signal.
    public func startOneShot(_ signalNumber: Int32, _ callback: @escaping (Int32) -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        self.callback = callback
        try UVError.check(uv_signal_start_oneshot(pointer, Signal.thunk, signalNumber))
    }

    /// Stops watching; the signal gets its previous disposition back if no other handle
    /// watches it.
    public func stop() {
        guard !isClosing else { return }
        uv_signal_stop(pointer)
    }

    /// The signal being watched, zero when stopped.
    public var signalNumber: Int32 { isClosing ? 0 : pointer.pointee.signum }

    override func clearCallbacks() {
        callback = nil
    }
}
