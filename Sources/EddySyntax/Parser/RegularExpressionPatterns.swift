/// The pattern grammar of regular expressions (ECMAScript 2020 §21.2.1), with the §B.1.4
/// extensions when the `u` flag is absent and ES2024's classes under `v`
/// (RegularExpressionClassSets.swift). It is walked here once, with V8's messages
/// (`Unterminated group`, `Nothing to repeat`…), for both of its readers: a literal's early
/// errors (`PatternValidator`, which builds nothing) and the engine's `RegExpParser`, which
/// builds the tree it compiles. What a pattern denotes is the conformer's.

/// An assertion atom: `^`, `$`, `\b` or `\B`.
public enum RegExpAssertion: Sendable {
    case start, end, wordBoundary, notWordBoundary
}

/// A reader of patterns: it holds the parse state and builds what atoms, terms and classes
/// denote; the extension below walks the grammar.
public protocol RegExpPatternParsing: ClassSetParsing {
    /// What a pattern, or part of one, denotes.
    associatedtype Node
    /// The pattern's UTF-16 code units.
    var units: [UInt16] { get }
    /// `u` or `v`: the Unicode grammar.
    var isUnicode: Bool { get }
    /// `v`: the ClassSetExpression grammar of classes.
    var isUnicodeSets: Bool { get }
    /// The capturing groups of the whole pattern (counted before parsing: `\N` under
    /// Annex B is a back reference only when group N exists).
    var totalGroups: Int { get set }
    /// Whether the pattern has a named group, which makes `\k` a reference without `u`.
    var namedGroupsMode: Bool { get set }
    /// The capturing groups opened so far.
    var captureCount: Int { get set }
    /// The named groups opened so far, as (name, number).
    var groupNames: [(String, Int)] { get set }
    /// The names `\k<…>` refers to, checked once the whole pattern is read.
    var referencedNames: [String] { get set }

    func makeEmpty() -> Node
    func makeCharacter(_ codePoint: UInt32) -> Node
    /// `.`
    func makeDot() -> Node
    func makeAssertion(_ assertion: RegExpAssertion) -> Node
    /// Terms in order (two or more).
    func makeSequence(_ terms: [Node]) -> Node
    /// `a|b…` (two or more alternatives).
    func makeAlternation(_ alternatives: [Node]) -> Node
    /// A group; `capture` is its number when it captures.
    func makeGroup(_ body: Node, capture: Int?) -> Node
    func makeLookaround(_ body: Node, behind: Bool, negative: Bool) -> Node
    /// A quantified atom; `captures` are the numbers of the groups inside it.
    func makeQuantified(_ atom: Node, minimum: Int, maximum: Int, isGreedy: Bool, captures: Range<Int>) -> Node
    func makeBackreference(_ number: Int) -> Node
    func makeNamedBackreference(_ name: String) -> Node
    /// A class, or a class escape, as an atom.
    func makeClassAtom(_ set: ClassSet) -> Node
    /// `\d`, `\D`, `\s`, `\S`, `\w` or `\W` (the letter given).
    func makeCharacterClassEscape(_ letter: UInt16) -> ClassSet
    /// `\p{…}` (or `\P{…}` when `negated`).
    func makeProperty(_ name: RegExpPropertyName, negated: Bool) -> ClassSet
    /// A class without `v`: its ranges (single characters among them) and its class
    /// escapes, complemented as a whole by `[^…]`.
    func makeClass(_ ranges: [ClosedRange<UInt32>], _ escapes: [ClassSet], isNegated: Bool) -> ClassSet
}

extension RegExpPatternParsing {
    /// The whole pattern: what it denotes, or the SyntaxError (`syntaxError`) V8 would give.
    @inlinable
    public mutating func parsePattern() throws -> Node {
        countGroups()
        let root = try parseDisjunction()
        if position < units.count {
            throw syntaxError(units[position] == 0x29 ? "Unmatched ')'" : "Unexpected character")
        }
        for name in referencedNames where !groupNames.contains(where: { $0.0 == name }) {
            throw syntaxError("Invalid named capture referenced")
        }
        return root
    }

    /// Counts the capturing groups (for `\N` under Annex B) and notes named groups
    /// (§21.2.2 NcapturingParens).
    @inlinable
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
                    if index + 3 < units.count, units[index + 2] == 0x3C,
                       units[index + 3] != 0x3D && units[index + 3] != 0x21 {
                        totalGroups += 1
                        namedGroupsMode = true
                    }
                } else {
                    totalGroups += 1
                }
            }
            index += 1
        }
    }

    // MARK: Disjunction, alternative, term

    @inlinable
    mutating func parseDisjunction() throws -> Node {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw syntaxError("Pattern too deeply nested") }
        var alternatives = [try parseAlternative()]
        while peek(0) == 0x7C {
            position += 1
            alternatives.append(try parseAlternative())
        }
        return alternatives.count == 1 ? alternatives[0] : makeAlternation(alternatives)
    }

    @inlinable
    mutating func parseAlternative() throws -> Node {
        var terms: [Node] = []
        while let unit = peek(0), unit != 0x7C, unit != 0x29 {
            try parseTerm(into: &terms)
        }
        if terms.isEmpty { return makeEmpty() }
        return terms.count == 1 ? terms[0] : makeSequence(terms)
    }

    /// An atom or assertion and its quantifier, at a code unit that is neither `|` nor `)`.
    @inlinable
    mutating func parseTerm(into terms: inout [Node]) throws {
        let unit = units[position]
        let capturesBefore = captureCount
        var atom: Node
        var isQuantifiable = true
        var isLookaround = false
        switch unit {
        case 0x5E: // ^
            position += 1
            atom = makeAssertion(.start)
            isQuantifiable = false
        case 0x24: // $
            position += 1
            atom = makeAssertion(.end)
            isQuantifiable = false
        case 0x5C where peek(1) == 0x62 || peek(1) == 0x42: // \b \B
            atom = makeAssertion(peek(1) == 0x62 ? .wordBoundary : .notWordBoundary)
            position += 2
            isQuantifiable = false
        case 0x28: // (
            position += 1
            atom = try parseGroup(isQuantifiable: &isQuantifiable, isLookaround: &isLookaround)
            guard peek(0) == 0x29 else { throw syntaxError("Unterminated group") }
            position += 1
        case 0x29:
            throw syntaxError("Unmatched ')'")
        case 0x2A, 0x2B, 0x3F: // * + ?
            throw syntaxError("Nothing to repeat")
        case 0x7B: // {
            // §B.1.4: a `{` that does not start a quantifier is a literal, but `{2}` with
            // nothing before it is an error (InvalidBracedQuantifier).
            if scanBracedQuantifier() != nil { throw syntaxError("Nothing to repeat") }
            if isUnicode { throw syntaxError("Lone quantifier brackets") }
            position += 1
            atom = makeCharacter(0x7B)
        case 0x7D, 0x5D: // } ]
            if isUnicode { throw syntaxError("Lone quantifier brackets") }
            position += 1
            atom = makeCharacter(UInt32(unit))
        case 0x5B:
            atom = makeClassAtom(isUnicodeSets ? try parseNestedClass() : try parseClass())
        case 0x5C:
            atom = try parseAtomEscape()
        case 0x2E:
            position += 1
            atom = makeDot()
        default:
            atom = makeCharacter(readPatternCharacter())
        }
        guard let (minimum, maximum) = try parseQuantifier() else {
            terms.append(atom)
            return
        }
        if !isQuantifiable { throw syntaxError(isLookaround ? "Invalid quantifier" : "Nothing to repeat") }
        var isGreedy = true
        if peek(0) == 0x3F {
            isGreedy = false
            position += 1
        }
        terms.append(makeQuantified(atom, minimum: minimum, maximum: maximum, isGreedy: isGreedy,
                                    captures: (capturesBefore + 1)..<(captureCount + 1)))
    }

    /// After `(`: the group up to (not past) its `)`. Lookaheads are quantifiable only
    /// without `u` (§B.1.4 QuantifiableAssertion), lookbehinds never.
    @inlinable
    mutating func parseGroup(isQuantifiable: inout Bool, isLookaround: inout Bool) throws -> Node {
        guard peek(0) == 0x3F else {
            captureCount += 1
            let number = captureCount
            return makeGroup(try parseDisjunction(), capture: number)
        }
        switch peek(1) {
        case 0x3A: // (?:
            position += 2
            return makeGroup(try parseDisjunction(), capture: nil)
        case 0x3D, 0x21: // (?= (?!
            let negative = peek(1) == 0x21
            position += 2
            isQuantifiable = !isUnicode
            isLookaround = true
            return makeLookaround(try parseDisjunction(), behind: false, negative: negative)
        case 0x3C where peek(2) == 0x3D || peek(2) == 0x21: // (?<= (?<!
            let negative = peek(2) == 0x21
            position += 3
            isQuantifiable = false
            isLookaround = true
            return makeLookaround(try parseDisjunction(), behind: true, negative: negative)
        case 0x3C: // (?<name>
            position += 2
            let name = try parseGroupName()
            if groupNames.contains(where: { $0.0 == name }) { throw syntaxError("Duplicate capture group name") }
            captureCount += 1
            let number = captureCount
            groupNames.append((name, number))
            return makeGroup(try parseDisjunction(), capture: number)
        default:
            throw syntaxError("Invalid group")
        }
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}` at the position, consumed: its bounds, or nil.
    @inlinable
    mutating func parseQuantifier() throws -> (minimum: Int, maximum: Int)? {
        switch peek(0) {
        case 0x2A:
            position += 1
            return (0, Int.max)
        case 0x2B:
            position += 1
            return (1, Int.max)
        case 0x3F:
            position += 1
            return (0, 1)
        case 0x7B:
            guard let (minimum, maximum, length) = scanBracedQuantifier() else {
                if isUnicode { throw syntaxError("Incomplete quantifier") }
                return nil
            }
            if minimum > maximum { throw syntaxError("numbers out of order in {} quantifier") }
            position += length
            return (minimum, maximum)
        default:
            return nil
        }
    }

    /// `{n}`, `{n,}`, `{n,m}` at the position: (min, max, length), or nil. Bounds past
    /// `Int.max` are `Int.max`.
    @inlinable
    func scanBracedQuantifier() -> (Int, Int, Int)? {
        var index = position + 1
        func digits() -> Int? {
            let start = index
            var value = 0
            while index < units.count, units[index] >= 0x30, units[index] <= 0x39 {
                let (product, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = product.addingReportingOverflow(Int(units[index] - 0x30))
                value = overflow1 || overflow2 ? Int.max : sum
                index += 1
            }
            return index > start ? value : nil
        }
        guard let low = digits() else { return nil }
        var high = low
        if index < units.count, units[index] == 0x2C {
            index += 1
            high = digits() ?? Int.max
        }
        guard index < units.count, units[index] == 0x7D else { return nil }
        return (low, high, index + 1 - position)
    }

    /// The source character at the position (a surrogate pair as one in Unicode mode), consumed.
    @inlinable
    mutating func readPatternCharacter() -> UInt32 {
        let unit = units[position]
        position += 1
        if isUnicode, unit >= 0xD800, unit <= 0xDBFF, let low = peek(0), low >= 0xDC00, low <= 0xDFFF {
            position += 1
            return 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        }
        return UInt32(unit)
    }

    @inlinable
    public mutating func readClassCharacter() -> UInt32 {
        readPatternCharacter()
    }

    /// A GroupName after its `<`, through the `>`.
    @inlinable
    mutating func parseGroupName() throws -> String {
        var name = String.UnicodeScalarView()
        var isFirst = true
        while let unit = peek(0), unit != 0x3E {
            var scalar = UInt32(unit)
            if unit == 0x5C {
                position += 1
                guard peek(0) == 0x75 else { throw syntaxError("Invalid capture group name") }
                position += 1
                // A name's escapes are Unicode-mode ones, with or without `u`
                // (RegExpUnicodeEscapeSequence[+UnicodeMode]).
                guard let value = scanUnicodeEscape(inUnicodeMode: true) else {
                    throw syntaxError("Invalid Unicode escape")
                }
                scalar = value
            } else if unit >= 0xD800 && unit <= 0xDBFF, let low = peek(1), low >= 0xDC00 && low <= 0xDFFF {
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                position += 2
            } else {
                position += 1
            }
            let isValid = isFirst ? Lexer.isIdentifierStart(scalar) : Lexer.isIdentifierPart(scalar)
            guard isValid, let value = Unicode.Scalar(scalar) else { throw syntaxError("Invalid capture group name") }
            name.append(value)
            isFirst = false
        }
        guard peek(0) == 0x3E, !name.isEmpty else { throw syntaxError("Invalid capture group name") }
        position += 1
        return String(name)
    }

    // MARK: Escapes

    /// At `\` outside a class: an AtomEscape, consumed.
    @inlinable
    mutating func parseAtomEscape() throws -> Node {
        position += 1
        guard let unit = peek(0) else { throw syntaxError("\\ at end of pattern") }
        switch unit {
        case 0x31...0x39:
            // A back reference (§21.2.1.1: in Unicode mode it must exist); otherwise, by
            // §B.1.4, a legacy octal escape or `\8`, `\9` as identity escapes.
            let start = position
            var value = 0
            while let digit = peek(0), digit >= 0x30, digit <= 0x39 {
                value = min(value * 10 + Int(digit - 0x30), 1_000_000)
                position += 1
            }
            if value <= totalGroups { return makeBackreference(value) }
            if isUnicode { throw syntaxError("Invalid escape") }
            position = start
            if unit >= 0x38 {
                position += 1
                return makeCharacter(UInt32(unit))
            }
            return makeCharacter(parseLegacyOctal())
        case 0x6B: // \k
            position += 1
            guard namedGroupsMode || isUnicode else { return makeCharacter(0x6B) }
            guard peek(0) == 0x3C else { throw syntaxError("Invalid named reference") }
            position += 1
            let name = try parseGroupName()
            referencedNames.append(name)
            return makeNamedBackreference(name)
        case 0x64, 0x44, 0x73, 0x53, 0x77, 0x57: // \d \D \s \S \w \W
            position += 1
            return makeClassAtom(makeCharacterClassEscape(unit))
        case 0x70 where isUnicode, 0x50 where isUnicode: // \p{…} \P{…}
            let (name, negated) = try parsePropertyName(inClass: false)
            return makeClassAtom(makeProperty(name, negated: negated))
        default:
            return makeCharacter(try parseCharacterEscape(inClass: false))
        }
    }

    /// A legacy octal escape (§B.1.4): up to three octal digits, at most 0o377.
    @inlinable
    mutating func parseLegacyOctal() -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        while let digit = peek(0), digit >= 0x30, digit <= 0x37, count < 3 {
            let next = value * 8 + UInt32(digit - 0x30)
            if next > 0o377 { break }
            value = next
            count += 1
            position += 1
        }
        return value
    }

    /// A CharacterEscape at the position (just after `\`), consumed: its code point.
    @inlinable
    mutating func parseCharacterEscape(inClass: Bool) throws -> UInt32 {
        let unit = units[position]
        switch unit {
        case 0x66: position += 1; return 0x0C
        case 0x6E: position += 1; return 0x0A
        case 0x72: position += 1; return 0x0D
        case 0x74: position += 1; return 0x09
        case 0x76: position += 1; return 0x0B
        case 0x63: // \cX
            if let letter = peek(1), (letter >= 0x41 && letter <= 0x5A) || (letter >= 0x61 && letter <= 0x7A) {
                position += 2
                return UInt32(letter % 32)
            }
            // §B.1.4 ClassControlLetter: a digit or `_` too, in a class.
            if !isUnicode, inClass, let other = peek(1), (other >= 0x30 && other <= 0x39) || other == 0x5F {
                position += 2
                return UInt32(other % 32)
            }
            if isUnicode { throw syntaxError("Invalid Unicode escape") }
            // The backslash is itself (§B.1.4 ExtendedAtom `\` [lookahead = c]).
            return 0x5C
        case 0x30 where !(peek(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false):
            position += 1
            return 0
        case 0x30...0x39:
            if isUnicode { throw syntaxError(inClass ? "Invalid class escape" : "Invalid decimal escape") }
            if unit >= 0x38 {
                position += 1
                return UInt32(unit)
            }
            return parseLegacyOctal()
        case 0x78: // \xHH
            if let high = peek(1).flatMap(Lexer.hexValue), let low = peek(2).flatMap(Lexer.hexValue) {
                position += 3
                return high * 16 + low
            }
            if isUnicode { throw syntaxError("Invalid escape") }
            position += 1
            return 0x78
        case 0x75: // \uHHHH, \u{…}
            position += 1
            if let value = scanUnicodeEscape(inUnicodeMode: isUnicode) { return value }
            if isUnicode { throw syntaxError("Invalid Unicode escape") }
            return 0x75
        case 0x2D where inClass && isUnicode:
            position += 1
            return 0x2D
        default:
            if isUnicode {
                // §21.2.1 IdentityEscape[U]: only SyntaxCharacter and `/`.
                guard Self.isSyntaxCharacter(unit) || unit == 0x2F else { throw syntaxError("Invalid escape") }
            } else if unit == 0x6B, namedGroupsMode {
                // §B.1.4 IdentityEscape[N]: not `k` when the pattern has named groups.
                throw syntaxError("Invalid escape")
            }
            return readPatternCharacter()
        }
    }

    /// §21.2.1 SyntaxCharacter: `^ $ \ . * + ? ( ) [ ] { } |`.
    @inlinable
    static func isSyntaxCharacter(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x5E, 0x24, 0x5C, 0x2E, 0x2A, 0x2B, 0x3F, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x7C: return true
        default: return false
        }
    }

    /// After `\u`: the code point of a RegExpUnicodeEscapeSequence, where Unicode mode allows
    /// `{…}` and reads `\uD835\uDCD1` as one code point. Consumes only on success.
    @inlinable
    mutating func scanUnicodeEscape(inUnicodeMode: Bool) -> UInt32? {
        guard let value = scanUnicodeEscapeBody(allowBraces: inUnicodeMode) else { return nil }
        if inUnicodeMode, value >= 0xD800, value <= 0xDBFF, peek(0) == 0x5C, peek(1) == 0x75 {
            let saved = position
            position += 2
            if let low = scanUnicodeEscapeBody(allowBraces: false), low >= 0xDC00, low <= 0xDFFF {
                return 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            position = saved
        }
        return value
    }

    /// After `\u`: four hex digits, or `{…}` when allowed. Consumes only on success.
    @inlinable
    mutating func scanUnicodeEscapeBody(allowBraces: Bool) -> UInt32? {
        if peek(0) == 0x7B {
            guard allowBraces else { return nil }
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

    /// `\p{…}` or `\P{…}` at the position (on the `p`): the property it names and whether
    /// it is `\P`. A property of strings is allowed only under `v`, and never negated.
    @inlinable
    mutating func parsePropertyName(inClass: Bool) throws -> (RegExpPropertyName, negated: Bool) {
        let negated = units[position] == 0x50
        position += 1
        guard let name = RegExpPropertyName.parse(units, at: &position, negated: negated, unicodeSets: isUnicodeSets) else {
            throw syntaxError(inClass ? "Invalid property name in character class" : "Invalid property name")
        }
        return (name, negated)
    }

    // MARK: Classes

    /// `[…]` without `v`, at the `[`: ranges must be in order and, in Unicode mode, between
    /// single characters.
    @inlinable
    mutating func parseClass() throws -> ClassSet {
        position += 1
        let isNegated = peek(0) == 0x5E
        if isNegated { position += 1 }
        var ranges: [ClosedRange<UInt32>] = []
        var escapes: [ClassSet] = []
        func add(_ atom: ClassSetOperand<ClassSet>) {
            switch atom {
            case .character(let c): ranges.append(c...c)
            case .set(let set): escapes.append(set)
            }
        }
        while true {
            guard let unit = peek(0) else { throw syntaxError("Unterminated character class") }
            if unit == 0x5D {
                position += 1
                return makeClass(ranges, escapes, isNegated: isNegated)
            }
            let first = try parseClassAtom()
            guard peek(0) == 0x2D, let after = peek(1), after != 0x5D else {
                add(first)
                continue
            }
            position += 1
            let second = try parseClassAtom()
            switch (first, second) {
            case (.character(let low), .character(let high)):
                if low > high { throw syntaxError("Range out of order in character class") }
                ranges.append(low...high)
            default:
                // §B.1.4 NonemptyClassRanges: a class escape at either end makes `-` literal.
                if isUnicode { throw syntaxError("Invalid character class") }
                add(first)
                ranges.append(0x2D...0x2D)
                add(second)
            }
        }
    }

    /// One ClassAtom without `v`: a character or a class escape, consumed.
    @inlinable
    mutating func parseClassAtom() throws -> ClassSetOperand<ClassSet> {
        guard units[position] == 0x5C else { return .character(readPatternCharacter()) }
        position += 1
        guard let escaped = peek(0) else { throw syntaxError("\\ at end of pattern") }
        switch escaped {
        case 0x64, 0x44, 0x73, 0x53, 0x77, 0x57:
            position += 1
            return .set(makeCharacterClassEscape(escaped))
        case 0x62:
            position += 1
            return .character(0x08)
        case 0x70 where isUnicode, 0x50 where isUnicode:
            let (name, negated) = try parsePropertyName(inClass: true)
            return .set(makeProperty(name, negated: negated))
        case 0x6B where !isUnicode && !namedGroupsMode:
            position += 1
            return .character(0x6B)
        case 0x31...0x39 where isUnicode:
            throw syntaxError("Invalid class escape")
        default:
            return .character(try parseCharacterEscape(inClass: true))
        }
    }

    // MARK: What `v`-mode classes need (ClassSetParsing)

    @inlinable
    public mutating func parseClassEscape() throws -> ClassSet? {
        guard let unit = peek(0) else { return nil }
        switch unit {
        case 0x64, 0x44, 0x73, 0x53, 0x77, 0x57:
            position += 1
            return makeCharacterClassEscape(unit)
        case 0x70, 0x50:
            let (name, negated) = try parsePropertyName(inClass: true)
            return makeProperty(name, negated: negated)
        default:
            return nil
        }
    }

    @inlinable
    public mutating func parseClassCharacterEscape() throws -> UInt32 {
        try parseCharacterEscape(inClass: true)
    }
}
