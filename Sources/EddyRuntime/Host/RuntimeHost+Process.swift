import EddyEngine
import EddyLoop

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension RuntimeHost {
    /// The `process` object as the host knows it; `lib/internal/bootstrap/node.js` makes it
    /// an EventEmitter and adds the rest.
    func makeProcessObject() throws -> JSObject {
        let process = agent.makePlainObject()
        let configuration = self.configuration
        agent.define(process, "argv", .object(agent.makeArrayObject(configuration.arguments.map { .text($0) })), isEnumerable: true)
        if let argumentZero = configuration.originalArgumentZero {
            agent.define(process, "argv0", .text(argumentZero), isEnumerable: true)
        }
        agent.define(process, "execArgv",
                     .object(agent.makeArrayObject(configuration.executionArguments.map { .text($0) })), isEnumerable: true)
        let environment = agent.makePlainObject()
        for (name, value) in configuration.environment.sorted(by: { $0.key < $1.key }) {
            agent.define(environment, name, .text(value), isEnumerable: true)
        }
        agent.define(process, "env", .object(environment), isEnumerable: true)
        agent.define(process, "execPath", .text(configuration.executablePath), isEnumerable: true)
        agent.define(process, "version", .text("v" + RuntimeConfiguration.nodeVersion), isEnumerable: true)
        let versions = agent.makePlainObject()
        agent.define(versions, "node", .text(RuntimeConfiguration.nodeVersion), isEnumerable: true)
        agent.define(versions, "eddy", .text(String(configuration.version.dropFirst())), isEnumerable: true)
        agent.define(versions, "v8", .text(RuntimeConfiguration.v8Version), isEnumerable: true)
        agent.define(versions, "uv", .text(EventLoop.libraryVersion), isEnumerable: true)
        agent.define(versions, "openssl", .text(OpenSSLVersion.string), isEnumerable: true)
        agent.define(versions, "zlib", .text(CompressionLibraryVersions.zlib), isEnumerable: true)
        agent.define(versions, "brotli", .text(CompressionLibraryVersions.brotli), isEnumerable: true)
        // Node 20's module ABI, which packages read to pick prebuilt files.
        agent.define(versions, "modules", .text("115"), isEnumerable: true)
        agent.define(process, "versions", .object(versions), isEnumerable: true)
        #if os(Linux)
        agent.define(process, "platform", .text("linux"), isEnumerable: true)
        #else
        agent.define(process, "platform", .text("darwin"), isEnumerable: true)
        #endif
        #if arch(x86_64)
        agent.define(process, "arch", .text("x64"), isEnumerable: true)
        #elseif arch(arm64)
        agent.define(process, "arch", .text("arm64"), isEnumerable: true)
        #else
        agent.define(process, "arch", .text("unknown"), isEnumerable: true)
        #endif
        agent.define(process, "pid", .integer(getpid()), isEnumerable: true)
        agent.define(process, "ppid", .integer(getppid()), isEnumerable: true)
        agent.define(process, "title", .text("eddy"), isEnumerable: true)
        // process.binding(name): the allow-listed bindings only.
        let binding = agent.makeHostFunction("binding", length: 1) { [unowned self] agent, _, arguments in
            let name = try agent.string(arguments.value(at: 0))
            guard self.configuration.userBindings.contains(name) else {
                if RuntimeConfiguration.placeholderUserBindings.contains(name) {
                    return .object(try self.placeholderBinding(named: name))
                }
                // A binding Node serves that this runtime's embedder withheld: say so.
                if RuntimeConfiguration.defaultUserBindings.contains(name) {
                    throw self.accessDenied("Access to the binding '\(name)' is denied in this runtime")
                }
                throw agent.makeError(kind: .error, "No such module: \(name)")
            }
            // A restricted set of built-in modules restricts their bindings with them: the
            // binding of a module the script may not load (and `natives`, `errors`, which
            // belong to none) would hand out what the module was withheld for.
            if let allowed = self.configuration.allowedBuiltinModules, !allowed.contains(name) {
                throw self.accessDenied("Access to the binding '\(name)' is denied in this runtime")
            }
            return .object(try self.binding(named: name))
        }
        agent.define(process, "binding", .object(binding))
        return process
    }
}
