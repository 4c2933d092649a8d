import Glibc

extension NumberBuiltins {
    /// Number.prototype.toFixed ( fractionDigits ) (§20.1.3.3).
    ///
    /// The spec asks for the integer n nearest to x × 10^f, the larger on a tie. glibc prints
    /// a double's exact decimal expansion (every double below 10^21 has at most 1,074 fraction
    /// digits), so the digits are taken from it and rounded half up by hand: printf's own
    /// rounding would round exact ties to even (`(0.5).toFixed(0)` must be `"1"`).
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
        var buffer = [CChar](repeating: 0, count: 1_200)
        let count = withVaList([x]) { vsnprintf(&buffer, buffer.count, "%.1080f", $0) }
        guard count > 0 else { return "0" }
        let text = buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }
        guard let point = text.firstIndex(of: UInt8(ascii: ".")) else { return "0" }
        // Integer digits followed by the kept fraction digits, as one number to round.
        var kept = Array(text[..<point]) + Array(text[(point + 1)...].prefix(fractionDigits))
        let next = text.count > point + 1 + fractionDigits ? text[point + 1 + fractionDigits] : UInt8(ascii: "0")
        if next >= UInt8(ascii: "5") {
            var index = kept.count - 1
            while index >= 0 {
                if kept[index] == UInt8(ascii: "9") {
                    kept[index] = UInt8(ascii: "0")
                    index -= 1
                } else {
                    kept[index] += 1
                    break
                }
            }
            if index < 0 { kept.insert(UInt8(ascii: "1"), at: 0) }
        }
        let integerCount = kept.count - fractionDigits
        var result = String(decoding: kept[..<integerCount], as: UTF8.self)
        if fractionDigits > 0 {
            result += "." + String(decoding: kept[integerCount...], as: UTF8.self)
        }
        return result
    }
}
