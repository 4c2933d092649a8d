/// WeakRef (§26.1) and FinalizationRegistry (§26.2), ES2021.
enum WeakRefBuiltins {
    static func install(in realm: Realm, agent: Agent) {
        let weakRefPrototype = agent.makeObject(prototype: realm.objectPrototype)
        let weakRef = realm.makeConstructor("WeakRef", length: 1, prototype: weakRefPrototype, in: agent,
                                            call: { agent, _, _ in throw agent.typeError("Constructor WeakRef requires 'new'") },
                                            construct: constructWeakRef)
        realm.install([BuiltinMethod("deref", length: 0, deref)], on: weakRefPrototype, in: agent)
        weakRefPrototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("WeakRef"), attributes: .configurable)
        realm.setIntrinsic(.weakRefPrototype, weakRefPrototype)
        MapBuiltins.globalDefine(weakRef, "WeakRef", in: realm, agent: agent)

        let registryPrototype = agent.makeObject(prototype: realm.objectPrototype)
        let registry = realm.makeConstructor("FinalizationRegistry", length: 1, prototype: registryPrototype, in: agent,
                                             call: { agent, _, _ in
                                                 throw agent.typeError("Constructor FinalizationRegistry requires 'new'")
                                             },
                                             construct: constructRegistry)
        realm.install([
            BuiltinMethod("register", length: 2, register),
            BuiltinMethod("unregister", length: 1, unregister),
        ], on: registryPrototype, in: agent)
        registryPrototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("FinalizationRegistry"),
                                                attributes: .configurable)
        realm.setIntrinsic(.finalizationRegistryPrototype, registryPrototype)
        MapBuiltins.globalDefine(registry, "FinalizationRegistry", in: realm, agent: agent)
    }

    /// CanBeHeldWeakly (§9.13): an object, or a symbol not in the global registry.
    static func canBeHeldWeakly(_ value: JSValue, in agent: Agent) -> Bool {
        switch value {
        case .object: return true
        case .symbol(let symbol):
            guard let description = symbol.description else { return true }
            return agent.symbolRegistry[description] !== symbol.symbol
        default: return false
        }
    }

    /// WeakRef ( target ) (§26.1.1.1).
    @Sendable static func constructWeakRef(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else { throw agent.typeError("Constructor WeakRef requires 'new'") }
        let target = arguments[0]
        guard canBeHeldWeakly(target, in: agent) else { throw agent.typeError("WeakRef: invalid target") }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.weakRefPrototype) }
        agent.keepDuringJob(target)
        return .object(agent.heap.register(JSWeakRef(target: target, prototype: prototype, in: agent)))
    }

    /// WeakRef.prototype.deref ( ) (§26.1.3.2): the target, kept until the job ends.
    @Sendable static func deref(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = this.asObject, let weakRef = object as? JSWeakRef else {
            throw agent.incompatibleReceiver("WeakRef.prototype.deref", this)
        }
        agent.keepDuringJob(weakRef.target)
        return weakRef.target
    }

    /// FinalizationRegistry ( cleanupCallback ) (§26.2.1.1).
    @Sendable static func constructRegistry(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else {
            throw agent.typeError("Constructor FinalizationRegistry requires 'new'")
        }
        guard let cleanup = arguments[0].asObject, cleanup.isCallable else {
            throw agent.typeError("FinalizationRegistry: cleanup must be callable")
        }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.finalizationRegistryPrototype) }
        return .object(agent.heap.register(JSFinalizationRegistry(cleanup: cleanup, prototype: prototype, in: agent)))
    }

    private static func thisRegistry(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSFinalizationRegistry {
        guard let object = this.asObject, let registry = object as? JSFinalizationRegistry else {
            throw agent.incompatibleReceiver("FinalizationRegistry.prototype.\(method)", this)
        }
        return registry
    }

    /// FinalizationRegistry.prototype.register ( target, heldValue [ , unregisterToken ] )
    /// (§26.2.3.2).
    @Sendable static func register(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let registry = try thisRegistry(this, "register", in: agent)
        let target = arguments[0], heldValue = arguments[1], token = arguments[2]
        guard canBeHeldWeakly(target, in: agent) else {
            throw agent.typeError("FinalizationRegistry.prototype.register: invalid target")
        }
        guard !JSValue.isSameValue(target, heldValue) else {
            throw agent.typeError("FinalizationRegistry.prototype.register: target and holdings must not be same")
        }
        guard token.isUndefined || canBeHeldWeakly(token, in: agent) else {
            throw agent.typeError("Invalid unregisterToken ('\(try agent.toString(token).stringValue)')")
        }
        registry.register(target: target, heldValue: heldValue, token: token)
        return .undefined
    }

    /// FinalizationRegistry.prototype.unregister ( unregisterToken ) (§26.2.3.3).
    @Sendable static func unregister(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let registry = try thisRegistry(this, "unregister", in: agent)
        let token = arguments[0]
        guard canBeHeldWeakly(token, in: agent) else {
            throw agent.typeError("Invalid unregisterToken ('\(try agent.toString(token).stringValue)')")
        }
        return .boolean(registry.unregister(token: token))
    }
}
