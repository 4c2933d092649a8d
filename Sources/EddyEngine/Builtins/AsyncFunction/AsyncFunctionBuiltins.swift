/// %AsyncFunction.prototype% (§25.7.3): the prototype of async functions, which the VM
/// creates; it holds only its @@toStringTag.
enum AsyncFunctionBuiltins {
    static func install(in realm: Realm, agent: Agent) {
        realm.asyncFunctionPrototype.defineBuiltinProperty(
            .symbol(agent.symbols.toStringTag), JSValue("AsyncFunction"), attributes: .configurable)
    }
}
