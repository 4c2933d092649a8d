/// Turns UTF-16 source text into tokens (ECMAScript 2020 §11 Lexical Grammar).
///
/// The lexer cannot tell a division from a regular expression, nor the `}` that closes a
/// template substitution from one that closes a block: the parser, which knows, asks for
/// `rescanAsRegularExpression` and `rescanTemplateContinuation`. It is a value type, so the
/// parser takes a snapshot by copying it to look ahead.
@usableFromInline
struct Lexer {
    let source: SourceText
    private let units: [UInt16]
    private(set) var position = 0
    private var line = 1
    private var lineStart = 0

    /// ES2021 numeric separators (`1_000`): off unless the host opts in.
    let allowsNumericSeparators: Bool
    /// §B.1.3: HTML-like comments exist in scripts only, never in module code.
    var allowsHTMLComments = true

    /// Where the lexer is: all that reading a token changes (the parser saves and restores
    /// it to look ahead, `Parser.peek`).
    struct State {
        var position: Int
        var line: Int
        var lineStart: Int
    }

    var state: State {
        get { State(position: position, line: line, lineStart: lineStart) }
        set {
            position = newValue.position
            line = newValue.line
            lineStart = newValue.lineStart
        }
    }

    init(source: SourceText, allowsNumericSeparators: Bool = true) {
        self.allowsNumericSeparators = allowsNumericSeparators
        self.source = source
        self.units = source.units
        // A hashbang comment (`#!…`) may open the text; Node accepts it.
        if units.count >= 2 && units[0] == 0x23 && units[1] == 0x21 {
            while position < units.count && !Lexer.isLineTerminator(units[position]) { position += 1 }
        }
    }

    // MARK: Errors

    func error(_ message: String, at offset: Int) -> SyntaxError {
        let (line, column) = source.lineAndColumn(of: offset)
        return SyntaxError(message: message, sourceName: source.name, line: line, column: column, offset: offset)
    }

    // MARK: Character classes

    static func isLineTerminator(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029
    }

    /// §11.2 White Space: TAB, VT, FF, SP, NBSP, ZWNBSP and any other Zs.
    static func isWhitespace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x09, 0x0B, 0x0C, 0x20, 0xA0, 0xFEFF: return true
        case 0..<0x80: return false
        default:
            guard let scalar = Unicode.Scalar(unit) else { return false }
            return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// §11.6 IdentifierStart: ID_Start, `$`, `_`.
    @inlinable
    static func isIdentifierStart(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 {
            return (scalar >= 0x61 && scalar <= 0x7A) || (scalar >= 0x41 && scalar <= 0x5A) || scalar == 0x24 || scalar == 0x5F
        }
        guard let value = Unicode.Scalar(scalar) else { return false }
        return value.properties.isIDStart
    }

    /// §11.6 IdentifierPart: ID_Continue, `$`, ZWNJ, ZWJ.
    @inlinable
    static func isIdentifierPart(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 {
            return (scalar >= 0x61 && scalar <= 0x7A) || (scalar >= 0x41 && scalar <= 0x5A) || (scalar >= 0x30 && scalar <= 0x39)
                || scalar == 0x24 || scalar == 0x5F
        }
        if scalar == 0x200C || scalar == 0x200D { return true }
        guard let value = Unicode.Scalar(scalar) else { return false }
        return value.properties.isIDContinue
    }

    /// The code unit at `position + ahead`, or `nil` past the end.
    @inline(__always) private func peek(_ ahead: Int = 0) -> UInt16? {
        let index = position + ahead
        return index < units.count ? units[index] : nil
    }

    /// The code point at `offset` and its length in code units (a surrogate pair counts 2).
    private func codePoint(at offset: Int) -> (value: UInt32, length: Int)? {
        guard offset < units.count else { return nil }
        let first = units[offset]
        if first >= 0xD800 && first <= 0xDBFF && offset + 1 < units.count {
            let second = units[offset + 1]
            if second >= 0xDC00 && second <= 0xDFFF {
                return (0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00), 2)
            }
        }
        return (UInt32(first), 1)
    }

    // MARK: Trivia

    private mutating func newLine(at offset: Int) {
        // CRLF counts once: the line starts after the LF.
        line += 1
        lineStart = offset
    }

    /// Skips whitespace and comments; returns whether a line terminator was crossed.
    private mutating func skipTrivia() throws -> Bool {
        var sawNewline = position == 0
        let atStart = position == 0
        var onlyTriviaOnLine = atStart
        while let unit = peek() {
            if Lexer.isWhitespace(unit) {
                position += 1
            } else if Lexer.isLineTerminator(unit) {
                position += 1
                if unit == 0x0D && peek() == 0x0A { position += 1 }
                newLine(at: position)
                sawNewline = true
                onlyTriviaOnLine = true
            } else if unit == 0x2F, peek(1) == 0x2F {
                skipLineComment()
            } else if unit == 0x2F, peek(1) == 0x2A {
                let start = position
                position += 2
                var closed = false
                while let next = peek() {
                    if next == 0x2A && peek(1) == 0x2F {
                        position += 2
                        closed = true
                        break
                    }
                    if Lexer.isLineTerminator(next) {
                        position += 1
                        if next == 0x0D && peek() == 0x0A { position += 1 }
                        newLine(at: position)
                        sawNewline = true
                        onlyTriviaOnLine = true
                    } else {
                        position += 1
                    }
                }
                if !closed { throw error("Invalid or unexpected token", at: start) }
            } else if allowsHTMLComments, unit == 0x3C, peek(1) == 0x21, peek(2) == 0x2D, peek(3) == 0x2D {
                // §B.1.3 HTML-like comments: `<!--` starts a single-line comment.
                skipLineComment()
            } else if allowsHTMLComments, unit == 0x2D, peek(1) == 0x2D, peek(2) == 0x3E, onlyTriviaOnLine && sawNewline {
                // `-->` at the start of a line (after only whitespace and comments).
                skipLineComment()
            } else {
                break
            }
        }
        return sawNewline
    }

    private mutating func skipLineComment() {
        while let unit = peek(), !Lexer.isLineTerminator(unit) { position += 1 }
    }

    // MARK: Tokens

    /// The next token, in a context where `/` is division (the parser rescans otherwise).
    mutating func next() throws -> Token {
        let isFirst = position == 0
        let newline = try skipTrivia()
        let start = position
        var token = Token(kind: .endOfInput, start: start, end: start, line: line, column: start - lineStart + 1,
                          hasNewlineBefore: newline)
        // The first token counts as following a line break only for `-->` comments.
        if isFirst { token.hasNewlineBefore = false }
        guard let unit = peek() else { return token }
        switch unit {
        case 0x22, 0x27:
            try scanString(quote: unit, into: &token)
        case 0x60:
            position += 1
            try scanTemplate(into: &token)
        case 0x30...0x39:
            try scanNumber(into: &token)
        case 0x2E where (peek(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false):
            try scanNumber(into: &token)
        case 0x23:
            // `#name`: a private name (ES2022 §13.1 PrivateIdentifier).
            position += 1
            guard let (value, _) = codePoint(at: position), Lexer.isIdentifierStart(value) || value == 0x5C else {
                throw error("Invalid or unexpected token", at: start)
            }
            try scanIdentifier(into: &token)
            token.kind = .privateName
        default:
            if let punctuator = scanPunctuator() {
                token.kind = .punctuator(punctuator)
            } else {
                try scanIdentifier(into: &token)
            }
        }
        token.end = position
        return token
    }

    private mutating func scanPunctuator() -> Punctuator? {
        guard let unit = peek() else { return nil }
        func take(_ count: Int, _ punctuator: Punctuator) -> Punctuator {
            position += count
            return punctuator
        }
        let next = peek(1)
        let third = peek(2)
        switch unit {
        case 0x7B: return take(1, .leftBrace)
        case 0x7D: return take(1, .rightBrace)
        case 0x28: return take(1, .leftParen)
        case 0x29: return take(1, .rightParen)
        case 0x5B: return take(1, .leftBracket)
        case 0x5D: return take(1, .rightBracket)
        case 0x3B: return take(1, .semicolon)
        case 0x2C: return take(1, .comma)
        case 0x3A: return take(1, .colon)
        case 0x7E: return take(1, .tilde)
        case 0x2E:
            if next == 0x2E && third == 0x2E { return take(3, .ellipsis) }
            return take(1, .dot)
        case 0x3C:
            if next == 0x3C { return third == 0x3D ? take(3, .leftShiftAssign) : take(2, .leftShift) }
            return next == 0x3D ? take(2, .lessThanOrEqual) : take(1, .lessThan)
        case 0x3E:
            if next == 0x3E {
                if third == 0x3E { return peek(3) == 0x3D ? take(4, .unsignedRightShiftAssign) : take(3, .unsignedRightShift) }
                return third == 0x3D ? take(3, .rightShiftAssign) : take(2, .rightShift)
            }
            return next == 0x3D ? take(2, .greaterThanOrEqual) : take(1, .greaterThan)
        case 0x3D:
            if next == 0x3D { return third == 0x3D ? take(3, .strictEqual) : take(2, .equal) }
            return next == 0x3E ? take(2, .arrow) : take(1, .assign)
        case 0x21:
            if next == 0x3D { return third == 0x3D ? take(3, .strictNotEqual) : take(2, .notEqual) }
            return take(1, .bang)
        case 0x2B:
            if next == 0x2B { return take(2, .plusPlus) }
            return next == 0x3D ? take(2, .plusAssign) : take(1, .plus)
        case 0x2D:
            if next == 0x2D { return take(2, .minusMinus) }
            return next == 0x3D ? take(2, .minusAssign) : take(1, .minus)
        case 0x2A:
            if next == 0x2A { return third == 0x3D ? take(3, .starStarAssign) : take(2, .starStar) }
            return next == 0x3D ? take(2, .starAssign) : take(1, .star)
        case 0x2F:
            return next == 0x3D ? take(2, .slashAssign) : take(1, .slash)
        case 0x25:
            return next == 0x3D ? take(2, .percentAssign) : take(1, .percent)
        case 0x26:
            if next == 0x26 { return third == 0x3D ? take(3, .ampersandAmpersandAssign) : take(2, .ampersandAmpersand) }
            return next == 0x3D ? take(2, .ampersandAssign) : take(1, .ampersand)
        case 0x7C:
            if next == 0x7C { return third == 0x3D ? take(3, .barBarAssign) : take(2, .barBar) }
            return next == 0x3D ? take(2, .barAssign) : take(1, .bar)
        case 0x5E:
            return next == 0x3D ? take(2, .caretAssign) : take(1, .caret)
        case 0x3F:
            if next == 0x3F { return third == 0x3D ? take(3, .questionQuestionAssign) : take(2, .questionQuestion) }
            // `?.` but not `?.5` (a conditional followed by a number), §11.7 OptionalChainingPunctuator.
            if next == 0x2E, !(third.map { $0 >= 0x30 && $0 <= 0x39 } ?? false) { return take(2, .questionDot) }
            return take(1, .question)
        default:
            return nil
        }
    }

    // MARK: Identifiers

    private mutating func scanIdentifier(into token: inout Token) throws {
        // Fast path: an ASCII identifier without escapes, the common case.
        let start = position
        if let first = peek(), first < 0x80, Lexer.isIdentifierStart(UInt32(first)) {
            var end = position + 1
            while end < units.count, units[end] < 0x80, Lexer.isIdentifierPart(UInt32(units[end])) { end += 1 }
            if end == units.count || (units[end] != 0x5C && units[end] < 0x80) {
                position = end
                token.kind = .identifier
                token.name = String(unsafeUninitializedCapacity: end - start) { buffer in
                    for index in 0..<(end - start) { buffer[index] = UInt8(truncatingIfNeeded: units[start + index]) }
                    return end - start
                }
                return
            }
        }
        var scalars = String.UnicodeScalarView()
        var isFirst = true
        while let unit = peek() {
            var scalar: UInt32
            let escapeStart = position
            if unit == 0x5C {
                guard peek(1) == 0x75 else { throw error("Invalid or unexpected token", at: position) }
                position += 2
                guard let escaped = try scanUnicodeEscapeBody() else {
                    throw error("Invalid Unicode escape sequence", at: escapeStart)
                }
                scalar = escaped
                token.hasEscape = true
                let valid = isFirst ? Lexer.isIdentifierStart(scalar) : Lexer.isIdentifierPart(scalar)
                if !valid { throw error("Invalid Unicode escape sequence", at: escapeStart) }
            } else {
                guard let (value, length) = codePoint(at: position) else { break }
                let valid = isFirst ? Lexer.isIdentifierStart(value) : Lexer.isIdentifierPart(value)
                if !valid {
                    if isFirst { throw error("Invalid or unexpected token", at: position) }
                    break
                }
                scalar = value
                position += length
            }
            if let value = Unicode.Scalar(scalar) { scalars.append(value) }
            isFirst = false
        }
        token.kind = .identifier
        token.name = String(scalars)
    }

    /// After `\u`: `XXXX` or `{X…}`; returns the code point, or `nil` when malformed.
    private mutating func scanUnicodeEscapeBody() throws -> UInt32? {
        if peek() == 0x7B {
            position += 1
            var value: UInt32 = 0
            var digits = 0
            while let unit = peek(), unit != 0x7D {
                guard let digit = Lexer.hexValue(unit) else { return nil }
                value = value * 16 + digit
                if value > 0x10FFFF { return nil }
                digits += 1
                position += 1
            }
            guard peek() == 0x7D, digits > 0 else { return nil }
            position += 1
            return value
        }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let unit = peek(), let digit = Lexer.hexValue(unit) else { return nil }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    @inlinable
    static func hexValue(_ unit: UInt16) -> UInt32? {
        switch unit {
        case 0x30...0x39: return UInt32(unit - 0x30)
        case 0x41...0x46: return UInt32(unit - 0x41 + 10)
        case 0x61...0x66: return UInt32(unit - 0x61 + 10)
        default: return nil
        }
    }

    // MARK: Numbers (§11.8.3)

    private mutating func scanNumber(into token: inout Token) throws {
        token.kind = .number
        let start = position
        if peek() == 0x30, let marker = peek(1) {
            let radix: UInt64? = switch marker | 0x20 {
            case 0x78: 16
            case 0x6F: 8
            case 0x62: 2
            default: nil
            }
            if let radix {
                position += 2
                token.number = try scanDigits(radix: radix)
                scanBigIntSuffix(from: start, into: &token)
                try checkAfterNumber()
                return
            }
            if marker >= 0x30 && marker <= 0x39 {
                // §B.1.1: a legacy octal `017`, or a decimal with a leading zero `089`.
                token.hasLegacyOctal = true
                var isOctal = true
                var index = position + 1
                while index < units.count, units[index] >= 0x30 && units[index] <= 0x39 {
                    if units[index] >= 0x38 { isOctal = false }
                    index += 1
                }
                if isOctal {
                    position += 1
                    token.number = try scanDigits(radix: 8, allowsSeparators: false)
                    try checkAfterNumber()
                    return
                }
            }
        }
        var text = ""
        // Separators never follow a leading zero (`0_1`, `08_1`), §12.8.3.
        let hasLeadingZero = peek() == 0x30
        func appendDigits() {
            while let unit = peek() {
                if unit >= 0x30 && unit <= 0x39 {
                    text.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
                    position += 1
                } else if isSeparatorBetweenDigits(radix: 10), !(hasLeadingZero && !text.contains(".") && !text.contains("e")) {
                    position += 1
                } else {
                    break
                }
            }
        }
        appendDigits()
        if !hasLeadingZero || text == "0" {
            scanBigIntSuffix(from: start, into: &token)
            if token.kind == .bigint {
                try checkAfterNumber()
                return
            }
        }
        // A legacy octal ends at its digits; `089.5` is a decimal (§B.1.1 NonOctalDecimalIntegerLiteral).
        if peek() == 0x2E {
            position += 1
            if text.isEmpty { text = "0" }
            text += "."
            let before = text.count
            appendDigits()
            if text.count == before { text += "0" }
        }
        if let unit = peek(), unit | 0x20 == 0x65 {
            position += 1
            text += "e"
            if let sign = peek(), sign == 0x2B || sign == 0x2D {
                text.unicodeScalars.append(Unicode.Scalar(UInt8(sign)))
                position += 1
            }
            guard let digit = peek(), digit >= 0x30 && digit <= 0x39 else {
                throw error("Invalid or unexpected token", at: start)
            }
            appendDigits()
        }
        token.number = Double(text) ?? .nan
        try checkAfterNumber()
    }

    /// The `n` of a BigInt literal (§12.9.3 BigIntLiteralSuffix) after the integer digits
    /// that began at `start`: the token becomes a BigInt with those digits.
    private mutating func scanBigIntSuffix(from start: Int, into token: inout Token) {
        guard peek() == 0x6E else { return }
        token.kind = .bigint
        token.payload = TokenPayload(raw: units[start..<position].filter { $0 != 0x5F })
        position += 1
    }

    /// Digits of a radix literal, at least one.
    private mutating func scanDigits(radix: UInt64, allowsSeparators: Bool = true) throws -> Double {
        var exact: UInt64 = 0
        var value: Double = 0
        var overflowed = false
        var count = 0
        while let unit = peek() {
            if allowsSeparators, count > 0, isSeparatorBetweenDigits(radix: radix) {
                position += 1
                continue
            }
            guard let digit = Lexer.hexValue(unit).map(UInt64.init), digit < radix else { break }
            if !overflowed {
                let (product, overflow1) = exact.multipliedReportingOverflow(by: radix)
                let (sum, overflow2) = product.addingReportingOverflow(digit)
                if overflow1 || overflow2 {
                    overflowed = true
                    value = Double(exact) * Double(radix) + Double(digit)
                } else {
                    exact = sum
                }
            } else {
                value = value * Double(radix) + Double(digit)
            }
            count += 1
            position += 1
        }
        if count == 0 { throw error("Invalid or unexpected token", at: position) }
        return overflowed ? value : Double(exact)
    }

    /// A `_` between two digits of `radix`, when separators are allowed (ES2021 §12.8.3
    /// NumericLiteralSeparator: never doubled, leading, trailing or next to `.`, `e`, `x`).
    private func isSeparatorBetweenDigits(radix: UInt64) -> Bool {
        guard allowsNumericSeparators, peek() == 0x5F, position > 0 else { return false }
        func isDigit(_ unit: UInt16?) -> Bool {
            guard let unit, let value = Lexer.hexValue(unit) else { return false }
            return UInt64(value) < radix
        }
        return isDigit(units[position - 1]) && isDigit(peek(1))
    }

    /// §11.8.3: the source character after a numeric literal must not be an IdentifierStart
    /// or a DecimalDigit (`3in`, `1_000`, `0b12`, `10n` are errors).
    private func checkAfterNumber() throws {
        guard let (value, _) = codePoint(at: position) else { return }
        if (value >= 0x30 && value <= 0x39) || Lexer.isIdentifierStart(value) || value == 0x5C {
            throw error("Invalid or unexpected token", at: position)
        }
    }

    // MARK: Strings (§11.8.4)

    private mutating func scanString(quote: UInt16, into token: inout Token) throws {
        token.kind = .string
        let start = position
        position += 1
        var value: [UInt16] = []
        while true {
            guard let unit = peek() else { throw error("Invalid or unexpected token", at: start) }
            if unit == quote {
                position += 1
                break
            }
            if unit == 0x0A || unit == 0x0D {
                throw error("Invalid or unexpected token", at: start)
            }
            if unit == 0x5C {
                position += 1
                switch try scanEscape(inTemplate: false) {
                case .units(let units): value += units
                case .legacyOctal(let units):
                    value += units
                    token.hasLegacyOctal = true
                case .invalid(let message, let offset): throw error(message, at: offset)
                }
            } else {
                // U+2028 and U+2029 may appear in strings (ES2019) but still end a line for
                // line numbers, as in `SourceText.lineStarts`.
                if unit == 0x2028 || unit == 0x2029 { newLine(at: position + 1) }
                value.append(unit)
                position += 1
            }
        }
        token.payload = TokenPayload(value: value)
    }

    enum EscapeResult {
        case units([UInt16])
        case legacyOctal([UInt16])
        case invalid(String, Int)
    }

    /// After a backslash, in a string or template (§11.8.4 EscapeSequence, §B.1.2).
    private mutating func scanEscape(inTemplate: Bool) throws -> EscapeResult {
        let escapeStart = position - 1
        guard let unit = peek() else { return .invalid("Invalid or unexpected token", escapeStart) }
        position += 1
        switch unit {
        case 0x6E: return .units([0x0A])
        case 0x74: return .units([0x09])
        case 0x72: return .units([0x0D])
        case 0x62: return .units([0x08])
        case 0x66: return .units([0x0C])
        case 0x76: return .units([0x0B])
        case 0x0D:
            if peek() == 0x0A { position += 1 }
            newLine(at: position)
            return .units([])
        case 0x0A, 0x2028, 0x2029:
            newLine(at: position)
            return .units([])
        case 0x78:
            guard let high = peek().flatMap(Lexer.hexValue), let low = peek(1).flatMap(Lexer.hexValue) else {
                return .invalid("Invalid hexadecimal escape sequence", escapeStart)
            }
            position += 2
            return .units([UInt16(high * 16 + low)])
        case 0x75:
            guard let scalar = try scanUnicodeEscapeBody() else {
                return .invalid("Invalid Unicode escape sequence", escapeStart)
            }
            return .units(Lexer.utf16(of: scalar))
        case 0x30 where !(peek().map { $0 >= 0x30 && $0 <= 0x39 } ?? false):
            return .units([0])
        case 0x30...0x37:
            if inTemplate { return .invalid("Octal escape sequences are not allowed in template strings", escapeStart) }
            // §B.1.2 LegacyOctalEscapeSequence: up to three digits, value at most 0o377.
            var value = UInt16(unit - 0x30)
            let maxDigits = unit <= 0x33 ? 3 : 2
            var digits = 1
            while digits < maxDigits, let next = peek(), next >= 0x30 && next <= 0x37 {
                value = value * 8 + (next - 0x30)
                position += 1
                digits += 1
            }
            return .legacyOctal([value])
        case 0x38, 0x39:
            if inTemplate { return .invalid("\\8 and \\9 are not allowed in template strings", escapeStart) }
            return .legacyOctal([unit])
        default:
            if unit >= 0xD800 && unit <= 0xDBFF, let low = peek(), low >= 0xDC00 && low <= 0xDFFF {
                position += 1
                return .units([unit, low])
            }
            return .units([unit])
        }
    }

    static func utf16(of scalar: UInt32) -> [UInt16] {
        if scalar < 0x10000 { return [UInt16(scalar)] }
        let value = scalar - 0x10000
        return [UInt16(0xD800 + (value >> 10)), UInt16(0xDC00 + (value & 0x3FF))]
    }

    // MARK: Templates (§11.8.6)

    /// Scans template characters after `` ` `` or `}` up to `${` or the closing backtick.
    private mutating func scanTemplate(into token: inout Token) throws {
        token.kind = .template
        let start = position
        var cooked: [UInt16]? = []
        var raw: [UInt16] = []
        var templateError: String?
        while true {
            guard let unit = peek() else { throw error("Unterminated template literal", at: start - 1) }
            if unit == 0x60 {
                position += 1
                token.isTemplateTail = true
                break
            }
            if unit == 0x24 && peek(1) == 0x7B {
                position += 2
                break
            }
            if unit == 0x5C {
                let escapeStart = position
                position += 1
                let result = try scanEscape(inTemplate: true)
                raw += units[escapeStart..<Swift.min(position, units.count)].map { $0 }
                switch result {
                case .units(let value): cooked? += value
                case .legacyOctal: cooked = nil
                case .invalid(let message, _):
                    if templateError == nil { templateError = message }
                    cooked = nil
                    // Skip the malformed escape's body the way TRV does: it ends at the next
                    // character that could not continue it.
                }
                // Line continuations inside raw are normalized like other line terminators.
                raw = Lexer.normalizeLineTerminators(raw)
                continue
            }
            if unit == 0x0D {
                // §11.8.6.1: CR and CRLF are LF in both the cooked and the raw value.
                position += 1
                if peek() == 0x0A { position += 1 }
                newLine(at: position)
                cooked?.append(0x0A)
                raw.append(0x0A)
                continue
            }
            if unit == 0x0A || unit == 0x2028 || unit == 0x2029 {
                newLine(at: position + 1)
            }
            cooked?.append(unit)
            raw.append(unit)
            position += 1
        }
        token.payload = TokenPayload(value: cooked, raw: raw, templateError: templateError)
    }

    private static func normalizeLineTerminators(_ text: [UInt16]) -> [UInt16] {
        guard text.contains(0x0D) else { return text }
        var result: [UInt16] = []
        var index = 0
        while index < text.count {
            if text[index] == 0x0D {
                result.append(0x0A)
                if index + 1 < text.count && text[index + 1] == 0x0A { index += 1 }
            } else {
                result.append(text[index])
            }
            index += 1
        }
        return result
    }

    /// Called by the parser at the `}` that ends a template substitution.
    mutating func rescanTemplateContinuation(from token: Token) throws -> Token {
        position = token.start + 1
        var result = token
        result.hasNewlineBefore = false
        try scanTemplate(into: &result)
        result.end = position
        return result
    }

    // MARK: Regular expressions (§11.8.5)

    /// Called by the parser when a `/` or `/=` token starts an expression.
    mutating func rescanAsRegularExpression(from token: Token) throws -> Token {
        position = token.start + 1
        var result = token
        result.kind = .regularExpression
        var inClass = false
        var body: [UInt16] = []
        while true {
            guard let unit = peek(), !Lexer.isLineTerminator(unit) else {
                throw error("Invalid regular expression: missing /", at: token.start)
            }
            position += 1
            if unit == 0x5C {
                guard let next = peek(), !Lexer.isLineTerminator(next) else {
                    throw error("Invalid regular expression: missing /", at: token.start)
                }
                body.append(unit)
                body.append(next)
                position += 1
                continue
            }
            if unit == 0x5B { inClass = true }
            else if unit == 0x5D { inClass = false }
            else if unit == 0x2F && !inClass { break }
            body.append(unit)
        }
        // Flags: IdentifierPart characters; g, i, m, s, u, v, y, each at most once, and not
        // both u and v (ES2024 §13.2.7.2 IsValidRegularExpressionLiteral).
        var flags = ""
        let flagsStart = position
        while let (value, length) = codePoint(at: position), Lexer.isIdentifierPart(value) || value == 0x5C {
            if value == 0x5C { throw error("Invalid regular expression flags", at: flagsStart) }
            guard let scalar = Unicode.Scalar(value), "dgimsuvy".unicodeScalars.contains(scalar),
                  !flags.unicodeScalars.contains(scalar) else {
                throw error("Invalid regular expression flags", at: flagsStart)
            }
            flags.unicodeScalars.append(scalar)
            position += length
        }
        if flags.contains("u") && flags.contains("v") { throw error("Invalid regular expression flags", at: flagsStart) }
        result.payload = TokenPayload(raw: body, flags: flags)
        result.end = position
        return result
    }
}
