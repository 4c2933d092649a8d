/// A JavaScript BigInt value (§6.1.6.2): an immutable integer of any size, compared by
/// value. A cell of the heap, so that a BigInt value is a plain word: make one with
/// `Agent.makeBigInt`, which registers it.
package final class JSBigInt: HeapCell {
    let value: BigInteger

    init(_ value: BigInteger) {
        self.value = value
    }

    /// The largest magnitude a BigInt may have, in bits: V8's limit (2^30), so that the
    /// same scripts hit `RangeError: Maximum BigInt size exceeded` at the same place.
    static let maximumBitWidth = 1 << 30

    var isZero: Bool { value.isZero }
    var isNegative: Bool { value.isNegative }

    /// ToString for BigInts (§6.1.6.2.23 BigInt::toString) in `radix` (2…36).
    func string(radix: Int = 10) -> String {
        value.string(radix: radix)
    }

    /// BigInt::toString for a script: a long conversion stops at an interrupt.
    func string(radix: Int = 10, interrupt: ExecutionInterrupt) throws(BigIntFailure) -> String {
        try value.string(radix: radix, watch: interrupt)
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
    /// The agent's interrupt was requested during a long computation: not a JavaScript
    /// error; the agent acts on the interrupt instead.
    case interrupted
}

/// The BigInt operations of §6.1.6.2: each takes and gives `BigInteger`s, throwing
/// `BigIntFailure` where the specification throws, and refuses a result larger than the
/// size limit before computing it.
enum BigIntArithmetic {
    static func checked(_ value: BigInteger) throws(BigIntFailure) -> BigInteger {
        guard value.bitWidth <= JSBigInt.maximumBitWidth else { throw .tooLarge }
        return value
    }

    /// BigInt::add and BigInt::subtract (§6.1.6.2.7, §6.1.6.2.8).
    static func add(_ x: BigInteger, _ y: BigInteger) throws(BigIntFailure) -> BigInteger { try checked(x + y) }
    static func subtract(_ x: BigInteger, _ y: BigInteger) throws(BigIntFailure) -> BigInteger { try checked(x - y) }

    /// BigInt::multiply (§6.1.6.2.4).
    static func multiply(_ x: BigInteger, _ y: BigInteger, interrupt: ExecutionInterrupt) throws(BigIntFailure) -> BigInteger {
        if x.isZero || y.isZero { return 0 }
        guard x.bitWidth + y.bitWidth <= JSBigInt.maximumBitWidth + 1 else { throw .tooLarge }
        return try checked(x.multiplied(by: y, watch: interrupt))
    }

    /// BigInt::divide (§6.1.6.2.5): truncated toward zero.
    static func divide(_ x: BigInteger, _ y: BigInteger, interrupt: ExecutionInterrupt) throws(BigIntFailure) -> BigInteger {
        guard !y.isZero else { throw .divisionByZero }
        return try x.quotientAndRemainder(dividingBy: y, watch: interrupt).quotient
    }

    /// BigInt::remainder (§6.1.6.2.6): the sign of the dividend.
    static func remainder(_ x: BigInteger, _ y: BigInteger, interrupt: ExecutionInterrupt) throws(BigIntFailure) -> BigInteger {
        guard !y.isZero else { throw .divisionByZero }
        return try x.quotientAndRemainder(dividingBy: y, watch: interrupt).remainder
    }

    /// BigInt::exponentiate (§6.1.6.2.3).
    static func exponentiate(_ base: BigInteger, _ exponent: BigInteger, interrupt: ExecutionInterrupt) throws(BigIntFailure) -> BigInteger {
        guard !exponent.isNegative else { throw .negativeExponent }
        if exponent.isZero { return 1 }
        // 0, 1 and -1 stay small whatever the exponent.
        if base.bitWidth <= 1 {
            if base.isZero { return 0 }
            return base.isNegative && exponent.lowMagnitudeBits & 1 == 1 ? -1 : 1
        }
        guard let power = exponent.intValue, power <= JSBigInt.maximumBitWidth,
            (base.bitWidth - 1) * power < JSBigInt.maximumBitWidth
        else { throw .tooLarge }
        return try checked(base.power(power, watch: interrupt))
    }

    /// BigInt::leftShift (§6.1.6.2.9); a negative count shifts right.
    static func leftShift(_ x: BigInteger, _ count: BigInteger) throws(BigIntFailure) -> BigInteger {
        if count.isNegative { return signedRightShift(x, by: count.magnitude) }
        if x.isZero { return 0 }
        guard let bits = count.intValue, bits <= JSBigInt.maximumBitWidth,
            x.bitWidth + bits <= JSBigInt.maximumBitWidth
        else { throw .tooLarge }
        return x.shiftedLeft(by: bits)
    }

    /// BigInt::signedRightShift (§6.1.6.2.10): floor(x / 2^count).
    static func signedRightShift(_ x: BigInteger, _ count: BigInteger) throws(BigIntFailure) -> BigInteger {
        if count.isNegative { return try leftShift(x, count.magnitude) }
        return signedRightShift(x, by: count)
    }

    /// floor(x / 2^count) for a non-negative count.
    private static func signedRightShift(_ x: BigInteger, by count: BigInteger) -> BigInteger {
        guard let bits = count.intValue, bits < x.bitWidth else { return x.isNegative ? -1 : 0 }
        if !x.isNegative { return x.magnitudeShiftedRight(by: bits) }
        // floor for negatives: -((|x| - 1) >> n) - 1, as two's complement shifts.
        return -(x.magnitude - 1).magnitudeShiftedRight(by: bits) - 1
    }

    /// BigInt::bitwiseNOT (§6.1.6.2.2): -x - 1.
    static func bitwiseNot(_ x: BigInteger) -> BigInteger { -x - 1 }

    /// BigInt::bitwiseAND, bitwiseXOR, bitwiseOR (§6.1.6.2.20–22), on two's complement
    /// representations as wide as the wider operand plus a sign limb.
    static func bitwise(_ x: BigInteger, _ y: BigInteger, _ operation: (UInt32, UInt32) -> UInt32) -> BigInteger {
        let count = max(x.limbs.count, y.limbs.count) + 1
        let left = twosComplementLimbs(of: x, count: count)
        let right = twosComplementLimbs(of: y, count: count)
        var limbs = [UInt32](repeating: 0, count: count)
        for index in 0..<count { limbs[index] = operation(left[index], right[index]) }
        return value(ofTwosComplement: limbs)
    }

    private static func twosComplementLimbs(of value: BigInteger, count: Int) -> [UInt32] {
        var limbs = [UInt32](repeating: 0, count: count)
        for (index, limb) in value.limbs.enumerated() { limbs[index] = limb }
        return value.isNegative ? negated(limbs) : limbs
    }

    /// Two's complement negation: invert and add one.
    private static func negated(_ limbs: [UInt32]) -> [UInt32] {
        var result = limbs
        var carry = true
        for index in result.indices {
            let (sum, overflow) = (~result[index]).addingReportingOverflow(carry ? 1 : 0)
            result[index] = sum
            carry = carry && overflow
        }
        return result
    }

    private static func value(ofTwosComplement limbs: [UInt32]) -> BigInteger {
        guard let top = limbs.last, top >> 31 == 1 else { return BigInteger(limbs: limbs, isNegative: false) }
        return BigInteger(limbs: negated(limbs), isNegative: true)
    }

    /// The value modulo 2^64 (ToBigUint64, §7.1.16), as ToBigInt64 stores it too.
    static func low64Bits(of x: BigInteger) -> UInt64 {
        x.isNegative ? 0 &- x.lowMagnitudeBits : x.lowMagnitudeBits
    }

    /// BigInt.asUintN (§21.2.2.3): `x` modulo 2^bits.
    static func unsignedTruncation(_ x: BigInteger, bits: Int) throws(BigIntFailure) -> BigInteger {
        if bits == 0 { return 0 }
        if !x.isNegative && x.bitWidth <= bits { return x }
        guard bits <= JSBigInt.maximumBitWidth else { throw .tooLarge }
        return lowBits(of: x, count: bits)
    }

    /// BigInt.asIntN (§21.2.2.2): `x` modulo 2^bits, read as a signed number of `bits` bits.
    static func signedTruncation(_ x: BigInteger, bits: Int) -> BigInteger {
        if bits == 0 { return 0 }
        // Fits already: |x| < 2^(bits-1).
        if x.bitWidth < bits { return x }
        let unsigned = lowBits(of: x, count: bits)
        return unsigned.bitWidth == bits ? unsigned - BigInteger(1).shiftedLeft(by: bits) : unsigned
    }

    /// The low `count` bits of `x`'s two's complement representation, as a non-negative
    /// integer: x modulo 2^count.
    private static func lowBits(of x: BigInteger, count: Int) -> BigInteger {
        let limbCount = (count + 31) / 32
        var limbs = twosComplementLimbs(of: x, count: max(limbCount, x.limbs.count + 1))
        limbs.removeLast(limbs.count - limbCount)
        if count % 32 != 0 { limbs[limbCount - 1] &= (1 << UInt32(count % 32)) - 1 }
        return BigInteger(limbs: limbs, isNegative: false)
    }

    /// The Number value for a BigInt (§21.1.1.1 Number(value) on a BigInt): rounded to
    /// nearest, ties to even, ±Infinity past the largest finite double.
    static func double(from x: BigInteger) -> Double {
        let width = x.bitWidth
        let result: Double
        if width <= 64 {
            result = Double(x.lowMagnitudeBits)
        } else if width > 1100 {
            result = .infinity
        } else {
            // The top 64 bits, with any lower bit folded into the last one (a sticky bit),
            // round exactly as the whole number would: the conversion rounds at bit 11.
            let shift = width - 64
            var top = x.magnitude.magnitudeShiftedRight(by: shift).lowMagnitudeBits
            if x.trailingZeroBitCount < shift { top |= 1 }
            result = Double(top) * Double(sign: .plus, exponent: shift, significand: 1)
        }
        return x.isNegative ? -result : result
    }

    /// NumberToBigInt (§21.2.1.1.1) for an integral, finite number.
    static func bigInt(exactly number: Double) -> BigInteger? {
        BigInteger(exactly: number)
    }

    /// How a BigInt compares with a Number (§7.2.13 IsLessThan, §7.2.14 IsLooselyEqual):
    /// nil for NaN.
    static func compare(_ x: BigInteger, _ number: Double) -> ComparisonResult? {
        if number.isNaN { return nil }
        if number == .infinity { return .less }
        if number == -.infinity { return .greater }
        let floor = number.rounded(.down)
        guard let integer = BigInteger(exactly: floor) else { return nil }
        if x < integer { return .less }
        if x > integer { return .greater }
        return floor == number ? .equal : .less
    }

    enum ComparisonResult { case less, equal, greater }

    /// StringToBigInt (§7.1.14): the StringIntegerLiteral grammar after trimming white
    /// space; nil when the text is not one.
    static func bigInt(from units: [UInt16]) -> BigInteger? {
        bigInt(from: units, watch: Unwatched())
    }

    /// StringToBigInt for a script: a long conversion stops at an interrupt.
    static func bigInt<Watch: BigIntegerWatch>(from units: [UInt16], watch: Watch) throws(Watch.Failure) -> BigInteger? {
        var start = 0
        var end = units.count
        while start < end, NumberParsing.isWhitespaceOrLineTerminator(units[start]) { start += 1 }
        while end > start, NumberParsing.isWhitespaceOrLineTerminator(units[end - 1]) { end -= 1 }
        if start == end { return 0 }
        if end - start > 2, units[start] == 0x30, let radix = radix(ofPrefix: units[start + 1]) {
            return try BigInteger.parse(digits: units[(start + 2)..<end], radix: radix, watch: watch)
        }
        var isNegative = false
        if units[start] == 0x2D || units[start] == 0x2B {
            isNegative = units[start] == 0x2D
            start += 1
        }
        guard let magnitude = try BigInteger.parse(digits: units[start..<end], radix: 10, watch: watch) else { return nil }
        return isNegative ? -magnitude : magnitude
    }

    /// The radix a `0x`, `0o` or `0b` prefix names, from its letter.
    private static func radix(ofPrefix letter: UInt16) -> Int? {
        switch letter | 0x20 {
        case 0x78: return 16
        case 0x6F: return 8
        case 0x62: return 2
        default: return nil
        }
    }

    /// The value of a BigInt literal's digits as the parser keeps them (`0x1f`, `12`).
    static func bigInt(literal digits: [UInt16]) -> BigInteger {
        if digits.count > 2, digits[0] == 0x30, let radix = radix(ofPrefix: digits[1]) {
            return BigInteger(digits: digits[2...], radix: radix) ?? 0
        }
        return BigInteger(digits: digits[...], radix: 10) ?? 0
    }
}
