/// The value properties (§18.1) and function properties (§18.2) of the global object.
enum GlobalBuiltins {
    static let functions: [BuiltinMethod] = [
        .init("isFinite", length: 1, isFinite),
        .init("isNaN", length: 1, isNaN),
        .init("parseFloat", length: 1, parseFloat),
        .init("parseInt", length: 2, parseInt),
    ]

    /// The global functions that Number also holds, as the same function objects (§20.1.2.12–13).
    static let sharedWithNumber = ["parseFloat", "parseInt"]

    static func install(in realm: Realm, agent: Agent) {
        let global = realm.globalObject
        global.defineBuiltinProperty(agent.key("globalThis"), .object(global))
        global.defineBuiltinProperty(agent.key("Infinity"), .number(.infinity), attributes: [])
        global.defineBuiltinProperty(agent.key("NaN"), .number(.nan), attributes: [])
        global.defineBuiltinProperty(agent.key("undefined"), .undefined, attributes: [])
        realm.install(functions, on: global, in: agent)
        realm.install(URIBuiltins.functions, on: global, in: agent)
        if let number = realm.intrinsic(.number) {
            for name in sharedWithNumber {
                if case .data(let function, _)? = global.storedProperty(agent.key(name)) {
                    number.defineBuiltinProperty(agent.key(name), function)
                }
            }
        }
    }

    /// isFinite ( number ) (§18.2.2).
    @Sendable static func isFinite(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(try agent.toNumber(arguments[0]).isFinite)
    }

    /// isNaN ( number ) (§18.2.3).
    @Sendable static func isNaN(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(try agent.toNumber(arguments[0]).isNaN)
    }

    /// parseFloat ( string ) (§18.2.4): the longest prefix that is a StrDecimalLiteral.
    @Sendable static func parseFloat(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let units = try agent.toString(arguments[0]).units
        return .number(parseFloat(units))
    }

    static func parseFloat(_ units: [UInt16]) -> Double {
        var index = 0
        while index < units.count, NumberParsing.isWhitespaceOrLineTerminator(units[index]) { index += 1 }
        var isNegative = false
        if index < units.count, units[index] == 0x2B || units[index] == 0x2D {  // + -
            isNegative = units[index] == 0x2D
            index += 1
        }
        if units[index...].starts(with: "Infinity".utf16) { return isNegative ? -.infinity : .infinity }
        guard let (magnitude, _) = NumberParsing.unsignedDecimalPrefix(units[index...]) else { return .nan }
        return isNegative ? -magnitude : magnitude
    }

    /// parseInt ( string, radix ) (§18.2.5).
    @Sendable static func parseInt(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let units = try agent.toString(arguments[0]).units
        let radix = try agent.toInt32(arguments[1])
        return .number(parseInt(units, radix: Int(radix)))
    }

    static func parseInt(_ units: [UInt16], radix requestedRadix: Int) -> Double {
        var index = 0
        while index < units.count, NumberParsing.isWhitespaceOrLineTerminator(units[index]) { index += 1 }
        var sign = 1.0
        if index < units.count, units[index] == 0x2B || units[index] == 0x2D {
            if units[index] == 0x2D { sign = -1 }
            index += 1
        }
        var radix = requestedRadix
        var stripsPrefix = true
        if radix != 0 {
            guard radix >= 2 && radix <= 36 else { return .nan }
            if radix != 16 { stripsPrefix = false }
        } else {
            radix = 10
        }
        if stripsPrefix, index + 1 < units.count, units[index] == 0x30, units[index + 1] | 0x20 == 0x78 {
            index += 2
            radix = 16
        }
        var digits: [Int] = []
        while index < units.count, let digit = digitValue(units[index]), digit < radix {
            digits.append(digit)
            index += 1
        }
        guard !digits.isEmpty else { return .nan }
        let magnitude: Double
        if radix == 10 {
            // Correctly rounded, however many digits.
            magnitude = Double(String(digits.map { Character(String($0)) })) ?? .nan
        } else if radix & (radix - 1) == 0 {
            magnitude = powerOfTwoRadixValue(digits, bitsPerDigit: radix.trailingZeroBitCount)
        } else {
            magnitude = digits.reduce(0.0) { $0 * Double(radix) + Double($1) }
        }
        return sign * magnitude
    }

    /// A digit 0–9, a–z or A–Z as its value 0–35.
    static func digitValue(_ unit: UInt16) -> Int? {
        switch unit {
        case 0x30...0x39: return Int(unit - 0x30)
        case 0x41...0x5A: return Int(unit - 0x41 + 10)
        case 0x61...0x7A: return Int(unit - 0x61 + 10)
        default: return nil
        }
    }

    /// The value of digits in radix 2, 4, 8, 16 or 32, rounded once to nearest-even: the
    /// first 64 significant bits are kept, any further one bit becomes a sticky bit.
    static func powerOfTwoRadixValue(_ digits: [Int], bitsPerDigit: Int) -> Double {
        var mantissa: UInt64 = 0
        var keptBits = 0
        var droppedBits = 0
        var isSticky = false
        for digit in digits {
            for shift in stride(from: bitsPerDigit - 1, through: 0, by: -1) {
                let bit = UInt64((digit >> shift) & 1)
                if keptBits == 0 && bit == 0 { continue }
                if keptBits < 64 {
                    mantissa = mantissa << 1 | bit
                    keptBits += 1
                } else {
                    droppedBits += 1
                    if bit == 1 { isSticky = true }
                }
            }
        }
        if isSticky { mantissa |= 1 }
        let value = Double(mantissa)
        if droppedBits == 0 { return value }
        return droppedBits > 1100 ? .infinity : value * Double(sign: .plus, exponent: droppedBits, significand: 1)
    }
}
