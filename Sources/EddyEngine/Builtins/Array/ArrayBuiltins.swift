/// The Array constructor (§22.1.1–2) and %Array.prototype% (§22.1.3). Every method is
/// generic over array-likes; the prototype methods live in `ArrayPrototype*.swift`.
enum ArrayBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("at", length: 1, at),
        .init("concat", length: 1, concat),
        .init("copyWithin", length: 2, copyWithin),
        .init("entries", length: 0, entries),
        .init("every", length: 1, every),
        .init("fill", length: 1, fill),
        .init("filter", length: 1, filter),
        .init("find", length: 1, find),
        .init("findIndex", length: 1, findIndex),
        .init("findLast", length: 1, findLast),
        .init("findLastIndex", length: 1, findLastIndex),
        .init("flat", length: 0, flat),
        .init("flatMap", length: 1, flatMap),
        .init("forEach", length: 1, forEach),
        .init("includes", length: 1, includes),
        .init("indexOf", length: 1, indexOf, fast: fastIndexOf),
        .init("join", length: 1, join),
        .init("keys", length: 0, keys),
        .init("lastIndexOf", length: 1, lastIndexOf),
        .init("map", length: 1, map),
        .init("pop", length: 0, pop, fast: fastPop),
        .init("push", length: 1, push, fast: fastPush),
        .init("reduce", length: 1, reduce),
        .init("reduceRight", length: 1, reduceRight),
        .init("reverse", length: 0, reverse),
        .init("shift", length: 0, shift),
        .init("slice", length: 2, slice),
        .init("some", length: 1, some),
        .init("sort", length: 1, sort),
        .init("splice", length: 2, splice),
        .init("toLocaleString", length: 0, toLocaleString),
        .init("toReversed", length: 0, toReversed),
        .init("toSorted", length: 1, toSorted),
        .init("toSpliced", length: 2, toSpliced),
        .init("toString", length: 0, toString),
        .init("unshift", length: 1, unshift),
        .init("values", length: 0, values),
        .init("with", length: 2, with),
    ]

    static let constructorMethods: [BuiltinMethod] = [
        .init("from", length: 1, from),
        .init("isArray", length: 1, isArray, fast: fastIsArray),
        .init("of", length: 0, of),
    ]

    /// The names %Array.prototype%[@@unscopables] lists (§23.1.3.38).
    /// (V8's order, which puts `values` before the ES2023 names.)
    static let unscopableNames = [
        "at", "copyWithin", "entries", "fill", "find", "findIndex", "findLast", "findLastIndex", "flat", "flatMap",
        "includes", "keys", "values", "toReversed", "toSorted", "toSpliced",
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
        let unscopables = agent.makeObject(prototype: nil)
        for name in unscopableNames {
            unscopables.defineBuiltinProperty(agent.key(name), .boolean(true), attributes: .defaultData)
        }
        prototype.defineBuiltinProperty(.symbol(agent.symbols.unscopables), .object(unscopables),
                                        attributes: .configurable)
        let constructor = realm.makeConstructor("Array", length: 1, prototype: prototype, in: agent,
                                                call: construct, construct: construct)
        constructor.constructFastBody = fastConstruct
        constructor.isArrayConstructor = true
        realm.install(constructorMethods, on: constructor, in: agent)
        realm.install([BuiltinAccessor(.species, getter: { _, this, _ in this })], on: constructor, in: agent)
        realm.setIntrinsic(.array, constructor, global: "Array", in: agent)
    }

    /// Array ( ...items ) (§22.1.1): `Array(n)` makes an empty array of length n.
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let newTarget = arguments.newTarget ?? arguments.callee
        let prototype: JSObject?
        if let callee = arguments.callee, newTarget === callee {
            // `new Array(…)` itself: %Array%.prototype is non-writable and non-configurable,
            // so GetPrototypeFromConstructor is its realm's %Array.prototype%, no lookup.
            prototype = callee.realmReference._withUnsafeGuaranteedRef { $0.arrayPrototype }
        } else {
            prototype = try newTarget.map { try agent.prototype(fromConstructor: $0) { $0.arrayPrototype } }
        }
        if arguments.count == 1, case .number(let length) = arguments[0] {
            guard let uint32 = UInt32(exactly: length) else { throw agent.rangeError("Invalid array length") }
            return .object(JSArray.make(length: uint32, prototype: prototype, in: agent))
        }
        return .object(JSArray.make(arguments.values, prototype: prototype, in: agent))
    }

    /// Array.from ( items [ , mapfn [ , thisArg ] ] ) (§22.1.2.1).
    @Sendable static func from(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let items = arguments[0]
        let mapper: JSObject?
        if arguments[1].isUndefined {
            mapper = nil
        } else {
            mapper = try agent.requireCallable(arguments[1])
        }
        let thisArgument = arguments[2]
        func mapped(_ value: JSValue, _ index: Double) throws -> JSValue {
            guard let mapper else { return value }
            return try agent.call(mapper, this: thisArgument, arguments: [value, .number(index)])
        }
        if let method = try agent.getMethod(items, .symbol(agent.symbols.iterator)) {
            let target: JSObject = this.isConstructor
                ? try agent.construct(this, arguments: []) : try agent.arrayCreate(length: 0)
            var record = try agent.getIterator(items, method: method)
            var index = 0.0
            // `next` was read, not returned: rooted while the loop runs JavaScript.
            return try agent.withRooted([record.nextMethod]) {
                while true {
                    guard index < maximumSafeLength else {
                        let error = agent.typeError("Array.from: too many elements")
                        try agent.iteratorClose(record, error: error)
                        throw error
                    }
                    guard let next = try agent.iteratorStepValue(&record) else {
                        try agent.setLength(target, index)
                        return .object(target)
                    }
                    do {
                        try target.createDataPropertyOrThrow(agent.indexKey(index), try mapped(next, index), in: agent)
                    } catch {
                        try agent.iteratorClose(record, error: error)
                        throw error
                    }
                    index += 1
                }
            }
        }
        let arrayLike = try agent.toObject(items)
        let length = try arrayLike.lengthOfArrayLike(in: agent)
        let target: JSObject = this.isConstructor
            ? try agent.construct(this, arguments: [.number(length)]) : try agent.arrayCreate(length: length)
        var index = 0.0
        while index < length {
            try agent.checkInterrupt()
            let key = agent.indexKey(index)
            let value = try arrayLike.get(key, in: agent)
            try target.createDataPropertyOrThrow(key, try mapped(value, index), in: agent)
            index += 1
        }
        try agent.setLength(target, length)
        return .object(target)
    }

    /// Array.isArray ( arg ) (§22.1.2.2).
    @Sendable static func isArray(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(try agent.isArray(arguments[0]))
    }

    /// Array.of ( ...items ) (§22.1.2.3).
    @Sendable static func of(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let length = Double(arguments.count)
        let target: JSObject = this.isConstructor
            ? try agent.construct(this, arguments: [.number(length)]) : try agent.arrayCreate(length: length)
        for (index, value) in arguments.values.enumerated() {
            try target.createDataPropertyOrThrow(agent.indexKey(index), value, in: agent)
        }
        try agent.setLength(target, length)
        return .object(target)
    }
}
