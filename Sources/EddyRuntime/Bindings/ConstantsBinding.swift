import EddyEngine
import EddyLoop

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `constants`: `os.errno`, `os.signals` and `fs` constants, as Node's binding groups them.
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
        agent.define(os, "errno", table(ErrorsBinding.errorNames.map { ($0.name, -$0.code) }), isEnumerable: true)
        agent.define(os, "signals", table(signals), isEnumerable: true)
        context.value("os", .object(os))
    }

    /// Node's `os.constants.signals`, in its order.
    static let signals: [(String, Int32)] = [
        ("SIGHUP", SIGHUP), ("SIGINT", SIGINT), ("SIGQUIT", SIGQUIT), ("SIGILL", SIGILL), ("SIGTRAP", SIGTRAP),
        ("SIGABRT", SIGABRT), ("SIGIOT", SIGIOT), ("SIGBUS", SIGBUS), ("SIGFPE", SIGFPE), ("SIGKILL", SIGKILL),
        ("SIGUSR1", SIGUSR1), ("SIGSEGV", SIGSEGV), ("SIGUSR2", SIGUSR2), ("SIGPIPE", SIGPIPE), ("SIGALRM", SIGALRM),
        ("SIGTERM", SIGTERM), ("SIGCHLD", SIGCHLD), ("SIGCONT", SIGCONT), ("SIGSTOP", SIGSTOP), ("SIGTSTP", SIGTSTP),
        ("SIGTTIN", SIGTTIN), ("SIGTTOU", SIGTTOU), ("SIGURG", SIGURG), ("SIGXCPU", SIGXCPU), ("SIGXFSZ", SIGXFSZ),
        ("SIGVTALRM", SIGVTALRM), ("SIGPROF", SIGPROF), ("SIGWINCH", SIGWINCH), ("SIGIO", SIGIO), ("SIGSYS", SIGSYS),
    ]
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
