/// The Object constructor (§19.1.1–2) and %Object.prototype% (§19.1.3).
enum ObjectBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("hasOwnProperty", length: 1, hasOwnProperty, fast: fastHasOwnProperty),
        .init("isPrototypeOf", length: 1, isPrototypeOf),
        .init("propertyIsEnumerable", length: 1, propertyIsEnumerable),
        .init("toLocaleString", length: 0, toLocaleString),
        .init("toString", length: 0, toString, fast: fastToString),
        .init("valueOf", length: 0, valueOf),
    ]

    static let prototypeAccessors: [BuiltinAccessor] = [
        .init("__proto__", getter: getProto, setter: setProto),
    ]

    static let constructorMethods: [BuiltinMethod] = [
        .init("assign", length: 2, assign),
        .init("create", length: 2, create),
        .init("defineProperties", length: 2, defineProperties),
        .init("defineProperty", length: 3, defineProperty),
        .init("entries", length: 1, entries),
        .init("freeze", length: 1, freeze),
        .init("fromEntries", length: 1, fromEntries),
        .init("getOwnPropertyDescriptor", length: 2, getOwnPropertyDescriptor),
        .init("getOwnPropertyDescriptors", length: 1, getOwnPropertyDescriptors),
        .init("getOwnPropertyNames", length: 1, getOwnPropertyNames),
        .init("getOwnPropertySymbols", length: 1, getOwnPropertySymbols),
        .init("getPrototypeOf", length: 1, getPrototypeOf),
        .init("hasOwn", length: 2, hasOwn),
        .init("is", length: 2, `is`, fast: { _, _, arguments in  // SameValue runs no script
            .boolean(JSValue.isSameValue(arguments.argument(0), arguments.argument(1)))
        }),
        .init("isExtensible", length: 1, isExtensible),
        .init("isFrozen", length: 1, isFrozen),
        .init("isSealed", length: 1, isSealed),
        .init("keys", length: 1, keys, fast: fastKeys),
        .init("preventExtensions", length: 1, preventExtensions),
        .init("seal", length: 1, seal),
        .init("setPrototypeOf", length: 2, setPrototypeOf),
        .init("values", length: 1, values),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = realm.objectPrototype
        realm.install(prototypeMethods, on: prototype, in: agent)
        realm.install(legacyAccessorMethods, on: prototype, in: agent)
        realm.install(prototypeAccessors, on: prototype, in: agent)
        let constructor = realm.makeConstructor("Object", length: 1, prototype: prototype, in: agent,
                                                call: construct, construct: construct)
        realm.install(constructorMethods, on: constructor, in: agent)
        realm.setIntrinsic(.object, constructor, global: "Object", in: agent)
    }

    /// Object ( [ value ] ) (§19.1.1.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        if let newTarget = arguments.newTarget, newTarget !== arguments.callee {
            return .object(try agent.ordinaryCreate(fromConstructor: newTarget) { $0.objectPrototype })
        }
        let value = arguments[0]
        if value.isNullish { return .object(agent.makeObject()) }
        return .object(try agent.toObject(value))
    }

    // MARK: - Object.prototype

    /// Object.prototype.hasOwnProperty (§19.1.3.2).
    @Sendable static func hasOwnProperty(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let key = try agent.toPropertyKey(arguments[0])
        let object = try agent.toObject(this)
        return .boolean(try object.hasOwnProperty(key, in: agent))
    }

    /// Object.hasOwn ( O, P ) (§20.1.2.13): the object is converted before the key.
    @Sendable static func hasOwn(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(arguments[0])
        let key = try agent.toPropertyKey(arguments[1])
        return .boolean(try object.hasOwnProperty(key, in: agent))
    }

    /// Object.prototype.isPrototypeOf (§19.1.3.3).
    @Sendable static func isPrototypeOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard var value = arguments[0].asObject else { return false }
        let object = try agent.toObject(this)
        while let next = try value.getPrototypeOf(in: agent) {
            if next === object { return true }
            value = next
        }
        return false
    }

    /// Object.prototype.propertyIsEnumerable (§19.1.3.4).
    @Sendable static func propertyIsEnumerable(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let key = try agent.toPropertyKey(arguments[0])
        let object = try agent.toObject(this)
        return .boolean(try object.getOwnProperty(key, in: agent)?.enumerable == true)
    }

    /// Object.prototype.toLocaleString (§19.1.3.5).
    @Sendable static func toLocaleString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try agent.invoke(this, .atom(agent.names.toString))
    }

    /// Object.prototype.toString (§19.1.3.6): `[object Tag]`, @@toStringTag first.
    @Sendable static func toString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        if this.isUndefined { return "[object Undefined]" }
        if this.isNull { return "[object Null]" }
        let object = try agent.toObject(this)
        let builtinTag = object.isCallable ? "Function" : object.builtinTag
        let tag = try object.get(.symbol(agent.symbols.toStringTag), in: agent)
        if case .string(let string) = tag { return taggedString(string.stringValue, in: agent) }
        return taggedString(builtinTag, in: agent)
    }

    static func taggedString(_ tag: String, in agent: Agent) -> JSValue {
        if let string = agent.objectTagStrings[tag] { return .string(string) }
        let string = JSString("[object \(tag)]")
        // Tags come from @@toStringTag too, so a script could make them without bound.
        if agent.objectTagStrings.count < 256 { agent.objectTagStrings[tag] = string }
        return .string(string)
    }

    /// Object.prototype.valueOf (§19.1.3.7).
    @Sendable static func valueOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .object(try agent.toObject(this))
    }

    /// get Object.prototype.__proto__ (§B.2.2.1.1).
    @Sendable static func getProto(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        return JSValue(try object.getPrototypeOf(in: agent))
    }

    /// set Object.prototype.__proto__ (§B.2.2.1.2).
    @Sendable static func setProto(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try agent.requireObjectCoercible(this)
        let prototype = arguments[0]
        guard prototype.isObject || prototype.isNull, let object = this.asObject else { return .undefined }
        guard try object.setPrototypeOf(prototype.asObject, in: agent) else {
            throw try prototypeRefusal(object, in: agent)
        }
        return .undefined
    }

    // MARK: - Object

    /// Object.assign (§19.1.2.1).
    @Sendable static func assign(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let target = try agent.toObject(arguments[0])
        for source in arguments.values.dropFirst() where !source.isNullish {
            let from = try agent.toObject(source)
            for key in try from.ownPropertyKeys(in: agent) {
                guard let descriptor = try from.getOwnProperty(key, in: agent), descriptor.enumerable == true else {
                    continue
                }
                try target.set(key, try from.get(key, in: agent), in: agent)
            }
        }
        return .object(target)
    }

    /// Object.create (§19.1.2.2).
    @Sendable static func create(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let prototype = arguments[0]
        guard prototype.isObject || prototype.isNull else {
            throw agent.typeError("Object prototype may only be an Object or null: \(prototype.shortDescription)")
        }
        let object = agent.makeObject(prototype: prototype.asObject)
        if !arguments[1].isUndefined {
            try defineProperties(object, arguments[1], in: agent)
        }
        return .object(object)
    }

    /// ObjectDefineProperties (§19.1.2.3.1).
    static func defineProperties(_ object: JSObject, _ properties: JSValue, in agent: Agent) throws {
        let source = try agent.toObject(properties)
        var descriptors: [(PropertyKey, PropertyDescriptor)] = []
        for key in try source.ownPropertyKeys(in: agent) {
            guard let property = try source.getOwnProperty(key, in: agent), property.enumerable == true else {
                continue
            }
            descriptors.append((key, try agent.toPropertyDescriptor(try source.get(key, in: agent))))
        }
        for (key, descriptor) in descriptors {
            try object.definePropertyOrThrow(key, descriptor, in: agent)
        }
    }

    /// Object.defineProperties (§19.1.2.3).
    @Sendable static func defineProperties(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = arguments[0].asObject else {
            throw agent.typeError("Object.defineProperties called on non-object")
        }
        try defineProperties(object, arguments[1], in: agent)
        return arguments[0]
    }

    /// Object.defineProperty (§19.1.2.4).
    @Sendable static func defineProperty(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = arguments[0].asObject else {
            throw agent.typeError("Object.defineProperty called on non-object")
        }
        let key = try agent.toPropertyKey(arguments[1])
        let descriptor = try agent.toPropertyDescriptor(arguments[2])
        try object.definePropertyOrThrow(key, descriptor, in: agent)
        return arguments[0]
    }

    /// Object.freeze (§19.1.2.6).
    @Sendable static func freeze(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = arguments[0].asObject else { return arguments[0] }
        guard try object.setIntegrityLevel(isFrozen: true, in: agent) else {
            throw agent.typeError("Cannot freeze")
        }
        return arguments[0]
    }

    /// Object.getOwnPropertyDescriptor (§19.1.2.8).
    @Sendable static func getOwnPropertyDescriptor(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(arguments[0])
        let key = try agent.toPropertyKey(arguments[1])
        return agent.fromPropertyDescriptor(try object.getOwnProperty(key, in: agent))
    }

    /// Object.getOwnPropertyDescriptors ( O ) (§19.1.2.9).
    @Sendable static func getOwnPropertyDescriptors(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(arguments[0])
        let result = agent.makeObject()
        for key in try object.ownPropertyKeys(in: agent) {
            let descriptor = agent.fromPropertyDescriptor(try object.getOwnProperty(key, in: agent))
            if !descriptor.isUndefined { _ = try result.createDataProperty(key, descriptor, in: agent) }
        }
        return .object(result)
    }

    /// Object.fromEntries ( iterable ) (§19.1.2.7): each entry's 0 and 1 become a key and value.
    @Sendable static func fromEntries(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        // V8 names no value here: null too is "undefined is not iterable".
        if arguments[0].isNullish { throw agent.typeError("undefined is not iterable") }
        let result = agent.makeObject()
        try agent.withRooted(result) {
            try CollectionIteration.forEachItem(of: arguments[0], pairs: true, in: agent) { key, value in
                _ = try result.createDataProperty(try agent.toPropertyKey(key), value, in: agent)
            }
        }
        return .object(result)
    }

    /// GetOwnPropertyKeys (§19.1.2.11.1).
    private static func ownKeys(_ value: JSValue, symbols: Bool, in agent: Agent) throws -> JSValue {
        let object = try agent.toObject(value)
        let keys = try object.ownPropertyKeys(in: agent).filter { $0.isSymbol == symbols }
        return .object(agent.makeArray(keys.map(\.value)))
    }

    /// Object.getOwnPropertyNames (§19.1.2.10).
    @Sendable static func getOwnPropertyNames(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try ownKeys(arguments[0], symbols: false, in: agent)
    }

    /// Object.getOwnPropertySymbols (§19.1.2.11).
    @Sendable static func getOwnPropertySymbols(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try ownKeys(arguments[0], symbols: true, in: agent)
    }

    /// Object.getPrototypeOf (§19.1.2.12).
    @Sendable static func getPrototypeOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        JSValue(try agent.toObject(arguments[0]).getPrototypeOf(in: agent))
    }

    /// Object.is (§19.1.2.13).
    @Sendable static func `is`(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(JSValue.isSameValue(arguments[0], arguments[1]))
    }

    /// Object.isExtensible (§19.1.2.14).
    @Sendable static func isExtensible(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = arguments[0].asObject else { return false }
        return .boolean(try object.isExtensible(in: agent))
    }

    /// Object.isFrozen (§19.1.2.15).
    @Sendable static func isFrozen(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = arguments[0].asObject else { return true }
        return .boolean(try object.testIntegrityLevel(isFrozen: true, in: agent))
    }

    /// Object.isSealed (§19.1.2.16).
    @Sendable static func isSealed(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = arguments[0].asObject else { return true }
        return .boolean(try object.testIntegrityLevel(isFrozen: false, in: agent))
    }

    private enum EnumerableKind { case keys, values, entries }

    /// EnumerableOwnPropertyNames (§7.3.23).
    private static func enumerableOwn(_ value: JSValue, _ kind: EnumerableKind, in agent: Agent) throws -> JSValue {
        let object = try agent.toObject(value)
        if let names = agent.vm.ordinaryEnumerableNames(of: object) {
            return try enumerableOwn(ordinary: object, names: names, kind, in: agent)
        }
        var result: [JSValue] = []
        for key in try object.ownPropertyKeys(in: agent) where !key.isSymbol {
            guard let descriptor = try object.getOwnProperty(key, in: agent), descriptor.enumerable == true else {
                continue
            }
            switch kind {
            case .keys:
                result.append(key.value)
            case .values:
                result.append(try object.get(key, in: agent))
            case .entries:
                let value = try object.get(key, in: agent)
                result.append(.object(agent.makeArray([key.value, value])))
            }
        }
        return .object(agent.makeArray(result))
    }

    /// EnumerableOwnPropertyNames of an ordinary object or array: its present elements, then
    /// its shape's enumerable string keys, without a descriptor per key. Elements are data
    /// and come first, so only a getter of a named property can run script; one that deletes
    /// or redefines a later property changes the shape (a dictionary shape changes in place,
    /// so then each key is checked as the specification does).
    private static func enumerableOwn(ordinary object: JSObject, names: [PropertyKey], _ kind: EnumerableKind,
                                      in agent: Agent) throws -> JSValue {
        var result: [JSValue] = []
        result.reserveCapacity(object.elements.count + names.count)
        func add(_ key: PropertyKey, _ value: @autoclosure () throws -> JSValue) rethrows {
            switch kind {
            case .keys: result.append(key.value)
            case .values: result.append(try value())
            case .entries: result.append(.object(agent.makeArray([key.value, try value()])))
            }
        }
        let elements = object.elements
        for index in elements.indices {
            guard let element = elements[index] else { continue }
            add(.index(UInt32(index)), element)
        }
        let shape = object.shape
        for key in names {
            if kind != .keys, shape.isDictionary || object.shape !== shape {
                guard let descriptor = try object.getOwnProperty(key, in: agent), descriptor.enumerable == true else {
                    continue
                }
            }
            try add(key, try object.get(key, in: agent))
        }
        return .object(agent.makeArray(result))
    }

    /// Object.keys (§19.1.2.17).
    @Sendable static func keys(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try enumerableOwn(arguments[0], .keys, in: agent)
    }

    /// Object.values (§19.1.2.21).
    @Sendable static func values(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try enumerableOwn(arguments[0], .values, in: agent)
    }

    /// Object.entries (§19.1.2.5).
    @Sendable static func entries(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try enumerableOwn(arguments[0], .entries, in: agent)
    }

    /// Object.preventExtensions (§19.1.2.18).
    @Sendable static func preventExtensions(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = arguments[0].asObject else { return arguments[0] }
        guard try object.preventExtensions(in: agent) else { throw agent.typeError("Cannot prevent extensions") }
        return arguments[0]
    }

    /// Object.seal (§19.1.2.20).
    @Sendable static func seal(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = arguments[0].asObject else { return arguments[0] }
        guard try object.setIntegrityLevel(isFrozen: false, in: agent) else { throw agent.typeError("Cannot seal") }
        return arguments[0]
    }

    /// Object.setPrototypeOf (§19.1.2.21).
    @Sendable static func setPrototypeOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        // RequireObjectCoercible, with V8's message naming the method.
        if arguments[0].isNullish { throw agent.typeError("Object.setPrototypeOf called on null or undefined") }
        let value = arguments[0]
        let prototype = arguments[1]
        guard prototype.isObject || prototype.isNull else {
            throw agent.typeError("Object prototype may only be an Object or null: \(prototype.shortDescription)")
        }
        guard let object = value.asObject else { return value }
        guard try object.setPrototypeOf(prototype.asObject, in: agent) else {
            throw try prototypeRefusal(object, in: agent)
        }
        return value
    }

    /// The TypeError for a [[SetPrototypeOf]] that returned false (§20.1.2.23 step 5,
    /// §B.2.2.1.2 step 5), with V8's message for why: a proxy's trap, an immutable
    /// prototype, a non-extensible object, else a cycle.
    private static func prototypeRefusal(_ object: JSObject, in agent: Agent) throws -> JSException {
        if object is JSProxy {
            return agent.typeError("'setPrototypeOf' on proxy: trap returned falsish for property 'undefined'")
        }
        if object.hasImmutablePrototype {
            return agent.typeError("Immutable prototype object 'Object.prototype' cannot have their prototype set")
        }
        if try !object.isExtensible(in: agent) {
            return agent.typeError("\(agent.objectText(object)) is not extensible")
        }
        return agent.typeError("Cyclic __proto__ value")
    }
}
