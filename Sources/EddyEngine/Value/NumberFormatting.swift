/// Number::toString (§6.1.6.1.20 in ECMAScript 2021, §7.1.12.1 in 2020): the shortest
/// decimal digits that round-trip, laid out in positional or exponential form.
enum NumberFormatting {
    static func string(from value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value == 0 { return "0" }  // both +0 and -0
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value < 0 { return "-" + string(from: -value) }
        // Integers below 2^53 print exactly as themselves.
        if value < 9_007_199_254_740_992, value.rounded(.towardZero) == value {
            return String(Int64(value))
        }
        let (digits, exponent) = shortestDigits(of: value)
        return layout(digits: digits, exponent: exponent)
    }

    static func jsString(from value: Double) -> JSString {
        // Integers (most numbers a script turns into text or keys) go straight to code
        // units: the Swift text and its UTF-16 copy were most of `"k" + i`'s cost.
        if value.magnitude < 9_007_199_254_740_992, value.rounded(.towardZero) == value {
            return JSString(units: integerUnits(Int64(value)))
        }
        return JSString(string(from: value))
    }

    /// The decimal digits of `value` (a sign first when negative) as code units. Written
    /// backwards into a buffer on the stack, then appended to an array reserved at its size:
    /// `Array(unsafeUninitializedCapacity:)` looked up the array's generic metadata on every
    /// call, a third of the cost.
    static func integerUnits(_ value: Int64) -> [UInt16] {
        // 20 units: 2^63 has 19 digits, and the sign.
        var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &buffer) { raw in
            let digits = raw.bindMemory(to: UInt16.self)
            var rest = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = 0x30 + UInt16(rest % 10)
                rest /= 10
            } while rest != 0
            if value < 0 {
                start -= 1
                digits[start] = 0x2D
            }
            var units: [UInt16] = []
            units.reserveCapacity(digits.count - start)
            units.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
            return units
        }
    }

    /// The shortest round-trip digits `s` (no leading or trailing zeros) and `n` such that
    /// value = 0.s × 10^n. Swift's `description` already prints the shortest round-trip
    /// digits (closest to the value on ties), so only its layout is rewritten.
    static func shortestDigits(of value: Double) -> (digits: [UInt8], exponent: Int) {
        let text = Array(value.description.utf8)
        var mantissa = text[...]
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            mantissa = text[..<e]
            exponent = Int(String(decoding: text[(e + 1)...], as: UTF8.self)) ?? 0
        }
        var digits: [UInt8] = []
        var pointPosition: Int?
        for character in mantissa {
            if character == UInt8(ascii: ".") {
                pointPosition = digits.count
            } else if character >= UInt8(ascii: "0") && character <= UInt8(ascii: "9") {
                digits.append(character - UInt8(ascii: "0"))
            }
        }
        var position = (pointPosition ?? digits.count) + exponent
        while let first = digits.first, first == 0 {
            digits.removeFirst()
            position -= 1
        }
        while let last = digits.last, last == 0 {
            digits.removeLast()
        }
        return (digits, position)
    }

    /// Steps 6–10 of Number::toString for k digits and exponent n.
    static func layout(digits: [UInt8], exponent n: Int) -> String {
        let k = digits.count
        let text = String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        if k <= n && n <= 21 {
            return text + String(repeating: "0", count: n - k)
        }
        if 0 < n && n <= 21 {
            let split = text.index(text.startIndex, offsetBy: n)
            return String(text[..<split]) + "." + String(text[split...])
        }
        if -6 < n && n <= 0 {
            return "0." + String(repeating: "0", count: -n) + text
        }
        let e = n - 1
        let exponentText = e < 0 ? "-\(-e)" : "+\(e)"
        if k == 1 {
            return text + "e" + exponentText
        }
        let rest = text.dropFirst()
        return String(text.prefix(1)) + "." + rest + "e" + exponentText
    }
}
