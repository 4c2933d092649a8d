import CLibUV

/// A long-lived libuv object (a timer, a socket, a child process…), the base of every handle.
///
/// Ownership: a handle keeps itself alive from creation until libuv's close callback, whether
/// or not anyone else holds it, because libuv may call it until then. `close(_:)` is therefore
/// required; it clears the callbacks the subclass stored (so no closure keeps a cycle alive),
/// and the C memory is freed when the last Swift reference goes after that. An open handle
/// keeps its loop alive.
public class Handle {
    /// The loop this handle belongs to.
    public let loop: EventLoop
    let raw: UnsafeMutablePointer<uv_handle_t>
    private var selfRetain: Unmanaged<Handle>?
    private var onClose: (() -> Void)?

    /// Allocates storage for a handle of the given type; the subclass then calls its
    /// `uv_<type>_init` on `raw` and `didInitialize()` if that succeeded.
    init(loop: EventLoop, type: uv_handle_type) {
        self.loop = loop
        let size = uv_handle_size(type)
        raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            .initializeMemory(as: UInt8.self, repeating: 0, count: size)
            .withMemoryRebound(to: uv_handle_t.self, capacity: 1) { $0 }
        loop.liveHandleCount += 1
    }

    /// Called by subclasses once `uv_<type>_init` succeeded: from here libuv knows the handle,
    /// so it must stay alive until closed.
    func didInitialize() {
        raw.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        selfRetain = Unmanaged.passRetained(self)
    }

    deinit {
        raw.deallocate()
        loop.liveHandleCount -= 1
    }

    /// Recovers the Swift owner of a libuv handle from its `data` field.
    static func owner<T: Handle>(of pointer: UnsafeMutableRawPointer?, as type: T.Type) -> T? {
        guard let data = pointer?.assumingMemoryBound(to: uv_handle_t.self).pointee.data else {
            return nil
        }
        return Unmanaged<Handle>.fromOpaque(data).takeUnretainedValue() as? T
    }

    /// Closes the handle: libuv stops calling it, then calls `callback` on a later loop
    /// iteration. Closing twice is harmless.
    public func close(_ callback: (() -> Void)? = nil) {
        guard selfRetain != nil, uv_is_closing(raw) == 0 else { return }
        onClose = callback
        uv_close(raw, Handle.closeThunk)
    }

    static let closeThunk: uv_close_cb = { pointer in
        guard let pointer, let data = pointer.pointee.data else { return }
        let handle = Unmanaged<Handle>.fromOpaque(data).takeUnretainedValue()
        handle.didClose()
    }

    private func didClose() {
        let callback = onClose
        onClose = nil
        clearCallbacks()
        raw.pointee.data = nil
        let retain = selfRetain
        selfRetain = nil
        callback?()
        retain?.release()
    }

    /// Subclasses drop every closure they hold here, so a closed handle keeps nothing alive.
    func clearCallbacks() {}

    /// Whether the handle has been closed or is closing.
    public var isClosing: Bool { selfRetain == nil || uv_is_closing(raw) != 0 }

    /// The operating system's descriptor of the handle (`uv_fileno`), or -1 when it has
    /// none (not open yet, or closed), as Node's `handle.fd` answers.
    public var fileDescriptor: Int32 {
        guard !isClosing else { return -1 }
        var fd = uv_os_fd_t()
        return uv_fileno(raw, &fd) == 0 ? fd : -1
    }

    /// Whether the handle is active: a started timer, a listening server, a reading stream.
    public var isActive: Bool { selfRetain != nil && uv_is_active(raw) != 0 }

    /// Makes the handle keep the loop alive while active (the default).
    public func ref() {
        if selfRetain != nil { uv_ref(raw) }
    }

    /// Lets the loop exit even while this handle is active.
    public func unref() {
        if selfRetain != nil { uv_unref(raw) }
    }

    /// Whether the handle keeps the loop alive while active.
    public var hasRef: Bool { selfRetain != nil && uv_has_ref(raw) != 0 }
}
