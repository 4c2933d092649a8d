/// The Proxy constructor (§26.2): `new Proxy(target, handler)` and `Proxy.revocable`.
enum ProxyBuiltins {
    static let methods: [BuiltinMethod] = [
        .init("revocable", length: 2, revocable),
    ]

    static func install(in realm: Realm, agent: Agent) {
        // Proxy has no `prototype` property (§26.2.2): its instances' prototype is the target's.
        let constructor = realm.makeConstructor("Proxy", length: 2, prototype: nil, in: agent,
                                                call: construct, construct: construct)
        realm.install(methods, on: constructor, in: agent)
        realm.globalObject.defineBuiltinProperty(agent.key("Proxy"), .object(constructor))
    }

    /// ProxyCreate (§9.5.14).
    private static func makeProxy(_ target: JSValue, _ handler: JSValue, in agent: Agent) throws -> JSProxy {
        guard let targetObject = target.asObject, let handlerObject = handler.asObject else {
            throw agent.typeError("Cannot create proxy with a non-object as target or handler")
        }
        return agent.heap.register(JSProxy(target: targetObject, handler: handlerObject, in: agent))
    }

    /// Proxy ( target, handler ) (§26.2.1.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard arguments.newTarget != nil else { throw agent.typeError("Constructor Proxy requires 'new'") }
        return .object(try makeProxy(arguments[0], arguments[1], in: agent))
    }

    /// Proxy.revocable ( target, handler ) (§26.2.2.1): the proxy, and a function that
    /// revokes it (once; later calls do nothing).
    @Sendable static func revocable(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let proxy = try makeProxy(arguments[0], arguments[1], in: agent)
        // The proxy is a traced capture: revoking drops its target and handler.
        let revoke = agent.currentRealm.makeFunction("", length: 0, captures: [.object(proxy)], in: agent) {
            _, _, arguments in
            if let proxy = ((arguments.callee as? NativeFunction)?.capture(0))?.asObject as? JSProxy {
                proxy.revoke()
            }
            return .undefined
        }
        let result = agent.makeObject()
        _ = try result.createDataProperty(agent.key("proxy"), .object(proxy), in: agent)
        _ = try result.createDataProperty(agent.key("revoke"), .object(revoke), in: agent)
        return .object(result)
    }
}
