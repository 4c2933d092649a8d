/// The BigInt function and %BigInt.prototype% (§21.2).
enum BigIntBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("toLocaleString", length: 0, toLocaleString),
        .init("toString", length: 0, toString),
        .init("valueOf", length: 0, valueOf),
    ]

    static let constructorMethods: [BuiltinMethod] = [
        .init("asUintN", length: 2, asUintN),
        .init("asIntN", length: 2, asIntN),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = realm.bigintPrototype
        // The constructor first: V8 lists `constructor` before the methods.
        let constructor = realm.makeConstructor("BigInt", length: 1, prototype: prototype, in: agent,
                                                call: call, construct: { agent, _, _ in
                                                    throw agent.typeError("BigInt is not a constructor")
                                                })
        realm.install(prototypeMethods, on: prototype, in: agent)
        prototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("BigInt"), attributes: .configurable)
        realm.install(constructorMethods, on: constructor, in: agent)
        realm.setIntrinsic(.bigint, constructor, global: "BigInt", in: agent)
    }

    /// BigInt ( value ) (§21.2.1.1): a Number converts only when it is an integer.
    @Sendable static func call(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let primitive = try agent.toPrimitive(arguments[0], preferring: .number)
        guard case .number(let number) = primitive else { return .bigint(try agent.toBigInt(primitive)) }
        guard let bigint = BigIntArithmetic.bigInt(exactly: number) else {
            throw agent.rangeError(
                "The number \(NumberFormatting.string(from: number)) cannot be converted to a BigInt because it is not an integer")
        }
        return agent.bigint(bigint)
    }

    /// The `bits` argument of asIntN/asUintN: ToIndex (§7.1.22) with V8's message.
    private static func bitCount(_ value: JSValue, in agent: Agent) throws -> Int {
        let integer = value.isUndefined ? 0 : try agent.toIntegerOrInfinity(value)
        guard integer >= 0, integer <= 9_007_199_254_740_991 else {
            throw agent.rangeError("Invalid value: not (convertible to) a safe integer")
        }
        return Int(integer)
    }

    /// BigInt.asIntN ( bits, bigint ) (§21.2.2.1).
    @Sendable static func asIntN(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let bits = try bitCount(arguments[0], in: agent)
        let bigint = try agent.toBigInt(arguments[1])
        return agent.bigint(BigIntArithmetic.signedTruncation(bigint.value, bits: bits))
    }

    /// BigInt.asUintN ( bits, bigint ) (§21.2.2.2).
    @Sendable static func asUintN(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let bits = try bitCount(arguments[0], in: agent)
        let bigint = try agent.toBigInt(arguments[1])
        do {
            return agent.bigint(try BigIntArithmetic.unsignedTruncation(bigint.value, bits: bits))
        } catch {
            throw agent.error(for: error)
        }
    }

    /// thisBigIntValue (§21.2.3.4.1).
    private static func thisBigInt(_ value: JSValue, method: String, in agent: Agent) throws -> JSBigInt {
        try agent.thisPrimitiveValue(value, type: "BigInt", method: method) {
            if case .bigint(let bigint) = $0 { return bigint.bigint }
            return nil
        }
    }

    /// BigInt.prototype.toLocaleString ( [ locales [ , options ] ] ) (§21.2.3.2, ECMA-402
    /// §19.3.1): ICU's number format; the decimal digits without ICU.
    @Sendable static func toLocaleString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let bigint = try thisBigInt(this, method: "toLocaleString", in: agent)
        return try agent.localeString(of: bigint, locales: arguments[0], options: arguments[1])
    }

    /// BigInt.prototype.toString ( [ radix ] ) (§21.2.3.3).
    @Sendable static func toString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let bigint = try thisBigInt(this, method: "toString", in: agent)
        let radix = try agent.radix(arguments[0], message: "toString() radix argument must be between 2 and 36")
        do {
            return JSValue(try bigint.string(radix: radix, interrupt: agent.interrupt))
        } catch {
            throw agent.error(for: error)
        }
    }

    /// BigInt.prototype.valueOf ( ) (§21.2.3.4).
    @Sendable static func valueOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .bigint(try thisBigInt(this, method: "valueOf", in: agent))
    }
}
