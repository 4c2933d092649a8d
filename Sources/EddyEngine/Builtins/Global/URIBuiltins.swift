/// The URI handling functions (§18.2.6) and Annex B's `escape`/`unescape` (§B.2.1).
enum URIBuiltins {
    static let functions: [BuiltinMethod] = [
        .init("decodeURI", length: 1, { agent, _, arguments in
            try decode(arguments[0], reserved: ASCIISet(uriReserved + "#"), in: agent)
        }),
        .init("decodeURIComponent", length: 1, { agent, _, arguments in
            try decode(arguments[0], reserved: ASCIISet(""), in: agent)
        }),
        .init("encodeURI", length: 1, { agent, _, arguments in
            try encode(arguments[0], unescaped: ASCIISet(uriReserved + uriUnescaped + "#"), in: agent)
        }),
        .init("encodeURIComponent", length: 1, { agent, _, arguments in
            try encode(arguments[0], unescaped: ASCIISet(uriUnescaped), in: agent)
        }),
        .init("escape", length: 1, escape),
        .init("unescape", length: 1, unescape),
    ]

    static let uriReserved = ";/?:@&=+$,"
    static let uriUnescaped = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!~*'()"

    private static let hexDigits = Array("0123456789ABCDEF".utf16)

    /// A set of ASCII code units as a bit mask: the URI character classes, tested per unit
    /// without hashing.
    struct ASCIISet {
        private var low: UInt64 = 0
        private var high: UInt64 = 0

        init(_ characters: String) {
            for unit in characters.utf16 where unit < 128 {
                if unit < 64 { low |= 1 << unit } else { high |= 1 << (unit - 64) }
            }
        }

        func contains(_ unit: UInt16) -> Bool {
            if unit < 64 { return low & (1 << unit) != 0 }
            if unit < 128 { return high & (1 << (unit - 64)) != 0 }
            return false
        }
    }

    private static func percent(_ byte: UInt8, into result: inout [UInt16]) {
        result.append(0x25)
        result.append(hexDigits[Int(byte >> 4)])
        result.append(hexDigits[Int(byte & 0xF)])
    }

    private static func hexValue(_ unit: UInt16) -> UInt8? {
        switch unit {
        case 0x30...0x39: return UInt8(unit - 0x30)
        case 0x41...0x46: return UInt8(unit - 0x41 + 10)
        case 0x61...0x66: return UInt8(unit - 0x61 + 10)
        default: return nil
        }
    }

    /// Encode ( string, unescapedSet ) (§18.2.6.1.1): UTF-8, percent-encoded.
    static func encode(_ value: JSValue, unescaped keep: ASCIISet, in agent: Agent) throws -> JSValue {
        let units = try agent.toString(value).units
        var result: [UInt16] = []
        result.reserveCapacity(units.count)
        var index = 0
        while index < units.count {
            let unit = units[index]
            if keep.contains(unit) {
                result.append(unit)
                index += 1
                continue
            }
            var codePoint = UInt32(unit)
            if unit >= 0xDC00 && unit <= 0xDFFF { throw agent.makeError(.uriError, "URI malformed") }
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard index + 1 < units.count, units[index + 1] >= 0xDC00, units[index + 1] <= 0xDFFF else {
                    throw agent.makeError(.uriError, "URI malformed")
                }
                codePoint = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
                index += 1
            }
            // UTF-8 (§6.1.4): one to four bytes.
            switch codePoint {
            case ..<0x80:
                percent(UInt8(codePoint), into: &result)
            case ..<0x800:
                percent(UInt8(0xC0 | codePoint >> 6), into: &result)
                percent(UInt8(0x80 | codePoint & 0x3F), into: &result)
            case ..<0x10000:
                percent(UInt8(0xE0 | codePoint >> 12), into: &result)
                percent(UInt8(0x80 | (codePoint >> 6) & 0x3F), into: &result)
                percent(UInt8(0x80 | codePoint & 0x3F), into: &result)
            default:
                percent(UInt8(0xF0 | codePoint >> 18), into: &result)
                percent(UInt8(0x80 | (codePoint >> 12) & 0x3F), into: &result)
                percent(UInt8(0x80 | (codePoint >> 6) & 0x3F), into: &result)
                percent(UInt8(0x80 | codePoint & 0x3F), into: &result)
            }
            index += 1
        }
        return .string(JSString(units: result))
    }

    /// Decode ( string, reservedSet ) (§18.2.6.1.2): escapes of reserved characters stay.
    static func decode(_ value: JSValue, reserved keep: ASCIISet, in agent: Agent) throws -> JSValue {
        let units = try agent.toString(value).units
        var result: [UInt16] = []
        result.reserveCapacity(units.count)
        var index = 0
        func byte(at position: Int) throws -> UInt8 {
            guard position + 2 < units.count, units[position] == 0x25,
                let high = hexValue(units[position + 1]), let low = hexValue(units[position + 2])
            else { throw agent.makeError(.uriError, "URI malformed") }
            return high << 4 | low
        }
        while index < units.count {
            guard units[index] == 0x25 else {
                result.append(units[index])
                index += 1
                continue
            }
            guard index + 2 < units.count else { throw agent.makeError(.uriError, "URI malformed") }
            let first = try byte(at: index)
            if first < 0x80 {
                if keep.contains(UInt16(first)) {
                    result.append(contentsOf: units[index..<(index + 3)])
                } else {
                    result.append(UInt16(first))
                }
                index += 3
                continue
            }
            // A UTF-8 sequence (§6.1.4): its length from the lead byte, the smallest code
            // point of that length (shorter forms are overlong), then continuation bytes.
            let count: Int
            let minimum: UInt32
            var codePoint: UInt32
            switch first {
            case 0xC0...0xDF: (count, minimum, codePoint) = (2, 0x80, UInt32(first & 0x1F))
            case 0xE0...0xEF: (count, minimum, codePoint) = (3, 0x800, UInt32(first & 0x0F))
            case 0xF0...0xF7: (count, minimum, codePoint) = (4, 0x10000, UInt32(first & 0x07))
            default: throw agent.makeError(.uriError, "URI malformed")
            }
            for position in 1..<count {
                let next = try byte(at: index + 3 * position)
                guard next & 0xC0 == 0x80 else { throw agent.makeError(.uriError, "URI malformed") }
                codePoint = codePoint << 6 | UInt32(next & 0x3F)
            }
            guard codePoint >= minimum, codePoint <= 0x10FFFF, !(0xD800...0xDFFF).contains(codePoint) else {
                throw agent.makeError(.uriError, "URI malformed")
            }
            if codePoint < 0x10000 {
                result.append(UInt16(codePoint))
            } else {
                result.append(UInt16(0xD800 + ((codePoint - 0x10000) >> 10)))
                result.append(UInt16(0xDC00 + ((codePoint - 0x10000) & 0x3FF)))
            }
            index += 3 * count
        }
        return .string(JSString(units: result))
    }

    /// escape ( string ) (§B.2.1.1).
    @Sendable static func escape(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let units = try agent.toString(arguments[0]).units
        let keep = ASCIISet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@*_+-./")
        var result: [UInt16] = []
        for unit in units {
            if keep.contains(unit) {
                result.append(unit)
            } else if unit < 256 {
                percent(UInt8(unit), into: &result)
            } else {
                result.append(contentsOf: [0x25, 0x75])
                for shift in stride(from: 12, through: 0, by: -4) { result.append(hexDigits[Int((unit >> UInt16(shift)) & 0xF)]) }
            }
        }
        return .string(JSString(units: result))
    }

    /// unescape ( string ) (§B.2.1.2).
    @Sendable static func unescape(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let units = try agent.toString(arguments[0]).units
        var result: [UInt16] = []
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit == 0x25 {
                if index + 5 < units.count, units[index + 1] == 0x75,
                    let a = hexValue(units[index + 2]), let b = hexValue(units[index + 3]),
                    let c = hexValue(units[index + 4]), let d = hexValue(units[index + 5])
                {
                    result.append(UInt16(a) << 12 | UInt16(b) << 8 | UInt16(c) << 4 | UInt16(d))
                    index += 6
                    continue
                }
                if index + 2 < units.count, let a = hexValue(units[index + 1]), let b = hexValue(units[index + 2]) {
                    result.append(UInt16(a) << 4 | UInt16(b))
                    index += 3
                    continue
                }
            }
            result.append(unit)
            index += 1
        }
        return .string(JSString(units: result))
    }
}
