/// How a `RuntimeHost` is set up: what the script sees as its process, and where its output
/// goes.
public struct RuntimeConfiguration: Sendable {
    /// Writes text somewhere (a file descriptor by default); called on the loop thread.
    public typealias OutputSink = @Sendable (String) -> Void

    /// `process.argv`: the executable, then the script and its arguments.
    public var arguments: [String]
    /// `process.execArgv`: the runtime's own flags.
    public var executionArguments: [String]
    /// `process.env`.
    public var environment: [String: String]
    /// `process.stdout` and `process.stderr`.
    public var standardOutput: OutputSink
    public var standardError: OutputSink
    /// When set, `process.stdout` / `process.stderr` write straight to these descriptors
    /// (the `eddy` command: 1 and 2), and a failed write reaches the script as Node's error
    /// (`write EPIPE` once the reader of a pipe has gone) instead of being lost in a sink.
    public var standardOutputDescriptor: Int32?
    public var standardErrorDescriptor: Int32?
    /// Whether the standard streams are terminals (`process.stdout.isTTY`).
    public var isOutputTerminal: Bool
    public var isErrorTerminal: Bool
    /// The bindings `process.binding(name)` serves to user code; built-in modules reach all.
    public var userBindings: Set<String>
    /// A `lib/` directory to load the built-in modules from instead of the embedded copies
    /// (development: `EDDY_LIB_DIR`).
    public var libraryDirectory: String?
    /// `--expose-gc`: a global `gc()`.
    public var exposesGC: Bool
    /// `--max-old-space-size`: past this resident size, checked after each collection, the
    /// process ends with Node's `FATAL ERROR: … heap out of memory` (nil: no limit).
    public var maximumMemoryBytes: Int?
    /// `--stack-size`: the interpreter's call-depth budget in kilobytes, as node's flag
    /// (nil: node's default, about 10,000 frames).
    public var stackSizeKilobytes: Int?
    /// Eddy's own version (`eddy --version`, `process.versions.eddy`).
    public var version: String
    /// The Node release whose behaviour Eddy follows: `process.version` and
    /// `process.versions.node`, so that packages' version checks pass.
    public static let nodeVersion = "20.20.2"
    /// The V8 of that Node release (`process.versions.v8`): packages read it to pick code
    /// for the JavaScript features and V8 APIs (the stack-trace API, its error messages)
    /// that Eddy provides as that release does, and some refuse to load without it.
    public static let v8Version = "11.3.244.8-node.38"
    /// `process.execPath`.
    public var executablePath: String
    /// `process.argv0`: the first argument as the process was started with it, which the
    /// parent may have set apart from the executable (`spawn`'s `argv0`); nil: `argv[0]`.
    public var originalArgumentZero: String?

    // What an embedder may restrict (the `Eddy` library's `Runtime`); the `eddy` command
    // keeps the defaults, which are Node's.

    /// Whether the runtime is the whole process: `process.exit()` and the memory limit end
    /// the process. An embedded runtime ends only itself.
    public var ownsProcess: Bool
    /// `process.cwd()`, when it is not the process's own working directory (several embedded
    /// runtimes share one process, so `process.chdir()` then moves only this value).
    public var workingDirectory: String?
    /// The built-in modules user code may `require` (nil: all of them).
    public var allowedBuiltinModules: Set<String>?
    /// Whether user code may reach the file system: modules from files (`require('./x')`)
    /// and the built-in modules that read and write files (`fs`, `fs/promises`, `module`).
    public var allowsFileSystem: Bool
    /// Whether `process.kill`, `process.chdir` and `process.umask` work.
    public var allowsProcessControl: Bool
    /// Whether user code may open sockets (`net`: TCP and Unix domain sockets) and ask the
    /// resolver (`dns`).
    public var allowsNetwork: Bool
    /// Past this many live objects after a collection, the runtime ends with Node's "heap
    /// out of memory" (nil: no limit). Only for embedded runtimes.
    public var maximumLiveObjects: Int?
    /// Past this many bytes live after a collection — cells, strings, object and array
    /// storage, ArrayBuffer data — the runtime ends as for `maximumLiveObjects` (nil: no
    /// limit). Only for embedded runtimes.
    public var maximumHeapBytes: Int?

    public init(arguments: [String] = ["eddy"], executionArguments: [String] = [],
                environment: [String: String] = [:],
                standardOutput: @escaping OutputSink = FileDescriptorSink.standardOutput.write,
                standardError: @escaping OutputSink = FileDescriptorSink.standardError.write,
                isOutputTerminal: Bool = false, isErrorTerminal: Bool = false,
                userBindings: Set<String> = RuntimeConfiguration.defaultUserBindings,
                libraryDirectory: String? = nil, exposesGC: Bool = false, maximumMemoryBytes: Int? = nil,
                version: String = "v0.1.0",
                executablePath: String = "eddy", ownsProcess: Bool = true, workingDirectory: String? = nil,
                allowedBuiltinModules: Set<String>? = nil, allowsFileSystem: Bool = true,
                allowsProcessControl: Bool = true, allowsNetwork: Bool = true, maximumLiveObjects: Int? = nil,
                maximumHeapBytes: Int? = nil) {
        self.arguments = arguments
        self.executionArguments = executionArguments
        self.environment = environment
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.isOutputTerminal = isOutputTerminal
        self.isErrorTerminal = isErrorTerminal
        self.userBindings = userBindings
        self.libraryDirectory = libraryDirectory
        self.exposesGC = exposesGC
        self.maximumMemoryBytes = maximumMemoryBytes
        self.version = version
        self.executablePath = executablePath
        self.ownsProcess = ownsProcess
        self.workingDirectory = workingDirectory
        self.allowedBuiltinModules = allowedBuiltinModules
        self.allowsFileSystem = allowsFileSystem
        self.allowsProcessControl = allowsProcessControl
        self.allowsNetwork = allowsNetwork
        self.maximumLiveObjects = maximumLiveObjects
        self.maximumHeapBytes = maximumHeapBytes
    }

    /// Node's allow-list for `process.binding` (the rest are internal).
    public static let defaultUserBindings: Set<String> = [
        "fs", "constants", "natives", "os", "timers", "tty", "util", "errors", "http_parser", "spawn_sync",
    ]

    /// The rest of Node 20's `processBindingAllowList`: bindings Eddy does not hand to user
    /// code, for which `process.binding(name)` gives an empty object, as legacy code that
    /// only checks that the binding exists expects. Only a runtime that keeps every default
    /// binding and every built-in module serves them.
    public static let placeholderUserBindings: Set<String> = [
        "async_wrap", "buffer", "cares_wrap", "config", "contextify", "crypto", "fs_event_wrap", "icu",
        "inspector", "js_stream", "pipe_wrap", "process_wrap", "signal_wrap", "stream_wrap", "tcp_wrap",
        "tls_wrap", "tty_wrap", "udp_wrap", "url", "uv", "v8", "zlib",
    ]
}
