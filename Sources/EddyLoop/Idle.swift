import CLibUV

/// An idle handle: runs its callback once per loop iteration, in the idle phase, before prepare
/// and poll. While an idle handle is active the poll phase does not block, so the loop spins;
/// Node keeps one active only while immediates are pending.
public final class Idle: Handle {
    private var callback: (() -> Void)?

    /// Creates a stopped idle handle on `loop`.
    public init(loop: EventLoop) throws(UVError) {
        super.init(loop: loop, type: UV_IDLE)
        try UVError.check(uv_idle_init(loop.raw, pointer))
        didInitialize()
    }

    private var pointer: UnsafeMutablePointer<uv_idle_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_idle_t.self)
    }

    /// Starts the handle: `callback` runs once per loop iteration until `stop()`. Starting a
    /// started handle only replaces its callback.
    public func start(_ callback: @escaping () -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        self.callback = callback
        try UVError.check(uv_idle_start(pointer, { handle in
            Handle.owner(of: UnsafeMutableRawPointer(handle), as: Idle.self)?.callback?()
        }))
    }

    /// Stops the handle; its callback will not run until started again.
    public func stop() {
        guard !isClosing else { return }
        uv_idle_stop(pointer)
        callback = nil
    }

    override func clearCallbacks() {
        callback = nil
    }
}
