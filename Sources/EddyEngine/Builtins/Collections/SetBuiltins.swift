/// The Set constructor (§23.2.1–2), %Set.prototype% (§23.2.3) and
/// %SetIteratorPrototype% (§23.2.5.2).
enum SetBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("add", length: 1, add),
        .init("clear", length: 0, clear),
        .init("delete", length: 1, delete),
        .init("entries", length: 0, entries),
        .init("forEach", length: 1, forEach),
        .init("has", length: 1, has),
        .init("values", length: 0, values),
    ]

    static let iteratorMethods: [BuiltinMethod] = [
        .init("next", length: 0, { agent, this, _ in try CollectionIteration.next(this, isMap: false, in: agent) }),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = agent.makeObject(prototype: realm.objectPrototype)
        realm.setIntrinsic(.setPrototype, prototype)
        realm.install(prototypeMethods, on: prototype, in: agent)
        realm.install([BuiltinAccessor("size", getter: size, fast: fastSize)], on: prototype, in: agent)
        // Set.prototype.keys and [@@iterator] are the same function object as `values` (§23.2.3.8, §23.2.3.11).
        if case .data(let values, _)? = prototype.storedProperty(agent.key("values")) {
            prototype.defineBuiltinProperty(agent.key("keys"), values)
            prototype.defineBuiltinProperty(.symbol(agent.symbols.iterator), values)
        }
        prototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Set"), attributes: .configurable)

        let iteratorPrototype = agent.makeObject(prototype: realm.iteratorPrototype)
        realm.setIntrinsic(.setIteratorPrototype, iteratorPrototype)
        realm.install(iteratorMethods, on: iteratorPrototype, in: agent)
        iteratorPrototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Set Iterator"),
                                                attributes: .configurable)

        let constructor = realm.makeConstructor("Set", length: 0, prototype: prototype, in: agent,
                                                call: construct, construct: construct)
        realm.install([BuiltinAccessor(.species, getter: { _, this, _ in this })], on: constructor, in: agent)
        MapBuiltins.globalDefine(constructor, "Set", in: realm, agent: agent)
    }

    /// Set ( [ iterable ] ) (§23.2.1.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else { throw agent.typeError("Constructor Set requires 'new'") }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.setPrototype) }
        let set = agent.heap.register(JSSet(shape: agent.rootShape, prototype: prototype))
        try CollectionIteration.addEntries(from: arguments[0], to: set, adderName: "add", pairs: false, in: agent)
        return .object(set)
    }

    /// RequireInternalSlot(S, [[SetData]]).
    static func thisSet(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSSet {
        guard let object = this.asObject, let set = object as? JSSet else {
            throw agent.incompatibleReceiver("Set.prototype.\(method)", this)
        }
        return set
    }

    /// Set.prototype.add ( value ) (§23.2.3.1).
    @Sendable static func add(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let set = try thisSet(this, "add", in: agent)
        if !set.table.contains(arguments[0]) { set.setEntry(arguments[0], .undefined, in: agent) }
        return this
    }

    /// Set.prototype.clear ( ) (§23.2.3.2).
    @Sendable static func clear(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try thisSet(this, "clear", in: agent).table.removeAll()
        return .undefined
    }

    /// Set.prototype.delete ( value ) (§23.2.3.4).
    @Sendable static func delete(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(try thisSet(this, "delete", in: agent).table.remove(arguments[0]))
    }

    /// Set.prototype.entries ( ) (§23.2.3.5).
    @Sendable static func entries(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try CollectionIteration.makeIterator(try thisSet(this, "entries", in: agent), .entries, in: agent)
    }

    /// Set.prototype.forEach ( callbackfn [ , thisArg ] ) (§23.2.3.6).
    @Sendable static func forEach(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let set = try thisSet(this, "forEach", in: agent)
        let callback = try agent.requireCallable(arguments[0])
        try agent.withRepeatedCall(callback, this: arguments[1]) { call in
            try set.table.forEachEntry { key, _ in _ = try call(key, key, this) }
        }
        return .undefined
    }

    /// Set.prototype.has ( value ) (§23.2.3.7).
    @Sendable static func has(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(try thisSet(this, "has", in: agent).table.contains(arguments[0]))
    }

    /// get Set.prototype.size (§23.2.3.9).
    @Sendable static func size(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .number(Double(try thisSet(this, "size", in: agent).table.count))
    }

    /// `size`'s common case, a Set receiver (`NativeFastBody`).
    @Sendable static func fastSize(_ agent: Agent, _ this: JSValue, _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let set = this.asObject as? JSSet else { return nil }
        return .number(Double(set.table.count))
    }

    /// Set.prototype.values ( ) (§23.2.3.10), also keys and @@iterator.
    @Sendable static func values(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try CollectionIteration.makeIterator(try thisSet(this, "values", in: agent), .values, in: agent)
    }
}
