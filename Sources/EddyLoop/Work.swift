import CLibUV
import Synchronization

/// A unit of CPU or blocking work run on libuv's thread pool (`uv_queue_work`), the pool that
/// also serves file-system and DNS requests (see `ThreadPool`).
///
/// The work closure runs on a pool thread, so it is `@Sendable` and returns a `Sendable`
/// value; the completion runs on the loop thread with that value, or with `ECANCELED` if the
/// work was cancelled (`cancel()`) before a worker picked it up. A `Work` may be queued again
/// once its completion has started.
public final class Work: Request {
    /// Set before submission and cleared only in the completion callback; libuv's queue orders
    /// the pool thread's single read in between.
    private var job: (@Sendable () -> Void)?
    private var completion: ((Int32) -> Void)?

    /// Creates an idle work request on `loop`.
    public init(loop: EventLoop) {
        super.init(loop: loop, type: UV_WORK)
    }

    /// Queues `work` on the thread pool; `completion` then runs on the loop thread with its
    /// result, or with `UVError.cancelled` if it was cancelled before it started.
    /// - Throws: `EBUSY` if this request is still pending.
    public func queue<Value: Sendable>(
        _ work: @escaping @Sendable () -> Value,
        completion: @escaping (Result<Value, UVError>) -> Void
    ) throws(UVError) {
        guard !isPending else { throw UVError(code: UV_EBUSY.rawValue) }
        let slot = ResultSlot<Value>()
        job = { slot.store(work()) }
        self.completion = { status in
            if status < 0 {
                completion(.failure(UVError(code: status)))
            } else if let value = slot.take() {
                completion(.success(value))
            } else {
                // libuv reports success only after the work ran; kept total rather than trapping.
                completion(.failure(UVError(code: UV_EINVAL.rawValue)))
            }
        }
        willSubmit()
        let status = uv_queue_work(loop.raw, pointer(as: uv_work_t.self), { request in
            // On a pool thread: only `job` is read here.
            Request.owner(of: UnsafeMutableRawPointer(request), as: Work.self)?.job?()
        }, { request, status in
            Request.owner(of: UnsafeMutableRawPointer(request), as: Work.self)?.finish(status)
        })
        if status < 0 {
            job = nil
            self.completion = nil
            submissionFailed()
            throw UVError(code: status)
        }
    }

    private func finish(_ status: Int32) {
        let completion = self.completion
        job = nil
        self.completion = nil
        // Completed before the callback runs so that it may queue this request again; the
        // caller's reference keeps `self` alive meanwhile.
        didComplete()
        completion?(status)
    }
}

/// Hands the work's result from the pool thread to the loop thread.
private final class ResultSlot<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)

    func store(_ newValue: Value) {
        value.withLock { $0 = newValue }
    }

    func take() -> Value? {
        value.withLock { value in
            let taken = value
            value = nil
            return taken
        }
    }
}
