/// An arbitrary-precision integer, the mathematical value behind a BigInt (§6.1.6.2):
/// a sign and a magnitude in 32-bit limbs, least significant first, with no leading zero
/// limb (zero has no limbs and is never negative).
///
/// The engine's own rather than a package's: the packages that resolve here pull in
/// Foundation (and ICU with it), which every `eddy` process would then load. 32-bit limbs
/// keep every intermediate product and quotient estimate inside 64 bits (Knuth's
/// algorithm D as Hacker's Delight writes it).
struct BigInteger: Hashable, Sendable {
    /// A value that fits in an `Int` is kept as one, without an array: most BigInts a script
    /// computes are small. Every value has one form only (`large` holds no value that fits),
    /// so the synthesized equality and hash are the value's.
    private enum Storage: Hashable, Sendable {
        case small(Int)
        case large(limbs: [UInt32], isNegative: Bool)
    }

    private var storage: Storage

    /// The magnitude in 32-bit limbs, least significant first, no leading zero limb.
    var limbs: [UInt32] {
        switch storage {
        case .small(let value):
            let magnitude = value.magnitude
            if magnitude == 0 { return [] }
            if magnitude >> 32 == 0 { return [UInt32(magnitude)] }
            return [UInt32(truncatingIfNeeded: magnitude), UInt32(truncatingIfNeeded: magnitude >> 32)]
        case .large(let limbs, _):
            return limbs
        }
    }

    var isNegative: Bool {
        switch storage {
        case .small(let value): return value < 0
        case .large(_, let isNegative): return isNegative
        }
    }

    init(limbs: [UInt32], isNegative: Bool) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        if limbs.count <= 2 {
            let magnitude = UInt64(limbs.first ?? 0) | UInt64(limbs.count > 1 ? limbs[1] : 0) << 32
            if magnitude <= UInt64(Int.max) {
                storage = .small(isNegative ? -Int(magnitude) : Int(magnitude))
                return
            }
            if isNegative && magnitude == UInt64(Int.max) + 1 {
                storage = .small(.min)
                return
            }
        }
        storage = .large(limbs: limbs, isNegative: isNegative && !limbs.isEmpty)
    }

    init(_ value: Int) {
        storage = .small(value)
    }

    init(_ value: Int64) {
        storage = .small(Int(value))
    }

    init(_ value: UInt64) {
        self.init(magnitude: value, isNegative: false)
    }

    private init(magnitude: UInt64, isNegative: Bool) {
        self.init(limbs: [UInt32(truncatingIfNeeded: magnitude), UInt32(truncatingIfNeeded: magnitude >> 32)],
                  isNegative: isNegative)
    }

    /// The integer a finite, integral double is; nil for any other double.
    init?(exactly number: Double) {
        guard number.isFinite, number.rounded(.towardZero) == number else { return nil }
        let magnitude = number.magnitude
        if magnitude < 0x1p64 {
            self.init(magnitude: UInt64(magnitude), isNegative: number < 0)
        } else {
            // significand × 2^(exponent − 52), exactly.
            let significand = magnitude.significandBitPattern | (1 << 52)
            let shifted = BigInteger(UInt64(significand)).shiftedLeft(by: Int(magnitude.exponent) - 52)
            self.init(limbs: shifted.limbs, isNegative: number < 0)
        }
    }

    static let zero = BigInteger(0)

    var isZero: Bool {
        if case .small(let value) = storage { return value == 0 }
        return false
    }

    /// The number of bits of the magnitude (0 for zero).
    var bitWidth: Int {
        if case .small(let value) = storage { return UInt.bitWidth - value.magnitude.leadingZeroBitCount }
        let limbs = self.limbs
        guard let top = limbs.last else { return 0 }
        return limbs.count * 32 - top.leadingZeroBitCount
    }

    /// The number of zero bits below the magnitude's lowest one bit (0 for zero).
    var trailingZeroBitCount: Int {
        if case .small(let value) = storage { return value == 0 ? 0 : value.magnitude.trailingZeroBitCount }
        let limbs = self.limbs
        guard let index = limbs.firstIndex(where: { $0 != 0 }) else { return 0 }
        return index * 32 + limbs[index].trailingZeroBitCount
    }

    /// The value as an `Int`, when it fits.
    var intValue: Int? {
        if case .small(let value) = storage { return value }
        return nil
    }

    /// The magnitude's low 64 bits.
    var lowMagnitudeBits: UInt64 {
        switch storage {
        case .small(let value): return UInt64(value.magnitude)
        case .large(let limbs, _): return UInt64(limbs[0]) | UInt64(limbs.count > 1 ? limbs[1] : 0) << 32
        }
    }

    var magnitude: BigInteger {
        if case .small(let value) = storage, value != .min { return BigInteger(Swift.abs(value)) }
        return BigInteger(limbs: limbs, isNegative: false)
    }

    // MARK: Arithmetic

    static prefix func - (value: BigInteger) -> BigInteger {
        if case .small(let small) = value.storage, small != .min { return BigInteger(-small) }
        return BigInteger(limbs: value.limbs, isNegative: !value.isNegative)
    }

    static func + (left: BigInteger, right: BigInteger) -> BigInteger {
        if case .small(let a) = left.storage, case .small(let b) = right.storage {
            let (sum, overflow) = a.addingReportingOverflow(b)
            if !overflow { return BigInteger(sum) }
        }
        if left.isNegative == right.isNegative {
            return BigInteger(limbs: addMagnitudes(left.limbs, right.limbs), isNegative: left.isNegative)
        }
        // Opposite signs: the larger magnitude keeps its sign.
        if compareMagnitudes(left.limbs, right.limbs) >= 0 {
            return BigInteger(limbs: subtractMagnitudes(left.limbs, right.limbs), isNegative: left.isNegative)
        }
        return BigInteger(limbs: subtractMagnitudes(right.limbs, left.limbs), isNegative: right.isNegative)
    }

    static func - (left: BigInteger, right: BigInteger) -> BigInteger { left + -right }

    static func * (left: BigInteger, right: BigInteger) -> BigInteger {
        left.multiplied(by: right, watch: Unwatched())
    }

    /// The product, looking at `watch` between the steps of a long multiplication.
    func multiplied<Watch: BigIntegerWatch>(by other: BigInteger, watch: Watch) throws(Watch.Failure) -> BigInteger {
        if case .small(let a) = storage, case .small(let b) = other.storage {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            if !overflow { return BigInteger(product) }
        }
        return BigInteger(limbs: try BigInteger.product(limbs, other.limbs, watch: watch),
                          isNegative: isNegative != other.isNegative)
    }

    /// Truncated division: the quotient rounds toward zero and the remainder has the
    /// dividend's sign. The divisor must not be zero.
    func quotientAndRemainder(dividingBy divisor: BigInteger) -> (quotient: BigInteger, remainder: BigInteger) {
        quotientAndRemainder(dividingBy: divisor, watch: Unwatched())
    }

    /// Truncated division, looking at `watch` between the steps of a long one.
    func quotientAndRemainder<Watch: BigIntegerWatch>(
        dividingBy divisor: BigInteger, watch: Watch
    ) throws(Watch.Failure) -> (quotient: BigInteger, remainder: BigInteger) {
        if case .small(let a) = storage, case .small(let b) = divisor.storage, b != 0, !(a == .min && b == -1) {
            return (BigInteger(a / b), BigInteger(a % b))
        }
        let (quotient, remainder) = try BigInteger.quotientAndRemainder(magnitude, divisor.magnitude, watch: watch)
        return (BigInteger(limbs: quotient.limbs, isNegative: isNegative != divisor.isNegative),
                BigInteger(limbs: remainder.limbs, isNegative: isNegative))
    }

    /// `self` raised to a non-negative power.
    func power(_ exponent: Int) -> BigInteger {
        power(exponent, watch: Unwatched())
    }

    /// `self` raised to a non-negative power, by squaring.
    func power<Watch: BigIntegerWatch>(_ exponent: Int, watch: Watch) throws(Watch.Failure) -> BigInteger {
        var result = BigInteger(1)
        var base = self
        var remaining = exponent
        while remaining > 0 {
            if remaining & 1 == 1 { result = try result.multiplied(by: base, watch: watch) }
            remaining >>= 1
            if remaining > 0 { base = try base.multiplied(by: base, watch: watch) }
        }
        return result
    }

    /// The magnitude shifted left, sign kept: × 2^count.
    func shiftedLeft(by count: Int) -> BigInteger {
        guard !isZero, count > 0 else { return self }
        let limbs = self.limbs
        let limbShift = count / 32
        let bitShift = count % 32
        var result = [UInt32](repeating: 0, count: limbShift)
        result.reserveCapacity(limbShift + limbs.count + 1)
        var carry: UInt32 = 0
        for limb in limbs {
            result.append(bitShift == 0 ? limb : limb << bitShift | carry)
            carry = bitShift == 0 ? 0 : limb >> (32 - bitShift)
        }
        result.append(carry)
        return BigInteger(limbs: result, isNegative: isNegative)
    }

    /// The magnitude shifted right (bits shifted out are lost), sign kept.
    func magnitudeShiftedRight(by count: Int) -> BigInteger {
        let limbs = self.limbs
        let limbShift = count / 32
        guard limbShift < limbs.count else { return .zero }
        let bitShift = count % 32
        var result: [UInt32] = []
        result.reserveCapacity(limbs.count - limbShift)
        for index in limbShift..<limbs.count {
            let high = index + 1 < limbs.count ? limbs[index + 1] : 0
            result.append(bitShift == 0 ? limbs[index] : limbs[index] >> bitShift | high << (32 - bitShift))
        }
        return BigInteger(limbs: result, isNegative: isNegative)
    }

    // MARK: Magnitudes

    static func compareMagnitudes(_ left: [UInt32], _ right: [UInt32]) -> Int {
        if left.count != right.count { return left.count < right.count ? -1 : 1 }
        for index in stride(from: left.count - 1, through: 0, by: -1) where left[index] != right[index] {
            return left[index] < right[index] ? -1 : 1
        }
        return 0
    }

    static func addMagnitudes(_ left: [UInt32], _ right: [UInt32]) -> [UInt32] {
        let (long, short) = left.count >= right.count ? (left, right) : (right, left)
        var result: [UInt32] = []
        result.reserveCapacity(long.count + 1)
        var carry: UInt64 = 0
        for index in 0..<long.count {
            let sum = UInt64(long[index]) + (index < short.count ? UInt64(short[index]) : 0) + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry != 0 { result.append(UInt32(carry)) }
        return result
    }

    /// `left − right` for `left ≥ right`.
    static func subtractMagnitudes(_ left: [UInt32], _ right: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(left.count)
        var borrow: Int64 = 0
        for index in 0..<left.count {
            var difference = Int64(left[index]) - (index < right.count ? Int64(right[index]) : 0) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 1 << 32 }
            result.append(UInt32(difference))
        }
        return result
    }

    /// Knuth's algorithm D (Hacker's Delight, divmnu): quotient and remainder magnitudes, in
    /// time proportional to the quotient's length times the divisor's.
    static func longDivision<Watch: BigIntegerWatch>(
        _ dividend: [UInt32], _ divisor: [UInt32], watch: Watch
    ) throws(Watch.Failure) -> ([UInt32], [UInt32]) {
        precondition(!divisor.isEmpty, "division by zero")
        let m = dividend.count
        let n = divisor.count
        if compareMagnitudes(dividend, divisor) < 0 { return ([], dividend) }
        let base: UInt64 = 1 << 32
        if n == 1 {
            var quotient = [UInt32](repeating: 0, count: m)
            var remainder: UInt64 = 0
            let single = UInt64(divisor[0])
            for j in stride(from: m - 1, through: 0, by: -1) {
                let current = remainder << 32 | UInt64(dividend[j])
                quotient[j] = UInt32(current / single)
                remainder = current % single
            }
            return (quotient, [UInt32(remainder)])
        }
        // Normalize: the divisor's top bit set.
        let shift = divisor[n - 1].leadingZeroBitCount
        var normalizedDivisor = [UInt32](repeating: 0, count: n)
        for i in stride(from: n - 1, to: 0, by: -1) {
            normalizedDivisor[i] = divisor[i] << shift | UInt32(truncatingIfNeeded: UInt64(divisor[i - 1]) >> (32 - shift))
        }
        normalizedDivisor[0] = divisor[0] << shift
        var normalized = [UInt32](repeating: 0, count: m + 1)
        normalized[m] = UInt32(truncatingIfNeeded: UInt64(dividend[m - 1]) >> (32 - shift))
        for i in stride(from: m - 1, to: 0, by: -1) {
            normalized[i] = dividend[i] << shift | UInt32(truncatingIfNeeded: UInt64(dividend[i - 1]) >> (32 - shift))
        }
        normalized[0] = dividend[0] << shift
        var quotient = [UInt32](repeating: 0, count: m - n + 1)
        let top = UInt64(normalizedDivisor[n - 1])
        let second = UInt64(normalizedDivisor[n - 2])
        for j in stride(from: m - n, through: 0, by: -1) {
            if j & 255 == 0 { try watch.check() }
            let numerator = UInt64(normalized[j + n]) << 32 | UInt64(normalized[j + n - 1])
            var estimate = numerator / top
            var remainder = numerator - estimate * top
            while estimate >= base || estimate * second > (remainder << 32 | UInt64(normalized[j + n - 2])) {
                estimate -= 1
                remainder += top
                if remainder >= base { break }
            }
            // Multiply and subtract.
            var borrow: Int64 = 0
            for i in 0..<n {
                let product = estimate * UInt64(normalizedDivisor[i])
                let difference = Int64(normalized[i + j]) - borrow - Int64(product & 0xFFFF_FFFF)
                normalized[i + j] = UInt32(truncatingIfNeeded: difference)
                borrow = Int64(product >> 32) - (difference >> 32)
            }
            let difference = Int64(normalized[j + n]) - borrow
            normalized[j + n] = UInt32(truncatingIfNeeded: difference)
            quotient[j] = UInt32(truncatingIfNeeded: estimate)
            if difference < 0 {
                // The estimate was one too large: add the divisor back.
                quotient[j] &-= 1
                var carry: UInt64 = 0
                for i in 0..<n {
                    let sum = UInt64(normalized[i + j]) + UInt64(normalizedDivisor[i]) + carry
                    normalized[i + j] = UInt32(truncatingIfNeeded: sum)
                    carry = sum >> 32
                }
                normalized[j + n] = normalized[j + n] &+ UInt32(truncatingIfNeeded: carry)
            }
        }
        var remainder = [UInt32](repeating: 0, count: n)
        for i in 0..<(n - 1) {
            remainder[i] = normalized[i] >> shift | UInt32(truncatingIfNeeded: UInt64(normalized[i + 1]) << (32 - shift))
        }
        remainder[n - 1] = normalized[n - 1] >> shift
        return (quotient, remainder)
    }
}

extension BigInteger: Comparable {
    static func < (left: BigInteger, right: BigInteger) -> Bool {
        if case .small(let a) = left.storage, case .small(let b) = right.storage { return a < b }
        if left.isNegative != right.isNegative { return left.isNegative }
        let order = compareMagnitudes(left.limbs, right.limbs)
        return left.isNegative ? order > 0 : order < 0
    }
}

extension BigInteger: ExpressibleByIntegerLiteral {
    init(integerLiteral value: Int) { self.init(value) }
}
