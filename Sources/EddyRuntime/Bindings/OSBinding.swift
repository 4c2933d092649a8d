import EddyEngine
import EddyLoop

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `os`: facts about the machine for `lib/os.js`.
enum OSBinding {
    static let binding = Binding("os") { context in
        context.function("getHostname") { _, _, _ in
            var buffer = [CChar](repeating: 0, count: 256)
            gethostname(&buffer, buffer.count - 1)
            return .text(String(nullTerminated: buffer))
        }
        context.function("getOSInformation") { agent, _, _ in
            var names = utsname()
            uname(&names)
            func field<T>(_ value: T) -> String {
                withUnsafeBytes(of: value) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            }
            return .object(agent.makeArrayObject([.text(field(names.sysname)), .text(field(names.version)),
                                                  .text(field(names.release)), .text(field(names.machine))]))
        }
        context.function("getHomeDirectory") { _, _, _ in
            if let home = getenv("HOME") { return .text(String(cString: home)) }
            if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir { return .text(String(cString: directory)) }
            return .text("/")
        }
        context.function("getUptime") { _, _, _ in
            var time = timespec()
            clock_gettime(CLOCK_BOOTTIME, &time)
            return .integer(time.tv_sec)
        }
        context.function("getTotalMem") { _, _, _ in
            .number(Double(sysconf(Int32(_SC_PHYS_PAGES))) * Double(sysconf(Int32(_SC_PAGESIZE))))
        }
        context.function("getFreeMem") { _, _, _ in
            .number(Double(sysconf(Int32(_SC_AVPHYS_PAGES))) * Double(sysconf(Int32(_SC_PAGESIZE))))
        }
        context.function("getCPUCount") { _, _, _ in
            .integer(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        }
        // getPriority(pid, context) → the priority, or undefined with context's errno, code,
        // message and syscall filled in (Node's ERR_SYSTEM_ERROR context).
        context.function("getPriority", length: 2) { agent, _, arguments in
            let pid = Int32(clamping: try agent.integer(arguments.value(at: 0)))
            do throws(UVError) {
                return .integer(try ProcessPriority.get(pid: pid))
            } catch {
                try fillSystemErrorContext(arguments.value(at: 1), error, syscall: "uv_os_getpriority", in: agent)
                return .undefined
            }
        }
        // setPriority(pid, priority, context) → 0, or the libuv error with context filled in.
        context.function("setPriority", length: 3) { agent, _, arguments in
            let pid = Int32(clamping: try agent.integer(arguments.value(at: 0)))
            let priority = Int32(clamping: try agent.integer(arguments.value(at: 1)))
            do throws(UVError) {
                try ProcessPriority.set(priority, pid: pid)
                return .integer(0)
            } catch {
                try fillSystemErrorContext(arguments.value(at: 2), error, syscall: "uv_os_setpriority", in: agent)
                return .integer(error.code)
            }
        }
        // getInterfaceAddresses() → seven entries per address, as Node's binding: name,
        // address, netmask, family, mac, internal, scope id (-1 for IPv4); undefined when
        // libuv cannot list them.
        context.function("getInterfaceAddresses") { agent, _, _ in
            guard let interfaces = try? NetworkInterface.all() else { return .undefined }
            let values = interfaces.flatMap { interface -> [JSValue] in
                [.text(interface.name), .text(interface.address), .text(interface.netmask),
                 .text(interface.family == 6 ? "IPv6" : "IPv4"), .text(interface.mac), .boolean(interface.isInternal),
                 interface.scopeID.map { .integer($0) } ?? .integer(-1)]
            }
            return .object(agent.makeArrayObject(values))
        }
        // getCPUs() → seven entries per CPU: model, speed, then the user, nice, sys, idle and
        // irq times in milliseconds.
        context.function("getCPUs") { agent, _, _ in
            guard let processors = try? Processor.all() else { return .undefined }
            let values = processors.flatMap { cpu -> [JSValue] in
                [.text(cpu.model), .integer(cpu.speed), .integer(cpu.user), .integer(cpu.nice), .integer(cpu.system),
                 .integer(cpu.idle), .integer(cpu.interrupt)]
            }
            return .object(agent.makeArrayObject(values))
        }
        // getUserInfo(context) → [username, uid, gid, shell, homedir], or undefined with
        // context filled in for Node's ERR_SYSTEM_ERROR.
        context.function("getUserInfo", length: 1) { agent, _, arguments in
            do throws(UVError) {
                let account = try UserAccount.current()
                return .object(agent.makeArrayObject([.text(account.username), .integer(account.uid),
                                                      .integer(account.gid), account.shell.map { .text($0) } ?? .null,
                                                      .text(account.homeDirectory)]))
            } catch {
                try fillSystemErrorContext(arguments.value(at: 0), error, syscall: "uv_os_get_passwd", in: agent)
                return .undefined
            }
        }
        context.function("getLoadAvg") { agent, _, _ in
            var loads = [Double](repeating: 0, count: 3)
            _ = getloadavg(&loads, 3)
            return .object(agent.makeArrayObject(loads.map { .number($0) }))
        }
    }
}

/// Fills the context object of Node's ERR_SYSTEM_ERROR (`errno`, `code`, `message`,
/// `syscall`) from a libuv failure.
private func fillSystemErrorContext(_ value: JSValue, _ error: UVError, syscall: String, in agent: Agent) throws {
    guard let context = value.asObject else { return }
    try agent.set(context, "errno", .integer(error.code))
    try agent.set(context, "code", .text(error.name))
    try agent.set(context, "message", .text(error.message))
    try agent.set(context, "syscall", .text(syscall))
}

/// `util`: low-level helpers for `lib/util.js`.
enum UtilBinding {
    static let binding = Binding("util") { context in
        // isError(value): has [[ErrorData]].
        context.function("isError", length: 1) { agent, _, arguments in
            .boolean(agent.isErrorObject(arguments.value(at: 0)))
        }
        context.function("isPromise", length: 1) { agent, _, arguments in
            .boolean(agent.isPromiseObject(arguments.value(at: 0)))
        }
        // getPromiseDetails(promise) → [state, result]: 0 pending, 1 fulfilled, 2 rejected.
        context.function("getPromiseDetails", length: 1) { agent, _, arguments in
            let details = agent.promiseDetails(arguments.value(at: 0))
            return .object(agent.makeArrayObject([.integer(details.state), details.result]))
        }
        // getProxyDetails(value, showProxy) → undefined (not a proxy), [target, handler]
        // when showProxy, else the target; null parts once revoked (as Node's binding).
        context.function("getProxyDetails", length: 2) { agent, _, arguments in
            guard let details = agent.proxyDetails(arguments.value(at: 0)) else { return .undefined }
            guard arguments.value(at: 1).truthy else { return details.target }
            return .object(agent.makeArrayObject([details.target, details.handler]))
        }
        // getOwnNonIndexProperties(object, filter): Node's property filter bits,
        // ONLY_ENUMERABLE (2) and SKIP_SYMBOLS (16).
        context.function("getOwnNonIndexProperties", length: 2) { agent, _, arguments in
            let filter = try agent.integer(arguments.value(at: 1))
            guard let keys = try agent.ownNonIndexKeys(of: arguments.value(at: 0),
                                                       onlyEnumerable: filter & 2 != 0,
                                                       includingSymbols: filter & 16 == 0) else {
                throw agent.makeError(kind: .typeError, "object must be an object")
            }
            return .object(agent.makeArrayObject(keys))
        }
        context.function("getConstructorName", length: 1) { agent, _, arguments in
            .text(agent.builtinTag(of: arguments.value(at: 0)))
        }
        // previewEntries(iterator) → [entries, isKeyValue] for a Map or Set iterator.
        context.function("previewEntries", length: 1) { agent, _, arguments in
            guard let preview = agent.iteratorPreview(of: arguments.value(at: 0)) else { return .undefined }
            return .object(agent.makeArrayObject([.object(agent.makeArrayObject(preview.entries)),
                                                  .boolean(preview.isKeyValue)]))
        }
    }
}

/// `tty`: whether a descriptor is a terminal, and its size.
enum TTYBinding {
    static let binding = Binding("tty") { context in
        context.function("isTTY", length: 1) { agent, _, arguments in
            .boolean(isatty(Int32(clamping: try agent.integer(arguments.value(at: 0)))) == 1)
        }
        context.function("getWindowSize", length: 1) { agent, _, arguments in
            let fd = Int32(clamping: try agent.integer(arguments.value(at: 0)))
            var size = winsize()
            guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 else { return .undefined }
            return .object(agent.makeArrayObject([.integer(size.ws_col), .integer(size.ws_row)]))
        }
        context.function("guessHandleType", length: 1) { agent, _, arguments in
            let fd = Int32(clamping: try agent.integer(arguments.value(at: 0)))
            return .text("\(TTY.guessHandleType(fd))".uppercased())
        }
    }
}
