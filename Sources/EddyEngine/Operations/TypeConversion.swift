/// The preferred type of ToPrimitive (§7.1.1).
enum PreferredType {
    case `default`, string, number
}

extension JSValue {
    /// ToBoolean (§7.1.2).
    var toBoolean: Bool {
        switch self {
        case .undefined, .null: return false
        case .boolean(let value): return value
        case .number(let value): return !(value == 0 || value.isNaN)
        case .string(let value): return value.count > 0
        case .bigint(let value): return !value.isZero
        case .symbol, .object: return true
        }
    }

    /// `typeof` (§12.5.5).
    var typeofName: String {
        switch self {
        case .undefined: return "undefined"
        case .null: return "object"
        case .boolean: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .bigint: return "bigint"
        case .symbol: return "symbol"
        case .object(let object):
            let object = object.object
            return object.typeofName
        }
    }

    /// IsCallable (§7.2.3).
    var isCallable: Bool { asObject?.isCallable ?? false }

    /// IsConstructor (§7.2.4).
    var isConstructor: Bool { asObject?.isConstructor ?? false }
}

extension Double {
    /// ToIntegerOrInfinity (§7.1.5 ToInteger in ECMAScript 2020): NaN → 0, truncation.
    var integerOrInfinity: Double {
        if isNaN { return 0 }
        if isInfinite { return self }
        let truncated = rounded(.towardZero)
        return truncated == 0 ? 0 : truncated  // no -0
    }

    /// The value modulo 2^32, as ToInt32/ToUint32 (§7.1.6, §7.1.7) compute it.
    private var modulo2to32: UInt32 {
        // Most operands of `&`, `|` and shifts are int32 already (`i & 1023`): a conversion
        // and a comparison, where the general path calls libm's `trunc`.
        if let exact = Int32(exactly: self) { return UInt32(bitPattern: exact) }
        guard isFinite else { return 0 }
        let truncated = rounded(.towardZero)
        if Swift.abs(truncated) < 9_007_199_254_740_992 {
            return UInt32(truncatingIfNeeded: Int64(truncated))
        }
        let remainder = truncated.truncatingRemainder(dividingBy: 4_294_967_296)
        let positive = remainder < 0 ? remainder + 4_294_967_296 : remainder
        return UInt32(truncatingIfNeeded: Int64(positive))
    }

    /// ToInt32 (§7.1.6).
    var toInt32: Int32 { Int32(bitPattern: modulo2to32) }
    /// ToUint32 (§7.1.7).
    var toUint32: UInt32 { modulo2to32 }
    /// ToInt16 (§7.1.8).
    var toInt16: Int16 { Int16(truncatingIfNeeded: modulo2to32) }
    /// ToUint16 (§7.1.9).
    var toUint16: UInt16 { UInt16(truncatingIfNeeded: modulo2to32) }
    /// ToInt8 (§7.1.10).
    var toInt8: Int8 { Int8(truncatingIfNeeded: modulo2to32) }
    /// ToUint8 (§7.1.11).
    var toUint8: UInt8 { UInt8(truncatingIfNeeded: modulo2to32) }

    /// ToUint8Clamp (§7.1.12): round half to even within 0…255.
    var toUint8Clamp: UInt8 {
        if isNaN || self <= 0 { return 0 }
        if self >= 255 { return 255 }
        return UInt8(rounded(.toNearestOrEven))
    }

    /// ToLength on a number (§7.1.20).
    var toLength: Double {
        let length = integerOrInfinity
        if length <= 0 { return 0 }
        return Swift.min(length, 9_007_199_254_740_991)
    }
}

extension Agent {
    /// ToPrimitive (§7.1.1), with @@toPrimitive and OrdinaryToPrimitive.
    func toPrimitive(_ value: JSValue, preferring hint: PreferredType = .default) throws -> JSValue {
        guard let object = value.asObject else { return value }
        if let exoticToPrimitive = try getMethod(value, .symbol(symbols.toPrimitive)) {
            let hintName: String
            switch hint {
            case .default: hintName = "default"
            case .string: hintName = "string"
            case .number: hintName = "number"
            }
            let result = try call(exoticToPrimitive, this: value, arguments: [JSValue(hintName)])
            if result.isObject { throw typeError("Cannot convert object to primitive value") }
            return result
        }
        return try ordinaryToPrimitive(object, preferring: hint == .string ? .string : .number)
    }

    /// OrdinaryToPrimitive (§7.1.1.1).
    func ordinaryToPrimitive(_ object: JSObject, preferring hint: PreferredType) throws -> JSValue {
        let methodNames = hint == .string ? [names.toString, names.valueOf] : [names.valueOf, names.toString]
        for name in methodNames {
            let method = try object.get(.atom(name), in: self)
            if method.isCallable {
                let result = try call(method, this: .object(object), arguments: [])
                if !result.isObject { return result }
            }
        }
        throw typeError("Cannot convert object to primitive value")
    }

    /// ToNumber (§7.1.4).
    func toNumber(_ value: JSValue) throws -> Double {
        switch value {
        case .number(let number): return number
        case .undefined: return .nan
        case .null: return 0
        case .boolean(let boolean): return boolean ? 1 : 0
        case .string(let string): return NumberParsing.number(from: string.string)
        case .bigint: throw typeError("Cannot convert a BigInt value to a number")
        case .symbol: throw typeError("Cannot convert a Symbol value to a number")
        case .object: return try toNumber(toPrimitive(value, preferring: .number))
        }
    }

    /// ToNumeric (§7.1.3): a Number or a BigInt value.
    func toNumeric(_ value: JSValue) throws -> JSValue {
        switch value {
        case .number, .bigint: return value
        case .object:
            let primitive = try toPrimitive(value, preferring: .number)
            if case .bigint = primitive { return primitive }
            return .number(try toNumber(primitive))
        default: return .number(try toNumber(value))
        }
    }

    /// ToBigInt (§7.1.13).
    func toBigInt(_ value: JSValue) throws -> JSBigInt {
        let primitive = try toPrimitive(value, preferring: .number)
        switch primitive {
        case .bigint(let bigint): return bigint.bigint
        case .boolean(let boolean): return makeBigInt(boolean ? 1 : 0)
        case .string(let string):
            let parsed: BigInteger?
            do {
                parsed = try BigIntArithmetic.bigInt(from: string.units, watch: interrupt)
            } catch {
                throw self.error(for: error)
            }
            guard let bigint = parsed else {
                throw syntaxError("Cannot convert \(string.stringValue) to a BigInt")
            }
            return makeBigInt(bigint)
        default:
            throw typeError("Cannot convert \(primitive.shortDescription) to a BigInt")
        }
    }

    /// ToIntegerOrInfinity (§7.1.5).
    func toIntegerOrInfinity(_ value: JSValue) throws -> Double {
        try toNumber(value).integerOrInfinity
    }

    func toInt32(_ value: JSValue) throws -> Int32 {
        if case .number(let number) = value, let exact = Int32(exactly: number) { return exact }
        return try toNumber(value).toInt32
    }

    func toUint32(_ value: JSValue) throws -> UInt32 {
        try toNumber(value).toUint32
    }

    /// ToLength (§7.1.20).
    func toLength(_ value: JSValue) throws -> Double {
        try toNumber(value).toLength
    }

    /// ToIndex (§7.1.22).
    func toIndex(_ value: JSValue) throws -> Int {
        if value.isUndefined { return 0 }
        let integer = try toIntegerOrInfinity(value)
        guard integer >= 0, integer <= 9_007_199_254_740_991 else {
            throw rangeError("Invalid index")
        }
        return Int(integer)
    }

    /// ToString (§7.1.17).
    func toString(_ value: JSValue) throws -> JSString {
        switch value {
        case .string(let string): return string.string
        case .number(let number): return NumberFormatting.jsString(from: number)
        case .undefined: return JSString("undefined")
        case .null: return JSString("null")
        case .boolean(let boolean): return JSString(boolean ? "true" : "false")
        case .bigint(let bigint):
            do {
                return JSString(try bigint.string(interrupt: interrupt))
            } catch {
                throw self.error(for: error)
            }
        case .symbol: throw typeError("Cannot convert a Symbol value to a string")
        case .object: return try toString(toPrimitive(value, preferring: .string))
        }
    }

    /// ToPropertyKey (§7.1.19).
    func toPropertyKey(_ value: JSValue) throws -> PropertyKey {
        switch value {
        case .string(let string): return atoms.key(string.string)
        case .symbol(let symbol): return .symbol(symbol.symbol)
        case .number(let number):
            if number >= 0, number < 4_294_967_295, let index = UInt32(exactly: number) {
                return .index(index)
            }
            return atoms.key(NumberFormatting.jsString(from: number))
        default:
            let primitive = try toPrimitive(value, preferring: .string)
            if case .symbol(let symbol) = primitive { return .symbol(symbol.symbol) }
            return atoms.key(try toString(primitive))
        }
    }

    /// ToObject (§7.1.18).
    func toObject(_ value: JSValue) throws -> JSObject {
        let realm = currentRealm
        switch value {
        case .object(let object):
            let object = object.object
            return object
        case .undefined, .null:
            throw typeError("Cannot convert undefined or null to object")
        case .boolean:
            return heap.register(JSPrimitiveWrapper(value: value, shape: rootShape, prototype: realm.booleanPrototype))
        case .number:
            return heap.register(JSPrimitiveWrapper(value: value, shape: rootShape, prototype: realm.numberPrototype))
        case .symbol:
            return heap.register(JSPrimitiveWrapper(value: value, shape: rootShape, prototype: realm.symbolPrototype))
        case .bigint:
            return heap.register(JSPrimitiveWrapper(value: value, shape: rootShape, prototype: realm.bigintPrototype))
        case .string(let string):
            return heap.register(JSStringObject(value: string.string, shape: rootShape, prototype: realm.stringPrototype, names: names))
        }
    }

    /// CanonicalNumericIndexString (§7.1.21): the number a string spells canonically, or nil.
    func canonicalNumericIndex(_ string: JSString) -> Double? {
        if string.units == Array("-0".utf16) { return -0.0 }
        let number = NumberParsing.number(from: string)
        return NumberFormatting.jsString(from: number) == string ? number : nil
    }

    /// RequireObjectCoercible (§7.2.1).
    @discardableResult
    func requireObjectCoercible(_ value: JSValue) throws -> JSValue {
        if value.isNullish { throw typeError("Cannot convert undefined or null to object") }
        return value
    }
}
