import Testing
@testable import EddySyntax

@Suite struct EntryPointTests {
    @Test func functionConstructorSourceIsParsedAsOneFunction() throws {
        let parsed = try Parser.parseFunction(parameters: "a, b", body: "return a + b")
        #expect(parsed.function.parameters.count == 2)
        let text = String(decoding: parsed.program.source.slice(parsed.function.location), as: UTF16.self)
        #expect(text == "function anonymous(a, b\n) {\nreturn a + b\n}")
    }

    @Test func functionConstructorRejectsTextThatEscapesItsPart() {
        #expect(throws: SyntaxError.self) { try Parser.parseFunction(parameters: "){}, function(", body: "") }
        #expect(throws: SyntaxError.self) { try Parser.parseFunction(parameters: "", body: "}); (function(){") }
        #expect(throws: SyntaxError.self) { try Parser.parseFunction(parameters: "a = yield", body: "", kind: .generator) }
    }

    @Test func moduleWrapperBodyKeepsTheFileLocations() throws {
        let file = SourceText("#!/usr/bin/env eddy\nconst x = require('x');\nreturn module.exports = x;", name: "app.js")
        let parsed = try Parser.parseFunctionBody(file, parameters: ["exports", "require", "module", "__filename", "__dirname"])
        #expect(parsed.function.parameters.count == 5)
        #expect(parsed.function.body.map(\.location.line) == [2, 3])
        let summary = parsed.program.scopeSummary
        #expect(summary.hasSuffix("require=#1 module=#1 x=#1"))
        #expect(throws: SyntaxError.self) { try Parser.parseFunctionBody(SourceText("let a; let a", name: "b.js"), parameters: []) }
        #expect(throws: SyntaxError.self) { try Parser.parseFunctionBody(SourceText("let require", name: "c.js"), parameters: ["require"]) }
        let repl = try Parser.parseFunctionBody(SourceText("await x", name: "repl"), parameters: [], isAsync: true)
        #expect(repl.function.isAsync && repl.program.sExpression == "(expr (async function () (expr (await x))))")
    }

    @Test func generatorAndAsyncConstructorsAllowYieldAndAwait() throws {
        _ = try Parser.parseFunction(parameters: "", body: "yield 1", kind: .generator)
        _ = try Parser.parseFunction(parameters: "", body: "await 1", kind: .async)
        _ = try Parser.parseFunction(parameters: "", body: "yield await 1", kind: .asyncGenerator)
    }

    @Test func numericSeparatorsAreAcceptedUnlessTheHostRefusesThem() throws {
        let allowing = ParseContext()
        let program = try Parser.parseScript("x = [1_000, 0x1_F, 0b1_0, 0o7_7, 1_0.0_1e1_0]", name: "n.js", context: allowing)
        #expect(program.sExpression == "(expr (= x (array 1000 31 2 63 100100000000)))")
        let refusing = ParseContext(allowsNumericSeparators: false)
        #expect(throws: SyntaxError.self) { try Parser.parseScript("1_000", name: "n.js", context: refusing) }
        for bad in ["1__0", "1_", "0_1", "01_0", "1._5", "1_.5", "1e_5", "0x_1", "08_1"] {
            #expect(throws: SyntaxError.self, "\(bad)") { try Parser.parseScript(bad, name: "n.js", context: allowing) }
        }
        let module = try Parser.parseFunctionBody(SourceText("return 10_000", name: "m.js"), parameters: [], context: allowing)
        #expect(module.function.body.count == 1)
    }

    @Test func evalCodeInheritsTheCallersPermissions() throws {
        let method = ParseContext(isEval: true, allowsNewTarget: true, allowsSuperProperty: true)
        _ = try Parser.parseScript("super.x; new.target", name: "eval", context: method)
        #expect(throws: SyntaxError.self) { try Parser.parseScript("super()", name: "eval", context: method) }
        let strict = ParseContext(isStrict: true, isEval: true)
        #expect(throws: SyntaxError.self) { try Parser.parseScript("with (a) b", name: "eval", context: strict) }
    }

    @Test func evalCodeResolvesUnknownNamesDynamically() throws {
        let program = try Parser.parseScript("var v = 1; let l = 2; v + l + outer", name: "eval", context: ParseContext(isEval: true))
        #expect(program.scopeSummary == "#0 eval l:let v:var\nv=dynamic(global) l=#0 v=dynamic(global) l=#0 outer=dynamic(global)")
        let strict = try Parser.parseScript("var v = 1; v", name: "eval", context: ParseContext(isStrict: true, isEval: true))
        #expect(strict.scopeSummary == "#0 eval v:var\nv=#0 v=#0")
    }
}
