/// The Number constructor and the core of %Number.prototype% (§20.1).
enum NumberBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("toString", length: 1, toString),
        .init("valueOf", length: 0, valueOf),
    ]

    static func install(in realm: Realm, agent: Agent) {
        realm.install(prototypeMethods, on: realm.numberPrototype, in: agent)
        let constructor = realm.makeConstructor("Number", length: 1, prototype: realm.numberPrototype, in: agent,
                                                call: construct, construct: construct)
        let constants: [(String, Double)] = [
            ("EPSILON", Double.ulpOfOne), ("MAX_SAFE_INTEGER", 9_007_199_254_740_991),
            ("MAX_VALUE", Double.greatestFiniteMagnitude), ("MIN_SAFE_INTEGER", -9_007_199_254_740_991),
            ("MIN_VALUE", Double.leastNonzeroMagnitude), ("NaN", .nan),
            ("NEGATIVE_INFINITY", -.infinity), ("POSITIVE_INFINITY", .infinity),
        ]
        for (name, value) in constants {
            constructor.defineBuiltinProperty(agent.key(name), .number(value), attributes: [])
        }
        realm.setIntrinsic(.number, constructor, global: "Number", in: agent)
    }

    /// Number ( value ) (§20.1.1.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let value = JSValue.number(arguments.count == 0 ? 0 : try agent.toNumeric(arguments[0]))
        guard let newTarget = arguments.newTarget else { return value }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.numberPrototype }
        return .object(agent.heap.register(JSPrimitiveWrapper(value: value, shape: agent.rootShape, prototype: prototype)))
    }

    /// thisNumberValue (§20.1.3).
    private static func thisNumber(_ value: JSValue, in agent: Agent) throws -> Double {
        if case .number(let number) = value { return number }
        if case .object(let object) = value, let wrapper = object as? JSPrimitiveWrapper,
            case .number(let number) = wrapper.primitiveValue
        {
            return number
        }
        throw agent.typeError("Number.prototype.valueOf requires that 'this' be a Number")
    }

    /// Number.prototype.toString (§20.1.3.6); radixes other than 10 come with the rest of
    /// the Number library.
    @Sendable static func toString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let number = try thisNumber(this, in: agent)
        if !arguments[0].isUndefined {
            let radix = try agent.toIntegerOrInfinity(arguments[0])
            guard radix >= 2 && radix <= 36 else {
                throw agent.rangeError("toString() radix must be between 2 and 36")
            }
            if radix != 10, number.isFinite, number == number.rounded(.towardZero), abs(number) < 9_007_199_254_740_992 {
                return JSValue(String(Int64(number), radix: Int(radix)))
            }
        }
        return .string(NumberFormatting.jsString(from: number))
    }

    /// Number.prototype.valueOf (§20.1.3.7).
    @Sendable static func valueOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .number(try thisNumber(this, in: agent))
    }
}
