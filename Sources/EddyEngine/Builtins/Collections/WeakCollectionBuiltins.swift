/// WeakMap (§23.3) and WeakSet (§23.4): keys are objects, held as ephemerons, or symbols
/// not in the global registry (ES2023 CanBeHeldWeakly).
enum WeakCollectionBuiltins {
    static let weakMapMethods: [BuiltinMethod] = [
        .init("delete", length: 1, weakMapDelete),
        .init("get", length: 1, weakMapGet),
        .init("has", length: 1, weakMapHas),
        .init("set", length: 2, weakMapSet),
    ]

    static let weakSetMethods: [BuiltinMethod] = [
        .init("add", length: 1, weakSetAdd),
        .init("delete", length: 1, weakSetDelete),
        .init("has", length: 1, weakSetHas),
    ]

    static func install(in realm: Realm, agent: Agent) {
        for (name, isSet) in [("WeakMap", false), ("WeakSet", true)] {
            let prototype = agent.makeObject(prototype: realm.objectPrototype)
            realm.setIntrinsic(isSet ? .weakSetPrototype : .weakMapPrototype, prototype)
            realm.install(isSet ? weakSetMethods : weakMapMethods, on: prototype, in: agent)
            prototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue(name), attributes: .configurable)
            let body: NativeFunctionBody
            if isSet { body = constructWeakSet } else { body = constructWeakMap }
            let constructor = realm.makeConstructor(name, length: 0, prototype: prototype, in: agent,
                                                    call: body, construct: body)
            MapBuiltins.globalDefine(constructor, name, in: realm, agent: agent)
        }
    }

    /// WeakMap ( [ iterable ] ) (§23.3.1.1).
    @Sendable static func constructWeakMap(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else { throw agent.typeError("Constructor WeakMap requires 'new'") }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.weakMapPrototype) }
        let map = agent.heap.register(JSWeakCollection(isSet: false, prototype: prototype, in: agent))
        try CollectionIteration.addEntries(from: arguments[0], to: map, adderName: "set", pairs: true, in: agent)
        return .object(map)
    }

    /// WeakSet ( [ iterable ] ) (§23.4.1.1).
    @Sendable static func constructWeakSet(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else { throw agent.typeError("Constructor WeakSet requires 'new'") }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.weakSetPrototype) }
        let set = agent.heap.register(JSWeakCollection(isSet: true, prototype: prototype, in: agent))
        try CollectionIteration.addEntries(from: arguments[0], to: set, adderName: "add", pairs: false, in: agent)
        return .object(set)
    }

    /// RequireInternalSlot(M, [[WeakMapData]]) or [[WeakSetData]].
    private static func receiver(_ this: JSValue, isSet: Bool, _ method: String, in agent: Agent) throws
        -> JSWeakCollection
    {
        guard let object = this.asObject, let collection = object as? JSWeakCollection, collection.isSet == isSet
        else {
            throw agent.incompatibleReceiver("\(isSet ? "WeakSet" : "WeakMap").prototype.\(method)", this)
        }
        return collection
    }

    /// WeakMap.prototype.delete ( key ) (§23.3.3.2).
    @Sendable static func weakMapDelete(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let map = try receiver(this, isSet: false, "delete", in: agent)
        return .boolean(map.remove(arguments[0]))
    }

    /// WeakMap.prototype.get ( key ) (§23.3.3.3).
    @Sendable static func weakMapGet(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let map = try receiver(this, isSet: false, "get", in: agent)
        return map.value(for: arguments[0]) ?? .undefined
    }

    /// WeakMap.prototype.has ( key ) (§23.3.3.4).
    @Sendable static func weakMapHas(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let map = try receiver(this, isSet: false, "has", in: agent)
        return .boolean(map.value(for: arguments[0]) != nil)
    }

    /// WeakMap.prototype.set ( key, value ) (§23.3.3.5).
    @Sendable static func weakMapSet(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let map = try receiver(this, isSet: false, "set", in: agent)
        guard WeakRefBuiltins.canBeHeldWeakly(arguments[0], in: agent) else {
            throw agent.typeError("Invalid value used as weak map key")
        }
        map.set(arguments[0], arguments[1])
        return this
    }

    /// WeakSet.prototype.add ( value ) (§23.4.3.1).
    @Sendable static func weakSetAdd(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let set = try receiver(this, isSet: true, "add", in: agent)
        guard WeakRefBuiltins.canBeHeldWeakly(arguments[0], in: agent) else {
            throw agent.typeError("Invalid value used in weak set")
        }
        set.set(arguments[0], .undefined)
        return this
    }

    /// WeakSet.prototype.delete ( value ) (§23.4.3.3).
    @Sendable static func weakSetDelete(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let set = try receiver(this, isSet: true, "delete", in: agent)
        return .boolean(set.remove(arguments[0]))
    }

    /// WeakSet.prototype.has ( value ) (§23.4.3.4).
    @Sendable static func weakSetHas(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let set = try receiver(this, isSet: true, "has", in: agent)
        return .boolean(set.value(for: arguments[0]) != nil)
    }
}
