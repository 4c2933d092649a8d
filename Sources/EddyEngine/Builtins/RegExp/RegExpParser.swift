/// The pattern grammar of ECMAScript 2020 §21.2.1, with the §B.1.4 extensions when the `u`
/// flag is absent, parsed into a `RegExpNode` tree for `RegExpCompiler`. Errors carry V8's
/// messages (`Unterminated group`, `Nothing to repeat`…). The `v` flag's classes are in
/// RegExpParser+ClassSets.swift.

import EddySyntax

/// A set of characters: ranges, plus complements of sets (`\D` inside a class), possibly
/// negated as a whole (`[^…]`).
struct RegExpCharacterSet: Sendable {
    var ranges: [ClosedRange<UInt32>] = []
    var complements: [[ClosedRange<UInt32>]] = []
    var isNegated = false
    /// Unicode properties (`\p{…}`), each possibly complemented (`\P{…}`).
    var properties: [(RegExpUnicodeProperty, negated: Bool)] = []
    /// `v`-mode operands (ES2024 §22.2.2.9 CompileToCharSet): classes joined to the union
    /// (nested classes, complemented escapes), and the classes the union is then intersected
    /// with (`&&`) or has subtracted (`--`).
    var nested: [RegExpCharacterSet] = []
    var intersected: [RegExpCharacterSet] = []
    var subtracted: [RegExpCharacterSet] = []

    func containsRaw(_ c: UInt32) -> Bool {
        for range in ranges where range.contains(c) { return true }
        for complement in complements where !complement.contains(where: { $0.contains(c) }) { return true }
        for (property, negated) in properties where property.contains(c) != negated { return true }
        return false
    }

    /// Whether the set holds `c`, negation included. Under `i` a leaf (range, escape,
    /// property) holds `c` when it holds a character of the same canonical form: folding
    /// every operand before the set operations, as ES2024 §22.2.2.9 MaybeSimpleCaseFolding
    /// does in `v` mode, and the same as folding the whole set when there are no operations.
    func contains(_ c: UInt32, ignoreCase: Bool, unicode: Bool) -> Bool {
        var found = containsRaw(c)
        if !found && ignoreCase {
            let k = RegExpCanonicalization.canonicalize(c, unicode: unicode)
            for member in RegExpCanonicalization.members(ofCanonical: k, unicode: unicode)
            where member != c && RegExpCanonicalization.canonicalize(member, unicode: unicode) == k {
                if containsRaw(member) {
                    found = true
                    break
                }
            }
        }
        if !found {
            found = nested.contains { $0.contains(c, ignoreCase: ignoreCase, unicode: unicode) }
        }
        if found && !intersected.isEmpty {
            found = intersected.allSatisfy { $0.contains(c, ignoreCase: ignoreCase, unicode: unicode) }
        }
        if found && !subtracted.isEmpty {
            found = !subtracted.contains { $0.contains(c, ignoreCase: ignoreCase, unicode: unicode) }
        }
        return found != isNegated
    }

    static let digits: [ClosedRange<UInt32>] = [0x30...0x39]
    static let wordCharacters: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
    /// WhiteSpace and LineTerminator (§11.2, §11.3).
    static let whiteSpace: [ClosedRange<UInt32>] = [
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
        0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ]
}

enum RegExpAssertion: Sendable {
    case start, end, wordBoundary, notWordBoundary
}

indirect enum RegExpNode: Sendable {
    case empty
    case character(UInt32)
    case dot
    case set(RegExpCharacterSet)
    case sequence([RegExpNode])
    case alternation([RegExpNode])
    /// A group; `capture` is the group's number when it captures.
    case group(RegExpNode, capture: Int?)
    case lookaround(RegExpNode, behind: Bool, negative: Bool)
    /// `captures` are the numbers of the groups inside (reset at each iteration).
    case quantified(RegExpNode, min: Int, max: Int, greedy: Bool, captures: Range<Int>)
    case assertion(RegExpAssertion)
    case backreference(Int)
    case namedBackreference(String)
}

struct RegExpSyntaxError: Error {
    let message: String
}

/// A parsed pattern: the tree, the number of capturing groups and their names.
struct RegExpPattern: Sendable {
    var root: RegExpNode
    var captureCount: Int
    /// Group names in group order, (name, number).
    var groupNames: [(String, Int)]
}

struct RegExpParser {
    let units: [UInt16]
    /// `u` or `v`: the Unicode grammar.
    let isUnicode: Bool
    /// `v`: the ClassSetExpression grammar of classes (ES2024 §22.2.1).
    let isUnicodeSets: Bool
    /// `i`, which `v`-mode strings are folded by before their set operations.
    let ignoreCase: Bool
    var position = 0
    var totalGroups = 0
    var namedGroupsMode = false
    var captureCount = 0
    var groupNames: [(String, Int)] = []
    var depth = 0

    static let maximumDepth = 500

    init(units: [UInt16], flags: RegExpFlags) {
        self.units = units
        isUnicode = flags.isUnicodeMode
        isUnicodeSets = flags.unicodeSets
        ignoreCase = flags.ignoreCase
    }

    static func parse(_ units: [UInt16], flags: RegExpFlags) throws -> RegExpPattern {
        var parser = RegExpParser(units: units, flags: flags)
        parser.prescan()
        var root = try parser.parseDisjunction()
        if parser.position < units.count {
            throw RegExpSyntaxError(message: units[parser.position] == 0x29 ? "Unmatched ')'" : "Unexpected character")
        }
        if parser.namedGroupsMode {
            root = try parser.resolveNames(root)
        }
        return RegExpPattern(root: root, captureCount: parser.captureCount, groupNames: parser.groupNames)
    }

    /// Counts the capturing groups (for `\N` under Annex B) and notes named groups.
    mutating func prescan() {
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

    func resolveNames(_ node: RegExpNode) throws -> RegExpNode {
        switch node {
        case .namedBackreference(let name):
            guard let entry = groupNames.first(where: { $0.0 == name }) else {
                throw RegExpSyntaxError(message: "Invalid named capture referenced")
            }
            return .backreference(entry.1)
        case .sequence(let nodes): return .sequence(try nodes.map(resolveNames))
        case .alternation(let nodes): return .alternation(try nodes.map(resolveNames))
        case .group(let inner, let capture): return .group(try resolveNames(inner), capture: capture)
        case .lookaround(let inner, let behind, let negative):
            return .lookaround(try resolveNames(inner), behind: behind, negative: negative)
        case .quantified(let inner, let min, let max, let greedy, let captures):
            return .quantified(try resolveNames(inner), min: min, max: max, greedy: greedy, captures: captures)
        default: return node
        }
    }

    func peek(_ ahead: Int = 0) -> UInt16? {
        let index = position + ahead
        return index < units.count ? units[index] : nil
    }

    func fail(_ message: String) -> RegExpSyntaxError { RegExpSyntaxError(message: message) }

    static func isSyntaxCharacter(_ c: UInt32) -> Bool {
        switch c {
        case 0x5E, 0x24, 0x5C, 0x2E, 0x2A, 0x2B, 0x3F, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x7C: return true
        default: return false
        }
    }

    // MARK: Disjunction, alternative, term

    mutating func parseDisjunction() throws -> RegExpNode {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw fail("Pattern too deeply nested") }
        var alternatives = [try parseAlternative()]
        while peek() == 0x7C {
            position += 1
            alternatives.append(try parseAlternative())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    mutating func parseAlternative() throws -> RegExpNode {
        var terms: [RegExpNode] = []
        while let unit = peek(), unit != 0x7C, unit != 0x29 {
            try parseTerm(into: &terms)
        }
        if terms.isEmpty { return .empty }
        return terms.count == 1 ? terms[0] : .sequence(terms)
    }

    mutating func parseTerm(into terms: inout [RegExpNode]) throws {
        let unit = units[position]
        let capturesBefore = captureCount
        var atom: RegExpNode
        var quantifiable = true
        switch unit {
        case 0x5E:
            position += 1
            atom = .assertion(.start)
            quantifiable = false
        case 0x24:
            position += 1
            atom = .assertion(.end)
            quantifiable = false
        case 0x5C where peek(1) == 0x62 || peek(1) == 0x42:
            atom = .assertion(peek(1) == 0x62 ? .wordBoundary : .notWordBoundary)
            position += 2
            quantifiable = false
        case 0x28:
            position += 1
            if peek() == 0x3F {
                switch peek(1) {
                case 0x3A:
                    position += 2
                    atom = .group(try parseDisjunction(), capture: nil)
                case 0x3D, 0x21:
                    let negative = peek(1) == 0x21
                    position += 2
                    atom = .lookaround(try parseDisjunction(), behind: false, negative: negative)
                    quantifiable = !isUnicode
                case 0x3C where peek(2) == 0x3D || peek(2) == 0x21:
                    let negative = peek(2) == 0x21
                    position += 3
                    atom = .lookaround(try parseDisjunction(), behind: true, negative: negative)
                    quantifiable = false
                case 0x3C:
                    position += 2
                    let name = try parseGroupName()
                    if groupNames.contains(where: { $0.0 == name }) { throw fail("Duplicate capture group name") }
                    captureCount += 1
                    let index = captureCount
                    groupNames.append((name, index))
                    atom = .group(try parseDisjunction(), capture: index)
                default:
                    throw fail("Invalid group")
                }
            } else {
                captureCount += 1
                let index = captureCount
                atom = .group(try parseDisjunction(), capture: index)
            }
            guard peek() == 0x29 else { throw fail("Unterminated group") }
            position += 1
        case 0x29:
            throw fail("Unmatched ')'")
        case 0x2A, 0x2B, 0x3F:
            throw fail("Nothing to repeat")
        case 0x7B:
            if isUnicode {
                throw fail(scanBracedQuantifier() != nil ? "Nothing to repeat" : "Lone quantifier brackets")
            }
            if scanBracedQuantifier() != nil { throw fail("Nothing to repeat") }
            position += 1
            atom = .character(0x7B)
        case 0x7D, 0x5D:
            if isUnicode { throw fail("Lone quantifier brackets") }
            position += 1
            atom = .character(UInt32(unit))
        case 0x5B:
            atom = isUnicodeSets ? try parseClassSetAtom() : .set(try parseClass())
        case 0x5C:
            atom = try parseAtomEscape()
        case 0x2E:
            position += 1
            atom = .dot
        default:
            atom = .character(readPatternCharacter())
        }
        // Quantifier.
        guard let next = peek() else {
            terms.append(atom)
            return
        }
        var minimum = 0
        var maximum = Int.max
        switch next {
        case 0x2A:
            position += 1
        case 0x2B:
            minimum = 1
            position += 1
        case 0x3F:
            maximum = 1
            position += 1
        case 0x7B:
            guard let (low, high, length) = scanBracedQuantifier() else {
                if isUnicode { throw fail("Incomplete quantifier") }
                terms.append(atom)
                return
            }
            position += length
            minimum = low
            maximum = high
            if minimum > maximum { throw fail("numbers out of order in {} quantifier") }
        default:
            terms.append(atom)
            return
        }
        if !quantifiable {
            if case .lookaround = atom { throw fail("Invalid quantifier") }
            throw fail("Nothing to repeat")
        }
        var greedy = true
        if peek() == 0x3F {
            greedy = false
            position += 1
        }
        terms.append(.quantified(atom, min: minimum, max: maximum, greedy: greedy,
                                 captures: (capturesBefore + 1)..<(captureCount + 1)))
    }

    /// `{n}`, `{n,}`, `{n,m}` at the position: (min, max, length), or nil.
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

    mutating func readPatternCharacter() -> UInt32 {
        let unit = units[position]
        position += 1
        if isUnicode, unit >= 0xD800, unit <= 0xDBFF, let low = peek(), low >= 0xDC00, low <= 0xDFFF {
            position += 1
            return 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        }
        return UInt32(unit)
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
            guard let value = Unicode.Scalar(scalar) else { throw fail("Invalid capture group name") }
            let properties = value.properties
            let valid = scalar == 0x24 || scalar == 0x5F
                || (isFirst ? properties.isIDStart : (properties.isIDContinue || scalar == 0x200C || scalar == 0x200D))
            guard valid else { throw fail("Invalid capture group name") }
            name.append(value)
            isFirst = false
        }
        guard peek() == 0x3E, !name.isEmpty else { throw fail("Invalid capture group name") }
        position += 1
        return String(name)
    }

    // MARK: Escapes

    /// After `\` outside a class.
    mutating func parseAtomEscape() throws -> RegExpNode {
        position += 1
        guard let unit = peek() else { throw fail("\\ at end of pattern") }
        switch unit {
        case 0x31...0x39:
            let start = position
            var value = 0
            while let digit = peek(), digit >= 0x30, digit <= 0x39 {
                value = min(value * 10 + Int(digit - 0x30), 1_000_000)
                position += 1
            }
            if value <= totalGroups { return .backreference(value) }
            if isUnicode { throw fail("Invalid escape") }
            position = start
            if unit >= 0x38 {
                position += 1
                return .character(UInt32(unit))
            }
            return .character(parseLegacyOctal())
        case 0x6B: // k
            if namedGroupsMode || isUnicode {
                position += 1
                guard peek() == 0x3C else { throw fail("Invalid named reference") }
                position += 1
                let name = try parseGroupName()
                return .namedBackreference(name)
            }
            position += 1
            return .character(0x6B)
        default:
            if let set = classEscape(unit) {
                position += 1
                return .set(isUnicodeSets ? set.foldingComplements() : set)
            }
            if unit == 0x70 || unit == 0x50, isUnicode {
                let (name, negated) = try parsePropertyName(inClass: false)
                if isUnicodeSets { return propertyContents(name, negated: negated).node }
                return .set(propertySet(name, negated: negated))
            }
            return .character(try parseCharacterEscape(inClass: false))
        }
    }

    func classEscape(_ unit: UInt16) -> RegExpCharacterSet? {
        switch unit {
        case 0x64: return RegExpCharacterSet(ranges: RegExpCharacterSet.digits)
        case 0x44: return RegExpCharacterSet(complements: [RegExpCharacterSet.digits])
        case 0x73: return RegExpCharacterSet(ranges: RegExpCharacterSet.whiteSpace)
        case 0x53: return RegExpCharacterSet(complements: [RegExpCharacterSet.whiteSpace])
        case 0x77: return RegExpCharacterSet(ranges: RegExpCharacterSet.wordCharacters)
        case 0x57: return RegExpCharacterSet(complements: [RegExpCharacterSet.wordCharacters])
        default: return nil
        }
    }

    /// A legacy octal escape (§B.1.4): up to three octal digits, at most 0o377.
    mutating func parseLegacyOctal() -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        while let digit = peek(), digit >= 0x30, digit <= 0x37, count < 3 {
            let next = value * 8 + UInt32(digit - 0x30)
            if next > 0o377 { break }
            value = next
            count += 1
            position += 1
        }
        return value
    }

    /// A CharacterEscape at `position` (just after `\`); consumes it.
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
            if !isUnicode, inClass, let other = peek(1), (other >= 0x30 && other <= 0x39) || other == 0x5F {
                position += 2
                return UInt32(other % 32)
            }
            if isUnicode { throw fail("Invalid Unicode escape") }
            // The backslash is itself (§B.1.4 ExtendedAtom `\` [lookahead = c]).
            return 0x5C
        case 0x30 where !(peek(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false):
            position += 1
            return 0
        case 0x30...0x39:
            if isUnicode { throw fail(inClass ? "Invalid class escape" : "Invalid decimal escape") }
            if unit >= 0x38 {
                position += 1
                return UInt32(unit)
            }
            return parseLegacyOctal()
        case 0x78: // \xHH
            if let high = peek(1).flatMap(Self.hexValue), let low = peek(2).flatMap(Self.hexValue) {
                position += 3
                return high * 16 + low
            }
            if isUnicode { throw fail("Invalid escape") }
            position += 1
            return 0x78
        case 0x75: // \uHHHH, \u{…}
            position += 1
            if let value = scanUnicodeEscape(inUnicodeMode: isUnicode) { return value }
            if isUnicode { throw fail("Invalid Unicode escape") }
            return 0x75
        case 0x2D where inClass && isUnicode:
            position += 1
            return 0x2D
        default:
            if isUnicode {
                guard Self.isSyntaxCharacter(UInt32(unit)) || unit == 0x2F else { throw fail("Invalid escape") }
            } else if unit == 0x6B, namedGroupsMode {
                throw fail("Invalid escape")
            }
            return readPatternCharacter()
        }
    }

    static func hexValue(_ unit: UInt16) -> UInt32? {
        switch unit {
        case 0x30...0x39: return UInt32(unit - 0x30)
        case 0x41...0x46: return UInt32(unit - 0x41 + 10)
        case 0x61...0x66: return UInt32(unit - 0x61 + 10)
        default: return nil
        }
    }

    /// After `\u`: the code point of a RegExpUnicodeEscapeSequence, where Unicode mode allows
    /// `{…}` and reads `\uD835\uDCD1` as one code point. Consumes only on success.
    mutating func scanUnicodeEscape(inUnicodeMode: Bool) -> UInt32? {
        guard let value = scanUnicodeEscapeBody(allowBraces: inUnicodeMode) else { return nil }
        if inUnicodeMode, value >= 0xD800, value <= 0xDBFF, peek() == 0x5C, peek(1) == 0x75 {
            let save = position
            position += 2
            if let low = scanUnicodeEscapeBody(allowBraces: false), low >= 0xDC00, low <= 0xDFFF {
                return 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            position = save
        }
        return value
    }

    /// After `\u`: four hex digits, or `{…}` when allowed. Consumes only on success.
    mutating func scanUnicodeEscapeBody(allowBraces: Bool) -> UInt32? {
        if peek() == 0x7B {
            guard allowBraces else { return nil }
            var index = position + 1
            var value: UInt32 = 0
            var count = 0
            while index < units.count, let digit = Self.hexValue(units[index]) {
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
            guard let unit = peek(offset), let digit = Self.hexValue(unit) else { return nil }
            value = value * 16 + digit
        }
        position += 4
        return value
    }

    /// `\p{…}` or `\P{…}` at the position (on the `p`): the property it names (EddySyntax's
    /// `RegExpPropertyName`, shared with literals' early errors) and whether it is `\P`.
    mutating func parsePropertyName(inClass: Bool) throws -> (RegExpPropertyName, negated: Bool) {
        let negated = units[position] == 0x50
        position += 1
        guard let name = RegExpPropertyName.parse(units, at: &position, negated: negated, unicodeSets: isUnicodeSets) else {
            throw fail(inClass ? "Invalid property name in character class" : "Invalid property name")
        }
        return (name, negated)
    }

    /// A property of code points as a set; a property of strings (only under `v`) has none.
    func propertySet(_ name: RegExpPropertyName, negated: Bool) -> RegExpCharacterSet {
        var set = RegExpCharacterSet()
        if let property = RegExpUnicodeProperty(name) { set.properties = [(property, negated: negated)] }
        return set
    }

    // MARK: Classes

    mutating func parseClass() throws -> RegExpCharacterSet {
        position += 1
        var set = RegExpCharacterSet()
        if peek() == 0x5E {
            set.isNegated = true
            position += 1
        }
        while true {
            guard let unit = peek() else { throw fail("Unterminated character class") }
            if unit == 0x5D {
                position += 1
                return set
            }
            let first = try parseClassAtom()
            if peek() == 0x2D, let after = peek(1), after != 0x5D {
                position += 1
                let second = try parseClassAtom()
                switch (first, second) {
                case (.character(let low), .character(let high)):
                    if low > high { throw fail("Range out of order in character class") }
                    set.ranges.append(low...high)
                default:
                    if isUnicode { throw fail("Invalid character class") }
                    add(first, to: &set)
                    set.ranges.append(0x2D...0x2D)
                    add(second, to: &set)
                }
            } else {
                add(first, to: &set)
            }
        }
    }

    enum ClassAtom {
        case character(UInt32)
        case set(RegExpCharacterSet)
    }

    func add(_ atom: ClassAtom, to set: inout RegExpCharacterSet) {
        switch atom {
        case .character(let c): set.ranges.append(c...c)
        case .set(let other):
            set.ranges += other.ranges
            set.complements += other.complements
            set.properties += other.properties
        }
    }

    mutating func parseClassAtom() throws -> ClassAtom {
        let unit = units[position]
        guard unit == 0x5C else { return .character(readPatternCharacter()) }
        position += 1
        guard let escaped = peek() else { throw fail("\\ at end of pattern") }
        if let set = classEscape(escaped) {
            position += 1
            return .set(set)
        }
        switch escaped {
        case 0x62:
            position += 1
            return .character(0x08)
        case 0x70 where isUnicode, 0x50 where isUnicode:
            let (name, negated) = try parsePropertyName(inClass: true)
            return .set(propertySet(name, negated: negated))
        case 0x6B where !isUnicode && !namedGroupsMode:
            position += 1
            return .character(0x6B)
        case 0x31...0x39 where isUnicode:
            throw fail("Invalid class escape")
        default:
            return .character(try parseCharacterEscape(inClass: true))
        }
    }
}
