/// The Symbol constructor and %Symbol.prototype% (§19.4).
enum SymbolBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("toString", length: 0, toString),
        .init("valueOf", length: 0, valueOf),
        .init(.toPrimitive, name: "[Symbol.toPrimitive]", length: 1, attributes: .configurable, valueOf),
    ]

    static let prototypeAccessors: [BuiltinAccessor] = [
        .init("description", getter: description),
    ]

    static let constructorMethods: [BuiltinMethod] = [
        .init("for", length: 1, `for`),
        .init("keyFor", length: 1, keyFor),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = realm.symbolPrototype
        realm.install(prototypeMethods, on: prototype, in: agent)
        realm.install(prototypeAccessors, on: prototype, in: agent)
        prototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Symbol"), attributes: .configurable)
        let constructor = realm.makeConstructor("Symbol", length: 0, prototype: prototype, in: agent,
                                                call: call, construct: { agent, _, _ in
                                                    throw agent.typeError("Symbol is not a constructor")
                                                })
        realm.install(constructorMethods, on: constructor, in: agent)
        for (name, symbol) in agent.symbols.all {
            constructor.defineBuiltinProperty(agent.key(name), .symbol(symbol), attributes: [])
        }
        realm.setIntrinsic(.symbol, constructor, global: "Symbol", in: agent)
    }

    /// Symbol ( [ description ] ) (§19.4.1.1).
    @Sendable static func call(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let description = arguments[0].isUndefined ? nil : try agent.toString(arguments[0])
        return .symbol(agent.makeSymbol(description: description))
    }

    /// thisSymbolValue (§19.4.3).
    private static func thisSymbol(_ value: JSValue, method: String, in agent: Agent) throws -> JSSymbol {
        try agent.thisPrimitiveValue(value, type: "Symbol", method: method) {
            if case .symbol(let symbol) = $0 { return symbol.symbol }
            return nil
        }
    }

    /// Symbol.for (§19.4.2.2).
    @Sendable static func `for`(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let key = try agent.toString(arguments[0])
        if let existing = agent.symbolRegistry[key] { return .symbol(existing) }
        let symbol = agent.makeSymbol(description: key)
        agent.symbolRegistry[key] = symbol
        return .symbol(symbol)
    }

    /// Symbol.keyFor (§19.4.2.6).
    @Sendable static func keyFor(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard case .symbol(let symbol) = arguments[0] else {
            throw agent.typeError("\(arguments[0].shortDescription) is not a symbol")
        }
        if let description = symbol.description, agent.symbolRegistry[description] === symbol.symbol {
            return .string(description)
        }
        return .undefined
    }

    /// Symbol.prototype.toString (§19.4.3.3).
    @Sendable static func toString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        JSValue(try thisSymbol(this, method: "toString", in: agent).descriptiveString)
    }

    /// Symbol.prototype.valueOf (§19.4.3.4) and [@@toPrimitive] (§19.4.3.5).
    @Sendable static func valueOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .symbol(try thisSymbol(this, method: "valueOf", in: agent))
    }

    /// get Symbol.prototype.description (§19.4.3.2).
    @Sendable static func description(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let symbol = try thisSymbol(this, method: "description", in: agent)
        return symbol.description.map { .string($0) } ?? .undefined
    }
}
