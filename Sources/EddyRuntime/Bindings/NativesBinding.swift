import EddyEngine

/// `natives`: the source text of every built-in module, by id (Node's js2c output), for
/// `process.binding('natives')`. The loader itself uses `builtins`, which converts no source
/// it does not compile.
enum NativesBinding {
    static let binding = Binding("natives") { context in
        let sources = context.host.librarySources
        for id in sources.ids {
            if let source = sources[id] { context.value(id, .text(source)) }
        }
    }
}

/// `builtins`: the built-in module ids, and compiling one by id straight from the embedded
/// source (the realm bootstrap's loader).
enum BuiltinsBinding {
    static let binding = Binding("builtins") { context in
        let host = context.host
        let agent = context.agent
        context.value("ids", .object(agent.makeArrayObject(host.librarySources.ids.map { .text($0) })))
        // compileBuiltin(id, params): the module compiled as a function of `params`.
        context.function("compileBuiltin", length: 2) { agent, _, arguments in
            let id = try agent.string(arguments.value(at: 0))
            let parameters = try agent.arrayElements(arguments.value(at: 1)).map { try agent.string($0) }
            return .object(try host.compileLibrary(id, parameters: parameters))
        }
    }
}
