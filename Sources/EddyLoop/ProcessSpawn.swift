import CLibUV
import Glibc

/// Starts a child with `posix_spawn`, which glibc runs as a `clone(CLONE_VM|CLONE_VFORK)`:
/// no page tables are copied, so starting a child costs the same however much memory the
/// parent has (libuv's `fork` copies them, which made each spawn of a runtime with a 4 MB
/// register file cost milliseconds). It does in the child what libuv's child does before
/// `exec`: stdio wired to pipes, inherited descriptors, `/dev/null` or nothing; every signal
/// back to its default action and unblocked (the runtime ignores SIGPIPE, the child must
/// not); the working directory; a session of its own when detached; `PATH` looked up in the
/// child's environment as `execvp` does, a script without `#!` run by `/bin/sh`.
struct ProcessSpawn {
    let pid: pid_t

    /// Spawns the child; the parent's ends of the stdio pipes are then open in their `Pipe`s,
    /// also when exec failed (as libuv leaves them). On a failure before that, nothing is
    /// left open.
    /// - Throws: what exec would have failed with (`ENOENT`, `EACCES`…), `EBADF` for a bad
    ///   inherited descriptor, `EINVAL` for a stream with no descriptor.
    init(_ options: ChildProcess.Options) throws(UVError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        // Descriptors the parent closes once the child has them: the child's ends of the
        // pipes and the copies dup2 reads from.
        var childSide: [Int32] = []
        defer { for fd in childSide { Glibc.close(fd) } }
        var parentEnds: [(pipe: Pipe, fd: Int32)] = []
        var succeeded = false
        defer { if !succeeded { for end in parentEnds { Glibc.close(end.fd) } } }

        // Copies go above every target descriptor, so that no dup2 overwrites a descriptor a
        // later one reads (stdout and stderr swapped, say).
        let firstFree = Int32(max(options.stdio.count, 3))
        for (index, option) in options.stdio.enumerated() {
            let target = Int32(index)
            let source: Int32
            switch option {
            case .ignore:
                // As libuv: descriptors 0–2 read and write nothing; a further one is left alone.
                if target <= 2 {
                    let status = posix_spawn_file_actions_addopen(&actions, target, "/dev/null",
                                                                  target == 0 ? O_RDONLY : O_RDWR, 0)
                    if status != 0 { throw UVError(code: -status) }
                }
                continue
            case .inherit(let fd):
                source = fd
            case .inheritStream(let stream):
                var fd: uv_os_fd_t = -1
                guard uv_fileno(stream.raw, &fd) == 0 else { throw UVError(code: UV_EINVAL.rawValue) }
                source = fd
            case .pipe(let pipe, _, _):
                // A socket pair, as libuv makes: the parent's end non-blocking in its Pipe, the
                // child's blocking (as a child expects its stdio).
                var fds: [Int32] = [-1, -1]
                let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
                guard socketpair(AF_UNIX, type, 0, &fds) == 0 else { throw UVError(code: -errno) }
                parentEnds.append((pipe, fds[0]))
                childSide.append(fds[1])
                source = fds[1]
            }
            if target <= 2, case .inherit = option { Self.makeBlocking(source) }
            if target <= 2, case .inheritStream = option { Self.makeBlocking(source) }
            let copy = fcntl(source, F_DUPFD_CLOEXEC, firstFree)
            guard copy >= 0 else { throw UVError(code: -errno) }
            childSide.append(copy)
            let status = posix_spawn_file_actions_adddup2(&actions, copy, target)
            if status != 0 { throw UVError(code: -status) }
        }
        if let directory = options.workingDirectory {
            let status = posix_spawn_file_actions_addchdir_np(&actions, directory)
            if status != 0 { throw UVError(code: -status) }
        }

        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        // Every bit set, glibc's own two signals too: sigfillset leaves those out, and glibc's
        // child then ignores them, which exec keeps (libuv's forked child left them alone).
        var defaults = sigset_t()
        withUnsafeMutableBytes(of: &defaults) { bytes in
            for index in bytes.indices { bytes[index] = 0xFF }
        }
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        if options.isDetached { flags |= Int32(EDDY_POSIX_SPAWN_SETSID) }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let arguments = CStringArray([options.argv0 ?? options.file] + options.arguments)
        let environment = options.environment.map(CStringArray.init)
        var pid: pid_t = 0
        let status = withExtendedLifetime((arguments, environment)) {
            Self.spawnSearchingPath(options, pid: &pid, actions: &actions, attributes: &attributes,
                                    arguments: arguments.pointers, environment: environment?.pointers ?? environ)
        }
        // Once the pipes are made, libuv opens the parent's ends even when exec fails (Node
        // builds the child's stdio sockets on them either way): the child's ends are closed
        // below, so a read ends at once and a write fails with EPIPE, as in Node.
        succeeded = true
        for end in parentEnds {
            // The pipe was checked open and of this loop; a failure here leaves it unopened,
            // which its reads and writes then report.
            try? end.pipe.open(end.fd)
        }
        if status != 0 { throw UVError(code: -status) }
        self.pid = pid
    }

    /// libuv's child clears O_NONBLOCK on its descriptors 0–2; for an inherited one that is the
    /// parent's open file description too, which libuv changes all the same.
    private static func makeBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 && flags & O_NONBLOCK != 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
    }

    /// `execvp`'s search: a name with a slash is a path; otherwise each entry of the child's
    /// `PATH` (the parent's when the environment is inherited; `/bin:/usr/bin` without one),
    /// skipping entries with no such file and remembering EACCES. Returns an errno, 0 on success.
    private static func spawnSearchingPath(
        _ options: ChildProcess.Options, pid: inout pid_t, actions: inout posix_spawn_file_actions_t,
        attributes: inout posix_spawnattr_t, arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
        environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> Int32 {
        let file = options.file
        guard !file.isEmpty else { return ENOENT }
        func spawn(_ path: String) -> Int32 {
            let status = posix_spawn(&pid, path, &actions, &attributes, arguments, environment)
            guard status == ENOEXEC else { return status }
            // A script without `#!`: execvp hands it to the shell.
            let shellArguments = CStringArray(["/bin/sh", path] + options.arguments)
            return withExtendedLifetime(shellArguments) {
                posix_spawn(&pid, "/bin/sh", &actions, &attributes, shellArguments.pointers, environment)
            }
        }
        if file.contains("/") { return spawn(file) }

        let searchPath = options.environment.map { entries in
            entries.first { $0.hasPrefix("PATH=") }.map { String($0.dropFirst(5)) }
        } ?? getenv("PATH").map { String(cString: $0) }
        var deniedAccess = false
        for directory in (searchPath ?? "/bin:/usr/bin").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = directory.isEmpty ? file : "\(directory)/\(file)"
            // A look first, so that the child is cloned once rather than once per entry.
            var status = stat()
            let seenFrom = candidate.hasPrefix("/") ? candidate : (options.workingDirectory.map { "\($0)/\(candidate)" } ?? candidate)
            guard stat(seenFrom, &status) == 0 else {
                if errno == EACCES { deniedAccess = true }
                continue
            }
            switch spawn(candidate) {
            case 0: return 0
            case EACCES: deniedAccess = true
            case ENOENT, ENOTDIR: break
            case let failure: return failure
            }
        }
        return deniedAccess ? EACCES : ENOENT
    }
}

/// A NULL-terminated C array of `strdup`ed strings (`char**`) that frees them with itself,
/// so `argv` and `envp` cannot dangle while a spawn reads them.
final class CStringArray {
    let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointers = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() {
            (pointers + index).initialize(to: strdup(string))
        }
        (pointers + strings.count).initialize(to: nil)
    }

    deinit {
        for index in 0..<count { free(pointers[index]) }
        pointers.deinitialize(count: count + 1)
        pointers.deallocate()
    }
}
