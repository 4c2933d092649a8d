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

@Suite struct FunctionFactsTests {
    func firstFunction(_ source: String) throws -> (FunctionNode, Program) {
        let program = try Parser.parseScript(source, name: "facts.js")
        guard let statement = program.body.last else { throw SyntaxError(message: "empty", sourceName: "", line: 0, column: 0, offset: 0) }
        switch statement.kind {
        case .functionDeclaration(let function): return (function, program)
        case .expression(let expression):
            if case .function(let function) = expression.kind { return (function, program) }
            if case .assignment(_, _, let value) = expression.kind, case .function(let function) = value.kind { return (function, program) }
        default: break
        }
        throw SyntaxError(message: "no function", sourceName: "", line: 0, column: 0, offset: 0)
    }

    @Test func functionsRecordWhatTheirBodiesUse() throws {
        let (function, program) = try firstFunction("function f(a, b) { return this.x + arguments[0] + (() => new.target)() }")
        #expect(function.usesThis && function.usesArguments && function.usesNewTarget)
        #expect(!function.hasDirectEval && function.hasSimpleParameters && function.length == 2)
        let info = program.scopes.functions[function.id]
        #expect(info.needsArgumentsObject && info.hasMappedArguments && info.thisIsCaptured)
    }

    @Test func strictnessAndParameterShapeAreRecorded() throws {
        let (function, program) = try firstFunction("function g(a, b = 1, ...c) { }")
        #expect(!function.hasSimpleParameters && function.length == 1 && !function.isStrict)
        #expect(function.scope != function.bodyScope)
        #expect(program.scopes.functions[function.id].hasMappedArguments == false)
        let (strict, _) = try firstFunction("function h() { 'use strict'; return 1 }")
        #expect(strict.isStrict)
    }

    @Test func directEvalMakesEverythingVisibleCaptured() throws {
        let (function, program) = try firstFunction("function f(p) { var v; let l; eval('v') }")
        #expect(function.hasDirectEval)
        let scope = program.scopes[function.scope]
        #expect(scope.bindings.allSatisfy { $0.isCaptured })
        #expect(scope.containsDirectEval)
        #expect(program.scopes.functions[function.id].needsArgumentsObject)
    }

    @Test func functionsListTheirOwnScopesOutermostFirst() throws {
        let (function, program) = try firstFunction("function f(a = 1) { { let b; for (let c of d) { try {} catch (e) {} } } return () => a }")
        let kinds = program.scopes.functions[function.id].scopes.map { program.scopes[$0].kind }
        #expect(kinds == [.function, .functionBody, .block, .forHead, .block, .block, .catch, .block])
    }

    @Test func arrowsReportTheFunctionWhoseThisTheyUse() throws {
        let program = try Parser.parseScript("function f() { return () => () => this }", name: "a.js")
        let infos = program.scopes.functions
        let outer = try #require(infos.first { $0.kind == .normal })
        #expect(infos.filter { $0.kind == .arrow }.allSatisfy { $0.thisFunction == outer.id })
        #expect(outer.thisIsCaptured)
    }

    @Test func classesListTheirPrivateNamesAndInnerClassesSeeOuterOnes() throws {
        let program = try Parser.parseScript("class A { #a; get #b() {} set #b(v) {} m() { class B { n() { return this.#a } } } }", name: "p.js")
        guard case .classDeclaration(let node) = program.body[0].kind else { return }
        #expect(node.privateNames == ["#a", "#b"])
        #expect(node.members.map(\.isPrivate) == [true, true, false])
        let eval = ParseContext(isEval: true, privateNames: ["#a"])
        _ = try Parser.parseScript("this.#a", name: "eval", context: eval)
    }

    @Test func classConstructorsKnowWhetherTheyAreDerived() throws {
        let program = try Parser.parseScript("class A extends B { constructor() { super() } m() { return super.m() } }", name: "c.js")
        guard case .classDeclaration(let node) = program.body[0].kind else { return }
        #expect(node.constructor?.kind == .derivedConstructor)
        #expect(node.constructor?.usesSuperCall == true)
        #expect(node.members.first?.function.usesSuperProperty == true)
        #expect(node.constructor?.isStrict == true)
    }
}

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

    @Test func numericSeparatorsAreRejectedUnlessTheHostAllowsThem() throws {
        let allowing = ParseContext(allowsNumericSeparators: true)
        let program = try Parser.parseScript("x = [1_000, 0x1_F, 0b1_0, 0o7_7, 1_0.0_1e1_0]", name: "n.js", context: allowing)
        #expect(program.sExpression == "(expr (= x (array 1000 31 2 63 100100000000)))")
        #expect(throws: SyntaxError.self) { try Parser.parseScript("1_000", name: "n.js") }
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
