import Testing
@testable import EddySyntax

@Suite struct LocationTests {
    @Test func statementsAndExpressionsCarryOffsetsLinesAndColumns() throws {
        let source = "var a = 1;\n  foo(bar, 'é😀', baz);"
        let program = try Parser.parseScript(source, name: "loc.js")
        let second = program.body[1]
        #expect(second.location == SourceLocation(start: 13, end: 34, line: 2, column: 3))
        guard case .expression(let call) = second.kind, case .call(let callee, let arguments, _) = call.kind,
              arguments.count == 3, case .expression(let last) = arguments[2] else {
            Issue.record("unexpected shape \(program.sExpression)")
            return
        }
        #expect(callee.location == SourceLocation(start: 13, end: 16, line: 2, column: 3))
        // 'é😀' is 3 UTF-16 units plus the quotes: `baz` starts at offset 29, column 19.
        #expect(last.location.column == 19)
        #expect(last.location.start == 29)
    }

    @Test func functionLocationCoversItsWholeTextForToString() throws {
        let source = "x = async function* named(a, b) { return 1 }; y = (p) => p * 2"
        let program = try Parser.parseScript(source, name: "fn.js")
        var texts: [String] = []
        for statement in program.body {
            guard case .expression(let expression) = statement.kind, case .assignment(_, _, let value) = expression.kind,
                  case .function(let function) = value.kind else { continue }
            texts.append(String(decoding: program.source.slice(function.location), as: UTF16.self))
        }
        #expect(texts == ["async function* named(a, b) { return 1 }", "(p) => p * 2"])
    }

    @Test func methodLocationStartsAtItsKeyOrModifier() throws {
        let program = try Parser.parseScript("class A { static get x() { return 1 } async m() {} }", name: "m.js")
        guard case .classDeclaration(let node) = program.body[0].kind else { return }
        let texts = node.members.map { String(decoding: program.source.slice($0.function.location), as: UTF16.self) }
        #expect(texts == ["get x() { return 1 }", "async m() {}"])
    }

    @Test func errorsReportLineAndColumnInUTF16Units() {
        do {
            _ = try Parser.parseScript("let s = '😀';\n\tlet 1", name: "err.js")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 2 && error.column == 6)
            #expect(error.description == "err.js:2:6: SyntaxError: Unexpected number")
        }
    }

    @Test func lineTerminatorsIncludeCRLFAndLineSeparators() throws {
        let program = try Parser.parseScript("a\r\nb\u{2028}c\rd", name: "lines.js")
        #expect(program.body.map(\.location.line) == [1, 2, 3, 4])
        let inLiterals = try Parser.parseScript("'\u{2028}'; `\r\n`; /*\u{2029}*/ x", name: "lines.js")
        #expect(inLiterals.body.map(\.location.line) == [1, 2, 4])
        for statement in inLiterals.body {
            let (line, column) = inLiterals.source.lineAndColumn(of: statement.location.start)
            #expect(statement.location.line == line && statement.location.column == column)
        }
    }
}
