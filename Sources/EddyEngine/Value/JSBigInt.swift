import BigInt

/// A JavaScript BigInt value (§6.1.6.2): an immutable integer of any size, shared by
/// reference as strings are, compared by value.
package final class JSBigInt: Sendable {
    package let value: BigInt

    package init(_ value: BigInt) {
        self.value = value
    }

    /// The largest magnitude a BigInt may have, in bits: V8's limit (2^30), so that the
    /// same scripts hit `RangeError: Maximum BigInt size exceeded` at the same place.
    static let maximumBitWidth = 1 << 30

    static let zero = JSBigInt(0)
    static let one = JSBigInt(1)

    var isZero: Bool { value.isZero }
    var isNegative: Bool { value.sign == .minus }

    /// ToString for BigInts (§6.1.6.2.23 BigInt::toString) in `radix` (2…36).
    func string(radix: Int = 10) -> String {
        String(value, radix: radix)
    }
}

/// Why a BigInt operation has no result: the errors the operators throw (§6.1.6.2).
enum BigIntFailure: Error {
    /// `/` or `%` by `0n`: RangeError.
    case divisionByZero
    /// `**` with a negative exponent: RangeError.
    case negativeExponent
    /// A result past `JSBigInt.maximumBitWidth`: RangeError.
    case tooLarge
}

/// The BigInt operations of §6.1.6.2: each takes and gives `BigInt`s, throwing `BigIntFailure`
/// where the specification throws, and refuses a result larger than the size limit before
/// computing it.
enum BigIntArithmetic {
    static func checked(_ value: BigInt) throws(BigIntFailure) -> BigInt {
        guard value.magnitude.bitWidth <= JSBigInt.maximumBitWidth else { throw .tooLarge }
        return value
    }

    /// BigInt::add and BigInt::subtract (§6.1.6.2.7, §6.1.6.2.8).
    static func add(_ x: BigInt, _ y: BigInt) throws(BigIntFailure) -> BigInt { try checked(x + y) }
    static func subtract(_ x: BigInt, _ y: BigInt) throws(BigIntFailure) -> BigInt { try checked(x - y) }

    /// BigInt::multiply (§6.1.6.2.4).
    static func multiply(_ x: BigInt, _ y: BigInt) throws(BigIntFailure) -> BigInt {
        guard x.magnitude.bitWidth + y.magnitude.bitWidth <= JSBigInt.maximumBitWidth + 1 else {
            if x.isZero || y.isZero { return 0 }
            throw .tooLarge
        }
        return try checked(x * y)
    }

    /// BigInt::divide (§6.1.6.2.5): truncated toward zero.
    static func divide(_ x: BigInt, _ y: BigInt) throws(BigIntFailure) -> BigInt {
        guard !y.isZero else { throw .divisionByZero }
        return x / y
    }

    /// BigInt::remainder (§6.1.6.2.6): the sign of the dividend.
    static func remainder(_ x: BigInt, _ y: BigInt) throws(BigIntFailure) -> BigInt {
        guard !y.isZero else { throw .divisionByZero }
        return x % y
    }

    /// BigInt::exponentiate (§6.1.6.2.3).
    static func exponentiate(_ base: BigInt, _ exponent: BigInt) throws(BigIntFailure) -> BigInt {
        guard exponent.sign == .plus else { throw .negativeExponent }
        if exponent.isZero { return 1 }
        // 0, 1 and -1 stay small whatever the exponent.
        if base.magnitude.bitWidth <= 1 {
            if base.isZero { return 0 }
            return base.sign == .minus && exponent.magnitude.words[0] & 1 == 1 ? -1 : 1
        }
        guard exponent.magnitude.bitWidth <= 32,
            let power = Int(exactly: exponent),
            (base.magnitude.bitWidth - 1) * power < JSBigInt.maximumBitWidth
        else { throw .tooLarge }
        return try checked(base.power(power))
    }

    /// BigInt::leftShift (§6.1.6.2.9); a negative count shifts right.
    static func leftShift(_ x: BigInt, _ count: BigInt) throws(BigIntFailure) -> BigInt {
        if count.sign == .minus { return signedRightShift(x, magnitude: count.magnitude) }
        if x.isZero { return 0 }
        guard count.magnitude.bitWidth <= 32, let bits = Int(exactly: count),
            x.magnitude.bitWidth + bits <= JSBigInt.maximumBitWidth
        else { throw .tooLarge }
        return x << bits
    }

    /// BigInt::signedRightShift (§6.1.6.2.10): floor(x / 2^count).
    static func signedRightShift(_ x: BigInt, _ count: BigInt) throws(BigIntFailure) -> BigInt {
        if count.sign == .minus { return try leftShift(x, BigInt(sign: .plus, magnitude: count.magnitude)) }
        return signedRightShift(x, magnitude: count.magnitude)
    }

    private static func signedRightShift(_ x: BigInt, magnitude count: BigUInt) -> BigInt {
        guard count.bitWidth <= 32, let bits = Int(exactly: count), bits < x.magnitude.bitWidth else {
            return x.sign == .minus ? -1 : 0
        }
        if x.sign == .plus { return BigInt(sign: .plus, magnitude: x.magnitude >> bits) }
        // floor for negatives: -((|x| - 1) >> n) - 1, as two's complement shifts.
        return -BigInt(sign: .plus, magnitude: (x.magnitude - 1) >> bits) - 1
    }

    /// BigInt::bitwiseNOT (§6.1.6.2.2): -x - 1.
    static func bitwiseNot(_ x: BigInt) -> BigInt { -x - 1 }

    /// BigInt::bitwiseAND, bitwiseXOR, bitwiseOR (§6.1.6.2.20–22), on two's complement
    /// representations as wide as the wider operand plus a sign word.
    static func bitwise(_ x: BigInt, _ y: BigInt, _ operation: (UInt, UInt) -> UInt) -> BigInt {
        let count = max(x.magnitude.words.count, y.magnitude.words.count) + 1
        let left = twosComplementWords(of: x, count: count)
        let right = twosComplementWords(of: y, count: count)
        var words = [UInt](repeating: 0, count: count)
        for index in 0..<count { words[index] = operation(left[index], right[index]) }
        return value(ofTwosComplement: words)
    }

    private static func twosComplementWords(of value: BigInt, count: Int) -> [UInt] {
        var words = [UInt](repeating: 0, count: count)
        for (index, word) in value.magnitude.words.enumerated() { words[index] = word }
        guard value.sign == .minus else { return words }
        var carry = true
        for index in 0..<count {
            let (sum, overflow) = (~words[index]).addingReportingOverflow(carry ? 1 : 0)
            words[index] = sum
            carry = carry && overflow
        }
        return words
    }

    private static func value(ofTwosComplement words: [UInt]) -> BigInt {
        guard let top = words.last, top >> (UInt.bitWidth - 1) == 1 else {
            return BigInt(sign: .plus, magnitude: BigUInt(words: words))
        }
        var magnitude = words
        var carry = true
        for index in magnitude.indices {
            let (sum, overflow) = (~magnitude[index]).addingReportingOverflow(carry ? 1 : 0)
            magnitude[index] = sum
            carry = carry && overflow
        }
        return BigInt(sign: .minus, magnitude: BigUInt(words: magnitude))
    }

    /// The value modulo 2^64 (ToBigUint64, §7.1.16), as ToBigInt64 stores it too.
    static func low64Bits(of x: BigInt) -> UInt64 {
        guard let low = x.magnitude.words.first else { return 0 }
        let magnitude = UInt64(low)
        return x.sign == .minus ? 0 &- magnitude : magnitude
    }

    /// BigInt.asUintN (§21.2.2.3): `x` modulo 2^bits.
    static func unsignedTruncation(_ x: BigInt, bits: Int) throws(BigIntFailure) -> BigInt {
        if bits == 0 { return 0 }
        if x.sign == .plus && x.magnitude.bitWidth <= bits { return x }
        guard bits <= JSBigInt.maximumBitWidth else { throw .tooLarge }
        return x.modulus(BigInt(1) << bits)
    }

    /// BigInt.asIntN (§21.2.2.2): `x` modulo 2^bits, read as a signed number of `bits` bits.
    static func signedTruncation(_ x: BigInt, bits: Int) -> BigInt {
        if bits == 0 { return 0 }
        // Fits already: |x| < 2^(bits-1), or x = -2^(bits-1).
        if x.magnitude.bitWidth < bits { return x }
        let modulus = BigInt(1) << bits
        let unsigned = x.modulus(modulus)
        return unsigned.magnitude.bitWidth == bits ? unsigned - modulus : unsigned
    }

    /// The Number value for a BigInt (§21.1.1.1 Number(value) on a BigInt): rounded to
    /// nearest, ties to even, ±Infinity past the largest finite double.
    static func double(from x: BigInt) -> Double {
        let magnitude = x.magnitude
        let width = magnitude.bitWidth
        let result: Double
        if width <= 64 {
            result = Double(magnitude.isZero ? 0 : UInt64(magnitude.words[0]))
        } else if width > 1100 {
            result = .infinity
        } else {
            // The top 64 bits, with any lower bit folded into the last one (a sticky bit),
            // round exactly as the whole number would: the conversion rounds at bit 11.
            let shift = width - 64
            var top = UInt64(magnitude >> shift)
            if magnitude.trailingZeroBitCount < shift { top |= 1 }
            result = Double(top) * Double(sign: .plus, exponent: shift, significand: 1)
        }
        return x.sign == .minus ? -result : result
    }

    /// NumberToBigInt (§21.2.1.1.1) for an integral, finite number.
    static func bigInt(exactly number: Double) -> BigInt? {
        guard number.isFinite, number.rounded(.towardZero) == number else { return nil }
        return BigInt(exactly: number)
    }

    /// How a BigInt compares with a Number (§7.2.13 IsLessThan, §7.2.14 IsLooselyEqual):
    /// nil for NaN.
    static func compare(_ x: BigInt, _ number: Double) -> ComparisonResult? {
        if number.isNaN { return nil }
        if number == .infinity { return .less }
        if number == -.infinity { return .greater }
        let floor = number.rounded(.down)
        guard let integer = BigInt(exactly: floor) else { return nil }
        if x < integer { return .less }
        if x > integer { return .greater }
        return floor == number ? .equal : .less
    }

    enum ComparisonResult { case less, equal, greater }

    /// StringToBigInt (§7.1.14): the StringIntegerLiteral grammar after trimming white
    /// space; nil when the text is not one.
    static func bigInt(from units: [UInt16]) -> BigInt? {
        var start = 0
        var end = units.count
        while start < end, NumberParsing.isWhitespaceOrLineTerminator(units[start]) { start += 1 }
        while end > start, NumberParsing.isWhitespaceOrLineTerminator(units[end - 1]) { end -= 1 }
        if start == end { return 0 }
        if end - start > 2, units[start] == 0x30 {
            let radix: Int? = switch units[start + 1] | 0x20 {
            case 0x78: 16
            case 0x6F: 8
            case 0x62: 2
            default: nil
            }
            if let radix { return bigInt(digits: units[(start + 2)..<end], radix: radix) }
        }
        var sign = BigInt.Sign.plus
        if units[start] == 0x2D || units[start] == 0x2B {
            sign = units[start] == 0x2D ? .minus : .plus
            start += 1
        }
        guard let magnitude = bigInt(digits: units[start..<end], radix: 10) else { return nil }
        return BigInt(sign: sign, magnitude: magnitude.magnitude)
    }

    /// The value of a BigInt literal's digits as the parser keeps them (`0x1f`, `12`).
    static func bigInt(literal digits: [UInt16]) -> BigInt {
        var radix = 10
        var start = 0
        if digits.count > 2, digits[0] == 0x30 {
            switch digits[1] | 0x20 {
            case 0x78: radix = 16
            case 0x6F: radix = 8
            case 0x62: radix = 2
            default: break
            }
            if radix != 10 { start = 2 }
        }
        return bigInt(digits: digits[start...], radix: radix) ?? 0
    }

    /// Digits of `radix` (2, 8, 10 or 16), at least one, nothing else.
    static func bigInt(digits: ArraySlice<UInt16>, radix: Int) -> BigInt? {
        guard !digits.isEmpty else { return nil }
        var text = ""
        text.unicodeScalars.reserveCapacity(digits.count)
        for unit in digits {
            let digit: Int
            switch unit {
            case 0x30...0x39: digit = Int(unit - 0x30)
            case 0x41...0x5A: digit = Int(unit - 0x41 + 10)
            case 0x61...0x7A: digit = Int(unit - 0x61 + 10)
            default: return nil
            }
            guard digit < radix else { return nil }
            text.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
        }
        // Only digits reach the library's parser, which would take a sign inside a chunk.
        return BigUInt(text, radix: radix).map { BigInt(sign: .plus, magnitude: $0) }
    }
}
