/// The Number constructor and the core of %Number.prototype% (§20.1).
enum NumberBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("toExponential", length: 1, toExponential),
        .init("toFixed", length: 1, toFixed),
        .init("toLocaleString", length: 0, toLocaleString),
        .init("toPrecision", length: 1, toPrecision),
        .init("toString", length: 1, toString),
        .init("valueOf", length: 0, valueOf),
    ]

    /// Number.isFinite, isInteger, isNaN, isSafeInteger (§20.1.2.2–5); parseFloat and
    /// parseInt are the global functions, added by `GlobalBuiltins`.
    static let constructorMethods: [BuiltinMethod] = [
        .init("isFinite", length: 1) { _, _, arguments in
            .boolean(arguments[0].asNumber?.isFinite ?? false)
        },
        .init("isInteger", length: 1) { _, _, arguments in
            .boolean(arguments[0].asNumber.map(isIntegralNumber) ?? false)
        },
        .init("isNaN", length: 1) { _, _, arguments in
            .boolean(arguments[0].asNumber?.isNaN ?? false)
        },
        .init("isSafeInteger", length: 1) { _, _, arguments in
            guard let number = arguments[0].asNumber, isIntegralNumber(number) else { return .boolean(false) }
            return .boolean(Swift.abs(number) <= 9_007_199_254_740_991)
        },
    ]

    /// IsIntegralNumber (IsInteger in ECMAScript 2020, §7.2.6).
    static func isIntegralNumber(_ number: Double) -> Bool {
        number.isFinite && number.rounded(.towardZero) == number
    }

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
        realm.install(constructorMethods, on: constructor, in: agent)
        realm.setIntrinsic(.number, constructor, global: "Number", in: agent)
    }

    /// Number ( value ) (§20.1.1.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let value: JSValue
        switch arguments.count == 0 ? .number(0) : try agent.toNumeric(arguments[0]) {
        case .bigint(let bigint): value = .number(BigIntArithmetic.double(from: bigint.value))
        case let number: value = number
        }
        guard let newTarget = arguments.newTarget else { return value }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.numberPrototype }
        return .object(agent.heap.register(JSPrimitiveWrapper(value: value, shape: agent.rootShape, prototype: prototype)))
    }

    /// thisNumberValue (§20.1.3).
    static func thisNumber(_ value: JSValue, method: String, in agent: Agent) throws -> Double {
        try agent.thisPrimitiveValue(value, type: "Number", method: method) { $0.asNumber }
    }

    /// Number.prototype.toString ( [ radix ] ) (§20.1.3.6): radix 10 is Number::toString,
    /// other radixes print the shortest digits that identify the value, as V8 does.
    @Sendable static func toString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let number = try thisNumber(this, method: "toString", in: agent)
        let radix = try agent.radix(arguments[0], message: "toString() radix must be between 2 and 36")
        if radix == 10 || !number.isFinite { return agent.value(of: NumberFormatting.jsString(from: number)) }
        return JSValue(radixString(number, radix: radix))
    }

    /// Number.prototype.toLocaleString ( [ locales [ , options ] ] ) (§20.1.3.4, ECMA-402
    /// §19.2.1): ICU's number format; Number::toString without ICU.
    @Sendable static func toLocaleString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let number = try thisNumber(this, method: "toLocaleString", in: agent)
        return try agent.localeString(of: number, locales: arguments[0], options: arguments[1])
    }

    /// Number.prototype.valueOf (§20.1.3.7).
    @Sendable static func valueOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .number(try thisNumber(this, method: "valueOf", in: agent))
    }
}

extension Agent {
    /// The radix argument of Number's and BigInt's toString: 10 when undefined, else an
    /// integer in 2…36 (RangeError `message` otherwise).
    func radix(_ value: JSValue, message: String) throws -> Int {
        guard !value.isUndefined else { return 10 }
        let radix = try toIntegerOrInfinity(value)
        guard radix >= 2 && radix <= 36 else { throw rangeError(message) }
        return Int(radix)
    }
}
