/// The body of a built-in declared in a table: a static function, so the table can be a
/// `static let`.
typealias BuiltinBody = @Sendable (_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue

/// The well-known symbols by name, so tables (which are static) can name them.
enum WellKnownSymbolName: Sendable {
    case asyncIterator, hasInstance, isConcatSpreadable, iterator, match, matchAll, replace
    case search, species, split, toPrimitive, toStringTag, unscopables

    func symbol(in symbols: WellKnownSymbols) -> JSSymbol {
        switch self {
        case .asyncIterator: return symbols.asyncIterator
        case .hasInstance: return symbols.hasInstance
        case .isConcatSpreadable: return symbols.isConcatSpreadable
        case .iterator: return symbols.iterator
        case .match: return symbols.match
        case .matchAll: return symbols.matchAll
        case .replace: return symbols.replace
        case .search: return symbols.search
        case .species: return symbols.species
        case .split: return symbols.split
        case .toPrimitive: return symbols.toPrimitive
        case .toStringTag: return symbols.toStringTag
        case .unscopables: return symbols.unscopables
        }
    }
}

/// A built-in property's key in a table.
enum BuiltinKey: Sendable {
    case name(String)
    case symbol(WellKnownSymbolName)

    func propertyKey(in agent: Agent) -> PropertyKey {
        switch self {
        case .name(let name): return agent.key(name)
        case .symbol(let name): return .symbol(name.symbol(in: agent.symbols))
        }
    }
}

/// One row of a built-in method table (QuickJS's `JS_CFUNC_DEF`): name, length, body.
struct BuiltinMethod: Sendable {
    let key: BuiltinKey
    let length: Int
    let body: BuiltinBody
    /// The body's common case, run without a call's bookkeeping (`NativeFastBody`).
    let fastBody: NativeFastBody?
    let attributes: PropertyAttributes
    /// The function's `name` when it differs from the key's (`[Symbol.iterator]` etc.).
    let functionName: String?

    init(_ name: String, length: Int, _ body: @escaping BuiltinBody, fast fastBody: NativeFastBody? = nil) {
        key = .name(name)
        self.length = length
        self.body = body
        self.fastBody = fastBody
        attributes = .builtin
        functionName = nil
    }

    init(_ symbol: WellKnownSymbolName, name: String, length: Int,
         attributes: PropertyAttributes = .builtin, _ body: @escaping BuiltinBody) {
        key = .symbol(symbol)
        self.length = length
        self.body = body
        fastBody = nil
        self.attributes = attributes
        functionName = name
    }
}

/// One row of a built-in accessor table: a getter and/or setter (`get description`).
struct BuiltinAccessor: Sendable {
    let key: BuiltinKey
    let getter: BuiltinBody?
    let setter: BuiltinBody?
    /// The getter's common case (`NativeFastBody`), which an inline-cached read runs
    /// without a call's bookkeeping (`map.size`, a typed array's `length`).
    let fastGetter: NativeFastBody?

    init(_ name: String, getter: BuiltinBody?, setter: BuiltinBody? = nil, fast fastGetter: NativeFastBody? = nil) {
        key = .name(name)
        self.getter = getter
        self.setter = setter
        self.fastGetter = fastGetter
    }

    init(_ symbol: WellKnownSymbolName, getter: BuiltinBody?, setter: BuiltinBody? = nil) {
        key = .symbol(symbol)
        self.getter = getter
        self.setter = setter
        fastGetter = nil
    }
}

extension Realm {
    /// Creates a built-in function (§9.3.3 CreateBuiltinFunction).
    /// - Parameter captures: values the body reads through `arguments.callee`; a closure's
    ///   own captures are invisible to the collector.
    func makeFunction(_ name: String, length: Int, captures: [JSValue] = [], in agent: Agent,
                      body: @escaping NativeFunctionBody) -> NativeFunction {
        agent.heap.register(NativeFunction(realm: self, name: JSString(name), length: length,
                                           captures: captures, body: body))
    }

    /// Defines every method of `table` on `object`: writable, configurable, not enumerable.
    func install(_ table: [BuiltinMethod], on object: JSObject, in agent: Agent) {
        let keys = table.map { $0.key.propertyKey(in: agent) }
        let first = object.reserveBuiltinSlots(for: zip(keys, table).map { ($0, $1.attributes.subtracting(.accessor)) })
        for (index, method) in table.enumerated() {
            let key = keys[index]
            let name = method.functionName ?? key.displayString
            let function = makeFunction(name, length: method.length, in: agent, body: method.body)
            function.fastBody = method.fastBody
            if let first {
                object.slots[first + index] = .object(function)
            } else {
                object.defineBuiltinProperty(key, .object(function), attributes: method.attributes)
            }
        }
    }

    /// Defines every accessor of `table` on `object`: configurable, not enumerable.
    func install(_ table: [BuiltinAccessor], on object: JSObject, in agent: Agent) {
        let keys = table.map { $0.key.propertyKey(in: agent) }
        let first = object.reserveBuiltinSlots(for: keys.map { ($0, JSObject.builtinAccessorAttributes) })
        for (index, accessor) in table.enumerated() {
            let key = keys[index]
            let getter = accessor.getter.map {
                makeFunction(JSFunction.functionName(for: key, prefix: "get").stringValue, length: 0,
                             in: agent, body: $0)
            }
            getter?.fastBody = accessor.fastGetter
            let setter = accessor.setter.map {
                makeFunction(JSFunction.functionName(for: key, prefix: "set").stringValue, length: 1,
                             in: agent, body: $0)
            }
            if let first {
                object.slots[first + index] = .object(AccessorPair(getter: getter, setter: setter, agent: agent))
            } else {
                object.defineBuiltinAccessor(key, getter: getter, setter: setter, in: agent)
            }
        }
    }

    /// Creates a built-in constructor with its `prototype` (non-writable, non-enumerable,
    /// non-configurable) and the prototype's `constructor` link.
    func makeConstructor(_ name: String, length: Int, prototype: JSObject?, in agent: Agent,
                         functionPrototype: JSObject? = nil,
                         call: @escaping NativeFunctionBody,
                         construct: NativeFunctionBody?) -> NativeFunction {
        let constructor = agent.heap.register(
            NativeFunction(realm: self, name: JSString(name), length: length, prototype: functionPrototype,
                           constructBody: construct, body: call))
        if let prototype {
            constructor.defineBuiltinProperty(.atom(names.prototype), .object(prototype), attributes: [])
            prototype.defineBuiltinProperty(.atom(names.constructor), .object(constructor))
        }
        return constructor
    }
}
