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
