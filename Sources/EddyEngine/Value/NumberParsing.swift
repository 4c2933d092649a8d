/// StringToNumber (§7.1.4.1.1): the StringNumericLiteral grammar, exactly. Anything else
/// is NaN.
enum NumberParsing {
    /// WhiteSpace (§11.2) and LineTerminator (§11.3) code units, which StringToNumber trims.
    static func isWhitespaceOrLineTerminator(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A,
            0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }

    static func number(from string: JSString) -> Double {
        number(from: string.units)
    }

    static func number(from units: [UInt16]) -> Double {
        var start = 0
        var end = units.count
        while start < end, isWhitespaceOrLineTerminator(units[start]) { start += 1 }
        while end > start, isWhitespaceOrLineTerminator(units[end - 1]) { end -= 1 }
        if start == end { return 0 }
        let text = units[start..<end]
        if text.count > 2, text[start] == 0x30 {
            switch text[start + 1] | 0x20 {  // lower-cased letter
            case 0x78: return nonDecimal(text.dropFirst(2), bitsPerDigit: 4)  // 0x
            case 0x6F: return nonDecimal(text.dropFirst(2), bitsPerDigit: 3)  // 0o
            case 0x62: return nonDecimal(text.dropFirst(2), bitsPerDigit: 1)  // 0b
            default: break
            }
        }
        return decimal(text)
    }

    private static func digitValue(_ unit: UInt16) -> Int? {
        switch unit {
        case 0x30...0x39: return Int(unit - 0x30)
        case 0x41...0x46: return Int(unit - 0x41 + 10)
        case 0x61...0x66: return Int(unit - 0x61 + 10)
        default: return nil
        }
    }

    /// A NonDecimalIntegerLiteral's value, rounded once to nearest-even however long it is:
    /// the first 64 significant bits are kept and any further one bit is folded into the
    /// lowest kept bit as a sticky bit.
    private static func nonDecimal(_ digits: ArraySlice<UInt16>, bitsPerDigit: Int) -> Double {
        guard !digits.isEmpty else { return .nan }
        var mantissa: UInt64 = 0
        var keptBits = 0
        var droppedBits = 0
        var isSticky = false
        for unit in digits {
            guard let digit = digitValue(unit), digit < 1 << bitsPerDigit else { return .nan }
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
        return droppedBits == 0 ? value : value * pow2(droppedBits)
    }

    private static func pow2(_ exponent: Int) -> Double {
        Double(sign: .plus, exponent: min(exponent, 2000), significand: 1)
    }

    /// StrDecimalLiteral: [+-] (Infinity | digits [. digits] [e [+-] digits] | . digits [e …]).
    private static func decimal(_ text: ArraySlice<UInt16>) -> Double {
        var index = text.startIndex
        var isNegative = false
        if text[index] == 0x2B || text[index] == 0x2D {  // + -
            isNegative = text[index] == 0x2D
            index += 1
        }
        let rest = text[index...]
        if rest.elementsEqual("Infinity".utf16) {
            return isNegative ? -.infinity : .infinity
        }
        guard let (value, end) = unsignedDecimalPrefix(rest), end == text.endIndex else { return .nan }
        return isNegative ? -value : value
    }

    /// The longest prefix of `text` that is a StrUnsignedDecimalLiteral other than `Infinity`
    /// (digits [. digits] [e [+-] digits], or . digits [e …]): its value and where it ends;
    /// nil when it has no digit. ToNumber wants the whole text, parseFloat a prefix.
    static func unsignedDecimalPrefix(_ text: ArraySlice<UInt16>) -> (value: Double, end: Int)? {
        func isDigit(_ position: Int) -> Bool {
            position < text.endIndex && text[position] >= 0x30 && text[position] <= 0x39
        }
        var index = text.startIndex
        while isDigit(index) { index += 1 }
        let integerDigits = index - text.startIndex
        if index < text.endIndex, text[index] == 0x2E {  // .
            var position = index + 1
            while isDigit(position) { position += 1 }
            if integerDigits > 0 || position > index + 1 { index = position }
        }
        guard index > text.startIndex else { return nil }  // no digit before or after a point
        if index < text.endIndex, text[index] | 0x20 == 0x65 {  // e E
            var position = index + 1
            if position < text.endIndex, text[position] == 0x2B || text[position] == 0x2D { position += 1 }
            let digitsStart = position
            while isDigit(position) { position += 1 }
            if position > digitsStart { index = position }
        }
        // Integers of up to 15 digits are exact in a double: no conversion of the text needed
        // (`+match` on a regexp's digits, `Number(field)` of a parsed line).
        if index - text.startIndex == integerDigits, integerDigits <= 15 {
            var value = 0
            for unit in text[text.startIndex..<index] { value = value * 10 + Int(unit - 0x30) }
            return (Double(value), index)
        }
        // The grammar is checked; the correctly rounded conversion is strtod's. The text is
        // ASCII, copied as UTF-8 (decoding UTF-16 took the generic, unspecialized path).
        let digits = text[text.startIndex..<index]
        let literal = String(unsafeUninitializedCapacity: digits.count) { buffer in
            for (offset, unit) in digits.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: unit) }
            return digits.count
        }
        return (Double(literal) ?? .nan, index)
    }
}
