/// The Map constructor (§23.1.1–2), %Map.prototype% (§23.1.3) and
/// %MapIteratorPrototype% (§23.1.5.2).
enum MapBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("clear", length: 0, clear),
        .init("delete", length: 1, delete),
        .init("entries", length: 0, entries),
        .init("forEach", length: 1, forEach),
        .init("get", length: 1, get),
        .init("has", length: 1, has),
        .init("keys", length: 0, keys),
        .init("set", length: 2, set),
        .init("values", length: 0, values),
    ]

    static let iteratorMethods: [BuiltinMethod] = [
        .init("next", length: 0, { agent, this, _ in try CollectionIteration.next(this, isMap: true, in: agent) }),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = agent.makeObject(prototype: realm.objectPrototype)
        realm.setIntrinsic(.mapPrototype, prototype)
        realm.install(prototypeMethods, on: prototype, in: agent)
        realm.install([BuiltinAccessor("size", getter: size, fast: fastSize)], on: prototype, in: agent)
        // Map.prototype[@@iterator] is the same function object as `entries` (§23.1.3.12).
        if case .data(let entries, _)? = prototype.storedProperty(agent.key("entries")) {
            prototype.defineBuiltinProperty(.symbol(agent.symbols.iterator), entries)
        }
        prototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Map"), attributes: .configurable)

        let iteratorPrototype = agent.makeObject(prototype: realm.iteratorPrototype)
        realm.setIntrinsic(.mapIteratorPrototype, iteratorPrototype)
        realm.install(iteratorMethods, on: iteratorPrototype, in: agent)
        iteratorPrototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Map Iterator"),
                                                attributes: .configurable)

        let constructor = realm.makeConstructor("Map", length: 0, prototype: prototype, in: agent,
                                                call: construct, construct: construct)
        realm.install([BuiltinAccessor(.species, getter: { _, this, _ in this })], on: constructor, in: agent)
        globalDefine(constructor, "Map", in: realm, agent: agent)
    }

    /// Map ( [ iterable ] ) (§23.1.1.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else { throw agent.typeError("Constructor Map requires 'new'") }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.mapPrototype) }
        let map = agent.heap.register(JSMap(shape: agent.rootShape, prototype: prototype))
        try CollectionIteration.addEntries(from: arguments[0], to: map, adderName: "set", pairs: true, in: agent)
        return .object(map)
    }

    /// RequireInternalSlot(M, [[MapData]]).
    static func thisMap(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSMap {
        guard let object = this.asObject, let map = object as? JSMap else {
            throw agent.incompatibleReceiver("Map.prototype.\(method)", this)
        }
        return map
    }

    /// Map.prototype.clear ( ) (§23.1.3.1).
    @Sendable static func clear(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try thisMap(this, "clear", in: agent).table.removeAll()
        return .undefined
    }

    /// Map.prototype.delete ( key ) (§23.1.3.3).
    @Sendable static func delete(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(try thisMap(this, "delete", in: agent).table.remove(arguments[0]))
    }

    /// Map.prototype.entries ( ) (§23.1.3.4).
    @Sendable static func entries(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try CollectionIteration.makeIterator(try thisMap(this, "entries", in: agent), .entries, in: agent)
    }

    /// Map.prototype.forEach ( callbackfn [ , thisArg ] ) (§23.1.3.5).
    @Sendable static func forEach(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let map = try thisMap(this, "forEach", in: agent)
        let callback = try agent.requireCallable(arguments[0])
        try agent.withRepeatedCall(callback, this: arguments[1]) { call in
            try map.table.forEachEntry { key, value in _ = try call(value, key, this) }
        }
        return .undefined
    }

    /// Map.prototype.get ( key ) (§23.1.3.6).
    @Sendable static func get(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try thisMap(this, "get", in: agent).table.value(for: arguments[0]) ?? .undefined
    }

    /// Map.prototype.has ( key ) (§23.1.3.7).
    @Sendable static func has(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(try thisMap(this, "has", in: agent).table.contains(arguments[0]))
    }

    /// Map.prototype.keys ( ) (§23.1.3.8).
    @Sendable static func keys(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try CollectionIteration.makeIterator(try thisMap(this, "keys", in: agent), .keys, in: agent)
    }

    /// Map.prototype.set ( key, value ) (§23.1.3.9).
    @Sendable static func set(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try thisMap(this, "set", in: agent).setEntry(arguments[0], arguments[1], in: agent)
        return this
    }

    /// get Map.prototype.size (§23.1.3.10).
    @Sendable static func size(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .number(Double(try thisMap(this, "size", in: agent).table.count))
    }

    /// `size`'s common case, a Map receiver (`NativeFastBody`).
    @Sendable static func fastSize(_ agent: Agent, _ this: JSValue, _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let map = this.asObject as? JSMap else { return nil }
        return .number(Double(map.table.count))
    }

    /// Map.prototype.values ( ) (§23.1.3.11).
    @Sendable static func values(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try CollectionIteration.makeIterator(try thisMap(this, "values", in: agent), .values, in: agent)
    }

    /// Defines a constructor on the global object (writable, configurable, not enumerable).
    static func globalDefine(_ constructor: JSObject, _ name: String, in realm: Realm, agent: Agent) {
        realm.globalObject.defineBuiltinProperty(agent.key(name), .object(constructor))
    }
}

/// What Map, Set, WeakMap and WeakSet share: filling from an iterable, and the iterators.
enum CollectionIteration {
    /// AddEntriesFromIterable (§23.1.1.2), or the loop of the Set/WeakSet constructors when
    /// `pairs` is false: calls `target[adderName]` for each item.
    static func addEntries(from iterable: JSValue, to target: JSObject, adderName: String, pairs: Bool,
                           in agent: Agent) throws {
        if iterable.isNullish { return }
        let adder = try target.get(agent.key(adderName), in: agent)
        guard adder.isCallable else {
            throw agent.typeError("'\(adder.shortDescription)' returned for property '\(adderName)' of object '\(target.builtinTag)' is not a function")
        }
        try forEachItem(of: iterable, rooting: adder, pairs: pairs, in: agent) { key, value in
            _ = try agent.call(adder, this: .object(target), arguments: pairs ? [key, value] : [key])
        }
    }

    /// The loop of AddEntriesFromIterable (§23.1.1.2): `body` gets each item's "0" and "1"
    /// (or, when `pairs` is false, the item itself and undefined); the iterator is closed
    /// when the body, a non-object entry or reading an entry throws. `rooted` stays alive
    /// while the loop runs JavaScript, as `next` does.
    static func forEachItem(of iterable: JSValue, rooting rooted: JSValue = .undefined, pairs: Bool,
                            in agent: Agent, _ body: (JSValue, JSValue) throws -> Void) throws {
        var record = try agent.getIteratorOfArgument(iterable)
        // `next` was read, not returned to this native: it stays rooted while the loop runs
        // JavaScript, which may delete it and reach a collection.
        try agent.withRooted([rooted, record.nextMethod]) {
            while let item = try agent.iteratorStepValue(&record) {
                do {
                    if pairs {
                        guard let entry = item.asObject else {
                            throw agent.typeError("Iterator value \(item.shortDescription) is not an entry object")
                        }
                        let key = try entry.get(.index(0), in: agent)
                        let value = try entry.get(.index(1), in: agent)
                        try body(key, value)
                    } else {
                        try body(item, .undefined)
                    }
                } catch {
                    try agent.iteratorClose(record, error: error)
                    throw error
                }
            }
        }
    }

    /// CreateMapIterator (§23.1.5.1) and CreateSetIterator (§23.2.5.1).
    static func makeIterator(_ collection: JSKeyedCollection, _ kind: CollectionIterator.Kind, in agent: Agent) throws
        -> JSValue
    {
        let prototype = agent.currentRealm.intrinsic(collection is JSMap ? .mapIteratorPrototype : .setIteratorPrototype)
        return .object(agent.heap.register(CollectionIterator(iterating: collection, kind: kind, prototype: prototype,
                                                              in: agent)))
    }

    /// %MapIteratorPrototype%.next (§23.1.5.2.1) and %SetIteratorPrototype%.next (§23.2.5.2.1).
    static func next(_ this: JSValue, isMap: Bool, in agent: Agent) throws -> JSValue {
        guard let object = this.asObject, let iterator = object as? CollectionIterator, iterator.isMap == isMap
        else {
            throw agent.typeError("next method called on incompatible \(this.shortDescription)")
        }
        guard let collection = iterator.collection else {
            return .object(agent.makeIteratorResult(.undefined, done: true))
        }
        guard let (key, value) = collection.table.next(iterator.cursor) else {
            iterator.finish()
            return .object(agent.makeIteratorResult(.undefined, done: true))
        }
        let result: JSValue
        switch iterator.kind {
        case .keys: result = key
        case .values: result = collection is JSMap ? value : key
        case .entries: result = .object(agent.makeArray([key, collection is JSMap ? value : key]))
        }
        return .object(agent.makeIteratorResult(result, done: false))
    }
}
