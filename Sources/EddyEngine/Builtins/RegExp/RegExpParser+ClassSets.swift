/// The classes of the `v` flag (ES2024 §22.2.1 ClassSetExpression): nested classes, set
/// difference `--` and intersection `&&` (one kind of operator per class), `\q{…}` strings,
/// and the stricter character syntax. Errors are V8's, reported where V8 reports them; the
/// literal's early errors (EddySyntax's RegularExpressionClassSets) follow the same steps.

import EddySyntax

/// What a `v`-mode class denotes (ES2024 §22.2.2.9 CompileToCharSet): its characters, and
/// its strings of any length but one (a one-character string is a character).
struct RegExpClassContents {
    var characters = RegExpCharacterSet()
    var strings: Set<[UInt32]> = []
    /// MayContainStrings (ES2024 §22.2.1.6), which is syntactic: `[\q{ab}--\q{ab}]` may.
    var mayContainStrings = false

    mutating func formUnion(_ other: RegExpClassContents) {
        characters.nested.append(other.characters)
        strings.formUnion(other.strings)
        mayContainStrings = mayContainStrings || other.mayContainStrings
    }

    /// The node that matches the class: its strings longest first, then its characters, then
    /// the empty string if it has it (ES2024 §22.2.2.7 CompileAtom, Atom :: CharacterClass).
    var node: RegExpNode {
        if strings.isEmpty { return .set(characters) }
        let longestFirst = strings.filter { !$0.isEmpty }.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1)
        }
        var alternatives = longestFirst.map { RegExpNode.sequence($0.map(RegExpNode.character)) }
        alternatives.append(.set(characters))
        if strings.contains([]) { alternatives.append(.empty) }
        return .alternation(alternatives)
    }
}

extension RegExpCharacterSet {
    /// The set with each complemented escape (`\D`, `\W`, `\S`, `\P{…}`) made a negated
    /// nested class, so that under `i` the complement is taken after case folding, as the
    /// `v` flag's CharacterComplement of a folded set requires (ES2024 §22.2.2.9).
    func foldingComplements() -> RegExpCharacterSet {
        var result = RegExpCharacterSet(ranges: ranges, nested: nested)
        for complement in complements {
            result.nested.append(RegExpCharacterSet(ranges: complement, isNegated: true))
        }
        for (property, negated) in properties {
            if negated {
                var positive = RegExpCharacterSet(isNegated: true)
                positive.properties = [(property, negated: false)]
                result.nested.append(positive)
            } else {
                result.properties.append((property, negated: false))
            }
        }
        return result
    }
}

extension RegExpParser {
    /// A ClassSetOperand: its contents, and its character when it is a ClassSetCharacter
    /// (which alone may be a range's end).
    typealias ClassSetOperand = (contents: RegExpClassContents, character: UInt32?)

    /// A `v`-mode class as an atom, at the `[`.
    mutating func parseClassSetAtom() throws -> RegExpNode {
        try parseNestedClass().node
    }

    /// `[…]` or `[^…]` at the `[`, nested or not (ES2024 §22.2.1 CharacterClass, NestedClass).
    mutating func parseNestedClass() throws -> RegExpClassContents {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw fail("Pattern too deeply nested") }
        position += 1
        let isNegated = peek() == 0x5E
        if isNegated { position += 1 }
        var contents = try parseClassSetExpression()
        position += 1
        if isNegated {
            // ES2024 §22.2.1.1: a negated class must not be able to match a string.
            if contents.mayContainStrings { throw fail("Negated character class may contain strings") }
            var complement = RegExpCharacterSet(isNegated: true)
            complement.nested = [contents.characters]
            contents.characters = complement
        }
        return contents
    }

    /// ClassSetExpression up to (not past) the closing `]`: a union, or operands joined by
    /// one operator throughout, as V8 parses it (the first operand decides which).
    mutating func parseClassSetExpression() throws -> RegExpClassContents {
        if peek() == 0x5D { return RegExpClassContents() }
        let first = try parseClassSetOperand()
        if peek() == 0x2D && peek(1) == 0x2D { return try parseClassSetOperation(first.contents, isIntersection: false) }
        if peek() == 0x26 && peek(1) == 0x26 { return try parseClassSetOperation(first.contents, isIntersection: true) }
        return try parseClassUnion(first)
    }

    /// ClassIntersection or ClassSubtraction after the first operand.
    mutating func parseClassSetOperation(_ first: RegExpClassContents, isIntersection: Bool) throws
        -> RegExpClassContents {
        let symbol: UInt16 = isIntersection ? 0x26 : 0x2D
        var result = RegExpClassContents(mayContainStrings: first.mayContainStrings)
        result.characters.nested = [first.characters]
        var strings = first.strings
        while peek() == symbol && peek(1) == symbol {
            position += 2
            // `&&&` is no operator (ClassIntersection's [lookahead ≠ &]).
            if isIntersection && peek() == 0x26 { throw fail("Invalid character in character class") }
            let operand = try parseClassSetOperand().contents
            if isIntersection {
                result.characters.intersected.append(operand.characters)
                strings.formIntersection(operand.strings)
                result.mayContainStrings = result.mayContainStrings && operand.mayContainStrings
            } else {
                result.characters.subtracted.append(operand.characters)
                strings.subtract(operand.strings)
            }
        }
        guard let unit = peek() else { throw fail("Unterminated character class") }
        if unit != 0x5D { throw fail("Invalid set operation in character class") }
        result.strings = strings
        return result
    }

    /// ClassUnion after its first operand: operands and ranges between ClassSetCharacters.
    mutating func parseClassUnion(_ first: ClassSetOperand) throws -> RegExpClassContents {
        var result = RegExpClassContents()
        var operand = first
        while true {
            if let c = operand.character {
                result.characters.ranges.append(c...c)
            } else {
                result.formUnion(operand.contents)
            }
            guard let unit = peek() else { throw fail("Unterminated character class") }
            if unit == 0x5D { return result }
            if unit == 0x2D {
                if peek(1) == 0x2D { throw fail("Invalid set operation in character class") }
                guard let low = operand.character else { throw fail("Invalid character class") }
                position += 1
                guard let high = try parseClassSetOperand().character else { throw fail("Invalid character class") }
                if low > high { throw fail("Range out of order in character class") }
                result.characters.ranges.append(low...high)
                // A range is no ClassSetCharacter: `[a-b-c]` is an error.
                guard let next = peek() else { throw fail("Unterminated character class") }
                if next == 0x5D { return result }
                if next == 0x2D { throw fail(peek(1) == 0x2D ? "Invalid set operation in character class" : "Invalid character class") }
            }
            operand = try parseClassSetOperand()
        }
    }

    /// ClassSetOperand: a nested class, a class escape, `\q{…}` or a ClassSetCharacter.
    mutating func parseClassSetOperand() throws -> ClassSetOperand {
        guard let unit = peek() else { throw fail("Unterminated character class") }
        if unit == 0x5B { return (try parseNestedClass(), nil) }
        if unit == 0x5C, let escaped = peek(1) {
            if let set = classEscape(escaped) {
                position += 2
                return (RegExpClassContents(characters: set.foldingComplements()), nil)
            }
            if escaped == 0x70 || escaped == 0x50 {
                position += 1
                return (RegExpClassContents(characters: try parsePropertyEscape().foldingComplements()), nil)
            }
            if escaped == 0x71 {
                guard peek(2) == 0x7B else { throw fail("Invalid escape") }
                position += 3
                return (try parseClassStringDisjunction(), nil)
            }
        }
        let c = try parseClassSetCharacter()
        return (RegExpClassContents(characters: RegExpCharacterSet(ranges: [c...c])), c)
    }

    /// The strings of `\q{…|…}`, after the `{` (ES2024 §22.2.1 ClassStringDisjunction).
    mutating func parseClassStringDisjunction() throws -> RegExpClassContents {
        var strings: [[UInt32]] = [[]]
        while true {
            guard let unit = peek() else { throw fail("Unterminated character class") }
            if unit == 0x7D {
                position += 1
                break
            }
            if unit == 0x7C {
                position += 1
                strings.append([])
            } else {
                strings[strings.count - 1].append(try parseClassSetCharacter())
            }
        }
        var result = RegExpClassContents()
        for string in strings {
            if string.count == 1 {
                result.characters.ranges.append(string[0]...string[0])
            } else {
                // Folded when `i`, so that `&&` and `--` compare strings as the matcher does.
                result.strings.insert(ignoreCase ? string.map { RegExpCanonicalization.canonicalize($0, unicode: true) } : string)
                result.mayContainStrings = true
            }
        }
        return result
    }

    /// ClassSetCharacter (ES2024 §22.2.1): an escape, or a character that is neither a
    /// ClassSetSyntaxCharacter nor the start of a ClassSetReservedDoublePunctuator.
    mutating func parseClassSetCharacter() throws -> UInt32 {
        guard let unit = peek() else { throw fail("Unterminated character class") }
        if unit == 0x5C {
            position += 1
            guard let escaped = peek() else { throw fail("\\ at end of pattern") }
            if escaped == 0x62 || ClassSetCharacters.isReservedPunctuator(escaped) {
                position += 1
                return escaped == 0x62 ? 0x08 : UInt32(escaped)
            }
            return try parseCharacterEscape(inClass: true)
        }
        if ClassSetCharacters.isSyntaxCharacter(unit) { throw fail("Invalid character in character class") }
        if unit == peek(1) && ClassSetCharacters.isReservedDoublePunctuator(unit) {
            throw fail("Invalid set operation in character class")
        }
        return readPatternCharacter()
    }
}
