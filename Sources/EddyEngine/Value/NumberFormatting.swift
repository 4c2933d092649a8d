/// Number::toString (§6.1.6.1.20 in ECMAScript 2021, §7.1.12.1 in 2020): the shortest
/// decimal digits that round-trip, laid out in positional or exponential form.
enum NumberFormatting {
    static func string(from value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value == 0 { return "0" }  // both +0 and -0
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        return String(decoding: finiteUnits(value), as: UTF16.self)
    }

    static func jsString(from value: Double) -> JSString {
        guard value.isFinite, value != 0 else { return JSString(string(from: value)) }
        return JSString(units: finiteUnits(value))
    }

    /// A finite, nonzero number's text as code units, made without Swift strings between:
    /// `String(x)` and `"" + x` of a fraction were five allocations and two transcodings.
    static func finiteUnits(_ value: Double) -> [UInt16] {
        // Integers (most numbers a script turns into text or keys) print exactly as themselves.
        if value.magnitude < 9_007_199_254_740_992, value.rounded(.towardZero) == value {
            return integerUnits(Int64(value))
        }
        // 17 digits at most.
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &buffer) { raw in
            let digits = raw.bindMemory(to: UInt8.self)
            let (count, exponent) = shortestDigits(of: value.magnitude, into: digits)
            return layout(digits: UnsafeBufferPointer(rebasing: digits[..<count]), exponent: exponent,
                          isNegative: value < 0)
        }
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
    /// value = 0.s × 10^n, for a finite value > 0.
    static func shortestDigits(of value: Double) -> (digits: [UInt8], exponent: Int) {
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &buffer) { raw in
            let digits = raw.bindMemory(to: UInt8.self)
            let (count, exponent) = shortestDigits(of: value, into: digits)
            return (Array(digits[..<count]), exponent)
        }
    }

    /// `shortestDigits(of:)` into a buffer of at least 17 digits; returns how many and `n`.
    /// Swift's `description` already prints the shortest round-trip digits (closest to the
    /// value on ties), so only its layout is read: `1.37`, `1e-05`, `1.2345678901234568e+20`.
    static func shortestDigits(of value: Double, into digits: UnsafeMutableBufferPointer<UInt8>)
        -> (count: Int, exponent: Int) {
        var description = value.description  // at most 15 bytes are stored inline: no allocation
        var count = 0
        var pointPosition: Int?
        var zerosAfterPoint = 0
        var exponent = 0
        var isExponentNegative = false
        var isInExponent = false
        description.withUTF8 { text in
            for byte in text {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let digit = byte - UInt8(ascii: "0")
                    if isInExponent {
                        exponent = exponent * 10 + Int(digit)
                    } else if count == 0 && digit == 0 {
                        if pointPosition != nil { zerosAfterPoint += 1 }  // leading zeros are not kept
                    } else if count < digits.count {
                        digits[count] = digit
                        count += 1
                    }
                case UInt8(ascii: "."): pointPosition = count
                case UInt8(ascii: "e"), UInt8(ascii: "E"): isInExponent = true
                case UInt8(ascii: "-"): isExponentNegative = true
                default: break
                }
            }
        }
        while count > 0 && digits[count - 1] == 0 { count -= 1 }
        let position = (pointPosition ?? count) - zerosAfterPoint + (isExponentNegative ? -exponent : exponent)
        return (count, position)
    }

    /// Steps 5–10 of Number::toString for k digits and exponent n, as code units.
    static func layout(digits: UnsafeBufferPointer<UInt8>, exponent n: Int, isNegative: Bool) -> [UInt16] {
        let k = digits.count
        var units: [UInt16] = []
        units.reserveCapacity(k + 8 + Swift.max(0, n - k) + Swift.max(0, -n))
        if isNegative { units.append(0x2D) }
        func append(_ slice: Slice<UnsafeBufferPointer<UInt8>>) {
            for digit in slice { units.append(0x30 + UInt16(digit)) }
        }
        func appendZeros(_ count: Int) {
            units.append(contentsOf: repeatElement(0x30, count: count))
        }
        if k <= n && n <= 21 {
            append(digits[...])
            appendZeros(n - k)
        } else if 0 < n && n <= 21 {
            append(digits[..<n])
            units.append(0x2E)
            append(digits[n...])
        } else if -6 < n && n <= 0 {
            units.append(0x30)
            units.append(0x2E)
            appendZeros(-n)
            append(digits[...])
        } else {
            append(digits[..<1])
            if k > 1 {
                units.append(0x2E)
                append(digits[1...])
            }
            units.append(0x65)
            units.append(n - 1 < 0 ? 0x2D : 0x2B)
            units.append(contentsOf: integerUnits(Int64(Swift.abs(n - 1))))
        }
        return units
    }
}
