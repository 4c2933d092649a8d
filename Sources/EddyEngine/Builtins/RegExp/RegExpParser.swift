/// A pattern parsed into a `RegExpNode` tree for `RegExpCompiler`. EddySyntax's
/// `RegExpPatternParsing` walks the grammar (shared with a literal's early errors, so both
/// give V8's messages); `RegExpParser` builds the nodes and sets, and what the `v` flag's
/// classes denote is in RegExpParser+ClassSets.swift.

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
        var found = Self.holds(c, ignoreCase: ignoreCase, unicode: unicode, containsRaw)
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

    /// Whether `leaves` holds `c` or, under `i`, a character with `c`'s canonical form.
    @inline(__always)
    static func holds(_ c: UInt32, ignoreCase: Bool, unicode: Bool, _ leaves: (UInt32) -> Bool) -> Bool {
        if leaves(c) { return true }
        guard ignoreCase else { return false }
        let k = RegExpCanonicalization.canonicalize(c, unicode: unicode)
        for member in RegExpCanonicalization.members(ofCanonical: k, unicode: unicode)
        where member != c && RegExpCanonicalization.canonicalize(member, unicode: unicode) == k {
            if leaves(member) { return true }
        }
        return false
    }

    static let digits: [ClosedRange<UInt32>] = [0x30...0x39]
    static let wordCharacters: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
    /// WhiteSpace and LineTerminator (§11.2, §11.3).
    static let whiteSpace: [ClosedRange<UInt32>] = [
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
        0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ]
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

struct RegExpParser: RegExpPatternParsing {
    let units: [UInt16]
    let isUnicode: Bool
    let isUnicodeSets: Bool
    /// `i`, which `v`-mode strings are folded by before their set operations.
    let ignoreCase: Bool
    var position = 0
    var depth = 0
    var totalGroups = 0
    var namedGroupsMode = false
    var captureCount = 0
    var groupNames: [(String, Int)] = []
    var referencedNames: [String] = []

    static let maximumDepth = 500

    init(units: [UInt16], flags: RegExpFlags) {
        self.units = units
        isUnicode = flags.isUnicodeMode
        isUnicodeSets = flags.unicodeSets
        ignoreCase = flags.ignoreCase
    }

    static func parse(_ units: [UInt16], flags: RegExpFlags) throws -> RegExpPattern {
        var parser = RegExpParser(units: units, flags: flags)
        var root = try parser.parsePattern()
        if !parser.referencedNames.isEmpty {
            root = try parser.resolveNames(root)
        }
        return RegExpPattern(root: root, captureCount: parser.captureCount, groupNames: parser.groupNames)
    }

    /// The tree with each `\k<name>` made a reference to its group's number.
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

    func syntaxError(_ message: String) -> any Error { RegExpSyntaxError(message: message) }

    // MARK: Nodes

    func makeEmpty() -> RegExpNode { .empty }
    func makeCharacter(_ codePoint: UInt32) -> RegExpNode { .character(codePoint) }
    func makeDot() -> RegExpNode { .dot }
    func makeAssertion(_ assertion: RegExpAssertion) -> RegExpNode { .assertion(assertion) }
    func makeSequence(_ terms: [RegExpNode]) -> RegExpNode { .sequence(terms) }
    func makeAlternation(_ alternatives: [RegExpNode]) -> RegExpNode { .alternation(alternatives) }
    func makeGroup(_ body: RegExpNode, capture: Int?) -> RegExpNode { .group(body, capture: capture) }
    func makeLookaround(_ body: RegExpNode, behind: Bool, negative: Bool) -> RegExpNode {
        .lookaround(body, behind: behind, negative: negative)
    }
    func makeQuantified(_ atom: RegExpNode, minimum: Int, maximum: Int, isGreedy: Bool, captures: Range<Int>) -> RegExpNode {
        .quantified(atom, min: minimum, max: maximum, greedy: isGreedy, captures: captures)
    }
    func makeBackreference(_ number: Int) -> RegExpNode { .backreference(number) }
    func makeNamedBackreference(_ name: String) -> RegExpNode { .namedBackreference(name) }
    func makeClassAtom(_ set: RegExpClassContents) -> RegExpNode { set.node }

    // MARK: Sets

    /// `\d`, `\s`, `\w` and their complements; under `v` the complements are folded as
    /// `foldingComplements` says.
    func makeCharacterClassEscape(_ letter: UInt16) -> RegExpClassContents {
        let set: RegExpCharacterSet
        switch letter {
        case 0x64: set = RegExpCharacterSet(ranges: RegExpCharacterSet.digits)
        case 0x44: set = RegExpCharacterSet(complements: [RegExpCharacterSet.digits])
        case 0x73: set = RegExpCharacterSet(ranges: RegExpCharacterSet.whiteSpace)
        case 0x53: set = RegExpCharacterSet(complements: [RegExpCharacterSet.whiteSpace])
        case 0x77: set = RegExpCharacterSet(ranges: RegExpCharacterSet.wordCharacters)
        default: set = RegExpCharacterSet(complements: [RegExpCharacterSet.wordCharacters])
        }
        return RegExpClassContents(characters: isUnicodeSets ? set.foldingComplements() : set)
    }

    func makeProperty(_ name: RegExpPropertyName, negated: Bool) -> RegExpClassContents {
        if isUnicodeSets { return propertyContents(name, negated: negated) }
        return RegExpClassContents(characters: propertySet(name, negated: negated))
    }

    /// A property of code points as a set; a property of strings (only under `v`) has none.
    func propertySet(_ name: RegExpPropertyName, negated: Bool) -> RegExpCharacterSet {
        var set = RegExpCharacterSet()
        if let property = RegExpUnicodeProperty(name) { set.properties = [(property, negated: negated)] }
        return set
    }

    /// One flat set: the class escapes' ranges, complements and properties beside the
    /// class's own ranges.
    func makeClass(_ ranges: [ClosedRange<UInt32>], _ escapes: [RegExpClassContents], isNegated: Bool)
        -> RegExpClassContents {
        var set = RegExpCharacterSet(ranges: ranges, isNegated: isNegated)
        for escape in escapes {
            set.ranges += escape.characters.ranges
            set.complements += escape.characters.complements
            set.properties += escape.characters.properties
        }
        return RegExpClassContents(characters: set)
    }
}
