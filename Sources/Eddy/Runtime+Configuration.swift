import EddyRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Runtime {
    /// How a runtime is set up: what its script sees as its process, where its output goes,
    /// and what it may reach.
    public struct Configuration: Sendable {
        /// Receives text the script writes; called on the loop thread.
        public typealias OutputSink = @Sendable (String) -> Void

        /// `process.argv` after the executable: the main script (for `runMain()`) and its
        /// arguments.
        public var arguments: [String]
        /// `process.env`. Empty unless given: a runtime does not see the process's
        /// environment by default.
        public var environment: [String: String]
        /// `process.cwd()`, against which `run(file:)`, `require` and `path.resolve` resolve
        /// relative paths (nil: the process's working directory when the runtime starts).
        /// `process.chdir()` moves it without moving the process's. File-system calls with
        /// relative paths still resolve against the process's directory: pass absolute ones.
        public var workingDirectory: String?
        /// Where `process.stdout` and `console.log` write; the process's standard output by
        /// default.
        public var standardOutput: OutputSink
        /// Where `process.stderr`, `console.error` and uncaught-exception reports write.
        public var standardError: OutputSink
        /// Which built-in modules (`fs`, `path`, `util`…) user code may `require`.
        public var builtinModules: ModuleAccess
        /// Whether user code may reach the file system: the `fs` module and binding, and
        /// modules loaded from files (`require('./x')`, `run(file:)`, `runMain()`).
        public var allowsFileSystem: Bool
        /// Whether `process.kill`, `process.chdir` and `process.umask` work. (`process.exit`
        /// always ends only this runtime, never the Swift process.)
        public var allowsProcessControl: Bool
        /// Whether user code may open sockets (`net`) and ask the resolver (`dns`).
        public var allowsNetwork: Bool
        /// The bindings `process.binding(name)` serves to user code.
        public var bindings: Set<String>
        /// The heap limit: past this many live objects after a collection, the script is
        /// stopped and the runtime ends (`RuntimeError.heapLimitExceeded`); nil for none.
        public var maximumLiveObjects: Int?
        /// The heap limit in bytes: past this many bytes live after a collection — objects,
        /// strings, array storage, ArrayBuffer and Buffer data — the script is stopped and
        /// the runtime ends (`RuntimeError.heapLimitExceeded`); nil for none. Checked when
        /// the collector runs, which allocation outside objects also triggers (after a
        /// quarter of the limit), so a script overshoots it by at most one allocation.
        public var maximumHeapBytes: Int?
        /// The loop thread's stack size in bytes (reserved, not committed): room for deep
        /// recursion in scripts and the parser.
        public var stackSize: Int

        /// A configuration; every setting has the default the table in docs/embedding.md gives.
        public init(arguments: [String] = [], environment: [String: String] = [:], workingDirectory: String? = nil,
                    standardOutput: @escaping OutputSink = FileDescriptorSink.standardOutput.write,
                    standardError: @escaping OutputSink = FileDescriptorSink.standardError.write,
                    builtinModules: ModuleAccess = .all, allowsFileSystem: Bool = true,
                    allowsProcessControl: Bool = true, allowsNetwork: Bool = true,
                    bindings: Set<String> = RuntimeConfiguration.defaultUserBindings,
                    maximumLiveObjects: Int? = nil, maximumHeapBytes: Int? = nil, stackSize: Int = 1 << 30) {
            self.arguments = arguments
            self.environment = environment
            self.workingDirectory = workingDirectory
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.builtinModules = builtinModules
            self.allowsFileSystem = allowsFileSystem
            self.allowsProcessControl = allowsProcessControl
            self.allowsNetwork = allowsNetwork
            self.bindings = bindings
            self.maximumLiveObjects = maximumLiveObjects
            self.maximumHeapBytes = maximumHeapBytes
            self.stackSize = stackSize
        }

        /// A runtime for untrusted scripts: no built-in modules, no file system, no process
        /// control, no network, no bindings, an empty environment and `/` as its working
        /// directory. Scripts reach only the language, the globals (`console`, timers,
        /// `Buffer`…) and the modules the host registers.
        public static var sandboxed: Configuration {
            Configuration(workingDirectory: "/", builtinModules: .none, allowsFileSystem: false,
                          allowsProcessControl: false, allowsNetwork: false, bindings: [])
        }

        /// The host's configuration for this one.
        var hostConfiguration: RuntimeConfiguration {
            var allowedBuiltins: Set<String>?
            switch builtinModules {
            case .all: allowedBuiltins = nil
            case .none: allowedBuiltins = []
            case .only(let names): allowedBuiltins = names
            }
            var bindings = self.bindings
            if !allowsFileSystem { bindings.remove("fs") }
            return RuntimeConfiguration(
                arguments: ["eddy"] + arguments, environment: environment,
                standardOutput: standardOutput, standardError: standardError,
                userBindings: bindings, version: Runtime.version,
                ownsProcess: false, workingDirectory: workingDirectory ?? Configuration.processWorkingDirectory(),
                allowedBuiltinModules: allowedBuiltins, allowsFileSystem: allowsFileSystem,
                allowsProcessControl: allowsProcessControl, allowsNetwork: allowsNetwork, maximumLiveObjects: maximumLiveObjects,
                maximumHeapBytes: maximumHeapBytes)
        }

        private static func processWorkingDirectory() -> String {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard getcwd(&buffer, buffer.count) != nil else { return "/" }
            return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// Which built-in modules user code may `require`.
    public enum ModuleAccess: Sendable, Equatable {
        /// Every built-in module.
        case all
        /// None: only the modules the host registers.
        case none
        /// These, by name (`"path"`, `"util"`, `"events"`…).
        case only(Set<String>)
    }
}
