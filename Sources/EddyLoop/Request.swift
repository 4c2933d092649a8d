import CLibUV

/// A one-shot libuv operation (a file-system call, thread-pool work, a DNS lookup, a connect,
/// a write), the base of every request.
///
/// Ownership mirrors `Handle`: once submitted, a request keeps itself alive until libuv calls
/// its completion callback, which calls `didComplete()` (before the user's completion when
/// that completion may submit the same request again) and drops the completion closure, so
/// nothing it captured outlives the operation.
public class Request {
    /// The loop the request runs on; its callback runs on that loop's thread.
    public let loop: EventLoop
    let raw: UnsafeMutablePointer<uv_req_t>
    private var selfRetain: Unmanaged<Request>?

    /// Allocates zeroed storage for a request of the given type.
    init(loop: EventLoop, type: uv_req_type) {
        self.loop = loop
        let size = uv_req_size(type)
        raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            .initializeMemory(as: UInt8.self, repeating: 0, count: size)
            .withMemoryRebound(to: uv_req_t.self, capacity: 1) { $0 }
        loop.liveRequestCount += 1
    }

    deinit {
        raw.deallocate()
        loop.liveRequestCount -= 1
    }

    /// The request's storage seen as its concrete libuv type (`uv_fs_t`, `uv_work_t`…).
    func pointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: type)
    }

    /// Called just before handing the request to libuv: from here it lives until its callback.
    func willSubmit() {
        raw.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        selfRetain = Unmanaged.passRetained(self)
    }

    /// Undoes `willSubmit()` when libuv refused the request, so its callback will never run.
    func submissionFailed() {
        didComplete()
    }

    /// Called from the completion callback; releases the request's hold on itself. The caller
    /// must still hold the request (it does, while running a method of it).
    func didComplete() {
        raw.pointee.data = nil
        let retain = selfRetain
        selfRetain = nil
        retain?.release()
    }

    /// Whether libuv still owns the request (submitted, callback not yet run).
    public var isPending: Bool { selfRetain != nil }

    /// Recovers the Swift owner of a libuv request from its `data` field.
    static func owner<T: Request>(of pointer: UnsafeMutableRawPointer?, as type: T.Type) -> T? {
        guard let data = pointer?.assumingMemoryBound(to: uv_req_t.self).pointee.data else {
            return nil
        }
        return Unmanaged<Request>.fromOpaque(data).takeUnretainedValue() as? T
    }

    /// Cancels a pending file-system, work or DNS request that a thread-pool worker has not
    /// started yet; its callback then runs with `ECANCELED`.
    /// - Throws: `EBUSY` when the work is already running or done, `EINVAL` for requests
    ///   libuv cannot cancel.
    public func cancel() throws(UVError) {
        guard isPending else { throw UVError(code: UV_EINVAL.rawValue) }
        try UVError.check(uv_cancel(raw))
    }
}
