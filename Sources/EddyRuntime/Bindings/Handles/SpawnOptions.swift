import EddyEngine
import EddyLoop

/// Reads the options object `lib/child_process.js` hands to `process_wrap` and `spawn_sync`
/// (Node's shape: `file`, `args` with argv[0] first, `cwd`, `envPairs` as `KEY=VALUE`,
/// `detached`, `uid`, `gid`, and `stdio` entries `{ type, fd, handle, … }`).
struct SpawnOptions {
    var process: ChildProcess.Options
    /// The `stdio` entries as given, for the caller's own kinds (pipes).
    var stdioEntries: [JSObject]

    init(_ value: JSValue, agent: Agent, stdio: (JSObject, Int) throws -> ChildProcess.Stdio) throws {
        guard let options = value.asObject else {
            throw agent.makeError(kind: .typeError, "options must be an object")
        }
        func text(_ name: String) throws -> String? {
            let value = try agent.get(options, name)
            return value.isNullish ? nil : try agent.string(value)
        }
        func id(_ name: String) throws -> UInt32? {
            let value = try agent.get(options, name)
            guard !value.isNullish else { return nil }
            guard let id = UInt32(exactly: try agent.integer(value)) else {
                throw agent.makeError(kind: .rangeError, "\(name) is out of range")
            }
            return id
        }
        guard let file = try text("file") else {
            throw agent.makeError(kind: .typeError, "options.file must be a string")
        }
        let arguments = try agent.arrayElements(try agent.get(options, "args")).map { try agent.string($0) }
        process = ChildProcess.Options(file: file, arguments: Array(arguments.dropFirst()))
        process.argv0 = arguments.first
        process.workingDirectory = try text("cwd")
        let environment = try agent.get(options, "envPairs")
        if !environment.isNullish {
            process.environment = try agent.arrayElements(environment).map { try agent.string($0) }
        }
        process.isDetached = try agent.get(options, "detached").truthy
        process.userID = try id("uid")
        process.groupID = try id("gid")
        stdioEntries = []
        for (index, entry) in try agent.arrayElements(try agent.get(options, "stdio")).enumerated() {
            guard let entry = entry.asObject else {
                throw agent.makeError(kind: .typeError, "stdio entries must be objects")
            }
            stdioEntries.append(entry)
            if index < 3 {
                switch index {
                case 0: process.stdin = try stdio(entry, index)
                case 1: process.stdout = try stdio(entry, index)
                default: process.stderr = try stdio(entry, index)
                }
            } else {
                process.stdio.append(try stdio(entry, index))
            }
        }
    }

    /// The kinds both bindings share: `ignore`, and `fd`/`inherit` with the entry's `fd`.
    static func commonStdio(_ entry: JSObject, index: Int, agent: Agent) throws -> ChildProcess.Stdio? {
        switch try agent.string(try agent.get(entry, "type")) {
        case "ignore":
            return .ignore
        case "fd", "inherit":
            let fd = try agent.get(entry, "fd")
            return .inherit(fd: fd.isNullish ? Int32(index) : Int32(clamping: try agent.integer(fd)))
        default:
            return nil
        }
    }

    /// Node's name of a signal number (`SIGTERM`), or nil.
    static func signalName(_ signal: Int32?) -> String? {
        guard let signal else { return nil }
        return ConstantsBinding.signals.first { $0.1 == signal }?.0
    }
}
