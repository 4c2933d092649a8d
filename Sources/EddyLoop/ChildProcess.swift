import CLibUV
import Glibc

/// A child process, spawned by the initializer. Its exit callback runs once the child has
/// exited; the handle stays open until closed, which should normally be done in that callback.
///
/// Most children start with `posix_spawn` (`ProcessSpawn`) and are reaped by the handle
/// itself, a SIGCHLD watcher (`uv_signal_t`) that calls `waitpid` for its own pid only, so
/// the children of an embedding program are never reaped here. A child that changes user or
/// group, which `posix_spawn` cannot express, goes through libuv's `uv_spawn` (a
/// `uv_process_t`, forked).
///
/// Named `ChildProcess`, not `Process`, to stay clear of Foundation's `Process`.
public final class ChildProcess: Handle {
    /// Where one of the child's standard streams (or a further descriptor) goes.
    public enum Stdio {
        /// Not connected: libuv opens `/dev/null` for descriptors 0–2.
        case ignore
        /// The child inherits this descriptor of the parent (e.g. `1` for the parent's stdout).
        case inherit(fd: Int32)
        /// The child inherits the descriptor of an open stream of the parent.
        case inheritStream(Stream)
        /// A new pipe between parent and child, whose parent end is `pipe`, an unopened `Pipe`
        /// created by the caller on the same loop (`UV_CREATE_PIPE`). `readable` and `writable`
        /// are seen from the child: its stdin needs `readable`, its stdout `writable`. Node
        /// makes every stdio pipe both.
        case pipe(Pipe, readable: Bool = true, writable: Bool = true)
    }

    /// How a child exited: its exit status, or the signal that terminated it.
    public struct Termination: Sendable, Hashable {
        /// The exit status; 0 when a signal terminated the child.
        public var exitStatus: Int64
        /// The signal that terminated the child (`SIGTERM`…), nil if it exited by itself.
        public var signal: Int32?

        /// Creates a termination record.
        public init(exitStatus: Int64, signal: Int32?) {
            self.exitStatus = exitStatus
            self.signal = signal
        }
    }

    /// What to run and how, as `uv_process_options_t`.
    public struct Options {
        /// The program: a path, or a name looked up in `PATH` (that of `environment` if set).
        public var file: String
        /// The arguments after `argv[0]`.
        public var arguments: [String]
        /// `argv[0]` as the child sees it; `file` when nil.
        public var argv0: String?
        /// The environment as `KEY=VALUE` entries, in order; nil inherits the parent's.
        public var environment: [String]?
        /// The child's working directory; nil keeps the parent's.
        public var workingDirectory: String?
        /// The user id to run as (`setuid`); nil keeps the parent's.
        public var userID: UInt32?
        /// The group id to run as (`setgid`); nil keeps the parent's.
        public var groupID: UInt32?
        /// Runs the child in its own session (`setsid`) so it can outlive the parent; combine
        /// with `unref()` to let the loop exit without waiting for it.
        public var isDetached: Bool
        /// The child's descriptors 0, 1, 2 and any further ones, in order.
        public var stdio: [Stdio]

        /// Options to run `file` with `arguments`, stdio ignored and everything else inherited.
        public init(file: String, arguments: [String] = []) {
            self.file = file
            self.arguments = arguments
            self.argv0 = nil
            self.environment = nil
            self.workingDirectory = nil
            self.userID = nil
            self.groupID = nil
            self.isDetached = false
            self.stdio = [.ignore, .ignore, .ignore]
        }

        private mutating func setStdio(_ option: Stdio, at index: Int) {
            while stdio.count <= index { stdio.append(.ignore) }
            stdio[index] = option
        }

        /// The child's stdin, descriptor 0.
        public var stdin: Stdio {
            get { stdio.count > 0 ? stdio[0] : .ignore }
            set { setStdio(newValue, at: 0) }
        }

        /// The child's stdout, descriptor 1.
        public var stdout: Stdio {
            get { stdio.count > 1 ? stdio[1] : .ignore }
            set { setStdio(newValue, at: 1) }
        }

        /// The child's stderr, descriptor 2.
        public var stderr: Stdio {
            get { stdio.count > 2 ? stdio[2] : .ignore }
            set { setStdio(newValue, at: 2) }
        }
    }

    private var onExit: ((Termination) -> Void)?

    /// The child's process id, fixed at spawn.
    public private(set) var pid: Int32
    /// Whether the child went through `uv_spawn` (a `uv_process_t`) rather than `posix_spawn`
    /// and this handle's own reaping (a `uv_signal_t`).
    private let usesLibUVProcess: Bool
    /// Set once this handle reaped its child: the pid may belong to another process from then.
    private var hasExited = false

    /// Spawns the child described by `options`; `onExit` runs once it has exited.
    ///
    /// On failure nothing is left behind: the half-made handle is closed (libuv requires it
    /// even after a failed `uv_spawn`) and frees itself on the loop's next iteration.
    /// - Throws: `ENOENT` for a missing program, `EACCES` for one that is not executable,
    ///   `EINVAL` for a closed or foreign stdio pipe, and other errors of fork and exec.
    public init(loop: EventLoop, options: Options, onExit: @escaping (Termination) -> Void) throws(UVError) {
        pid = 0
        usesLibUVProcess = options.userID != nil || options.groupID != nil
        super.init(loop: loop, type: usesLibUVProcess ? UV_PROCESS : UV_SIGNAL)
        for case let .pipe(pipe, _, _) in options.stdio where pipe.isClosing || pipe.loop !== loop {
            throw UVError(code: UV_EINVAL.rawValue)
        }
        for case let .inheritStream(stream) in options.stdio where stream.isClosing {
            throw UVError(code: UV_EINVAL.rawValue)
        }
        self.onExit = onExit
        Self.unblockChildSignal()
        if usesLibUVProcess {
            let status = Self.spawn(loop: loop, process: pointer, options: options)
            // uv_spawn initializes the handle before it can fail, so from here it must be closed.
            didInitialize()
            if status < 0 {
                close()
                throw UVError(code: status)
            }
            pid = uv_process_get_pid(pointer)
            return
        }
        try UVError.check(uv_signal_init(loop.raw, signalPointer))
        didInitialize()
        // Watching starts before the child exists, so its SIGCHLD cannot come unheard.
        let status = uv_signal_start(signalPointer, { handle, _ in
            Handle.owner(of: UnsafeMutableRawPointer(handle), as: ChildProcess.self)?.reap()
        }, SIGCHLD)
        do {
            try UVError.check(status)
            pid = try ProcessSpawn(options).pid
        } catch {
            close()
            throw error
        }
    }

    private var signalPointer: UnsafeMutablePointer<uv_signal_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_signal_t.self)
    }

    /// On each SIGCHLD of the process (any child's): collects this child if it has exited,
    /// stops watching (the handle turns inactive) and reports it as libuv does.
    private func reap() {
        guard !hasExited, pid > 0 else { return }
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, WNOHANG) } while result == -1 && errno == EINTR
        guard result == pid else { return }
        hasExited = true
        uv_signal_stop(signalPointer)
        let signal = eddy_term_signal(status)
        onExit?(Termination(exitStatus: Int64(eddy_exit_status(status)), signal: signal == 0 ? nil : signal))
    }

    private var pointer: UnsafeMutablePointer<uv_process_t> {
        UnsafeMutableRawPointer(raw).assumingMemoryBound(to: uv_process_t.self)
    }

    /// libuv learns of a child's exit from SIGCHLD. A process may start with signals
    /// blocked (Foundation's `Process` spawns children so), and a blocked SIGCHLD would
    /// leave every child a zombie whose exit is never reported; Node unblocks signals at
    /// startup for the same reason. Masks are per thread: this is the loop's thread.
    private static func unblockChildSignal() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGCHLD)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Calls `uv_spawn` with C copies of `options`, which live until it returns (libuv has
    /// forked and exec'd, or failed, by then).
    private static func spawn(loop: EventLoop, process: UnsafeMutablePointer<uv_process_t>, options: Options) -> Int32 {
        let file = CStringArray([options.file])
        let arguments = CStringArray([options.argv0 ?? options.file] + options.arguments)
        let environment = options.environment.map(CStringArray.init)
        let workingDirectory = options.workingDirectory.map { CStringArray([$0]) }
        let stdio = UnsafeMutablePointer<uv_stdio_container_t>.allocate(capacity: max(options.stdio.count, 1))
        defer { stdio.deallocate() }
        for (index, option) in options.stdio.enumerated() {
            var container = uv_stdio_container_t()
            switch option {
            case .ignore:
                container.flags = UV_IGNORE
            case .inherit(let fd):
                container.flags = UV_INHERIT_FD
                container.data.fd = fd
            case .inheritStream(let stream):
                container.flags = UV_INHERIT_STREAM
                container.data.stream = stream.streamPointer
            case .pipe(let pipe, let readable, let writable):
                var flags = UV_CREATE_PIPE.rawValue
                if readable { flags |= UV_READABLE_PIPE.rawValue }
                if writable { flags |= UV_WRITABLE_PIPE.rawValue }
                container.flags = uv_stdio_flags(flags)
                container.data.stream = pipe.streamPointer
            }
            (stdio + index).initialize(to: container)
        }
        var flags: UInt32 = 0
        if options.userID != nil { flags |= UV_PROCESS_SETUID.rawValue }
        if options.groupID != nil { flags |= UV_PROCESS_SETGID.rawValue }
        if options.isDetached { flags |= UV_PROCESS_DETACHED.rawValue }

        var raw = uv_process_options_t()
        raw.exit_cb = { process, exitStatus, signal in
            guard let owner = Handle.owner(of: UnsafeMutableRawPointer(process), as: ChildProcess.self),
                  let onExit = owner.onExit else { return }
            onExit(Termination(exitStatus: exitStatus, signal: signal == 0 ? nil : signal))
        }
        raw.file = UnsafePointer(file.pointers[0])
        raw.args = arguments.pointers
        raw.env = environment?.pointers
        raw.cwd = workingDirectory.flatMap { UnsafePointer($0.pointers[0]) }
        raw.flags = flags
        raw.stdio_count = Int32(options.stdio.count)
        raw.stdio = stdio
        raw.uid = options.userID ?? 0
        raw.gid = options.groupID ?? 0
        return withExtendedLifetime((file, arguments, environment, workingDirectory)) {
            uv_spawn(loop.raw, process, &raw)
        }
    }

    /// Sends `signal` to the child (`uv_process_kill`); the exit callback reports it if the
    /// child dies of it.
    /// - Throws: `ESRCH` if the child is gone, `EINVAL` for a bad signal or once closed.
    public func kill(_ signal: Int32 = SIGTERM) throws(UVError) {
        guard !isClosing else { throw UVError(code: UV_EINVAL.rawValue) }
        if usesLibUVProcess {
            try UVError.check(uv_process_kill(pointer, signal))
        } else {
            guard !hasExited else { throw UVError(code: UV_ESRCH.rawValue) }
            try UVError.check(uv_kill(pid, signal))
        }
    }

    /// Sends `signal` to any process (`uv_kill`), as Node's `process.kill(pid, signal)`.
    /// - Throws: `ESRCH` for no such process, `EPERM` when not allowed, `EINVAL` for a bad signal.
    public static func kill(pid: Int32, signal: Int32) throws(UVError) {
        try UVError.check(uv_kill(pid, signal))
    }

    override func clearCallbacks() {
        onExit = nil
        super.clearCallbacks()
    }
}
