import EddyEngine
import EddyLoop

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `constants`: `os.dlopen`, `os.errno`, `os.priority`, `os.signals` and `fs` constants, as
/// Node's binding groups them.
enum ConstantsBinding {
    static let binding = Binding("constants") { context in
        let agent = context.agent
        func table(_ entries: [(String, Int32)]) -> JSValue {
            let object = agent.makePlainObject()
            for (name, value) in entries { agent.define(object, name, .integer(value), isEnumerable: true) }
            return .object(object)
        }
        context.value("fs", table(FileSystem.Constants.all.map { ($0.name, $0.value) }))
        let os = agent.makePlainObject()
        agent.define(os, "UV_UDP_REUSEADDR", .integer(4), isEnumerable: true)
        agent.define(os, "dlopen", table(dlopen), isEnumerable: true)
        agent.define(os, "errno", table(errno), isEnumerable: true)
        agent.define(os, "signals", table(signals), isEnumerable: true)
        agent.define(os, "priority", table(priority), isEnumerable: true)
        context.value("os", .object(os))
    }

    /// Node's `os.constants.errno`: the system's numbers (not libuv's negated ones), in its order.
    static let errno: [(String, Int32)] = [
        ("E2BIG", E2BIG), ("EACCES", EACCES), ("EADDRINUSE", EADDRINUSE), ("EADDRNOTAVAIL", EADDRNOTAVAIL),
        ("EAFNOSUPPORT", EAFNOSUPPORT), ("EAGAIN", EAGAIN), ("EALREADY", EALREADY), ("EBADF", EBADF),
        ("EBADMSG", EBADMSG), ("EBUSY", EBUSY), ("ECANCELED", ECANCELED), ("ECHILD", ECHILD),
        ("ECONNABORTED", ECONNABORTED), ("ECONNREFUSED", ECONNREFUSED), ("ECONNRESET", ECONNRESET),
        ("EDEADLK", EDEADLK), ("EDESTADDRREQ", EDESTADDRREQ), ("EDOM", EDOM), ("EDQUOT", EDQUOT), ("EEXIST", EEXIST),
        ("EFAULT", EFAULT), ("EFBIG", EFBIG), ("EHOSTUNREACH", EHOSTUNREACH), ("EIDRM", EIDRM), ("EILSEQ", EILSEQ),
        ("EINPROGRESS", EINPROGRESS), ("EINTR", EINTR), ("EINVAL", EINVAL), ("EIO", EIO), ("EISCONN", EISCONN),
        ("EISDIR", EISDIR), ("ELOOP", ELOOP), ("EMFILE", EMFILE), ("EMLINK", EMLINK), ("EMSGSIZE", EMSGSIZE),
        ("EMULTIHOP", EMULTIHOP), ("ENAMETOOLONG", ENAMETOOLONG), ("ENETDOWN", ENETDOWN), ("ENETRESET", ENETRESET),
        ("ENETUNREACH", ENETUNREACH), ("ENFILE", ENFILE), ("ENOBUFS", ENOBUFS), ("ENODATA", ENODATA),
        ("ENODEV", ENODEV), ("ENOENT", ENOENT), ("ENOEXEC", ENOEXEC), ("ENOLCK", ENOLCK), ("ENOLINK", ENOLINK),
        ("ENOMEM", ENOMEM), ("ENOMSG", ENOMSG), ("ENOPROTOOPT", ENOPROTOOPT), ("ENOSPC", ENOSPC), ("ENOSR", ENOSR),
        ("ENOSTR", ENOSTR), ("ENOSYS", ENOSYS), ("ENOTCONN", ENOTCONN), ("ENOTDIR", ENOTDIR),
        ("ENOTEMPTY", ENOTEMPTY), ("ENOTSOCK", ENOTSOCK), ("ENOTSUP", ENOTSUP), ("ENOTTY", ENOTTY), ("ENXIO", ENXIO),
        ("EOPNOTSUPP", EOPNOTSUPP), ("EOVERFLOW", EOVERFLOW), ("EPERM", EPERM), ("EPIPE", EPIPE), ("EPROTO", EPROTO),
        ("EPROTONOSUPPORT", EPROTONOSUPPORT), ("EPROTOTYPE", EPROTOTYPE), ("ERANGE", ERANGE), ("EROFS", EROFS),
        ("ESPIPE", ESPIPE), ("ESRCH", ESRCH), ("ESTALE", ESTALE), ("ETIME", ETIME), ("ETIMEDOUT", ETIMEDOUT),
        ("ETXTBSY", ETXTBSY), ("EWOULDBLOCK", EWOULDBLOCK), ("EXDEV", EXDEV),
    ]

    /// `os.constants.priority`: the nice values `os.setPriority` takes.
    static let priority: [(String, Int32)] = [
        ("PRIORITY_LOW", 19), ("PRIORITY_BELOW_NORMAL", 10), ("PRIORITY_NORMAL", 0),
        ("PRIORITY_ABOVE_NORMAL", -7), ("PRIORITY_HIGH", -14), ("PRIORITY_HIGHEST", -20),
    ]

    /// `os.constants.dlopen` (glibc's values; Eddy loads no addons, but packages read these).
    static let dlopen: [(String, Int32)] = [
        ("RTLD_LAZY", 1), ("RTLD_NOW", 2), ("RTLD_GLOBAL", 256), ("RTLD_LOCAL", 0), ("RTLD_DEEPBIND", 8),
    ]

    /// Node's `os.constants.signals`, in its order (Linux adds SIGSTKFLT, SIGPOLL and SIGPWR).
    static let signals: [(String, Int32)] = {
        var table: [(String, Int32)] = [
            ("SIGHUP", SIGHUP), ("SIGINT", SIGINT), ("SIGQUIT", SIGQUIT), ("SIGILL", SIGILL), ("SIGTRAP", SIGTRAP),
            ("SIGABRT", SIGABRT), ("SIGIOT", SIGIOT), ("SIGBUS", SIGBUS), ("SIGFPE", SIGFPE), ("SIGKILL", SIGKILL),
            ("SIGUSR1", SIGUSR1), ("SIGSEGV", SIGSEGV), ("SIGUSR2", SIGUSR2), ("SIGPIPE", SIGPIPE), ("SIGALRM", SIGALRM),
            ("SIGTERM", SIGTERM), ("SIGCHLD", SIGCHLD),
        ]
        #if os(Linux)
        table.append(("SIGSTKFLT", 16))
        #endif
        table += [
            ("SIGCONT", SIGCONT), ("SIGSTOP", SIGSTOP), ("SIGTSTP", SIGTSTP), ("SIGTTIN", SIGTTIN), ("SIGTTOU", SIGTTOU),
            ("SIGURG", SIGURG), ("SIGXCPU", SIGXCPU), ("SIGXFSZ", SIGXFSZ), ("SIGVTALRM", SIGVTALRM), ("SIGPROF", SIGPROF),
            ("SIGWINCH", SIGWINCH), ("SIGIO", SIGIO),
        ]
        #if os(Linux)
        table += [("SIGPOLL", SIGIO), ("SIGPWR", 30)]
        #endif
        table.append(("SIGSYS", SIGSYS))
        return table
    }()
}

/// `errors` (Node's `uv` binding): libuv's error names and messages by code.
enum ErrorsBinding {
    /// Every code libuv names: the errno range and the resolver's `EAI_*` codes.
    static let errorNames: [(code: Int32, name: String, message: String)] = {
        var result: [(Int32, String, String)] = []
        for code: Int32 in Array((-200 ... -1).reversed()) + Array((-3014 ... -3000).reversed()) + [-4095] {
            let error = UVError(code: code)
            if error.name.hasPrefix("Unknown") || error.name.isEmpty { continue }
            result.append((code, error.name, error.message))
        }
        return result
    }()

    static let binding = Binding("errors") { context in
        let agent = context.agent
        context.function("errname", length: 1) { agent, _, arguments in
            .text(UVError(code: Int32(clamping: try agent.integer(arguments.value(at: 0)))).name)
        }
        // getErrorMessage(code) → libuv's text for it ("address already in use").
        context.function("getErrorMessage", length: 1) { agent, _, arguments in
            .text(UVError(code: Int32(clamping: try agent.integer(arguments.value(at: 0)))).message)
        }
        // getErrorMap() → [[code, name, message], …]
        context.function("getErrorMap") { agent, _, _ in
            .object(agent.makeArrayObject(errorNames.map { entry in
                .object(agent.makeArrayObject([.integer(entry.code), .text(entry.name), .text(entry.message)]))
            }))
        }
        for entry in errorNames { context.value("UV_" + entry.name, .integer(entry.code)) }
        _ = agent
    }
}
