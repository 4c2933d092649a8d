import CLibUV
import Synchronization

/// An async handle: the one way other threads reach the loop. Any thread posts `@Sendable`
/// jobs through `poster`; they run in order of posting, on the loop thread, in the next
/// iteration of the loop.
///
/// libuv coalesces wake-ups (several `uv_async_send` calls may give one callback), so the jobs
/// wait in a locked queue and every callback drains all of them. Every job that `post(_:)`
/// accepted runs exactly once: those still queued when the handle closes run just before its
/// close callback, so a job that resumes a continuation is never silently lost. After the close
/// callback, posting is refused.
///
/// An active async handle keeps the loop alive like any ref'd handle; `unref()` it when it
/// should only wake the loop, not hold it open (jobs posted meanwhile wait for the next run).
public final class Async: Handle {
    /// The thread-safe side of this handle, to hand to other threads.
    public let poster: Poster

    /// Creates an active async handle on `loop`.
    public init(loop: EventLoop) throws(UVError) {
        poster = Poster(mailbox: Mailbox())
        super.init(loop: loop, type: UV_ASYNC)
        try UVError.check(uv_async_init(loop.raw, pointer, { handle in
            Handle.owner(of: UnsafeMutableRawPointer(handle), as: Async.self)?.drain()
        }))
        poster.mailbox.open(pointer)
        didInitialize()
    }

    private var pointer: UnsafeMutablePointer<uv_async_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_async_t.self)
    }

    /// Queues `job` to run on the loop thread in a later iteration; the same as
    /// `poster.post(_:)`, for callers on the loop thread.
    /// - Returns: `false` if the handle is closed, and the job was dropped.
    @discardableResult
    public func post(_ job: @escaping @Sendable () -> Void) -> Bool {
        poster.post(job)
    }

    /// How long the callback stays awake for more jobs after running some (0: not at all).
    /// A thread that posts one job after another, each waiting for the last, then finds the
    /// loop still awake instead of waking it from the kernel every time — on an idle machine
    /// that wake-up is most of a round trip. The loop's other work waits at most this long.
    public var lingerNanoseconds: UInt64 = 0

    /// Runs every queued job; jobs they post run in the next callback (or while lingering).
    private func drain() {
        var jobs = poster.mailbox.takeAll()
        while !jobs.isEmpty {
            for job in jobs {
                job()
            }
            jobs = []
            guard lingerNanoseconds > 0 else { return }
            let deadline = EventLoop.highResolutionTime &+ lingerNanoseconds
            repeat {
                jobs = poster.mailbox.takeAll()
            } while jobs.isEmpty && EventLoop.highResolutionTime < deadline
        }
    }

    override func clearCallbacks() {
        // From here the C handle may be freed, so posters must stop touching it; the jobs they
        // managed to queue before still run, as promised.
        for job in poster.mailbox.close() {
            job()
        }
    }
}
