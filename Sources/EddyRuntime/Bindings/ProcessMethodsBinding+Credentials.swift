import EddyEngine
import EddyLoop

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The privileged credential setters of `process_methods` (Node's node_credentials.cc):
/// `setuid`, `seteuid`, `setgid`, `setegid`, `setgroups`, `initgroups`. An id is a number or
/// a user/group name; lib/ validates the arguments and turns the results into errors: each
/// returns 0 when done, 1 (for setgroups: index + 1; for initgroups: 1 user, 2 group) when a
/// name or id names no user or group, and throws Node's errno exception when the system
/// refuses (EPERM for an unprivileged process).
extension ProcessMethodsBinding {
    static func registerCredentialSetters(in context: BindingContext) {
        let host = context.host
        let setters: [(String, Credential, (UInt32) -> Int32)] = [
            ("setuid", .user, { Glibc.setuid($0) }), ("seteuid", .user, { Glibc.seteuid($0) }),
            ("setgid", .group, { Glibc.setgid($0) }), ("setegid", .group, { Glibc.setegid($0) }),
        ]
        for (name, credential, call) in setters {
            context.function(name, length: 1) { agent, _, arguments in
                try host.checkProcessControl("process.\(name)")
                guard let id = try credential.id(of: arguments.value(at: 0), agent: agent) else { return .integer(1) }
                if call(id) != 0 { throw host.errnoException(errno: errno, syscall: name) }
                return .integer(0)
            }
        }
        context.function("setgroups", length: 1) { agent, _, arguments in
            try host.checkProcessControl("process.setgroups")
            var groups: [gid_t] = []
            for (index, element) in try agent.arrayElements(arguments.value(at: 0)).enumerated() {
                guard let id = try Credential.group.id(of: element, agent: agent) else { return .integer(index + 1) }
                groups.append(id)
            }
            if Glibc.setgroups(groups.count, groups) != 0 { throw host.errnoException(errno: errno, syscall: "setgroups") }
            return .integer(0)
        }
        context.function("initgroups", length: 2) { agent, _, arguments in
            try host.checkProcessControl("process.initgroups")
            guard let user = try Credential.userName(of: arguments.value(at: 0), agent: agent) else { return .integer(1) }
            guard let group = try Credential.group.id(of: arguments.value(at: 1), agent: agent) else { return .integer(2) }
            if Glibc.initgroups(user, group) != 0 { throw host.errnoException(errno: errno, syscall: "initgroups") }
            return .integer(0)
        }
    }

    /// Whether an id names a user or a group, and how a name is looked up.
    enum Credential {
        case user, group

        /// The numeric id: a number as given, a name through the password or group database;
        /// nil when the name is unknown.
        func id(of value: JSValue, agent: Agent) throws -> UInt32? {
            if case .number = value { return UInt32(truncatingIfNeeded: try agent.integer(value)) }
            let name = try agent.string(value)
            switch self {
            case .user: return getpwnam(name).map { $0.pointee.pw_uid }
            case .group: return getgrnam(name).map { $0.pointee.gr_gid }
            }
        }

        /// initgroups(3) wants the user's name: a number is looked up in the password database.
        static func userName(of value: JSValue, agent: Agent) throws -> String? {
            guard case .number = value else { return try agent.string(value) }
            let uid = UInt32(truncatingIfNeeded: try agent.integer(value))
            guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return nil }
            return String(cString: name)
        }
    }
}

extension RuntimeHost {
    /// Node's `ErrnoException`: `EPERM, Operation not permitted` with a positive `errno`,
    /// `code` and `syscall`, as the credential calls throw it.
    func errnoException(errno value: Int32, syscall: String) -> JSException {
        let name = UVError(code: -value).name
        let object = agent.makeErrorObject(.error, "\(name), \(String(cString: strerror(value)))")
        agent.define(object, "errno", .integer(value), isEnumerable: true)
        agent.define(object, "code", .text(name), isEnumerable: true)
        agent.define(object, "syscall", .text(syscall), isEnumerable: true)
        return .throwing(.object(object))
    }
}
