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

/// A reader of patterns that builds nothing: the grammar (RegularExpressionPatterns.swift)
/// decides whether there is an error, and of a `v` class only MayContainStrings is kept.
/// Groups may nest as deep as the literal is long, so the depth is bounded like the parser's.
struct PatternValidator: RegExpPatternParsing {
    let units: [UInt16]
    let isUnicode: Bool
    let isUnicodeSets: Bool
    var position = 0
    var depth = 0
    var totalGroups = 0
    var namedGroupsMode = false
    var captureCount = 0
    var groupNames: [(String, Int)] = []
    var referencedNames: [String] = []

    init(units: [UInt16], isUnicode: Bool, isUnicodeSets: Bool = false) {
        self.units = units
        self.isUnicode = isUnicode
        self.isUnicodeSets = isUnicodeSets
    }

    struct Failure: Error {
        var message: String
    }

    /// The error's message, or nil for a valid pattern.
    mutating func validate() -> String? {
        do {
            try parsePattern()
            return nil
        } catch let failure as Failure {
            return failure.message
        } catch {
            return "Invalid pattern"
        }
    }

    static var maximumDepth: Int { Parser.maximumDepth }

    func peek(_ ahead: Int = 0) -> UInt16? {
        let index = position + ahead
        return index < units.count ? units[index] : nil
    }

    func syntaxError(_ message: String) -> any Error { Failure(message: message) }

    func makeEmpty() {}
    func makeCharacter(_ codePoint: UInt32) {}
    func makeDot() {}
    func makeAssertion(_ assertion: RegExpAssertion) {}
    func makeSequence(_ terms: [Void]) {}
    func makeAlternation(_ alternatives: [Void]) {}
    func makeGroup(_ body: Void, capture: Int?) {}
    func makeLookaround(_ body: Void, behind: Bool, negative: Bool) {}
    func makeQuantified(_ atom: Void, minimum: Int, maximum: Int, isGreedy: Bool, captures: Range<Int>) {}
    func makeBackreference(_ number: Int) {}
    func makeNamedBackreference(_ name: String) {}
    func makeClassAtom(_ set: Bool) {}

    // A class is represented by whether it may contain strings.
    func makeCharacterClassEscape(_ letter: UInt16) -> Bool { false }
    func makeProperty(_ name: RegExpPropertyName, negated: Bool) -> Bool { name.isPropertyOfStrings }
    func makeClass(_ ranges: [ClosedRange<UInt32>], _ escapes: [Bool], isNegated: Bool) -> Bool { false }
    func makeStrings(_ strings: [[UInt32]]) -> Bool { strings.contains { $0.count != 1 } }
    func makeUnion(_ ranges: [ClosedRange<UInt32>], _ operands: [Bool]) -> Bool { operands.contains(true) }
    func makeOperation(_ first: Bool, _ operands: [Bool], isIntersection: Bool) -> Bool {
        isIntersection ? first && !operands.contains(false) : first
    }
    func makeComplement(_ set: Bool) -> Bool { false }
    func mayContainStrings(_ set: Bool) -> Bool { set }
}
