/// The punctuators of ECMAScript 2020 §11.7.
public enum Punctuator: String, Hashable, Sendable, CaseIterable {
    case leftBrace = "{", rightBrace = "}", leftParen = "(", rightParen = ")"
    case leftBracket = "[", rightBracket = "]"
    case dot = ".", ellipsis = "...", semicolon = ";", comma = ","
    case lessThan = "<", greaterThan = ">", lessThanOrEqual = "<=", greaterThanOrEqual = ">="
    case equal = "==", notEqual = "!=", strictEqual = "===", strictNotEqual = "!=="
    case plus = "+", minus = "-", star = "*", slash = "/", percent = "%", starStar = "**"
    case plusPlus = "++", minusMinus = "--"
    case leftShift = "<<", rightShift = ">>", unsignedRightShift = ">>>"
    case ampersand = "&", bar = "|", caret = "^", bang = "!", tilde = "~"
    case ampersandAmpersand = "&&", barBar = "||", questionQuestion = "??"
    case question = "?", questionDot = "?.", colon = ":"
    case assign = "=", plusAssign = "+=", minusAssign = "-=", starAssign = "*=", slashAssign = "/="
    case percentAssign = "%=", starStarAssign = "**="
    case leftShiftAssign = "<<=", rightShiftAssign = ">>=", unsignedRightShiftAssign = ">>>="
    case ampersandAssign = "&=", barAssign = "|=", caretAssign = "^="
    /// ES2021 logical assignment.
    case ampersandAmpersandAssign = "&&=", barBarAssign = "||=", questionQuestionAssign = "??="
    case arrow = "=>"
}

public enum TokenKind: Hashable, Sendable {
    /// An IdentifierName, reserved words included: the parser decides what it means.
    case identifier
    case punctuator(Punctuator)
    case number
    /// A BigInt literal (`12n`, `0x1fn`); `raw` holds its digits with any radix prefix,
    /// separators and the `n` removed.
    case bigint
    case string
    /// A template span: `` `…` `` or `` `…${ `` (head), `}…${` (middle), `` }…` `` (tail).
    case template
    case regularExpression
    /// `#name` (ES2022 private names); `name` holds the name without `#`.
    case privateName
    case endOfInput
}

/// One token, with the payload its kind needs.
public struct Token: Sendable {
    public var kind: TokenKind
    public var start: Int
    public var end: Int
    public var line: Int
    public var column: Int
    /// A line terminator (or a comment containing one) stands between this token and the
    /// previous one: what automatic semicolon insertion looks at (§11.9.1).
    public var hasNewlineBefore: Bool
    /// Identifier: the name with escapes decoded.
    public var name: String = ""
    /// Identifier: spelled with a `\u` escape (so it cannot be a keyword, §11.6.2).
    public var hasEscape: Bool = false
    /// The payload of strings, templates and regular expressions, kept out of line so that
    /// copying the many other tokens costs no reference counting.
    var payload: TokenPayload?
    public var number: Double = 0
    /// A legacy octal number (`010`), a decimal with a leading zero (`08`), or a string with
    /// an octal escape (`"\01"`) or `\8`/`\9`: errors in strict code (§B.1.1, §B.1.2).
    public var hasLegacyOctal: Bool = false
    /// Template: ends with a backtick (not `${`).
    public var isTemplateTail: Bool = false

    /// String (cooked value) and template (cooked; `nil` when an escape is invalid).
    public var value: [UInt16]? { payload?.value }
    /// Template raw text, regular expression body, BigInt digits.
    public var raw: [UInt16] { payload?.raw ?? [] }
    /// Regular expression flags.
    public var flags: String { payload?.flags ?? "" }
    /// Template: why the cooked value is missing, for untagged templates.
    public var templateError: String? { payload?.templateError }

    public var location: SourceLocation {
        SourceLocation(start: start, end: end, line: line, column: column)
    }

    func isPunctuator(_ punctuator: Punctuator) -> Bool {
        if case .punctuator(let actual) = kind { return actual == punctuator }
        return false
    }

    /// An identifier spelled exactly `word`, without escapes: a contextual keyword.
    func isContextual(_ word: String) -> Bool {
        kind == .identifier && !hasEscape && name == word
    }
}

/// What strings, templates and regular expression tokens carry besides their position.
final class TokenPayload: Sendable {
    let value: [UInt16]?
    let raw: [UInt16]
    let flags: String
    let templateError: String?

    init(value: [UInt16]? = nil, raw: [UInt16] = [], flags: String = "", templateError: String? = nil) {
        self.value = value
        self.raw = raw
        self.flags = flags
        self.templateError = templateError
    }
}
