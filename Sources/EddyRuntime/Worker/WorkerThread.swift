import EddyEngine
import EddyLoop
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What a worker runtime is given: its id, what to run, its end of the channel to the
/// parent, `workerData` and the parent's environment data, serialized in the parent.
struct WorkerContext: Sendable {
    let threadID: Int
    let entry: String
    let isEval: Bool
    let end: PortEnd
    let workerData: SerializedValue
    let environmentData: SerializedValue
    let control: WorkerControl
    let resourceLimits: [String: Double]
    /// With `stdin: true`, the worker's end of the channel its `process.stdin` reads from.
    let standardInput: SerializedValue?
    /// The worker's end of its channel to the main thread for `postMessageToThread`
    /// (lib/internal/worker/messaging.js routes through it).
    let messaging: SerializedValue?
    /// With `env: SHARE_ENV`, the variables it shares with its parent.
    let sharedEnvironment: SharedEnvironment?
    /// `trackUnmanagedFds` (true unless the parent said false): the descriptors the worker
    /// opens through `fs` are closed when it exits.
    let tracksDescriptors: Bool
}

/// The parent's hold on a worker thread, shared with it: how to stop it from the parent's
/// thread (`worker.terminate()`, or the parent going away).
final class WorkerControl: Sendable {
    private struct State {
        var stop: (@Sendable () -> Void)?
        var interrupt: ExecutionInterrupt?
        var clock: LoopClock?
        var isTerminating = false
    }

    private let state = Mutex(State())

    /// How to reach the worker once it runs: `stop` posts the end of its loop to it. False
    /// when termination came first.
    func attach(stop: @escaping @Sendable () -> Void, interrupt: ExecutionInterrupt, clock: LoopClock) -> Bool {
        state.withLock { state in
            state.stop = stop
            state.interrupt = interrupt
            state.clock = clock
            return !state.isTerminating
        }
    }

    func detach() {
        state.withLock { state in
            state.stop = nil
            state.interrupt = nil
            state.clock = nil
        }
    }

    /// The worker loop's start and idle time and the time of reading, in nanoseconds
    /// (`worker.performance`), while it runs. Read under the lock that `detach` takes, so
    /// the loop outlives the read.
    var loopTimes: (start: UInt64, idle: UInt64, now: UInt64)? {
        state.withLock { state in
            state.clock.map { clock in
                let idle = clock.loop.idleTime
                return (start: clock.start, idle: idle, now: EventLoop.highResolutionTime)
            }
        }
    }

    var isTerminating: Bool { state.withLock { $0.isTerminating } }

    /// Stops the worker: a running script is interrupted without running any handler (a
    /// blocked `Atomics.wait` included), then the worker's loop ends.
    func terminate() {
        let (stop, interrupt) = state.withLock { state -> ((@Sendable () -> Void)?, ExecutionInterrupt?) in
            state.isTerminating = true
            return (state.stop, state.interrupt)
        }
        interrupt?.request(.terminateForGood)
        stop?()
    }
}

/// A worker's loop as its parent reads it for `worker.performance`: libuv locks the idle
/// count, which is all the parent's thread touches of the loop.
final class LoopClock: @unchecked Sendable {
    let loop: EventLoop
    let start: UInt64

    init(loop: EventLoop, start: UInt64) {
        self.loop = loop
        self.start = start
    }
}

/// Starts worker runtimes on threads of their own.
enum WorkerThread {
    /// The next `threadId` (the main thread is 0).
    private static let nextThreadID = Atomic<Int>(1)

    static func makeThreadID() -> Int {
        nextThreadID.wrappingAdd(1, ordering: .relaxed).oldValue
    }

    /// Starts the thread; the worker reports its life through `context.end.outbox`.
    static func start(configuration: RuntimeConfiguration, context: WorkerContext) throws {
        // Reserved, not committed: the interpreter's depth checks and the parser want room.
        let status = DetachedThread.start(stackSize: 1 << 30) {
            WorkerThread.main(configuration: configuration, context: context)
        }
        guard status == 0 else { throw UVError(code: -status) }
    }

    /// The worker thread's life: a runtime of its own, run to its end, then freed here.
    private static func main(configuration: RuntimeConfiguration, context: WorkerContext) {
        let toParent = context.end.outbox
        var code: Int32 = 1
        do {
            let host = try RuntimeHost(configuration: configuration)
            host.claimCurrentThread()
            host.workerState.context = context
            host.workerState.sharedEnvironment = context.sharedEnvironment
            if context.tracksDescriptors { host.workerState.openDescriptors = [] }
            let stopper = try Async(loop: host.loop)
            stopper.unref()
            let reference = UncheckedHost(host: host)
            let poster = stopper.poster
            let stop: @Sendable () -> Void = { poster.post { reference.host?.terminate(code: 1) } }
            // As Node's, a worker's loop counts as started before its script runs.
            host.loopStartTime = EventLoop.highResolutionTime
            let clock = LoopClock(loop: host.loop, start: host.loopStartTime)
            if context.control.attach(stop: stop, interrupt: host.agent.interrupt, clock: clock) {
                toParent.post(.workerOnline)
                code = host.runWorker()
            }
            context.control.detach()
            if context.control.isTerminating { code = 1 }
            host.stopWorkers()
            host.closeMessagePorts()
            host.closeTrackedDescriptors()
            host.loop.closeAllHandles()
            _ = host.loop.run(.default)
            host.dispose()
        } catch let error as UVError {
            toParent.post(.workerInitFailed(error.name))
        } catch {
            toParent.post(.workerInitFailed("\(error)"))
        }
        context.end.inbox.close()
        toParent.post(.workerExit(code))
    }
}

extension RuntimeHost {
    /// Runs the worker's entry (`internal/main/worker_thread`), then its loop to the end.
    func runWorker() -> Int32 {
        guard let context = workerState.context else { return 1 }
        return run { require in
            let main = try requireObject(require, "internal/main/worker_thread")
            _ = try agent.callFunction(.object(main), [.text(context.entry), .boolean(context.isEval)])
        }
    }

    /// Closes what the worker opened through `fs` and left open (`trackUnmanagedFds`).
    func closeTrackedDescriptors() {
        guard let descriptors = workerState.openDescriptors else { return }
        workerState.openDescriptors = []
        for descriptor in descriptors { Glibc.close(descriptor) }
    }

    /// Notes a descriptor `fs` opened, in a worker that tracks them: Node warns when the
    /// system hands out one still noted (something closed it behind `fs`'s back).
    func noteOpened(_ descriptor: Int32) {
        guard workerState.openDescriptors != nil else { return }
        if !workerState.openDescriptors!.insert(descriptor).inserted {
            try? emitWarning("File descriptor \(descriptor) opened in unmanaged mode twice")
        }
    }

    /// Notes a descriptor `fs` is about to close, in a worker that tracks them.
    func noteClosing(_ descriptor: Int32) {
        guard workerState.openDescriptors != nil else { return }
        if workerState.openDescriptors!.remove(descriptor) == nil {
            try? emitWarning("File descriptor \(descriptor) closed but not opened in unmanaged mode")
        }
    }

    /// Closes the ports this runtime still holds (it is going away): their peers hear it.
    func closeMessagePorts() {
        for port in workerState.takePorts() {
            port.closePort()
        }
    }

    /// Terminates the workers this runtime started (it is going away).
    func stopWorkers() {
        for control in workerState.controls {
            control.terminate()
        }
        workerState.controls = []
    }

    /// An interrupt that ends a worker's script is its termination, not an exception.
    var isWorkerTerminating: Bool { workerState.context?.control.isTerminating ?? false }
}
