import Testing
@testable import EddySyntax

/// The reserved-word checks the parser makes for every identifier it reads.
@Suite struct ReservedWordTests {
    /// §11.6.2 ReservedWord without `await` and `yield`.
    static let reserved = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
        "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in",
        "instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try",
        "typeof", "var", "void", "while", "with",
    ]
    /// §12.1.1: reserved in strict mode code only.
    static let strictReserved = ["implements", "interface", "let", "package", "private", "protected", "public", "static", "yield"]

    @Test func everyReservedWordAndNothingElse() {
        for word in Self.reserved {
            #expect(Parser.isReservedWord(word), "\(word)")
            #expect(!Parser.isStrictReservedWord(word), "\(word)")
        }
        for word in Self.strictReserved {
            #expect(Parser.isStrictReservedWord(word), "\(word)")
            #expect(!Parser.isReservedWord(word), "\(word)")
        }
        for word in ["", "b", "brea", "breaks", "Break", "await", "async", "of", "get", "set", "target", "instanceOf",
                     "cases", "do_", "iff", "yields", "ifé", "élse", "functions", "interfaces"] {
            #expect(!Parser.isReservedWord(word) && !Parser.isStrictReservedWord(word), "\(word)")
        }
    }
}
