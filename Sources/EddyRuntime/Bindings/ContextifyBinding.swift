import EddyEngine

/// `contextify`: compiling code for the module loaders and `vm`.
enum ContextifyBinding {
    static let binding = Binding("contextify") { context in
        // compileFunction(source, filename, params): the wrapper of a module, compiled so
        // that positions in it are those of the file.
        context.function("compileFunction", length: 3) { agent, _, arguments in
            let source = try agent.string(arguments.value(at: 0))
            let name = try agent.string(arguments.value(at: 1))
            let parameters = try agent.arrayElements(arguments.value(at: 2)).map { try agent.string($0) }
            return .object(try agent.compileFunction(source, name: name, parameters: parameters))
        }
        // runInThisContext(source, filename): a classic script in the global scope.
        context.function("runInThisContext", length: 2) { agent, _, arguments in
            try agent.runScript(try agent.string(arguments.value(at: 0)), name: try agent.string(arguments.value(at: 1)))
        }
        // makeContext() → the global object of a new realm (`vm.createContext`).
        context.function("makeContext") { agent, _, _ in
            let realm = agent.makeRealm()
            context.host.contextRealms[ObjectIdentifier(realm.global)] = realm
            return .object(realm.global)
        }
        // runInContext(source, filename, contextGlobal): a classic script in that realm.
        context.function("runInContext", length: 3) { agent, _, arguments in
            guard case .object(let global) = arguments.value(at: 2),
                let realm = context.host.contextRealms[ObjectIdentifier(global)]
            else { throw agent.makeError(kind: .typeError, "The context is not a contextified object") }
            return try agent.runScript(try agent.string(arguments.value(at: 0)), name: try agent.string(arguments.value(at: 1)),
                                       in: realm)
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
}
