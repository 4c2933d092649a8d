import Dispatch
import EddyEngine
import EddyLoop
import EddyRuntime
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread a `Runtime` runs JavaScript on, and the one way to reach it. It starts the
/// loop thread, which makes the runtime's host (loop, heap, bootstrap) and turns its event
/// loop until shutdown; other threads post jobs to it through an async handle.
///
/// The async handle stays referenced, so the loop waits for jobs when it has nothing else;
/// whether the runtime is idle is asked of the loop without that handle (`RuntimeCore`).
final class LoopThread: Sendable {
    private struct State {
        var poster: Async.Poster?
        /// The agent's interrupt, so that shutdown can stop a script from any thread.
        var interrupt: ExecutionInterrupt?
        /// Objects whose last Swift handle was dropped off the loop thread, to release there.
        var releases: [UncheckedEngineValue] = []
        var isShutDownRequested = false
        var isFinished = false
        var finishWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// How long a request waits for its answer before suspending its task, and how long the
    /// loop thread stays awake for the next job: a round trip between two awake threads
    /// takes a few microseconds, between sleeping ones tens.
    static let spinNanoseconds: UInt64 = 40_000

    /// The loop-thread side; set and cleared on the loop thread, read only there.
    nonisolated(unsafe) var core: RuntimeCore?

    /// Identifies the current thread's `LoopThread`, if it is one.
    private static let currentKey: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// Whether the caller runs on this runtime's loop thread.
    var isCurrent: Bool {
        guard let key = LoopThread.currentKey, let current = pthread_getspecific(key) else { return false }
        return current == Unmanaged.passUnretained(self).toOpaque()
    }

    /// Starts the thread and waits until the runtime has bootstrapped.
    static func start(configuration: RuntimeConfiguration, stackSize: Int,
                      prepare: @escaping @Sendable (RuntimeCore) throws -> Void) throws -> LoopThread {
        let thread = LoopThread()
        let startup = Startup(thread: thread, configuration: configuration, prepare: prepare)
        let status = DetachedThread.start(stackSize: max(stackSize, 1 << 20)) { startup.thread.main(startup) }
        guard status == 0 else {
            throw RuntimeError.startFailed("cannot create the loop thread (error \(status))")
        }
        startup.ready.wait()
        if let failure = startup.failure { throw failure }
        return thread
    }

    /// What the new thread needs, and what it reports back before the creator goes on.
    private final class Startup: @unchecked Sendable {
        let thread: LoopThread
        let configuration: RuntimeConfiguration
        let prepare: @Sendable (RuntimeCore) throws -> Void
        let ready = DispatchSemaphore(value: 0)
        var failure: (any Error)?

        init(thread: LoopThread, configuration: RuntimeConfiguration,
             prepare: @escaping @Sendable (RuntimeCore) throws -> Void) {
            self.thread = thread
            self.configuration = configuration
            self.prepare = prepare
        }
    }

    /// The loop thread's life: make the core, serve jobs and the loop until shutdown, then
    /// free everything on this thread, where it was made.
    private func main(_ startup: Startup) {
        if let key = LoopThread.currentKey { pthread_setspecific(key, Unmanaged.passUnretained(self).toOpaque()) }
        do {
            let core = try RuntimeCore(thread: self, configuration: startup.configuration)
            self.core = core
            try startup.prepare(core)
            state.withLock { state in
                state.poster = core.jobs.poster
                state.interrupt = core.agent.interrupt
            }
        } catch {
            startup.failure = (error as? RuntimeError) ?? RuntimeError.startFailed("\(error)")
            core?.close()
            core = nil
            finish()
            startup.ready.signal()
            return
        }
        startup.ready.signal()
        if let core {
            while !core.isClosed {
                _ = core.host.loop.run(.default)
            }
        }
        // Dropping the core frees the host: its loop, handles and heap.
        core?.host.dispose()
        core = nil
        finish()
    }

    private func finish() {
        let waiters = state.withLock { state in
            state.isFinished = true
            state.poster = nil
            state.interrupt = nil
            defer { state.finishWaiters = [] }
            return state.finishWaiters
        }
        for waiter in waiters { waiter.resume() }
    }

    // MARK: - From any thread

    /// Runs `job` on the loop thread; false when the runtime is shut down.
    @discardableResult
    func post(_ job: @escaping @Sendable (RuntimeCore) -> Void) -> Bool {
        guard let poster = state.withLock({ $0.isShutDownRequested ? nil : $0.poster }) else { return false }
        return poster.post { [self] in
            guard let core else { return }
            job(core)
        }
    }

    /// Sends `work` to the loop thread and waits for its reply. Cancelling the calling task
    /// does what `work` set as the reply's cancel action.
    func request<Value: Sendable>(
        _ work: @escaping @Sendable (RuntimeCore, PendingReply<Value>) -> Void
    ) async throws -> Value {
        let reply = PendingReply<Value>()
        if Task.isCancelled { throw CancellationError() }
        let posted = post { core in
            guard !reply.isCancelled else { return reply.resume(.failure(CancellationError())) }
            guard !core.isClosed else { return reply.resume(.failure(RuntimeError.shutDown)) }
            work(core, reply)
        }
        guard posted else { throw RuntimeError.shutDown }
        // Most requests are answered within microseconds: look for the answer for a moment
        // before suspending, so that the answer needs no wake-up of a sleeping thread.
        let deadline = EventLoop.highResolutionTime &+ LoopThread.spinNanoseconds
        repeat {
            if let early = reply.takeEarlyResult() { return try early.get() }
        } while EventLoop.highResolutionTime < deadline
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                _ = reply.install(continuation)
            }
        } onCancel: {
            reply.cancel()
        }
    }

    /// Lets go of an object a `JSValue` kept: at once on the loop thread, else batched into
    /// one job.
    func release(_ value: UncheckedEngineValue) {
        guard value.value.isObject else { return }
        if isCurrent {
            core?.release(value.value)
            return
        }
        let poster = state.withLock { state -> Async.Poster? in
            guard !state.isFinished, !state.isShutDownRequested else { return nil }
            state.releases.append(value)
            return state.releases.count == 1 ? state.poster : nil
        }
        poster?.post { [self] in
            let releases = state.withLock { state in
                defer { state.releases = [] }
                return state.releases
            }
            for value in releases { core?.release(value.value) }
        }
    }

    /// Asks the loop thread to shut the runtime down; later posts are refused.
    func requestShutdown() {
        let (poster, interrupt) = state.withLock { state -> (Async.Poster?, ExecutionInterrupt?) in
            guard !state.isShutDownRequested else { return (nil, nil) }
            state.isShutDownRequested = true
            state.releases = []
            return (state.poster, state.interrupt)
        }
        // A script running now — a loop, or one that caught the AbortError of a cancelled
        // request and went on — is stopped uncatchably, so the close job gets its turn.
        // Whatever request no script came by, `close()` drops before `'exit'` runs.
        interrupt?.request(.terminate)
        poster?.post { [self] in core?.close() }
    }

    /// Waits until the loop thread has freed everything.
    func waitUntilFinished() async {
        await withCheckedContinuation { continuation in
            let finished = state.withLock { state in
                if state.isFinished { return true }
                state.finishWaiters.append(continuation)
                return false
            }
            if finished { continuation.resume() }
        }
    }

    var isShutDownRequested: Bool { state.withLock { $0.isShutDownRequested } }
}
