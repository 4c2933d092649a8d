/// A JavaScript `SyntaxError` found before any code runs: by the lexer, the parser, or the
/// early-error checks of the scope analysis (ECMAScript 2020 §16.1 Forbidden Extensions and
/// the "Static Semantics: Early Errors" clauses).
public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message alone, as `error.message` shows it in JavaScript.
    public var message: String
    /// The name of the source (a file name, `"<eval>"`, …).
    public var sourceName: String
    /// 1-based line of the offending text.
    public var line: Int
    /// 1-based column in UTF-16 code units.
    public var column: Int
    /// UTF-16 offset of the offending text.
    public var offset: Int

    public init(message: String, sourceName: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.sourceName = sourceName
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `file:line:column: SyntaxError: message`, the form the CLI prints.
    public var description: String {
        "\(sourceName):\(line):\(column): SyntaxError: \(message)"
    }
}
