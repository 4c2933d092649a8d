import Eddy
import EddyRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `eddy` command: Node-style flags before the script, everything after the script
/// passed through to it untouched.
public enum EddyCommand {
    /// Runs `eddy` with the process's arguments and exits with its exit code.
    public static func main() -> Never {
        tuneAllocator()
        unblockSignals()
        reserveStandardDescriptors()
        exit(run(Swift.CommandLine.arguments))
    }

    /// A parent may start us with signals blocked (some process launchers do); the threads
    /// made later inherit the mask, and a blocked signal would never reach the handlers
    /// `process.on('SIGTERM', …)` installs. Node clears the mask at start-up too.
    private static func unblockSignals() {
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
    }

    /// Started with standard input, output or error closed (`eddy app.js 1>&- 2>&-`), the
    /// process would hand the first descriptor it opens out as one of them: a file or socket
    /// would get the script's output. As Node does, each closed one is opened on /dev/null.
    private static func reserveStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // The lowest free descriptor: this one, as those below it are open.
            _ = open("/dev/null", O_RDWR)
        }
    }

    /// The `eddy` process owns its allocator, so it tunes glibc's for a collector that frees
    /// cells by the hundred thousand: with fast bins, every large allocation after such a
    /// sweep first consolidates them all (measured: Havlak 6% faster without them).
    /// And one arena for every thread: JavaScript runs on a thread of its own (a deep
    /// stack), whose arena glibc grows a page at a time with an `mprotect` each (its
    /// `top_pad` applies to the main arena only): an HTTP server made some 7 of those calls
    /// per connection and 3,866 over 300 connections and 5,000 requests, against 118 `brk`
    /// with the one arena. Embedders keep their process's settings.
    private static func tuneAllocator() {
        #if canImport(Glibc)
        // `int mallopt(int, int)` from <malloc.h>, which the Glibc module does not export:
        // looked up in the process, called through a C function pointer.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let maximumFastBinSize: Int32 = 1  // M_MXFAST
        let maximumArenas: Int32 = -8  // M_ARENA_MAX
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(maximumFastBinSize, 0)
        _ = mallopt(maximumArenas, 1)
        #endif
    }

    /// Runs `eddy` with the process's arguments (the executable's name first) and returns
    /// the exit code.
    public static func run(_ arguments: [String]) -> Int32 {
        var standardOutput = FileStream.standardOutput
        var standardError = FileStream.standardError
        return run(arguments, output: &standardOutput, errors: &standardError)
    }

    /// Runs `eddy` writing its own messages to the given streams (tests pass strings);
    /// scripts write to the process's standard output and error.
    public static func run(
        _ arguments: [String],
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions(parsing: Array(arguments.dropFirst()),
                                             environmentOptions: environment()["NODE_OPTIONS"])
        } catch {
            // As Node: the program's name as it was started (argv[0]) leads the message.
            errors.write("\(arguments.first ?? "eddy"): \(error)\n")
            return error.exitCode
        }
        // On standard output, as Node prints it.
        for cve in options.securityReverts {
            output.write("SECURITY WARNING: Reverting \(cve): \(CommandLineOptions.knownSecurityReverts[cve] ?? "")\n")
        }
        switch options.action {
        case .printVersion:
            output.write(Runtime.version + "\n")
            return 0
        case .printHelp:
            output.write(CommandLineOptions.usage)
            return 0
        case .runScript(let path, let scriptArguments):
            return withHost(options, argv: [resolvedScriptPath(path)] + scriptArguments, errors: &errors) { host in
                host.runMain(path: path, preloading: options.preloadModules)
            }
        case .evaluate(let source, let printsResult, let scriptArguments):
            return withHost(options, argv: scriptArguments, errors: &errors) { host in
                host.runEval(source, printsResult: printsResult, preloading: options.preloadModules)
            }
        case .checkSyntax(let path):
            return withHost(options, argv: [path], errors: &errors) { host in
                host.checkSyntax(path: path)
            }
        case .runStandardInput(let scriptArguments):
            return runStandardInput(options, arguments: scriptArguments, errors: &errors)
        case .startREPL:
            if !options.forcesInteractive && isatty(0) == 0 {
                return runStandardInput(options, arguments: [], errors: &errors)
            }
            return runREPL(options, errors: &errors)
        }
    }

    /// The REPL: on a terminal through libedit (history in `~/.eddy_repl_history` or
    /// `EDDY_REPL_HISTORY`), otherwise (`-i` over a pipe) plain lines with the prompts
    /// written out, as Node's.
    private static func runREPL(_ options: CommandLineOptions, errors: inout some TextOutputStream) -> Int32 {
        let isTerminal = isatty(0) == 1 && isatty(1) == 1
        let interrupter = REPLInterrupter()
        InterruptSignalWatcher.start(interrupter)
        var input: any REPLInput = PlainLineInput()
        var standardOutput: RuntimeConfiguration.OutputSink?
        if isTerminal {
            switch LineEditorLibrary.shared {
            case .success(let library):
                let history = REPLHistory(path: REPLHistory.path(environment: environment()))
                if let editor = LineEditorInput(library: library, historyFile: history) {
                    input = editor
                    // Output from timers and I/O goes above the line being typed, never into it.
                    standardOutput = { editor.writeAboveLine($0) }
                }
            case .failure(let problem):
                // The REPL still works, as over a pipe: lines as the terminal reads them.
                errors.write("eddy: line editing is unavailable (libedit could not be loaded: \(problem)); "
                             + "lines are read without editing or history\n")
            }
        }
        let replOptions = REPLOptions(isTerminal: isTerminal, usesColors: isTerminal, showsWelcome: true,
                                      exitsOnClose: true, interrupter: interrupter)
        return withHost(options, argv: [], standardOutput: standardOutput, errors: &errors) { host in
            host.runREPL(input: input, options: replOptions, preloading: options.preloadModules)
        }
    }

    /// Runs the script standard input holds, named `[stdin]` as in Node.
    private static func runStandardInput(_ options: CommandLineOptions, arguments: [String],
                                         errors: inout some TextOutputStream) -> Int32 {
        guard let source = readStandardInput() else {
            // As node: the script would be longer than the longest string.
            errors.write("[stdin]\n\nRangeError: Invalid string length\n")
            return 1
        }
        return withHost(options, argv: ["-"] + arguments, errors: &errors) { host in
            host.runEval(source, printsResult: false, preloading: options.preloadModules, name: "[stdin]")
        }
    }

    private static func withHost(_ options: CommandLineOptions, argv: [String],
                                 standardOutput: RuntimeConfiguration.OutputSink? = nil,
                                 errors: inout some TextOutputStream,
                                 _ body: (RuntimeHost) -> Int32) -> Int32 {
        let executable = executablePath()
        let environment = environment()
        var configuration = RuntimeConfiguration(
            arguments: [executable] + argv, executionArguments: options.executionArguments, environment: environment,
            isOutputTerminal: isatty(1) == 1, isErrorTerminal: isatty(2) == 1,
            libraryDirectory: environment["EDDY_LIB_DIR"].flatMap { $0.isEmpty ? nil : $0 },
            exposesGC: options.exposesGC, maximumMemoryBytes: options.maximumHeapMegabytes.map { $0 << 20 },
            version: Runtime.version, executablePath: executable)
        configuration.stackSizeKilobytes = options.stackSize
        configuration.originalArgumentZero = Swift.CommandLine.arguments.first
        if let standardOutput {
            configuration.standardOutput = standardOutput
        } else {
            configuration.standardOutputDescriptor = 1
        }
        configuration.standardErrorDescriptor = 2
        let outcome: Result<Int32, Error> = RuntimeHost.onScriptThread {
            Result {
                let host = try RuntimeHost(configuration: configuration)
                host.claimCurrentThread()
                return body(host)
            }
        }
        switch outcome {
        case .success(let code):
            return code
        case .failure(let error):
            errors.write("eddy: cannot start: \(error)\n")
            return 1
        }
    }

    /// The process's environment variables.
    private static func environment() -> [String: String] {
        var environment: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return environment
    }

    /// The main script's path as Node puts it in `process.argv[1]` before anything runs, so
    /// `-r` preloads see it too: absolute and normalized, as `path.resolve` makes it.
    private static func resolvedScriptPath(_ path: String) -> String {
        var full = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard getcwd(&buffer, buffer.count) != nil else { return path }
            let directory = String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) },
                                   as: UTF8.self)
            full = directory + "/" + path
        }
        var parts: [Substring] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The absolute path of the running executable (`process.execPath`).
    private static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 {
            return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return Swift.CommandLine.arguments.first ?? "eddy"
    }

    /// The whole of standard input as text; nil when it holds more bytes than the longest
    /// string has code units (`eddy - < /dev/zero` must end, not exhaust memory).
    private static func readStandardInput() -> String? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(0, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[0..<count]
            if bytes.count > RuntimeHost.maximumStringLength { return nil }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A `TextOutputStream` over a file descriptor, written through at once so output
/// interleaves with what a script writes.
struct FileStream: TextOutputStream {
    static var standardOutput: FileStream { FileStream(sink: .standardOutput) }
    static var standardError: FileStream { FileStream(sink: .standardError) }

    let sink: FileDescriptorSink

    mutating func write(_ string: String) {
        sink.write(string)
    }
}
