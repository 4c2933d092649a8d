import CLibUV

/// The three handles that run a callback once per loop iteration in a fixed phase: `Idle`
/// (before prepare; while active, poll does not block), `Prepare` (just before polling for
/// I/O) and `Check` (just after it). libuv gives each its own type and functions with the same
/// shape; this class holds the one implementation and the per-phase calls.
public class PhaseHandle: Handle {
    enum Phase {
        case idle, prepare, check

        var handleType: uv_handle_type {
            switch self {
            case .idle: UV_IDLE
            case .prepare: UV_PREPARE
            case .check: UV_CHECK
            }
        }
    }

    private let phase: Phase
    private var callback: (() -> Void)?

    init(loop: EventLoop, phase: Phase) throws(UVError) {
        self.phase = phase
        super.init(loop: loop, type: phase.handleType)
        let status = switch phase {
        case .idle: uv_idle_init(loop.raw, pointer())
        case .prepare: uv_prepare_init(loop.raw, pointer())
        case .check: uv_check_init(loop.raw, pointer())
        }
        try UVError.check(status)
        didInitialize()
    }

    private func pointer<T>() -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: T.self)
    }

    private static func fire(_ handle: UnsafeMutableRawPointer?) {
        Handle.owner(of: handle, as: PhaseHandle.self)?.callback?()
    }

    /// Starts the handle: `callback` runs once per loop iteration until `stop()`. Starting a
    /// started handle only replaces its callback.
    public func start(_ callback: @escaping () -> Void) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        self.callback = callback
        let status = switch phase {
        case .idle: uv_idle_start(pointer(), { PhaseHandle.fire(UnsafeMutableRawPointer($0)) })
        case .prepare: uv_prepare_start(pointer(), { PhaseHandle.fire(UnsafeMutableRawPointer($0)) })
        case .check: uv_check_start(pointer(), { PhaseHandle.fire(UnsafeMutableRawPointer($0)) })
        }
        try UVError.check(status)
    }

    /// Stops the handle; its callback will not run until started again.
    public func stop() {
        guard !isClosing else { return }
        switch phase {
        case .idle: uv_idle_stop(pointer())
        case .prepare: uv_prepare_stop(pointer())
        case .check: uv_check_stop(pointer())
        }
        callback = nil
    }

    override func clearCallbacks() {
        callback = nil
    }
}

/// A check handle: runs its callback once per loop iteration, in the check phase, right after
/// polling for I/O (where Node runs `setImmediate` callbacks).
public final class Check: PhaseHandle {
    /// Creates a stopped check handle on `loop`.
    public init(loop: EventLoop) throws(UVError) {
        try super.init(loop: loop, phase: .check)
    }
}

/// An idle handle: runs its callback once per loop iteration, in the idle phase, before prepare
/// and poll. While an idle handle is active the poll phase does not block, so the loop spins;
/// Node keeps one active only while immediates are pending.
public final class Idle: PhaseHandle {
    /// Creates a stopped idle handle on `loop`.
    public init(loop: EventLoop) throws(UVError) {
        try super.init(loop: loop, phase: .idle)
    }
}

/// A prepare handle: runs its callback once per loop iteration, right before polling for I/O.
public final class Prepare: PhaseHandle {
    /// Creates a stopped prepare handle on `loop`.
    public init(loop: EventLoop) throws(UVError) {
        try super.init(loop: loop, phase: .prepare)
    }
}
