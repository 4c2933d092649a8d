import Glibc

extension NumberBuiltins {
    /// Number.prototype.toFixed ( fractionDigits ) (§20.1.3.3).
    ///
    /// The spec asks for the integer n nearest to x × 10^f, the larger on a tie. glibc's
    /// printf rounds a double's exact value correctly, but an exact tie to even
    /// (`(0.5).toFixed(0)` must be `"1"`), so a tie is printed one digit longer and rounded
    /// up by hand (`fixedNotation`).
    @Sendable static func toFixed(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        var x = try thisNumber(this, method: "toFixed", in: agent)
        let digits = try agent.toIntegerOrInfinity(arguments[0])
        guard digits.isFinite, digits >= 0, digits <= 100 else {
            throw agent.rangeError("toFixed() digits argument must be between 0 and 100")
        }
        guard x.isFinite else { return .string(NumberFormatting.jsString(from: x)) }
        var sign = ""
        if x < 0 {
            sign = "-"
        }
        x = abs(x)  // also turns -0 into +0, which printf would print with a sign
        if x >= 1e21 { return JSValue(sign + NumberFormatting.jsString(from: x).stringValue) }
        return JSValue(sign + fixedNotation(x, fractionDigits: Int(digits)))
    }

    /// The digits of `x` (finite, 0 ≤ x < 10^21) with exactly `fractionDigits` after the point,
    /// rounded half up.
    static func fixedNotation(_ x: Double, fractionDigits: Int) -> String {
        if let (integer, roundsUp) = ExactDecimal.scaled(x, byPowerOfTen: fractionDigits) {
            var digits = String(roundsUp ? integer + 1 : integer)
            guard fractionDigits > 0 else { return digits }
            if digits.count <= fractionDigits {
                digits = String(repeating: "0", count: fractionDigits + 1 - digits.count) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
            return digits
        }
        return printedFixedNotation(x, fractionDigits: fractionDigits)
    }

    /// `fixedNotation` through printf, for what `ExactDecimal` cannot hold.
    static func printedFixedNotation(_ x: Double, fractionDigits: Int) -> String {
        // x = m × 2^e with m odd has exactly max(0, -e) fraction digits, the last of them a 5,
        // so x × 10^f lies halfway between two integers exactly when -e = f + 1. Then the
        // f + 1 digits printf prints are exact, and the final 5 rounds up.
        let isTie = exactFractionDigitCount(x) == fractionDigits + 1
        let precision = isTie ? fractionDigits + 1 : fractionDigits
        // At most 21 integer digits, the point, the fraction and the terminating zero.
        var buffer = [CChar](repeating: 0, count: precision + 24)
        let count = withVaList([Int32(precision), x]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
        guard count > 0, Int(count) < buffer.count else { return "0" }
        var text = buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }
        if isTie {
            text.removeLast()  // the 5
            var index = text.count - 1
            while index >= 0 {
                switch text[index] {
                case UInt8(ascii: "."):
                    index -= 1
                    continue
                case UInt8(ascii: "9"):
                    text[index] = UInt8(ascii: "0")
                    index -= 1
                    continue
                default:
                    text[index] += 1
                }
                break
            }
            if index < 0 { text.insert(UInt8(ascii: "1"), at: 0) }
            if text.last == UInt8(ascii: ".") { text.removeLast() }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// How many digits the exact decimal expansion of `x` has after the point.
    static func exactFractionDigitCount(_ x: Double) -> Int {
        guard x != 0, x.isFinite else { return 0 }
        let significand = x.significandBitPattern | (x.isNormal ? 1 << 52 : 0)
        let exponent = (x.isNormal ? Int(x.exponent) : -1022) - 52 + significand.trailingZeroBitCount
        return max(0, -exponent)
    }
}
