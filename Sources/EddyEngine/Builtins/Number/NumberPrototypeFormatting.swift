import Glibc

extension NumberBuiltins {
    /// Number.prototype.toExponential ( fractionDigits ) (§20.1.3.2).
    @Sendable static func toExponential(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let x = try thisNumber(this, method: "toExponential", in: agent)
        let digits = try agent.toIntegerOrInfinity(arguments[0])
        guard x.isFinite else { return agent.value(of: NumberFormatting.jsString(from: x)) }
        guard digits >= 0, digits <= 100 else {
            throw agent.rangeError("toExponential() argument must be between 0 and 100")
        }
        let sign = x < 0 ? "-" : ""
        let magnitude = Swift.abs(x)
        let significand: [UInt8]
        let exponent: Int
        if magnitude == 0 {
            significand = [UInt8](repeating: 0, count: Int(digits) + 1)
            exponent = 0
        } else if arguments[0].isUndefined {
            let shortest = NumberFormatting.shortestDigits(of: magnitude)
            significand = shortest.digits
            exponent = shortest.exponent - 1
        } else {
            (significand, exponent) = roundedDigits(magnitude, count: Int(digits) + 1)
        }
        return JSValue(sign + exponentialNotation(significand, exponent: exponent))
    }

    /// Number.prototype.toPrecision ( precision ) (§20.1.3.5).
    @Sendable static func toPrecision(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let x = try thisNumber(this, method: "toPrecision", in: agent)
        if arguments[0].isUndefined { return agent.value(of: NumberFormatting.jsString(from: x)) }
        let precision = try agent.toIntegerOrInfinity(arguments[0])
        guard x.isFinite else { return agent.value(of: NumberFormatting.jsString(from: x)) }
        guard precision >= 1, precision <= 100 else {
            throw agent.rangeError("toPrecision() argument must be between 1 and 100")
        }
        let p = Int(precision)
        let sign = x < 0 ? "-" : ""
        let magnitude = Swift.abs(x)
        let digits: [UInt8]
        let e: Int
        if magnitude == 0 {
            digits = [UInt8](repeating: 0, count: p)
            e = 0
        } else {
            (digits, e) = roundedDigits(magnitude, count: p)
            if e < -6 || e >= p { return JSValue(sign + exponentialNotation(digits, exponent: e)) }
        }
        let text = String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        if e == p - 1 { return JSValue(sign + text) }
        if e >= 0 {
            let split = text.index(text.startIndex, offsetBy: e + 1)
            return JSValue(sign + text[..<split] + "." + text[split...])
        }
        return JSValue(sign + "0." + String(repeating: "0", count: -(e + 1)) + text)
    }

    /// `d.ddd` + `e±n`.
    static func exponentialNotation(_ digits: [UInt8], exponent: Int) -> String {
        var text = String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        if digits.count > 1 { text.insert(".", at: text.index(after: text.startIndex)) }
        return text + "e" + (exponent < 0 ? "-" : "+") + String(Swift.abs(exponent))
    }

    /// The `count` significant decimal digits of `x` (finite, positive), rounded half up
    /// from its exact decimal expansion as the spec asks ("if there are two such sets,
    /// choose the larger n"), and the exponent of the first digit.
    static func roundedDigits(_ x: Double, count: Int) -> (digits: [UInt8], exponent: Int) {
        if let rounded = ExactDecimal.roundedDigits(x, count: count) { return rounded }
        // glibc prints the exact expansion: a double has at most 767 significant digits.
        var buffer = [CChar](repeating: 0, count: 1_000)
        let length = withVaList([x]) { vsnprintf(&buffer, buffer.count, "%.780e", $0) }
        let text = buffer.prefix(Int(Swift.max(length, 0))).map { UInt8(bitPattern: $0) }
        guard let e = text.firstIndex(of: UInt8(ascii: "e")) else { return ([0], 0) }
        let all = text[..<e].filter { $0 != UInt8(ascii: ".") }.map { $0 - UInt8(ascii: "0") }
        var exponent = Int(String(decoding: text[(e + 1)...], as: UTF8.self)) ?? 0
        var digits = Array(all.prefix(count))
        while digits.count < count { digits.append(0) }
        if all.count > count, all[count] >= 5 {
            var index = count - 1
            while index >= 0 {
                if digits[index] == 9 {
                    digits[index] = 0
                    index -= 1
                } else {
                    digits[index] += 1
                    break
                }
            }
            if index < 0 {
                digits.insert(1, at: 0)
                digits.removeLast()
                exponent += 1
            }
        }
        return (digits, exponent)
    }

    /// A finite number in radix 2–36 (not 10): V8's DoubleToRadixCString, which prints
    /// fraction digits only until they identify the double uniquely.
    static func radixString(_ value: Double, radix: Int) -> String {
        let characters = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        let base = Double(radix)
        let isNegative = value < 0
        let magnitude = Swift.abs(value)
        var integer = magnitude.rounded(.down)
        var fraction = magnitude - integer
        var delta = Swift.max(0.5 * (magnitude.nextUp - magnitude), Double.leastNonzeroMagnitude)
        var fractionDigits: [UInt8] = []
        if fraction >= delta {
            repeat {
                fraction *= base
                delta *= base
                let digit = Int(fraction)
                fractionDigits.append(UInt8(digit))
                fraction -= Double(digit)
                if fraction > 0.5 || (fraction == 0.5 && digit & 1 == 1), fraction + delta > 1 {
                    // Round up, carrying into the integer part when every digit overflows.
                    while true {
                        guard let last = fractionDigits.popLast() else {
                            integer += 1
                            break
                        }
                        if Int(last) + 1 < radix {
                            fractionDigits.append(last + 1)
                            break
                        }
                    }
                    break
                }
            } while fraction >= delta
        }
        var integerDigits: [UInt8] = []
        // Digits below the double's precision print as zeros.
        while integer / base >= 9_007_199_254_740_992 {
            integer /= base
            integerDigits.append(UInt8(ascii: "0"))
        }
        repeat {
            let remainder = integer.truncatingRemainder(dividingBy: base)
            integerDigits.append(characters[Int(remainder)])
            integer = (integer - remainder) / base
        } while integer > 0
        var result = (isNegative ? "-" : "") + String(decoding: integerDigits.reversed(), as: UTF8.self)
        if !fractionDigits.isEmpty {
            result += "." + String(decoding: fractionDigits.map { characters[Int($0)] }, as: UTF8.self)
        }
        return result
    }
}
