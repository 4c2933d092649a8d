import CLibUV

/// A prepare handle: runs its callback once per loop iteration, in the prepare phase, right
/// before the loop blocks polling for I/O.
public final class Prepare: Handle {
    private var callback: (() -> Void)?

    /// Creates a stopped prepare handle on `loop`.
    public init(loop: EventLoop) throws(UVError) {
        super.init(loop: loop, type: UV_PREPARE)
        try UVError.check(uv_prepare_init(loop.raw, pointer))
        didInitialize()
    }

    private var pointer: UnsafeMutablePointer<uv_prepare_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_prepare_t.self)
    }

    /// Starts the handle: `callback` runs once per loop iteration until `stop()`. Starting a
    /// started handle only replaces its callback.
    public func start(_ callback: @escaping () -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        self.callback = callback
        try UVError.check(uv_prepare_start(pointer, { handle in
            Handle.owner(of: UnsafeMutableRawPointer(handle), as: Prepare.self)?.callback?()
        }))
    }

    /// Stops the handle; its callback will not run until started again.
    public func stop() {
        guard !isClosing else { return }
        uv_prepare_stop(pointer)
        callback = nil
    }

    override func clearCallbacks() {
        callback = nil
    }
}
