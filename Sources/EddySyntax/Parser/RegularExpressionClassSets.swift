/// The classes of the `v` flag (ES2024 §22.2.1 ClassSetExpression): nested classes, `--` and
/// `&&` (one kind of operator per class, the first operand deciding which, as in V8), `\q{…}`
/// strings, the stricter character syntax, and negated classes that may contain strings.
/// The grammar is walked here once, with V8's messages, as part of the pattern grammar
/// (RegularExpressionPatterns.swift); what a class denotes is the conformer's.

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

/// A ClassSetOperand: a ClassSetCharacter (which alone may be a range's end) or a set.
@usableFromInline
enum ClassSetOperand<ClassSet> {
    case character(UInt32)
    case set(ClassSet)
}

/// A pattern parser that reads `v`-mode classes: it supplies the escapes and builds what the
/// classes denote; `parseNestedClass()` walks the grammar.
public protocol ClassSetParsing {
    /// What a class denotes.
    associatedtype ClassSet
    /// The deepest nesting of groups and classes the parser accepts.
    static var maximumDepth: Int { get }
    /// The index of the next code unit of the pattern.
    var position: Int { get set }
    /// Nesting of groups and classes, bounded by `maximumDepth` so that no pattern
    /// overflows the stack.
    var depth: Int { get set }
    /// The code unit `ahead` units past the position, nil past the end.
    func peek(_ ahead: Int) -> UInt16?
    /// The SyntaxError to throw, with V8's message.
    func syntaxError(_ message: String) -> any Error
    /// At the letter after `\`: a CharacterClassEscape (`\d`, `\P{…}`…) consumed, or nil
    /// (nothing consumed) when the escape is none.
    mutating func parseClassEscape() throws -> ClassSet?
    /// At the letter after `\`: the character of a CharacterEscape, consumed.
    mutating func parseClassCharacterEscape() throws -> UInt32
    /// The source character at the position (a surrogate pair as one), consumed.
    mutating func readClassCharacter() -> UInt32
    /// `\q{…|…}` (ES2024 §22.2.2.9 CompileToCharSet of ClassStringDisjunction).
    func makeStrings(_ strings: [[UInt32]]) -> ClassSet
    /// ClassUnion: the ranges (single characters among them) and the other operands.
    func makeUnion(_ ranges: [ClosedRange<UInt32>], _ operands: [ClassSet]) -> ClassSet
    /// ClassIntersection (`&&`) or ClassSubtraction (`--`) of `first` and `operands`.
    func makeOperation(_ first: ClassSet, _ operands: [ClassSet], isIntersection: Bool) -> ClassSet
    /// `[^…]`: the complement (of a class that cannot contain strings).
    func makeComplement(_ set: ClassSet) -> ClassSet
    /// MayContainStrings (ES2024 §22.2.1.6), which is syntactic: `[\q{ab}--\q{ab}]` may.
    func mayContainStrings(_ set: ClassSet) -> Bool
}

extension ClassSetParsing {
    /// `[…]` or `[^…]` at the `[`, nested or not (ES2024 §22.2.1 CharacterClass, NestedClass).
    @inlinable
    public mutating func parseNestedClass() throws -> ClassSet {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw syntaxError("Pattern too deeply nested") }
        position += 1
        let isNegated = peek(0) == 0x5E
        if isNegated { position += 1 }
        let contents = try parseClassSetExpression()
        position += 1
        guard isNegated else { return contents }
        // ES2024 §22.2.1.1: a negated class must not be able to match a string.
        if mayContainStrings(contents) { throw syntaxError("Negated character class may contain strings") }
        return makeComplement(contents)
    }

    /// ClassSetExpression up to (not past) the closing `]`.
    @inlinable
    mutating func parseClassSetExpression() throws -> ClassSet {
        if peek(0) == 0x5D { return makeUnion([], []) }
        let first = try parseClassSetOperand()
        for symbol: UInt16 in [0x2D, 0x26] where peek(0) == symbol && peek(1) == symbol {
            return try parseClassSetOperation(set(of: first), isIntersection: symbol == 0x26)
        }
        return try parseClassUnion(first)
    }

    @inlinable
    func set(of operand: ClassSetOperand<ClassSet>) -> ClassSet {
        switch operand {
        case .character(let c): return makeUnion([c...c], [])
        case .set(let set): return set
        }
    }

    /// ClassIntersection or ClassSubtraction after the first operand.
    @inlinable
    mutating func parseClassSetOperation(_ first: ClassSet, isIntersection: Bool) throws -> ClassSet {
        let symbol: UInt16 = isIntersection ? 0x26 : 0x2D
        var operands: [ClassSet] = []
        while peek(0) == symbol && peek(1) == symbol {
            position += 2
            // `&&&` is no operator (ClassIntersection's [lookahead ≠ &]).
            if isIntersection && peek(0) == 0x26 { throw syntaxError("Invalid character in character class") }
            operands.append(set(of: try parseClassSetOperand()))
        }
        guard let unit = peek(0) else { throw syntaxError("Unterminated character class") }
        if unit != 0x5D { throw syntaxError("Invalid set operation in character class") }
        return makeOperation(first, operands, isIntersection: isIntersection)
    }

    /// ClassUnion after its first operand: operands, and ranges between ClassSetCharacters
    /// (so not after a range: `[a-b-c]` is an error).
    @inlinable
    mutating func parseClassUnion(_ first: ClassSetOperand<ClassSet>) throws -> ClassSet {
        var ranges: [ClosedRange<UInt32>] = []
        var operands: [ClassSet] = []
        var operand = first
        while true {
            switch operand {
            case .character(let c): ranges.append(c...c)
            case .set(let set): operands.append(set)
            }
            guard let unit = peek(0) else { throw syntaxError("Unterminated character class") }
            if unit == 0x5D { return makeUnion(ranges, operands) }
            if unit == 0x2D {
                if peek(1) == 0x2D { throw syntaxError("Invalid set operation in character class") }
                guard case .character(let low) = operand else { throw syntaxError("Invalid character class") }
                position += 1
                guard case .character(let high) = try parseClassSetOperand() else {
                    throw syntaxError("Invalid character class")
                }
                if low > high { throw syntaxError("Range out of order in character class") }
                ranges.append(low...high)
                guard let next = peek(0) else { throw syntaxError("Unterminated character class") }
                if next == 0x5D { return makeUnion(ranges, operands) }
                if next == 0x2D {
                    throw syntaxError(peek(1) == 0x2D ? "Invalid set operation in character class" : "Invalid character class")
                }
            }
            operand = try parseClassSetOperand()
        }
    }

    /// ClassSetOperand: a nested class, a class escape, `\q{…}` or a ClassSetCharacter.
    @inlinable
    mutating func parseClassSetOperand() throws -> ClassSetOperand<ClassSet> {
        guard let unit = peek(0) else { throw syntaxError("Unterminated character class") }
        if unit == 0x5B { return .set(try parseNestedClass()) }
        if unit == 0x5C, let escaped = peek(1) {
            if escaped == 0x71 { // \q{…}
                guard peek(2) == 0x7B else { throw syntaxError("Invalid escape") }
                position += 3
                return .set(try parseClassStringDisjunction())
            }
            position += 1
            if let set = try parseClassEscape() { return .set(set) }
            position -= 1
        }
        return .character(try parseClassSetCharacter())
    }

    /// The strings of `\q{…|…}`, after the `{` (ES2024 §22.2.1 ClassStringDisjunction).
    @inlinable
    mutating func parseClassStringDisjunction() throws -> ClassSet {
        var strings: [[UInt32]] = [[]]
        while true {
            guard let unit = peek(0) else { throw syntaxError("Unterminated character class") }
            if unit == 0x7D {
                position += 1
                return makeStrings(strings)
            }
            if unit == 0x7C {
                position += 1
                strings.append([])
            } else {
                strings[strings.count - 1].append(try parseClassSetCharacter())
            }
        }
    }

    /// ClassSetCharacter (ES2024 §22.2.1): an escape, or a character that is neither a
    /// ClassSetSyntaxCharacter nor the start of a ClassSetReservedDoublePunctuator.
    @inlinable
    mutating func parseClassSetCharacter() throws -> UInt32 {
        guard let unit = peek(0) else { throw syntaxError("Unterminated character class") }
        if unit == 0x5C {
            position += 1
            guard let escaped = peek(0) else { throw syntaxError("\\ at end of pattern") }
            if escaped == 0x62 || ClassSetCharacters.isReservedPunctuator(escaped) {
                position += 1
                return escaped == 0x62 ? 0x08 : UInt32(escaped)
            }
            return try parseClassCharacterEscape()
        }
        if ClassSetCharacters.isSyntaxCharacter(unit) { throw syntaxError("Invalid character in character class") }
        if unit == peek(1) && ClassSetCharacters.isReservedDoublePunctuator(unit) {
            throw syntaxError("Invalid set operation in character class")
        }
        return readClassCharacter()
    }
}
