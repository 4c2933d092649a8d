import CLibUV

/// A timer handle: calls its callback once after a timeout, then optionally every
/// `repeating` milliseconds. Timers fire in the timers phase, ordered by deadline and,
/// for equal deadlines, by start order.
public final class Timer: Handle {
    private var callback: (() -> Void)?

    /// Creates a stopped timer on `loop`.
    public init(loop: EventLoop) throws(UVError) {
        super.init(loop: loop, type: UV_TIMER)
        try UVError.check(uv_timer_init(loop.raw, pointer))
        didInitialize()
    }

    private var pointer: UnsafeMutablePointer<uv_timer_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_timer_t.self)
    }

    /// Starts (or restarts) the timer: `callback` runs after `timeout` milliseconds, then every
    /// `repeating` milliseconds if that is not zero.
    public func start(after timeout: UInt64, repeating: UInt64 = 0, _ callback: @escaping () -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        self.callback = callback
        try UVError.check(uv_timer_start(pointer, { timer in
            Handle.owner(of: UnsafeMutableRawPointer(timer), as: Timer.self)?.callback?()
        }, timeout, repeating))
    }

    /// Stops the timer; its callback will not run until started again.
    public func stop() {
        guard !isClosing else { return }
        uv_timer_stop(pointer)
    }

    /// Restarts a repeating timer from now with its repeat interval (`uv_timer_again`).
    public func again() throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(uv_timer_again(pointer))
    }

    /// The repeat interval in milliseconds; zero for a one-shot timer.
    public var repeatInterval: UInt64 {
        get { isClosing ? 0 : uv_timer_get_repeat(pointer) }
        set { if !isClosing { uv_timer_set_repeat(pointer, newValue) } }
    }

    /// Milliseconds until the timer fires, zero if it is due or stopped.
    public var dueIn: UInt64 { isClosing ? 0 : uv_timer_get_due_in(pointer) }

    override func clearCallbacks() {
        callback = nil
    }
}
