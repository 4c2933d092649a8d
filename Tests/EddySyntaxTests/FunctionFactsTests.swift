import Testing
@testable import EddySyntax

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

    @Test func hoistedFunctionsAreTheDeclarationsOfAStatementList() throws {
        let program = try Parser.parseScript("function a() {} L: function b() {} { function c() {} } if (x) function d() {}", name: "h.js")
        #expect(program.hoistedFunctions.compactMap { $0.name?.name } == ["a", "b"])
        guard case .block(let block) = program.body[2].kind else { return }
        #expect(block.hoistedFunctions.compactMap { $0.name?.name } == ["c"])
    }
}
