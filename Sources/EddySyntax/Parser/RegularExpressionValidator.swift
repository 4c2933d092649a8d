/// The early errors of a regular expression literal (ECMAScript 2020 §12.2.8.1): its pattern
/// must parse as a §21.2.1 Pattern, with the §B.1.4 extensions when the `u` flag is absent
/// and ES2024's class syntax under `v` (flags are checked by the lexer). Compiling the pattern is the engine's job; this only
/// decides whether the literal is a SyntaxError before the script runs.
enum RegularExpressionValidator {
    static func validate(pattern: [UInt16], flags: String, at location: SourceLocation, parser: Parser) throws {
        var validator = PatternValidator(units: pattern, isUnicode: flags.contains("u") || flags.contains("v"),
                                         isUnicodeSets: flags.contains("v"))
        if let message = validator.validate() {
            throw parser.error("Invalid regular expression: /\(String(decoding: pattern, as: UTF16.self))/\(flags): \(message)", at: location)
        }
    }
}

/// A recursive-descent recognizer of the pattern grammar. Groups may nest as deep as the
/// literal is long, so the depth is bounded like the parser's.
struct PatternValidator {
    let units: [UInt16]
    /// `u` or `v`: the Unicode grammar.
    let isUnicode: Bool
    /// `v`: the ClassSetExpression grammar of classes (RegularExpressionClassSets.swift).
    let isUnicodeSets: Bool
    var position = 0
    var groupCount = 0
    var groupNames: Set<String> = []
    var hasNamedGroups = false
    var referencedNames: [String] = []
    var depth = 0

    init(units: [UInt16], isUnicode: Bool, isUnicodeSets: Bool = false) {
        self.units = units
        self.isUnicode = isUnicode
        self.isUnicodeSets = isUnicodeSets
    }

    struct Failure: Error {
        var message: String
    }

    mutating func validate() -> String? {
        countGroups()
        do {
            try parseDisjunction()
            if position < units.count {
                return units[position] == 0x29 ? "Unmatched ')'" : "Unexpected character"
            }
            if hasNamedGroups || isUnicode {
                for name in referencedNames where !groupNames.contains(name) {
                    return "Invalid named capture referenced"
                }
            }
            return nil
        } catch let failure as Failure {
            return failure.message
        } catch {
            return "Invalid pattern"
        }
    }

    /// Capturing groups, to know what `\N` may refer to (§21.2.2 NcapturingParens).
    mutating func countGroups() {
        var index = 0
        var inClass = false
        while index < units.count {
            let unit = units[index]
            if unit == 0x5C {
                index += 2
                continue
            }
            if inClass {
                if unit == 0x5D { inClass = false }
            } else if unit == 0x5B {
                inClass = true
            } else if unit == 0x28 {
                if index + 1 < units.count && units[index + 1] == 0x3F {
                    if index + 2 < units.count && units[index + 2] == 0x3C, index + 3 < units.count,
                       units[index + 3] != 0x3D && units[index + 3] != 0x21 {
                        groupCount += 1
                        hasNamedGroups = true
                    }
                } else {
                    groupCount += 1
                }
            }
            index += 1
        }
    }

    func peek(_ ahead: Int = 0) -> UInt16? {
        let index = position + ahead
        return index < units.count ? units[index] : nil
    }

    mutating func fail(_ message: String) -> Failure {
        Failure(message: message)
    }

    // MARK: Disjunction, alternative, term

    mutating func parseDisjunction() throws {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maximumDepth { throw fail("Pattern too deeply nested") }
        try parseAlternative()
        while peek() == 0x7C {
            position += 1
            try parseAlternative()
        }
    }

    mutating func parseAlternative() throws {
        while let unit = peek(), unit != 0x7C, unit != 0x29 {
            try parseTerm()
        }
    }

    mutating func parseTerm() throws {
        guard let unit = peek() else { return }
        var isQuantifiable = true
        switch unit {
        case 0x5E, 0x24: // ^ $
            position += 1
            isQuantifiable = false
        case 0x5C where peek(1) == 0x62 || peek(1) == 0x42: // \b \B
            position += 2
            isQuantifiable = false
        case 0x28: // (
            position += 1
            if peek() == 0x3F {
                position += 1
                switch peek() {
                case 0x3A: // (?:
                    position += 1
                case 0x3D, 0x21: // (?= (?!: quantifiable only without u (§B.1.4 QuantifiableAssertion)
                    position += 1
                    isQuantifiable = !isUnicode
                case 0x3C: // (?<= (?<! or (?<name>
                    position += 1
                    if peek() == 0x3D || peek() == 0x21 {
                        position += 1
                        isQuantifiable = false
                    } else {
                        let name = try parseGroupName()
                        if !groupNames.insert(name).inserted { throw fail("Duplicate capture group name") }
                    }
                default:
                    throw fail("Invalid group")
                }
            }
            try parseDisjunction()
            guard peek() == 0x29 else { throw fail("Unterminated group") }
            position += 1
        case 0x29:
            throw fail("Unmatched ')'")
        case 0x2A, 0x2B, 0x3F: // * + ?
            throw fail("Nothing to repeat")
        case 0x7B: // {
            if isUnicode { throw fail("Lone quantifier brackets") }
            // §B.1.4: a `{` that does not start a quantifier is a literal, but `{2}` with
            // nothing before it is an error (InvalidBracedQuantifier).
            if scanBracedQuantifier() != nil { throw fail("Nothing to repeat") }
            position += 1
        case 0x7D, 0x5D: // } ]
            if isUnicode { throw fail("Lone quantifier brackets") }
            position += 1
        case 0x5B:
            if isUnicodeSets {
                _ = try parseNestedClass()
            } else {
                try parseClass()
            }
        case 0x5C:
            try parseAtomEscape()
        case 0x2E:
            position += 1
        default:
            position += 1
        }
        try parseQuantifier(isQuantifiable: isQuantifiable)
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each optionally followed by `?`.
    mutating func parseQuantifier(isQuantifiable: Bool) throws {
        guard let unit = peek() else { return }
        var isQuantifier = false
        switch unit {
        case 0x2A, 0x2B, 0x3F:
            position += 1
            isQuantifier = true
        case 0x7B:
            if let (minimum, maximum, length) = scanBracedQuantifier() {
                if let maximum, maximum < minimum { throw fail("numbers out of order in {} quantifier") }
                position += length
                isQuantifier = true
            } else if isUnicode {
                throw fail("Incomplete quantifier")
            }
        default:
            break
        }
        if isQuantifier {
            if !isQuantifiable { throw fail("Nothing to repeat") }
            if peek() == 0x3F { position += 1 }
            if let next = peek(), next == 0x2A || next == 0x2B || next == 0x3F {
                throw fail("Nothing to repeat")
            }
            if peek() == 0x7B, scanBracedQuantifier() != nil { throw fail("Nothing to repeat") }
        }
    }

    /// A braced quantifier at the current position: its bounds and length, or `nil`.
    func scanBracedQuantifier() -> (Double, Double?, Int)? {
        var index = position + 1
        func digits() -> Double? {
            var value: Double = 0
            var count = 0
            while index < units.count, units[index] >= 0x30 && units[index] <= 0x39 {
                value = value * 10 + Double(units[index] - 0x30)
                index += 1
                count += 1
            }
            return count > 0 ? value : nil
        }
        guard let minimum = digits() else { return nil }
        var maximum: Double? = minimum
        if index < units.count && units[index] == 0x2C {
            index += 1
            maximum = digits()
        }
        guard index < units.count && units[index] == 0x7D else { return nil }
        return (minimum, maximum, index + 1 - position)
    }

    mutating func parseGroupName() throws -> String {
        var name = String.UnicodeScalarView()
        var isFirst = true
        while let unit = peek(), unit != 0x3E {
            var scalar = UInt32(unit)
            if unit == 0x5C {
                position += 1
                guard peek() == 0x75 else { throw fail("Invalid capture group name") }
                position += 1
                // A name's escapes are Unicode-mode ones, with or without `u`
                // (RegExpUnicodeEscapeSequence[+UnicodeMode]).
                guard let value = scanUnicodeEscape(inUnicodeMode: true) else { throw fail("Invalid Unicode escape") }
                scalar = value
            } else if unit >= 0xD800 && unit <= 0xDBFF, let low = peek(1), low >= 0xDC00 && low <= 0xDFFF {
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                position += 2
            } else {
                position += 1
            }
            let valid = isFirst ? Lexer.isIdentifierStart(scalar) : Lexer.isIdentifierPart(scalar)
            guard valid, let value = Unicode.Scalar(scalar) else { throw fail("Invalid capture group name") }
            name.append(value)
            isFirst = false
        }
        guard peek() == 0x3E, !name.isEmpty else { throw fail("Invalid capture group name") }
        position += 1
        return String(name)
    }

    // MARK: Escapes

    /// After `\` outside a class.
    mutating func parseAtomEscape() throws {
        position += 1
        guard let unit = peek() else { throw fail("\\ at end of pattern") }
        // Back references: `\1`… (§21.2.1.1: in u mode they must exist).
        if unit >= 0x31 && unit <= 0x39 {
            var value = 0
            var index = position
            while index < units.count, units[index] >= 0x30 && units[index] <= 0x39, value <= groupCount {
                value = value * 10 + Int(units[index] - 0x30)
                index += 1
            }
            if value <= groupCount {
                position = index
                return
            }
            if isUnicode { throw fail("Invalid escape") }
            // §B.1.4: otherwise a legacy octal escape or an identity escape.
            position += 1
            return
        }
        if unit == 0x6B { // \k<name>
            if isUnicode || hasNamedGroups {
                position += 1
                guard peek() == 0x3C else { throw fail("Invalid named reference") }
                position += 1
                referencedNames.append(try parseGroupName())
                return
            }
            position += 1
            return
        }
        try parseCharacterEscape(inClass: false)
    }

    /// Escapes common to atoms and classes; returns the code point when it denotes one
    /// character (`nil` for class escapes such as `\d`).
    @discardableResult
    mutating func parseCharacterEscape(inClass: Bool) throws -> UInt32? {
        guard let unit = peek() else { throw fail("\\ at end of pattern") }
        position += 1
        switch unit {
        case 0x64, 0x44, 0x73, 0x53, 0x77, 0x57: // d D s S w W
            return nil
        case 0x70 where isUnicode, 0x50 where isUnicode: // \p{…} \P{…}
            _ = try parsePropertyName(negated: unit == 0x50, inClass: inClass)
            return nil
        case 0x66: return 0x0C
        case 0x6E: return 0x0A
        case 0x72: return 0x0D
        case 0x74: return 0x09
        case 0x76: return 0x0B
        case 0x62 where inClass: return 0x08
        case 0x2D where inClass && isUnicode: return 0x2D
        case 0x63: // \cX
            if let letter = peek(), (letter | 0x20) >= 0x61 && (letter | 0x20) <= 0x7A {
                position += 1
                return UInt32(letter) % 32
            }
            if !isUnicode {
                // §B.1.4: `\c` followed by a digit or `_` in a class, else a literal backslash.
                if inClass, let next = peek(), (next >= 0x30 && next <= 0x39) || next == 0x5F {
                    position += 1
                    return UInt32(next) % 32
                }
                position -= 1
                return 0x5C
            }
            throw fail("Invalid Unicode escape")
        case 0x30 where !(peek().map { $0 >= 0x30 && $0 <= 0x39 } ?? false):
            return 0
        case 0x78: // \xHH
            if let high = peek().flatMap(Lexer.hexValue), let low = peek(1).flatMap(Lexer.hexValue) {
                position += 2
                return high * 16 + low
            }
            if isUnicode { throw fail("Invalid escape") }
            return 0x78
        case 0x75: // \uHHHH, \u{…}
            if let value = scanUnicodeEscape(inUnicodeMode: isUnicode) { return value }
            if isUnicode { throw fail("Invalid Unicode escape") }
            return 0x75
        default:
            if unit >= 0x30 && unit <= 0x39 {
                if isUnicode { throw fail("Invalid class escape") }
                // §B.1.4 LegacyOctalEscapeSequence or `\8`, `\9` as identity escapes.
                if unit <= 0x37 {
                    var value = UInt32(unit - 0x30)
                    var count = 1
                    while count < (unit <= 0x33 ? 3 : 2), let next = peek(), next >= 0x30 && next <= 0x37 {
                        value = value * 8 + UInt32(next - 0x30)
                        position += 1
                        count += 1
                    }
                    return value
                }
                return UInt32(unit)
            }
            if isUnicode {
                // §21.2.1 IdentityEscape[U]: only syntax characters and `/`.
                let syntax: Set<UInt16> = [0x5E, 0x24, 0x5C, 0x2E, 0x2A, 0x2B, 0x3F, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x7C, 0x2F]
                guard syntax.contains(unit) else { throw fail("Invalid escape") }
            }
            if unit >= 0xD800 && unit <= 0xDBFF, isUnicode, let low = peek(), low >= 0xDC00 && low <= 0xDFFF {
                position += 1
                return 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            }
            return UInt32(unit)
        }
    }

    /// The `{…}` of `\p` or `\P`: the property must be one ECMAScript names, and a
    /// property of strings is not negated. Returns whether it is one (MayContainStrings).
    mutating func parsePropertyName(negated: Bool, inClass: Bool) throws -> Bool {
        guard let property = RegExpPropertyName.parse(units, at: &position, negated: negated, unicodeSets: isUnicodeSets) else {
            throw fail(inClass ? "Invalid property name in character class" : "Invalid property name")
        }
        return property.isPropertyOfStrings
    }

    /// After `\u`: the code point of a RegExpUnicodeEscapeSequence, where Unicode mode allows
    /// `{…}` and reads a surrogate pair written as two escapes as one code point.
    mutating func scanUnicodeEscape(inUnicodeMode: Bool) -> UInt32? {
        guard let value = scanUnicodeEscapeBody(allowBraces: inUnicodeMode) else { return nil }
        if inUnicodeMode, value >= 0xD800 && value <= 0xDBFF, peek() == 0x5C, peek(1) == 0x75 {
            let saved = position
            position += 2
            if let low = scanUnicodeEscapeBody(allowBraces: false), low >= 0xDC00 && low <= 0xDFFF {
                return 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            position = saved
        }
        return value
    }

    mutating func scanUnicodeEscapeBody(allowBraces: Bool) -> UInt32? {
        if allowBraces && peek() == 0x7B {
            var index = position + 1
            var value: UInt32 = 0
            var count = 0
            while index < units.count, let digit = Lexer.hexValue(units[index]) {
                value = value * 16 + digit
                if value > 0x10FFFF { return nil }
                index += 1
                count += 1
            }
            guard count > 0, index < units.count, units[index] == 0x7D else { return nil }
            position = index + 1
            return value
        }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let unit = peek(offset), let digit = Lexer.hexValue(unit) else { return nil }
            value = value * 16 + digit
        }
        position += 4
        return value
    }

    // MARK: Classes

    /// `[…]`: ranges must be in order and, in u mode, between single characters.
    mutating func parseClass() throws {
        position += 1
        if peek() == 0x5E { position += 1 }
        while true {
            guard let unit = peek() else { throw fail("Unterminated character class") }
            if unit == 0x5D {
                position += 1
                return
            }
            let start = try parseClassAtom()
            if peek() == 0x2D, let next = peek(1), next != 0x5D {
                position += 1
                let end = try parseClassAtom()
                switch (start, end) {
                case (let low?, let high?):
                    if low > high { throw fail("Range out of order in character class") }
                default:
                    if isUnicode { throw fail("Invalid character class") }
                }
            }
        }
    }

    /// One class atom: its code point, or `nil` for a class escape (`\d`).
    mutating func parseClassAtom() throws -> UInt32? {
        guard let unit = peek() else { throw fail("Unterminated character class") }
        if unit == 0x5C {
            position += 1
            return try parseCharacterEscape(inClass: true)
        }
        return readClassCharacter()
    }

    /// The character at the position, a surrogate pair as one in u mode; consumed.
    mutating func readClassCharacter() -> UInt32 {
        let unit = units[position]
        if isUnicode, unit >= 0xD800 && unit <= 0xDBFF, let low = peek(1), low >= 0xDC00 && low <= 0xDFFF {
            position += 2
            return 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        }
        position += 1
        return UInt32(unit)
    }
}
