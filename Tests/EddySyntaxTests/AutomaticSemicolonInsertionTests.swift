import Testing
@testable import EddySyntax

@Suite struct AutomaticSemicolonInsertionTests {
    static let cases: [(String, String)] = [
        ("function f() { return\nx }", "(function f () (return) (expr x))"),
        ("a\n++b", "(expr a)\n(expr (prefix++ b))"),
        ("a\n(b)", "(expr (call a b))"),
        ("a\n[b]", "(expr ([] a b))"),
        ("a = b\n/c/g.test(d)", "(expr (= a (/ (/ b c) (call (. g test) d))))"),
        ("x\n`t`", "(expr (tagged x (template \"t\")))"),
        ("do {} while (x) y", "(do-while (block) x)\n(expr y)"),
        ("{ 1\n2 } 3", "(block (expr 1) (expr 2))\n(expr 3)"),
        ("break_: for (;;) { break\nbreak_ }", "(label break_ (for _ _ _ (block (break) (expr break_))))"),
        ("let x = 1\nlet y = 2", "(let (= x 1))\n(let (= y 2))"),
        ("a\n?.b", "(expr (chain (?. a b)))"),
        ("var a\n,b", "(var a b)"),
    ]

    @Test(arguments: cases)
    func semicolonsAreInsertedOnlyWhereTheSpecSays(_ source: String, _ expected: String) throws {
        let program = try Parser.parseScript(source, name: "asi.js")
        #expect(program.sExpression == expected)
    }

    static let errors = ["for (;\n) {}", "a b", "if (a) else b", "x\n=>1", "throw\n1", "a\n++\nb\n++"]

    @Test(arguments: errors)
    func noSemicolonIsInsertedWhereItWouldNotHelp(_ source: String) {
        #expect(throws: SyntaxError.self) { try Parser.parseScript(source, name: "asi.js") }
    }
}
