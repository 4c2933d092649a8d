import EddyEngine
import EddyLoop

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `process_methods`: what `process` needs from the operating system.
enum ProcessMethodsBinding {
    static let binding = Binding("process_methods") { context in
        let host = context.host
        func currentDirectory() throws -> String {
            if let directory = host.workingDirectory { return directory }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard getcwd(&buffer, buffer.count) != nil else {
                throw host.systemError(errno: errno, syscall: "uv_cwd")
            }
            return String(nullTerminated: buffer)
        }
        context.function("cwd") { _, _, _ in .text(try currentDirectory()) }
        context.function("chdir", length: 1) { agent, _, arguments in
            let path = try agent.string(arguments.value(at: 0))
            try host.checkProcessControl("process.chdir")
            let current = try currentDirectory()
            do throws(FileSystemError) {
                if host.workingDirectory != nil {
                    host.workingDirectory = try host.changedWorkingDirectory(from: current, to: path)
                } else if Glibc.chdir(path) != 0 {
                    throw FileSystemError(UVError(code: -errno), syscall: "chdir", path: path)
                }
            } catch {
                // Node names the directory it stayed in (`path`) and the one asked for (`dest`).
                throw host.systemError(FileSystemError(error.uvError, syscall: "chdir", path: current, destination: path))
            }
            return .undefined
        }
        context.function("umask", length: 1) { agent, _, arguments in
            try host.checkProcessControl("process.umask")
            if arguments.value(at: 0).isUndefined {
                let old = Glibc.umask(0)
                Glibc.umask(old)
                return .integer(old)
            }
            return .integer(Glibc.umask(mode_t(truncatingIfNeeded: try agent.integer(arguments.value(at: 0)))))
        }
        // markEnvironment(proxy): process.env clones as a plain object of its variables, as
        // Node's (an interceptor object there, a Proxy here).
        context.function("markEnvironment", length: 1) { agent, _, arguments in
            if let proxy = arguments.value(at: 0).asObject { agent.allowCloningAsOrdinaryObject(proxy) }
            return .undefined
        }
        // setTimeZone(name | undefined): `process.env.TZ` written on the main thread reaches the
        // process environment and the engine's time zone, as Node's env interceptor does. A
        // runtime without process control keeps the change in its own `process.env` only.
        context.function("setTimeZone", length: 1) { agent, _, arguments in
            guard host.configuration.allowsProcessControl else { return .undefined }
            let value = arguments.value(at: 0)
            if value.isUndefined { unsetenv("TZ") } else { setenv("TZ", try agent.string(value), 1) }
            HostTimeZone.didChange()
            return .undefined
        }
        // hrtime() → [seconds, nanoseconds] of a monotonic clock.
        context.function("hrtime") { agent, _, _ in
            let now = EventLoop.highResolutionTime
            return .object(agent.makeArrayObject([.integer(now / 1_000_000_000), .integer(now % 1_000_000_000)]))
        }
        // The process's user and group ids (POSIX), which packages read to decide on permissions.
        context.function("getuid") { _, _, _ in .integer(getuid()) }
        context.function("geteuid") { _, _, _ in .integer(geteuid()) }
        context.function("getgid") { _, _, _ in .integer(getgid()) }
        context.function("getegid") { _, _, _ in .integer(getegid()) }
        context.function("uptime") { _, _, _ in
            let now = EventLoop.highResolutionTime
            return .number(Double(now >= host.startTime ? now - host.startTime : 0) / 1e9)
        }
        context.function("memoryUsage") { agent, _, _ in
            let usage = agent.makePlainObject()
            let resident = Double(residentSetSize())
            // The heap is not measured in bytes: report live cells at a nominal 64 bytes.
            let heapUsed = Double(agent.liveObjectCount * 64)
            for (name, value) in [("rss", resident), ("heapTotal", max(heapUsed, resident / 2)), ("heapUsed", heapUsed),
                                  ("external", 0), ("arrayBuffers", 0)] {
                agent.define(usage, name, .number(value), isEnumerable: true)
            }
            return .object(usage)
        }
        context.function("cpuUsage") { agent, _, _ in
            var usage = rusage()
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            let user = Double(usage.ru_utime.tv_sec) * 1e6 + Double(usage.ru_utime.tv_usec)
            let system = Double(usage.ru_stime.tv_sec) * 1e6 + Double(usage.ru_stime.tv_usec)
            return .object(agent.makeArrayObject([.number(user), .number(system)]))
        }
        // resourceUsage() → getrusage(2)'s fields in Node's order (times in microseconds,
        // maxRSS in kilobytes).
        context.function("resourceUsage") { agent, _, _ in
            var usage = rusage()
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            let microseconds = { (time: timeval) in Double(time.tv_sec) * 1e6 + Double(time.tv_usec) }
            let fields: [Int] = [usage.ru_maxrss, usage.ru_ixrss, usage.ru_idrss, usage.ru_isrss, usage.ru_minflt,
                                 usage.ru_majflt, usage.ru_nswap, usage.ru_inblock, usage.ru_oublock, usage.ru_msgsnd,
                                 usage.ru_msgrcv, usage.ru_nsignals, usage.ru_nvcsw, usage.ru_nivcsw]
            let values = [microseconds(usage.ru_utime), microseconds(usage.ru_stime)] + fields.map { Double($0) }
            return .object(agent.makeArrayObject(values.map { .number($0) }))
        }
        context.function("getgroups") { agent, _, _ in
            let count = getgroups(0, nil)
            guard count > 0 else { return .object(agent.makeArrayObject([])) }
            var groups = [gid_t](repeating: 0, count: Int(count))
            let filled = getgroups(count, &groups)
            return .object(agent.makeArrayObject(groups.prefix(Int(max(filled, 0))).map { .integer($0) }))
        }
        registerCredentialSetters(in: context)
        #if canImport(Glibc)
        // The C library's version, which process.report's header gives (detect-libc reads it).
        context.function("glibcVersion") { _, _, _ in
            // confstr gives "glibc 2.36"; the header wants the number alone.
            var buffer = [CChar](repeating: 0, count: 64)
            let length = confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count)
            guard length > 0 else { return .undefined }
            return .text(String(String(nullTerminated: buffer).split(separator: " ").last ?? ""))
        }
        #endif
        context.function("kill", length: 2) { agent, _, arguments in
            let pid = Int32(clamping: try agent.integer(arguments.value(at: 0)))
            let signal = Int32(clamping: try agent.integer(arguments.value(at: 1)))
            try host.checkProcessControl("process.kill")
            if Glibc.kill(pid, signal) != 0 { return .integer(-errno) }
            return .integer(0)
        }
        context.function("reallyExit", length: 1) { agent, _, arguments in
            // V8's Int32Value, as Node reads the code (2^32 + 5 exits with 5).
            let code = Int32(truncatingIfNeeded: try agent.integer(arguments.value(at: 0)))
            return try host.reallyExit(code: code)
        }
        // writeString(fd, text): synchronous writes for process.stdout/stderr.
        context.function("writeString", length: 2) { agent, _, arguments in
            let fd = try agent.number(arguments.value(at: 0))
            let text = try agent.string(arguments.value(at: 1))
            let descriptor = fd == 2 ? host.configuration.standardErrorDescriptor : host.configuration.standardOutputDescriptor
            guard let descriptor else {
                if fd == 2 { host.configuration.standardError(text) } else { host.configuration.standardOutput(text) }
                return .undefined
            }
            let failure = FileDescriptorSink(fileDescriptor: descriptor).writeCompletely(text)
            if failure != 0 { throw host.streamError(errno: failure, syscall: "write") }
            return .undefined
        }
        context.function("_rawDebug", length: 1) { agent, _, arguments in
            host.configuration.standardError(try agent.string(arguments.value(at: 0)) + "\n")
            return .undefined
        }
        // [handles, their kinds, requests, their kinds]: what keeps the loop alive, oldest
        // first (process._getActiveHandles, _getActiveRequests, getActiveResourcesInfo).
        context.function("activeResources") { agent, _, _ in
            let handles = host.activeHandles
            let requests = host.activeRequestList
            return .object(agent.makeArrayObject([
                .object(agent.makeArrayObject(handles.map { .object($0.object) })),
                .object(agent.makeArrayObject(handles.map { .text($0.resourceName) })),
                .object(agent.makeArrayObject(requests.map { .object($0.request) })),
                .object(agent.makeArrayObject(requests.map { .text($0.resourceName) })),
            ]))
        }
        context.value("isStdoutTTY", .boolean(host.configuration.isOutputTerminal))
        context.value("isStderrTTY", .boolean(host.configuration.isErrorTerminal))
        // Whether standard output is this process's own (the CLI): then bytes may go to the
        // descriptor directly; an embedded runtime's output goes only through its sinks.
        context.value("ownsProcess", .boolean(host.configuration.ownsProcess))
        if host.configuration.exposesGC {
            context.function("gc") { agent, _, _ in
                agent.collectGarbage()
                return .undefined
            }
        }
    }

    /// The resident set size in bytes, from /proc on Linux (0 where unknown).
    static func residentSetSize() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #if os(Linux)
        if let file = fopen("/proc/self/statm", "r") {
            defer { fclose(file) }
            var size = 0
            var resident = 0
            if fscanf_statm(file, &size, &resident) { return resident * Int(sysconf(Int32(_SC_PAGESIZE))) }
        }
        return Int(usage.ru_maxrss) * 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }

    private static func fscanf_statm(_ file: UnsafeMutablePointer<FILE>, _ size: inout Int, _ resident: inout Int) -> Bool {
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
        let fields = String(nullTerminated: buffer).split(separator: " ")
        guard fields.count >= 2, let first = Int(fields[0]), let second = Int(fields[1]) else { return false }
        size = first
        resident = second
        return true
    }
}

extension RuntimeHost {
    /// A Node-style system error: `ENOENT: no such file or directory, chdir 'x'` with `errno`
    /// (negative), `code`, `syscall` and `path`.
    func systemError(errno value: Int32, syscall: String, path: String? = nil) -> JSException {
        systemError(FileSystemError(UVError(code: -value), syscall: syscall, path: path))
    }

    /// Node's error for a failed stream operation (`errnoException`): `write EPIPE`, with
    /// `errno`, `code` and `syscall`.
    func streamError(errno value: Int32, syscall: String) -> JSException {
        let error = UVError(code: -value)
        let object = agent.makeErrorObject(.error, "\(syscall) \(error.name)")
        agent.define(object, "errno", .integer(-value), isEnumerable: true)
        agent.define(object, "code", .text(error.name), isEnumerable: true)
        agent.define(object, "syscall", .text(syscall), isEnumerable: true)
        return .throwing(.object(object))
    }

    /// The JavaScript error for a failed file-system call.
    func systemError(_ error: FileSystemError) -> JSException {
        let object = agent.makeErrorObject(.error, error.description)
        agent.define(object, "errno", .integer(-error.errno), isEnumerable: true)
        agent.define(object, "code", .text(error.name), isEnumerable: true)
        agent.define(object, "syscall", .text(error.syscall), isEnumerable: true)
        if let path = error.path { agent.define(object, "path", .text(path), isEnumerable: true) }
        if let destination = error.destination { agent.define(object, "dest", .text(destination), isEnumerable: true) }
        return .throwing(.object(object))
    }
}

extension String {
    /// The text of a C string buffer, up to its terminating zero.
    init(nullTerminated buffer: [CChar]) {
        self.init(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
