/// The Array constructor and the parts of %Array.prototype% the language itself needs:
/// iteration (for-of, spread) and `push` (§22.1). The rest of the library comes later.
enum ArrayBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("entries", length: 0, entries),
        .init("join", length: 1, join),
        .init("keys", length: 0, keys),
        .init("push", length: 1, push),
        .init("toString", length: 0, toString),
        .init("values", length: 0, values),
    ]

    static let constructorMethods: [BuiltinMethod] = [
        .init("isArray", length: 1, isArray),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = realm.arrayPrototype
        realm.install(prototypeMethods, on: prototype, in: agent)
        // Array.prototype[@@iterator] is the same function object as `values` (§22.1.3.31).
        if case .data(let values, _)? = prototype.storedProperty(agent.key("values")),
            let function = values.asObject as? JSFunction
        {
            prototype.defineBuiltinProperty(.symbol(agent.symbols.iterator), values)
            realm.setIntrinsic(.arrayPrototypeValues, function, in: agent)
        }
        let constructor = realm.makeConstructor("Array", length: 1, prototype: prototype, in: agent,
                                                call: construct, construct: construct)
        realm.install(constructorMethods, on: constructor, in: agent)
        realm.install([BuiltinAccessor(.species, getter: { _, this, _ in this })], on: constructor, in: agent)
        realm.setIntrinsic(.array, constructor, global: "Array", in: agent)
    }

    /// Array ( ...items ) (§22.1.1): `Array(n)` makes an empty array of length n.
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let newTarget = arguments.newTarget ?? arguments.callee
        let prototype = try newTarget.map { try agent.prototype(fromConstructor: $0) { $0.arrayPrototype } }
        if arguments.count == 1, case .number(let length) = arguments[0] {
            guard let uint32 = UInt32(exactly: length) else { throw agent.rangeError("Invalid array length") }
            let array = JSArray.make([], prototype: prototype, in: agent)
            array.length = uint32
            return .object(array)
        }
        return .object(JSArray.make(arguments.values, prototype: prototype, in: agent))
    }

    /// Array.isArray (§22.1.2.2).
    @Sendable static func isArray(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(arguments[0].asObject is JSArray)
    }

    /// Array.prototype.push (§22.1.3.18).
    @Sendable static func push(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        if let array = object as? JSArray, array.isLengthWritable, !array.hasSparseElements,
            array.elements.count == Int(array.length),
            UInt64(array.length) + UInt64(arguments.count) <= UInt64(PropertyKey.maximumIndex)
        {
            for value in arguments.values { array.append(value) }
            return .number(Double(array.length))
        }
        var length = try object.lengthOfArrayLike(in: agent)
        guard length + Double(arguments.count) <= 9_007_199_254_740_991 else {
            throw agent.typeError("Pushing \(arguments.count) elements on an array-like of length \(length) is disallowed")
        }
        for value in arguments.values {
            try object.set(try agent.toPropertyKey(.number(length)), value, in: agent)
            length += 1
        }
        try object.set(.atom(agent.names.length), .number(length), in: agent)
        return .number(length)
    }

    /// Array.prototype.join (§22.1.3.15). An array already being joined further up the
    /// stack joins as "" (as every engine does), so cyclic arrays terminate.
    @Sendable static func join(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let separator = arguments[0].isUndefined ? JSString(",") : try agent.toString(arguments[0])
        let identity = ObjectIdentifier(object)
        guard !agent.arraysBeingJoined.contains(identity) else { return JSValue("") }
        agent.arraysBeingJoined.insert(identity)
        defer { agent.arraysBeingJoined.remove(identity) }
        var result = JSString("")
        var index = 0.0
        while index < length {
            if index > 0 { result = try agent.concatenate(result, separator) }
            let element = try object.get(try agent.toPropertyKey(.number(index)), in: agent)
            if !element.isNullish {
                result = try agent.concatenate(result, try agent.toString(element))
            }
            index += 1
        }
        return .string(result)
    }

    /// Array.prototype.toString (§22.1.3.30).
    @Sendable static func toString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let join = try object.get(agent.key("join"), in: agent)
        if join.isCallable { return try agent.call(join, this: .object(object), arguments: []) }
        return try ObjectBuiltins.toString(agent, .object(object), Arguments([]))
    }

    private static func iterator(_ this: JSValue, _ kind: ArrayIterator.Kind, in agent: Agent) throws -> JSValue {
        let object = try agent.toObject(this)
        return .object(agent.heap.register(ArrayIterator(iterating: object, kind: kind, in: agent)))
    }

    /// Array.prototype.entries (§22.1.3.4).
    @Sendable static func entries(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try iterator(this, .entries, in: agent)
    }

    /// Array.prototype.keys (§22.1.3.16).
    @Sendable static func keys(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try iterator(this, .keys, in: agent)
    }

    /// Array.prototype.values (§22.1.3.32).
    @Sendable static func values(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try iterator(this, .values, in: agent)
    }
}
