/// The classes of the `v` flag (ES2024 §22.2.1 ClassSetExpression) as early errors of a
/// literal: nested classes, `--` and `&&` (one kind of operator per class), `\q{…}` strings,
/// the stricter character syntax, and negated classes that may contain strings. The engine's
/// RegExpParser+ClassSets builds the sets; both report V8's messages at the same places.

/// The character classes of the ClassSetExpression grammar, shared with the engine.
public enum ClassSetCharacters {
    /// ClassSetSyntaxCharacter: `( ) [ ] { } / - \ |`, which must be escaped in a class.
    public static func isSyntaxCharacter(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x2F, 0x2D, 0x5C, 0x7C: return true
        default: return false
        }
    }

    /// ClassSetReservedPunctuator: `& - ! # % , : ; < = > @ ` ~`, which may be escaped.
    public static func isReservedPunctuator(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x26, 0x2D, 0x21, 0x23, 0x25, 0x2C, 0x3A, 0x3B, 0x3C, 0x3D, 0x3E, 0x40, 0x60, 0x7E: return true
        default: return false
        }
    }

    /// The characters that, doubled, are a ClassSetReservedDoublePunctuator (`&&`, `!!`, …
    /// `~~`), reserved for future operators.
    public static func isReservedDoublePunctuator(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x26, 0x21, 0x23, 0x24, 0x25, 0x2A, 0x2B, 0x2C, 0x2E, 0x3A, 0x3B, 0x3C, 0x3D, 0x3E, 0x3F, 0x40,
             0x5E, 0x60, 0x7E: return true
        default: return false
        }
    }
}

extension PatternValidator {
    /// `[…]` or `[^…]` at the `[`, nested or not: whether it may contain strings
    /// (ES2024 §22.2.1.6 MayContainStrings).
    mutating func parseNestedClass() throws -> Bool {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maximumDepth { throw fail("Pattern too deeply nested") }
        position += 1
        let isNegated = peek() == 0x5E
        if isNegated { position += 1 }
        let mayContainStrings = try parseClassSetExpression()
        position += 1
        // ES2024 §22.2.1.1: a negated class must not be able to match a string.
        if isNegated && mayContainStrings { throw fail("Negated character class may contain strings") }
        return mayContainStrings
    }

    /// ClassSetExpression up to the closing `]`; the first operand decides its kind, as in V8.
    mutating func parseClassSetExpression() throws -> Bool {
        if peek() == 0x5D { return false }
        var operand = try parseClassSetOperand()
        for symbol: UInt16 in [0x2D, 0x26] where peek() == symbol && peek(1) == symbol {
            // ClassSubtraction may contain strings when its first operand may; ClassIntersection
            // when all its operands may.
            var mayContainStrings = operand.mayContainStrings
            while peek() == symbol && peek(1) == symbol {
                position += 2
                if symbol == 0x26 && peek() == 0x26 { throw fail("Invalid character in character class") }
                let next = try parseClassSetOperand()
                if symbol == 0x26 { mayContainStrings = mayContainStrings && next.mayContainStrings }
            }
            guard let unit = peek() else { throw fail("Unterminated character class") }
            if unit != 0x5D { throw fail("Invalid set operation in character class") }
            return mayContainStrings
        }
        // ClassUnion: ranges only between ClassSetCharacters, so not after a range.
        var mayContainStrings = false
        while true {
            mayContainStrings = mayContainStrings || operand.mayContainStrings
            guard let unit = peek() else { throw fail("Unterminated character class") }
            if unit == 0x5D { return mayContainStrings }
            if unit == 0x2D {
                if peek(1) == 0x2D { throw fail("Invalid set operation in character class") }
                guard let low = operand.character else { throw fail("Invalid character class") }
                position += 1
                guard let high = try parseClassSetOperand().character else { throw fail("Invalid character class") }
                if low > high { throw fail("Range out of order in character class") }
                guard let next = peek() else { throw fail("Unterminated character class") }
                if next == 0x5D { return mayContainStrings }
                if next == 0x2D {
                    throw fail(peek(1) == 0x2D ? "Invalid set operation in character class" : "Invalid character class")
                }
            }
            operand = try parseClassSetOperand()
        }
    }

    /// ClassSetOperand: whether it may contain strings, and its character when it is a
    /// ClassSetCharacter (which alone may end a range).
    mutating func parseClassSetOperand() throws -> (mayContainStrings: Bool, character: UInt32?) {
        guard let unit = peek() else { throw fail("Unterminated character class") }
        if unit == 0x5B { return (try parseNestedClass(), nil) }
        if unit == 0x5C, let escaped = peek(1) {
            switch escaped {
            case 0x64, 0x44, 0x73, 0x53, 0x77, 0x57, 0x70, 0x50: // \d \D \s \S \w \W \p \P
                position += 1
                _ = try parseCharacterEscape(inClass: true)
                return (false, nil)
            case 0x71: // \q{…|…}
                guard peek(2) == 0x7B else { throw fail("Invalid escape") }
                position += 3
                return (try parseClassStringDisjunction(), nil)
            default:
                break
            }
        }
        return (false, try parseClassSetCharacter())
    }

    /// The strings of `\q{…}` after the `{`: whether one is empty or longer than a character.
    mutating func parseClassStringDisjunction() throws -> Bool {
        var mayContainStrings = false
        var length = 0
        while true {
            guard let unit = peek() else { throw fail("Unterminated character class") }
            if unit == 0x7D || unit == 0x7C {
                position += 1
                mayContainStrings = mayContainStrings || length != 1
                length = 0
                if unit == 0x7D { return mayContainStrings }
            } else {
                _ = try parseClassSetCharacter()
                length += 1
            }
        }
    }

    /// ClassSetCharacter (ES2024 §22.2.1): an escape, or a character that is neither a
    /// ClassSetSyntaxCharacter nor the start of a ClassSetReservedDoublePunctuator.
    mutating func parseClassSetCharacter() throws -> UInt32 {
        guard let unit = peek() else { throw fail("Unterminated character class") }
        if unit == 0x5C {
            position += 1
            guard let escaped = peek() else { throw fail("\\ at end of pattern") }
            if ClassSetCharacters.isReservedPunctuator(escaped) {
                position += 1
                return UInt32(escaped)
            }
            // A class escape here is inside `\q{…}`, where only characters may be.
            guard let c = try parseCharacterEscape(inClass: true) else { throw fail("Invalid escape") }
            return c
        }
        if ClassSetCharacters.isSyntaxCharacter(unit) { throw fail("Invalid character in character class") }
        if unit == peek(1) && ClassSetCharacters.isReservedDoublePunctuator(unit) {
            throw fail("Invalid set operation in character class")
        }
        return try parseClassAtom() ?? 0
    }
}
