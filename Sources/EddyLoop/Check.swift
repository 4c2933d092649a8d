import CLibUV

/// A check handle: runs its callback once per loop iteration, in the check phase, right after
/// polling for I/O (where Node runs `setImmediate` callbacks and txiki.js drains promise jobs).
public final class Check: Handle {
    private var callback: (() -> Void)?

    /// Creates a stopped check handle on `loop`.
    public init(loop: EventLoop) throws(UVError) {
        super.init(loop: loop, type: UV_CHECK)
        try UVError.check(uv_check_init(loop.raw, pointer))
        didInitialize()
    }

    private var pointer: UnsafeMutablePointer<uv_check_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_check_t.self)
    }

    /// Starts the handle: `callback` runs once per loop iteration until `stop()`. Starting a
    /// started handle only replaces its callback.
    public func start(_ callback: @escaping () -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        self.callback = callback
        try UVError.check(uv_check_start(pointer, { handle in
            Handle.owner(of: UnsafeMutableRawPointer(handle), as: Check.self)?.callback?()
        }))
    }

    /// Stops the handle; its callback will not run until started again.
    public func stop() {
        guard !isClosing else { return }
        uv_check_stop(pointer)
        callback = nil
    }

    override func clearCallbacks() {
        callback = nil
    }
}
