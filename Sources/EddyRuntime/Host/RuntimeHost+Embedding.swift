import EddyEngine
import EddyLoop

/// What the `Eddy` library's `Runtime` drives: a host bootstrapped once, then given scripts,
/// modules and calls one at a time on its loop thread, instead of one main module run to
/// the end of the loop.
extension RuntimeHost {
    /// Runs the realm and node bootstraps, then gives scripts the globals of `eddy -e`
    /// (`require`, `module`, `exports`, `__filename`, `__dirname`), rooted at the working
    /// directory.
    package func bootstrapForEmbedding() throws {
        let require = try bootstrap()
        let evaluator = try requireObject(require, "internal/main/eval_string")
        _ = try agent.callFunction(try agent.get(evaluator, "defineEvalGlobals"), [.text("[eval]")])
    }

    /// Runs `source` as a script in the global scope; returns its completion value. The
    /// caller drains the task queues afterwards (`drainTasks`), as after any callback.
    package func evaluateScript(_ source: String, name: String) throws -> JSValue {
        try agent.runScript(source, name: name)
    }

    /// `import(specifier)` from the working directory: a promise of the module namespace.
    package func importModule(_ specifier: String) throws -> JSValue {
        guard let require = nativeRequire else { throw agent.makeError(kind: .error, "The runtime is not bootstrapped") }
        let loader = try requireObject(require, "internal/modules/esm/loader")
        return try agent.callFunction(try agent.get(loader, "importModule"), [.text(specifier)])
    }

    /// Runs the file at `path` (resolved against `process.cwd()`) as the main module.
    package func runMainModule(path: String) throws {
        guard let require = nativeRequire else { throw agent.makeError(kind: .error, "The runtime is not bootstrapped") }
        let module = try loaderModule(require)
        _ = try agent.callFunction(try agent.get(module, "runMain"), this: .object(module), [.text(path)])
    }

    /// Emits `process.on('beforeExit')`, which may schedule more work.
    package func emitBeforeExit() {
        invokeCallback(callbacks.beforeExit, [])
    }

    /// Ends the runtime as the end of a process does: emits `'exit'` (unless the script
    /// already ended it) and stops running JavaScript. Returns the exit code.
    package func finish() -> Int32 {
        if !isTerminating { terminate(code: currentExitCode) }
        return exitCode
    }

    /// `finish()`, with `'exit'` listeners stopped (uncatchably) once they have run for
    /// `milliseconds`.
    package func finish(withinMilliseconds milliseconds: Int) -> Int32 {
        (try? ScriptWatchdog.run(limit: milliseconds, agent: agent) { finish() }) ?? exitCode
    }

    /// `process.exitCode` as it stands (0 when unset), or the code the runtime ended with.
    package var currentExitCode: Int32 {
        if isTerminating { return exitCode }
        guard let process, let code = try? agent.get(process, "exitCode"), code.truthy,
              let number = try? agent.number(code) else { return 0 }
        return Self.exitCode(fromNumber: number)
    }

    /// Registers a module that `require(name)` returns, made by `load` on first use. It
    /// comes before a built-in module of the same name, so an embedder may replace one.
    package func registerHostModule(_ name: String, load: @escaping (RuntimeHost) throws -> JSObject) {
        hostModules[name] = load
        if let exports = hostModuleExports.removeValue(forKey: name) { agent.release(exports) }
    }

    /// The exports of a registered module, loaded once.
    func hostModuleExports(named name: String) throws -> JSObject? {
        if let exports = hostModuleExports[name] { return exports }
        guard let load = hostModules[name] else { return nil }
        let exports = try load(self)
        agent.retain(exports)
        hostModuleExports[name] = exports
        return exports
    }

    /// Frees the heap once the loop has closed: the bindings' functions capture the host,
    /// so without this the host, its agent and every object would outlive the runtime.
    package func dispose() {
        killChildProcesses()
        stopWorkers()
        workerState = WorkerHostState()
        callbacks = Callbacks()
        hostModules = [:]
        hostModuleExports = [:]
        timerCallbacks = nil
        agent.dispose()
    }

    // MARK: - Restrictions

    /// Node's error for what the permission model denies (`ERR_ACCESS_DENIED`).
    package func accessDenied(_ message: String) -> JSException {
        let error = agent.makeErrorObject(.error, message)
        agent.define(error, "code", .text("ERR_ACCESS_DENIED"), isEnumerable: true)
        return .throwing(.object(error))
    }

    /// Throws unless the configuration grants `capability` (a binding function checks it on
    /// every call).
    func check(_ capability: Binding.Capability, for operation: String) throws {
        switch capability {
        case .fileSystem:
            guard configuration.allowsFileSystem else {
                throw accessDenied("Access to the file system is denied in this runtime: cannot call '\(operation)'")
            }
        case .processControl(let controlled):
            try checkProcessControl(controlled)
        case .network(let operation):
            try checkNetwork(operation)
        }
    }

    /// Throws unless the configuration allows process control.
    func checkProcessControl(_ operation: String) throws {
        guard configuration.allowsProcessControl else {
            throw accessDenied("Access to \(operation) is denied in this runtime")
        }
    }

    /// Throws unless the configuration allows the network.
    func checkNetwork(_ operation: String) throws {
        guard configuration.allowsNetwork else {
            throw accessDenied("Access to \(operation) is denied in this runtime")
        }
    }

    /// The working directory after `process.chdir(path)` from `directory`, when the
    /// runtime keeps its own: the process's stays where it is.
    /// - Throws: `FileSystemError` for syscall `chdir` (ENOTDIR for a file).
    func changedWorkingDirectory(from directory: String, to path: String) throws(FileSystemError) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(component) }
        }
        let target = "/" + components.joined(separator: "/")
        do throws(FileSystemError) {
            guard try FileSystem(loop: loop).stat(target).isDirectory else {
                throw FileSystemError(UVError(code: -20), syscall: "chdir", path: path)  // ENOTDIR
            }
        } catch {
            throw FileSystemError(error.uvError, syscall: "chdir", path: path)
        }
        return target
    }
}
