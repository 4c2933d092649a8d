/// Exact decimal scaling of doubles in 128-bit integers, for the formats whose digits come
/// from a number's exact value rounded half up: toFixed, toExponential and toPrecision
/// (§20.1.3.3, §20.1.3.2, §20.1.3.5: "if there are two such n, pick the larger n"). A double
/// is m × 2^e with m < 2^53, so x × 10^k is a ratio of two integers that fit 128 bits for the
/// digit counts programs ask for; printf's exact expansion, fifty times slower, is left for
/// the rest.
enum ExactDecimal {
    /// x × 10^k for a finite x ≥ 0: its integer part, and whether the rest is at least a half.
    /// Nil when the ratio does not fit 128 bits.
    static func scaled(_ x: Double, byPowerOfTen k: Int) -> (integer: UInt128, roundsUp: Bool)? {
        guard x != 0 else { return (0, false) }
        guard abs(k) < powersOfTen.count else { return nil }
        let exponent = (x.isNormal ? Int(x.exponent) : -1022) - 52
        var numerator = UInt128(x.significandBitPattern | (x.isNormal ? 1 << 52 : 0))
        var denominator: UInt128 = 1
        if exponent > 0 {
            guard exponent <= 74 else { return nil }  // m × 2^74 < 2^127
            numerator <<= exponent
        }
        if k >= 0 {
            let (product, overflow) = numerator.multipliedReportingOverflow(by: powersOfTen[k])
            if overflow { return nil }
            numerator = product
        } else {
            denominator = powersOfTen[-k]
        }
        if exponent < 0 {
            let shift = -exponent
            let denominatorBits = UInt128.bitWidth - denominator.leadingZeroBitCount
            if denominatorBits + shift > 127 {
                // N < 2^a and D ≥ 2^(b−1) make N / (D × 2^s) < 2^(a−b+1−s): under a half when
                // a ≤ b + s − 2, and then the integer part is 0 and nothing rounds up.
                let numeratorBits = UInt128.bitWidth - numerator.leadingZeroBitCount
                return numeratorBits <= denominatorBits + shift - 2 ? (0, false) : nil
            }
            denominator <<= shift
        }
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        return (quotient, remainder >= denominator - remainder)
    }

    /// The `count` significant digits of a finite x > 0 rounded half up, and the exponent of
    /// the first; nil past 38 digits or when `scaled` cannot say.
    static func roundedDigits(_ x: Double, count: Int) -> (digits: [UInt8], exponent: Int)? {
        guard count < powersOfTen.count else { return nil }
        // At most one below the exponent of the first digit: log10 x lies in
        // [b log10 2, (b + 1) log10 2) for x in [2^b, 2^(b+1)).
        var exponent = Int((Double(x.exponent) * 0.301029995663981195).rounded(.down))
        let limit = powersOfTen[count]
        for _ in 0..<2 {
            guard let (integer, roundsUp) = scaled(x, byPowerOfTen: count - 1 - exponent) else { return nil }
            if integer >= limit {
                exponent += 1
                continue
            }
            var rounded = roundsUp ? integer + 1 : integer
            if rounded == limit {  // 9.995 to three digits: 1.00e1
                rounded = powersOfTen[count - 1]
                exponent += 1
            }
            return (String(rounded).utf8.map { $0 - UInt8(ascii: "0") }, exponent)
        }
        return nil
    }

    /// 10^0 … 10^38, the powers below 2^127.
    static let powersOfTen: [UInt128] = {
        var powers: [UInt128] = [1]
        for _ in 1...38 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()
}
