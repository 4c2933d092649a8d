import EddySyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a script failed, for hosts outside the engine module.
public struct ScriptFailure: Error, Sendable {
    public enum Phase: String, Sendable {
        /// Before any code ran: a syntax or early error.
        case parse
        case runtime
    }

    public var phase: Phase
    /// The thrown error's constructor name (`TypeError`), or `Throw` for a non-error value.
    public var name: String
    public var message: String
    /// The error's `stack`, when it has one.
    public var stack: String
}

/// A small public entry point: an agent with one realm that evaluates scripts, optionally
/// with the host functions test262 expects (`print`, `$262`).
public final class ScriptHost {
    let agent: Agent
    let realm: Realm
    /// Lines passed to `print`.
    public private(set) var printed: [String] = []
    /// Loads the modules `import` and `import()` name, from files (Module/FileModuleHost.swift).
    let moduleHost = FileModuleHost()

    public init() {
        agent = Agent()
        realm = agent.currentRealm
        _ = agent.vm.extras(realm)
        agent.moduleHost = moduleHost
    }

    /// Evaluates a script; returns its completion value rendered as a string.
    @discardableResult
    public func evaluate(_ source: String, name: String) throws(ScriptFailure) -> String {
        try evaluate(source, name: name, in: realm)
    }

    func evaluate(_ source: String, name: String, in realm: Realm) throws(ScriptFailure) -> String {
        let vm = agent.vm
        _ = vm.extras(realm)
        let code: FunctionCode
        do {
            code = try vm.compile(source: SourceText(source, name: name), context: .script, isEval: false)
        } catch {
            throw failure(error, phase: .parse)
        }
        do {
            let value = try vm.runScript(code, realm: realm, this: .object(realm.globalObject), environment: nil)
            if case .string(let string) = value { return string.stringValue }
            return (try? agent.toString(value).stringValue) ?? value.debugDescription
        } catch {
            throw failure(error, phase: .runtime)
        }
    }

    /// Runs the promise jobs the scripts queued.
    public func runJobs() throws(ScriptFailure) {
        do {
            try agent.runJobs()
            // Atomics.waitAsync promises settle when notified or timed out; this host has no
            // loop, so it waits for them here while one may still come.
            while agent.asyncWaits.count > 0 {
                let deadline = agent.asyncWaits.nextDeadline
                if deadline == nil && agent.asyncWaits.mailbox.isEmpty { break }
                while agent.asyncWaits.mailbox.isEmpty, let deadline, Agent.monotonicNanoseconds < deadline {
                    usleep(500)
                }
                agent.settleAsyncWaits()
                try agent.runJobs()
            }
        } catch {
            throw failure(error, phase: .runtime)
        }
    }

    func failure(_ error: Error, phase: ScriptFailure.Phase) -> ScriptFailure {
        let value: JSValue
        if let exception = error as? JSException {
            value = exception.value
        } else {
            return ScriptFailure(phase: phase, name: "InternalError", message: "\(error)", stack: "")
        }
        guard let object = value.asObject else {
            return ScriptFailure(phase: phase, name: "Throw", message: value.shortDescription, stack: "")
        }
        var name = "Error"
        if let constructor = try? object.get(.atom(agent.names.constructor), in: agent),
            let function = constructor.asObject,
            case .string(let text)? = try? function.get(.atom(agent.names.name), in: agent)
        {
            name = text.stringValue
        }
        var message = ""
        if case .string(let text)? = try? object.get(.atom(agent.names.message), in: agent) { message = text.stringValue }
        var stack = ""
        if case .string(let text)? = try? object.get(.atom(agent.names.stack), in: agent) { stack = text.stringValue }
        return ScriptFailure(phase: phase, name: name, message: message, stack: stack)
    }

    /// Defines `print` and `$262` (with `global`, `evalScript`, `createRealm`, `gc`,
    /// `detachArrayBuffer`) as non-enumerable globals of the host's realm.
    public func installTest262Globals() {
        installTest262Globals(in: realm)
    }

    private func installTest262Globals(in realm: Realm) {
        let agent = self.agent
        let global = realm.globalObject
        let print = realm.makeFunction("print", length: 1, in: agent) { [weak self] agent, _, arguments in
            let text = try arguments.values.map { try agent.toString($0).stringValue }.joined(separator: " ")
            self?.printed.append(text)
            return .undefined
        }
        global.defineBuiltinProperty(agent.key("print"), .object(print))
        let host = agent.makeObject()
        host.defineBuiltinProperty(agent.key("global"), .object(global))
        let evalScript = realm.makeFunction("evalScript", length: 1, in: agent) { [weak self] agent, _, arguments in
            guard self != nil else { return .undefined }
            let source = try agent.toString(arguments[0]).stringValue
            let vm = agent.vm
            let code = try vm.compile(source: SourceText(source, name: "evalScript"), context: .script, isEval: false)
            return try vm.runScript(code, realm: realm, this: .object(realm.globalObject), environment: nil)
        }
        host.defineBuiltinProperty(agent.key("evalScript"), .object(evalScript))
        let createRealm = realm.makeFunction("createRealm", length: 0, in: agent) { [weak self] agent, _, _ in
            guard let self else { return .undefined }
            let newRealm = Realm(agent: agent)
            _ = agent.vm.extras(newRealm)
            self.installTest262Globals(in: newRealm)
            return try newRealm.globalObject.get(agent.key("$262"), in: agent)
        }
        host.defineBuiltinProperty(agent.key("createRealm"), .object(createRealm))
        let gc = realm.makeFunction("gc", length: 0, in: agent) { agent, _, _ in
            agent.collect()
            return .undefined
        }
        host.defineBuiltinProperty(agent.key("gc"), .object(gc))
        // The detach a `postMessage` transfer list does (DetachArrayBuffer).
        let detach = realm.makeFunction("detachArrayBuffer", length: 1, in: agent) { agent, _, arguments in
            guard let object = arguments[0].asObject, let buffer = object as? JSArrayBuffer, !buffer.isShared else {
                throw agent.typeError("detachArrayBuffer needs an ArrayBuffer")
            }
            buffer.detach()
            return .null
        }
        host.defineBuiltinProperty(agent.key("detachArrayBuffer"), .object(detach))
        host.defineBuiltinProperty(agent.key("agent"), .object(agent.makeObject()))
        global.defineBuiltinProperty(agent.key("$262"), .object(host))
    }
}
