import EddyEngine

/// `contextify`: compiling code for the module loaders and `vm`.
enum ContextifyBinding {
    static let binding = Binding("contextify") { context in
        // compileFunction(source, filename, params): the wrapper of a module, compiled so
        // that positions in it are those of the file.
        context.function("compileFunction", length: 3) { agent, _, arguments in
            // The source as code units: lone surrogates in literals survive (as in Node).
            let name = try agent.string(arguments.value(at: 1))
            let parameters = try agent.arrayElements(arguments.value(at: 2)).map { try agent.string($0) }
            return .object(try agent.compileFunction(arguments.value(at: 0), name: name, parameters: parameters))
        }
        // runInThisContext(source, filename, timeout, refusesImport, breakOnSigint): a classic
        // script in the global scope, stopped after `timeout` ms (0: never; lib/vm.js
        // validated it) or, with `breakOnSigint`, by a SIGINT; with `refusesImport`, its
        // `import()` rejects as Node's does without importModuleDynamically.
        context.function("runInThisContext", length: 5) { agent, _, arguments in
            let name = try agent.string(arguments.value(at: 1))
            let refuses = ContextifyBinding.isTrue(arguments.value(at: 3))
            return try ScriptWatchdog.run(limit: try timeout(arguments.value(at: 2), agent), agent: agent) {
                try SigintWatchdog.run(isEnabled: ContextifyBinding.isTrue(arguments.value(at: 4)), agent: agent) {
                    try agent.runScript(arguments.value(at: 0), name: name, refusingDynamicImport: refuses)
                }
            }
        }
        // makeContext() → the global object of a new realm (`vm.createContext`).
        context.function("makeContext") { agent, _, _ in
            let realm = agent.makeRealm()
            context.host.contextRealms[ObjectIdentifier(realm.global)] = realm
            return .object(realm.global)
        }
        // runInContext(source, filename, contextGlobal, timeout, refusesImport, breakOnSigint):
        // a classic script in that realm.
        context.function("runInContext", length: 6) { agent, _, arguments in
            guard let global = arguments.value(at: 2).asObject,
                let realm = context.host.contextRealms[ObjectIdentifier(global)]
            else { throw agent.makeError(kind: .typeError, "The context is not a contextified object") }
            let name = try agent.string(arguments.value(at: 1))
            return try ScriptWatchdog.run(limit: try timeout(arguments.value(at: 3), agent), agent: agent) {
                try SigintWatchdog.run(isEnabled: ContextifyBinding.isTrue(arguments.value(at: 5)), agent: agent) {
                    try agent.runScript(arguments.value(at: 0), name: name, in: realm,
                                        refusingDynamicImport: ContextifyBinding.isTrue(arguments.value(at: 4)))
                }
            }
        }
        // decorateErrorStack(error) → error: Node's DecorateErrorStack for an error leaving
        // `vm` or a module's compilation: its `stack` starts with the place it was thrown or
        // made, the source line and a caret, once.
        context.function("decorateErrorStack", length: 1) { agent, _, arguments in
            let value = arguments.value(at: 0)
            guard let error = value.asObject, let origin = agent.origin(of: value),
                let arrow = origin.arrow, let place = origin.arrowPlace,
                let stack = try agent.get(error, "stack").textValue, !stack.hasPrefix(place)
            else { return value }
            try agent.set(error, "stack", .text(arrow + "\n" + stack))
            return value
        }
        // checkSyntax(source, filename, params?): `eddy -c`.
        context.function("checkSyntax", length: 3) { agent, _, arguments in
            let parameters = arguments.value(at: 2).objectValue == nil
                ? nil : try agent.arrayElements(arguments.value(at: 2)).map { try agent.string($0) }
            try agent.checkSyntax(try agent.string(arguments.value(at: 0)), name: try agent.string(arguments.value(at: 1)),
                                  asFunctionBody: parameters)
            return .undefined
        }
    }

    private static func isTrue(_ value: JSValue) -> Bool {
        if case .boolean(true) = value { return true }
        return false
    }

    /// A `timeout` argument in milliseconds: undefined is none; anything else was checked
    /// by lib/vm.js, but a script reaching the binding directly gets it bounded.
    private static func timeout(_ value: JSValue, _ agent: Agent) throws -> Int {
        guard !value.isUndefined else { return 0 }
        return max(0, min(try agent.integer(value), Int(UInt32.max)))
    }
}
