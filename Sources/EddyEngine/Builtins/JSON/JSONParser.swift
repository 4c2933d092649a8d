/// The JSON text grammar (ECMA-404, §24.5.1 step 2) over UTF-16 code units, building
/// values directly. Iterative, with its own stack of open containers, so nesting depth is
/// bounded by memory only. Errors carry V8's (Node 20's) messages and positions.
struct JSONParser {
    private let units: [UInt16]
    private let agent: Agent
    private var position = 0
    /// Recently seen property names and their keys, indexed by a cheap hash of the name:
    /// documents repeat the same few names, and interning one hashes and allocates.
    private var recentKeys: [(units: [UInt16], key: PropertyKey)?] = Array(repeating: nil, count: 64)
    /// The slot count of the last object closed at each nesting depth (up to 32).
    private var objectSizes = [Int](repeating: 0, count: 32)

    /// A failure: V8's message for it.
    struct Failure: Error {
        let message: String
    }

    init(_ units: [UInt16], agent: Agent) {
        self.units = units
        self.agent = agent
    }

    /// An open container: an array's elements so far, or an object and its pending key.
    private enum Container {
        case array([JSValue])
        case object(JSObject, key: PropertyKey?)
    }

    mutating func parse() throws -> JSValue {
        var stack: [Container] = []
        var value: JSValue
        parseValue: while true {
            skipWhitespace()
            // A value, or the opening of a container.
            guard let unit = peek() else { throw unexpectedToken() }
            switch unit {
            case 0x7B:  // {
                position += 1
                skipWhitespace()
                if peek() == 0x7D {
                    position += 1
                    value = .object(agent.makeObject())
                } else {
                    let key = try parsePropertyName(message: "Expected property name or '}'")
                    let object = agent.makeObject()
                    // Sized as the last object closed at this depth: records in an array
                    // have the same members, so the slots are allocated once.
                    if stack.count < objectSizes.count, objectSizes[stack.count] > 0 {
                        object.slots.reserveCapacity(objectSizes[stack.count])
                    }
                    stack.append(.object(object, key: key))
                    continue parseValue
                }
            case 0x5B:  // [
                position += 1
                skipWhitespace()
                if peek() == 0x5D {
                    position += 1
                    value = .object(agent.makeArray())
                } else {
                    stack.append(.array([]))
                    continue parseValue
                }
            case 0x22:
                value = .string(try parseString())
            case 0x2D, 0x30...0x39:
                value = .number(try parseNumber())
            case 0x74:
                try expectLiteral("true")
                value = .boolean(true)
            case 0x66:
                try expectLiteral("false")
                value = .boolean(false)
            case 0x6E:
                try expectLiteral("null")
                value = .null
            default:
                throw unexpectedToken()
            }
            // Close every container the value completes.
            while let container = stack.popLast() {
                skipWhitespace()
                // Consumed, so the elements array is uniquely referenced and appends in place
                // (a copy here made every array literal quadratic).
                switch consume container {
                case .array(var elements):
                    elements.append(value)
                    if peek() == 0x2C {
                        position += 1
                        stack.append(.array(elements))
                        continue parseValue
                    }
                    guard peek() == 0x5D else { throw failure("Expected ',' or ']' after array element") }
                    position += 1
                    value = .object(agent.makeArray(elements))
                case .object(let object, let key):
                    if let key { _ = try object.createDataProperty(key, value, in: agent) }
                    if peek() == 0x2C {
                        position += 1
                        skipWhitespace()
                        let next = try parsePropertyName(message: "Expected double-quoted property name")
                        stack.append(.object(object, key: next))
                        continue parseValue
                    }
                    guard peek() == 0x7D else { throw failure("Expected ',' or '}' after property value") }
                    position += 1
                    if stack.count < objectSizes.count { objectSizes[stack.count] = object.slots.count }
                    value = .object(object)
                }
            }
            skipWhitespace()
            guard position == units.count else { throw failure("Unexpected non-whitespace character after JSON", inJSON: false) }
            return value
        }
    }

    // MARK: - Tokens

    private func peek() -> UInt16? {
        position < units.count ? units[position] : nil
    }

    private mutating func skipWhitespace() {
        while position < units.count {
            switch units[position] {
            case 0x09, 0x0A, 0x0D, 0x20: position += 1
            default: return
            }
        }
    }

    /// `"name"` then `:`, as an object member starts.
    private mutating func parsePropertyName(message: String) throws -> PropertyKey {
        guard peek() == 0x22 else { throw failure(message) }
        // A name without escapes is looked up in `recentKeys` from the text itself.
        var end = position + 1
        while end < units.count, units[end] != 0x22, units[end] != 0x5C, units[end] >= 0x20 { end += 1 }
        let key: PropertyKey
        if end < units.count, units[end] == 0x22 {
            let name = units[(position + 1)..<end]
            var hash = name.count
            if let first = name.first, let last = name.last {
                hash = hash &* 31 &+ Int(first)
                hash = hash &* 31 &+ Int(last)
                hash = hash &* 31 &+ Int(name[name.startIndex + name.count / 2])
            }
            let slot = hash & (recentKeys.count - 1)
            if let recent = recentKeys[slot], recent.units.elementsEqual(name) {
                key = recent.key
            } else {
                let units = Array(name)
                key = agent.key(JSString(units: units))
                recentKeys[slot] = (units, key)
            }
            position = end + 1
        } else {
            key = agent.key(try parseString())
        }
        skipWhitespace()
        guard peek() == 0x3A else { throw failure("Expected ':' after property name") }
        position += 1
        return key
    }

    private mutating func expectLiteral(_ literal: String) throws {
        for expected in literal.utf16 {
            guard let unit = peek() else { throw unexpectedToken() }
            guard unit == expected else { throw unexpectedToken() }
            position += 1
        }
    }

    private mutating func parseString() throws -> JSString {
        position += 1  // the opening quote
        // Most strings have no escape: found by one scan and copied at once.
        let start = position
        var end = start
        while end < units.count {
            let unit = units[end]
            if unit == 0x22 {
                position = end + 1
                return JSString(units: Array(units[start..<end]))
            }
            if unit == 0x5C || unit < 0x20 { break }
            end += 1
        }
        var result = Array(units[start..<end])
        position = end
        while true {
            guard let unit = peek() else { throw failure("Unterminated string") }
            switch unit {
            case 0x22:
                position += 1
                return JSString(units: result)
            case 0x5C:
                position += 1
                guard let escaped = peek() else { throw failure("Unterminated string") }
                switch escaped {
                case 0x22, 0x5C, 0x2F: result.append(escaped)
                case 0x62: result.append(0x08)
                case 0x66: result.append(0x0C)
                case 0x6E: result.append(0x0A)
                case 0x72: result.append(0x0D)
                case 0x74: result.append(0x09)
                case 0x75:
                    var code: UInt16 = 0
                    for _ in 0..<4 {
                        position += 1
                        guard let digit = peek().flatMap(Self.hexValue) else { throw failure("Bad Unicode escape") }
                        code = code << 4 | digit
                    }
                    result.append(code)
                default:
                    throw failure("Bad escaped character")
                }
                position += 1
            case 0..<0x20:
                throw failure("Bad control character in string literal")
            default:
                result.append(unit)
                position += 1
            }
        }
    }

    private static func hexValue(_ unit: UInt16) -> UInt16? {
        switch unit {
        case 0x30...0x39: return unit - 0x30
        case 0x41...0x46: return unit - 0x41 + 10
        case 0x61...0x66: return unit - 0x61 + 10
        default: return nil
        }
    }

    private mutating func parseNumber() throws -> Double {
        let start = position
        func isDigit(_ unit: UInt16?) -> Bool { unit.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        if peek() == 0x2D {
            position += 1
            guard isDigit(peek()) else { throw failure("No number after minus sign") }
        }
        if peek() == 0x30 {
            position += 1
            if isDigit(peek()) { throw failure("Unexpected number") }
        } else {
            while isDigit(peek()) { position += 1 }
        }
        if peek() == 0x2E {
            position += 1
            guard isDigit(peek()) else { throw failure("Unterminated fractional number") }
            while isDigit(peek()) { position += 1 }
        }
        if let unit = peek(), unit | 0x20 == 0x65 {
            position += 1
            if peek() == 0x2B || peek() == 0x2D { position += 1 }
            guard isDigit(peek()) else { throw failure("Exponent part is missing a number") }
            while isDigit(peek()) { position += 1 }
        }
        let digits = units[start..<position]
        // Up to 15 digits without a fraction or exponent are exact in a Double: computed
        // directly. Anything else goes through the correctly rounding conversion.
        if digits.count <= 15 {
            var value: Int64 = 0
            var isInteger = true
            var negative = false
            for unit in digits {
                if unit == 0x2D {
                    negative = true
                } else if unit >= 0x30 && unit <= 0x39 {
                    value = value * 10 + Int64(unit - 0x30)
                } else {
                    isInteger = false
                    break
                }
            }
            if isInteger { return negative ? (value == 0 ? -0.0 : -Double(value)) : Double(value) }
        }
        let text = String(unsafeUninitializedCapacity: digits.count) { buffer in
            for (offset, unit) in digits.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: unit) }
            return digits.count
        }
        return Double(text) ?? .nan
    }

    // MARK: - Errors

    private func failure(_ message: String, inJSON: Bool = true) -> Failure {
        Failure(message: "\(message)\(inJSON ? " in JSON" : "") at position \(position)")
    }

    /// V8's message for a token that cannot start or continue a value here.
    private func unexpectedToken() -> Failure {
        guard position < units.count else { return Failure(message: "Unexpected end of JSON input") }
        let source = String(decoding: units, as: UTF16.self)
        if ["[object Object]", "undefined", "Infinity", "NaN"].contains(source) {
            return Failure(message: "\"\(source)\" is not valid JSON")
        }
        let token = String(decoding: Self.codePoint(in: units, at: position), as: UTF16.self)
        let context = 10
        guard units.count >= context * 2 + 1 else {
            return Failure(message: "Unexpected token '\(token)', \"\(source)\" is not valid JSON")
        }
        func text(_ range: Range<Int>) -> String {
            String(decoding: units[max(0, range.lowerBound)..<min(units.count, range.upperBound)], as: UTF16.self)
        }
        if position < context {
            return Failure(message: "Unexpected token '\(token)', \"\(text(0..<(position + context)))\"... is not valid JSON")
        }
        if position < units.count - context {
            let excerpt = text((position - context)..<(position + context))
            return Failure(message: "Unexpected token '\(token)', ...\"\(excerpt)\"... is not valid JSON")
        }
        return Failure(message: "Unexpected token '\(token)', ...\"\(text((position - context)..<units.count))\" is not valid JSON")
    }

    /// The code unit at `index`, or the surrogate pair starting there.
    private static func codePoint(in units: [UInt16], at index: Int) -> ArraySlice<UInt16> {
        let unit = units[index]
        if unit >= 0xD800 && unit <= 0xDBFF, index + 1 < units.count,
            units[index + 1] >= 0xDC00 && units[index + 1] <= 0xDFFF
        {
            return units[index...(index + 1)]
        }
        return units[index...index]
    }
}
