import EddyEngine
import EddyRuntime

/// A JavaScript runtime in the shape of Node.js, embedded in a Swift program.
///
/// A runtime owns one thread, its loop thread, where all of its JavaScript runs; its
/// methods may be called from any task or thread and wait for the loop thread's answer.
/// Runtimes share nothing: each has its own heap, globals, module cache and event loop.
///
/// ```swift
/// let runtime = try Runtime()
/// try runtime.registerModule("greeter") { exports in
///     exports["hello"] = .function { args in "hi " + (try args[0].string()) }
/// }
/// let sum: Int = try await runtime.evaluate("1 + 2")
/// try await runtime.run(file: "app.js")
/// await runtime.shutdown()
/// ```
///
/// The script's process is the runtime: `process.exit()` or an uncaught exception ends the
/// runtime (later calls throw `RuntimeError.terminated`), never the Swift process.
public final class Runtime: Sendable {
    /// The version of Eddy, as `eddy --version` and `process.version` report it.
    public static let version = "v0.1.0"

    /// The configuration the runtime was made with.
    public let configuration: Configuration
    let thread: LoopThread

    /// Starts a runtime: its loop thread, heap and Node bootstrap (a few milliseconds).
    /// - Throws: `RuntimeError.startFailed` when the thread or the loop cannot be made.
    public init(configuration: Configuration = Configuration()) throws {
        self.configuration = configuration
        thread = try LoopThread.start(configuration: configuration.hostConfiguration,
                                      stackSize: configuration.stackSize) { _ in }
    }

    /// Dropping the last reference shuts the runtime down in the background.
    deinit {
        thread.requestShutdown()
    }

    // MARK: - Running code

    /// Runs `source` as a script in the global scope and returns its completion value
    /// (`1 + 2` → 3); a promise is awaited and its value returned. `name` appears in stack
    /// traces and syntax errors (`name:line:column`).
    ///
    /// Cancelling the calling task makes the running script throw an `AbortError` (its
    /// `catch` and `finally` blocks run), or stops the wait for its promise.
    /// - Throws: `JSError` for a syntax error or an exception; `RuntimeError` when the
    ///   runtime has ended or is shut down.
    @discardableResult
    public func evaluate(_ source: String, name: String = "[eval]") async throws -> JSValue {
        try await evaluate(source, name: name, as: JSValue.self)
    }

    /// Runs `source` and decodes its (settled) completion value as `T`:
    /// `let sum: Int = try await runtime.evaluate("1 + 2")`.
    /// - Throws: also `DecodingError` when the value does not fit `T`.
    public func evaluate<T: Decodable>(_ source: String, name: String = "[eval]", as type: T.Type = T.self) async throws -> T {
        try await thread.decodingRequest(type) { core in try core.host.evaluateScript(source, name: name) }
    }

    /// Imports the ES module `specifier` names (resolved as `import()` resolves it from a
    /// file in the working directory: a path, a package, `node:fs`) and returns its
    /// namespace object, once the module has evaluated (top-level await included).
    /// - Throws: `JSError` for a resolution, syntax or evaluation error.
    public func `import`(_ specifier: String) async throws -> JSValue {
        try await thread.decodingRequest(JSValue.self) { core in try core.host.importModule(specifier) }
    }

    /// Runs the file at `path` (relative to the working directory) as the main module, then
    /// waits until the runtime is idle — no timer, I/O or async Swift function left — and
    /// returns `process.exitCode` (0 when unset). The runtime stays usable. An uncaught
    /// exception is reported on standard error, as by `node`, and ends the runtime: the
    /// returned code is then 1.
    @discardableResult
    public func run(file path: String) async throws -> Int32 {
        let started: Bool = try await thread.request { core, reply in
            do {
                try core.runJavaScript(for: reply) { try core.host.runMainModule(path: path) }
                reply.resume(.success(true))
            } catch let error as JSError {
                core.host.handleUncaught(JSException.throwing((try? core.engineValue(of: error.thrownValue)) ?? .undefined))
                reply.resume(.success(false))
            } catch {
                reply.resume(.failure(error))
            }
        }
        return started ? try await runUntilIdle() : try await exitCodeAfterEnd()
    }

    /// Runs `configuration.arguments[0]` as the main module through Node's whole life:
    /// until idle, then `process.on('beforeExit')` (which may schedule more), then `'exit'`.
    /// Returns the exit code; the runtime has ended afterwards.
    @discardableResult
    public func runMain() async throws -> Int32 {
        guard let main = configuration.arguments.first else {
            throw RuntimeError.typeMismatch(expected: "a main script in configuration.arguments", found: "none")
        }
        _ = try await run(file: main)
        return try await thread.request { core, reply in
            if case .terminated(let code)? = core.endedError { return reply.resume(.success(code)) }
            core.waitUntilIdle(reply, endsRuntime: true)
        }
    }

    /// Waits until the runtime is idle: no referenced timer, handle or request, no promise
    /// job, and no async Swift function in flight. Returns `process.exitCode` (0 when unset),
    /// or the exit code the runtime ended with (an uncaught exception: 1). Cancelling the
    /// task stops the wait.
    @discardableResult
    public func runUntilIdle() async throws -> Int32 {
        try await thread.request { core, reply in core.waitUntilIdle(reply, endsRuntime: false) }
    }

    /// The exit code of a runtime the script has ended.
    private func exitCodeAfterEnd() async throws -> Int32 {
        try await thread.request { core, reply in
            switch core.endedError {
            case .terminated(let code)?: reply.resume(.success(code))
            case let error?: reply.resume(.failure(error))
            case nil: reply.resume(.success(core.host.currentExitCode))
            }
        }
    }

    /// Runs `body` on the loop thread, where the synchronous methods of `JSValue` work
    /// (several calls into JavaScript without a thread hop each). The promise jobs the calls
    /// queue run after each outermost call, as after any callback.
    public func perform<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
        try await thread.request { core, reply in
            if let ended = core.endedError { return reply.resume(.failure(ended)) }
            reply.resume(Swift.Result { try body() })
        }
    }

    // MARK: - Exposing Swift

    /// Registers a module that `require(name)` returns in this runtime; `define` fills its
    /// exports now, and the runtime makes them into JavaScript when a script first requires
    /// the module. A registered module comes before a built-in one of the same name.
    /// - Throws: what `define` throws; `RuntimeError.shutDown` after shutdown.
    public func registerModule(_ name: String, _ define: (inout JSExports) throws -> Void) throws {
        var definition = JSExports()
        try define(&definition)
        let exports = definition
        let posted = thread.post { core in
            core.host.registerHostModule(name) { [unowned core] _ in try core.makeObject(exports) }
        }
        if !posted { throw RuntimeError.shutDown }
    }

    /// Defines a global (`globalThis[name]`) in this runtime.
    public func registerGlobal(_ name: String, _ export: JSExport) async throws {
        let _: Bool = try await thread.request { core, reply in
            reply.resume(Result {
                let value = try core.makeValue(for: export, named: name)
                core.agent.define(core.agent.hostRealm.global, name, value)
                return true
            })
        }
    }

    /// The global `name` (`globalThis[name]`), as a handle.
    public func global(_ name: String) async throws -> JSValue {
        try await thread.request { core, reply in
            reply.resume(Result {
                let value = try core.runJavaScript(for: reply) { try core.agent.get(core.agent.hostRealm.global, name) }
                return core.handle(for: value)
            })
        }
    }

    // MARK: - Lifetime

    /// Ends the runtime: emits `'exit'` (unless the script ended it already), cancels async
    /// Swift functions in flight, closes every handle and frees the heap; returns once the
    /// loop thread has finished. Later calls throw `RuntimeError.shutDown`; `JSValue`
    /// handles of this runtime may still be dropped safely.
    public func shutdown() async {
        thread.requestShutdown()
        await thread.waitUntilFinished()
    }

    /// Whether `shutdown()` was called.
    public var isShutDown: Bool { thread.isShutDownRequested }
}
