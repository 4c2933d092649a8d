import EddyEngine

/// `host_modules`: what the module loader asks the host about an embedder's runtime — the
/// modules the embedder registered, and which built-in modules and files user code may load.
enum HostModulesBinding {
    /// The built-in modules that read and write files.
    static let fileSystemModules: Set<String> = ["fs", "fs/promises", "module"]

    static let binding = Binding("host_modules") { context in
        let host = context.host
        context.function("has", length: 1) { agent, _, arguments in
            .boolean(host.hostModules[try agent.string(arguments.value(at: 0))] != nil)
        }
        context.function("load", length: 1) { agent, _, arguments in
            let name = try agent.string(arguments.value(at: 0))
            guard let exports = try host.hostModuleExports(named: name) else { return .undefined }
            return .object(exports)
        }
        // checkBuiltin(id): throws unless user code may require the built-in module `id`.
        context.function("checkBuiltin", length: 1) { agent, _, arguments in
            let id = try agent.string(arguments.value(at: 0))
            if !host.configuration.allowsFileSystem, fileSystemModules.contains(id) {
                throw host.accessDenied("Access to the file system is denied in this runtime: cannot load '\(id)'")
            }
            if let allowed = host.configuration.allowedBuiltinModules, !allowed.contains(id) {
                throw host.accessDenied("Access to the built-in module '\(id)' is denied in this runtime")
            }
            return .undefined
        }
        // checkFile(request): throws unless user code may load modules from files.
        context.function("checkFile", length: 1) { agent, _, arguments in
            guard host.configuration.allowsFileSystem else {
                let request = try agent.string(arguments.value(at: 0))
                throw host.accessDenied("Access to the file system is denied in this runtime: cannot load '\(request)'")
            }
            return .undefined
        }
    }
}
