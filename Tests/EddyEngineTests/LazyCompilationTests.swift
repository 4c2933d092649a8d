import EddySyntax
import Testing
@testable import EddyEngine

/// Nested functions are compiled at their first call; everything observable before a call
/// comes from the syntax tree.
@Suite struct LazyCompilationTests {
    /// The code of the first function nested in `code`.
    static func nested(in code: FunctionCode) throws -> FunctionCode {
        for constant in code.constants {
            if case .function(let nested) = constant { return nested }
        }
        throw TestFailure("no nested function")
    }

    @Test func aNestedFunctionIsAStubUntilItsFirstCall() throws {
        let script = try CompilerBytecodeTests.compile("'use strict'; function f(a, b = 1, ...c) { return function g() {} }")
        let f = try Self.nested(in: script)
        #expect(!f.isCompiled)
        #expect(f.name == "f" && f.length == 1 && f.parameterCount == 2)
        #expect(f.flags.contains(.strict) && f.flags.contains(.keepsExtraArguments))
        try f.compilePending()
        #expect(f.isCompiled && f.registerCount > 2)
        // Its own nested function waits in turn.
        let g = try Self.nested(in: f)
        #expect(!g.isCompiled && g.name == "g")
    }

    @Test func whatAClosureShowsBeforeItsFirstCall() {
        #expect(run("function f(a, b) { return a + b } [f.name, f.length, String(f)].join()")
            == "f,2,function f(a, b) { return a + b }")
        #expect(run("class A { constructor(x) { this.x = x } m() {} } [A.name, A.length, typeof A.prototype.m, String(A).length].join()")
            == "A,1,function,48")
        #expect(run("function* g() { yield 1 } Object.getPrototypeOf(g.prototype) === Object.getPrototypeOf(function* () {}).prototype")
            == "true")
        #expect(run("var o = {}; o.m = function () { throw new Error('x') }; try { o.m() } catch (e) { e.stack.split('\\n')[1].trim() }")
            .hasPrefix("at o.m "))
    }

    @Test func lazilyCompiledFunctionsRunAsBefore() {
        // Closures over the enclosing scopes, arguments objects mapped to parameters,
        // parameter TDZ, direct eval, class fields and private names, generators and async.
        #expect(run("function outer() { let x = 1; return function () { return () => ++x } } var f = outer()(); f() + f()") == "5")
        #expect(run("function f(a) { arguments[0] = 9; return a } f(1)") == "9")
        #expect(run("function f(a = b, b) { return a } try { f() } catch (e) { e.constructor.name }") == "ReferenceError")
        #expect(run("function f() { var v = 3; return function () { return eval('v * 2') } } f()()") == "6")
        #expect(run("class C { #p = 4; static s = () => 1; q = this.#p + C.s(); get() { return this.q } } new C().get()") == "5")
        #expect(run("class B { constructor() { this.b = 1 } } class D extends B { d = 2; constructor() { super(); this.e = this.b + this.d } } new D().e")
            == "3")
        #expect(run("function* g(n) { for (let i = 0; i < n; i++) yield i } [...g(3)].join()") == "0,1,2")
        #expect(run("var r; (async function () { r = await 2 })(); r") == "undefined")
    }

    @Test func nestedStubsInheritTheRefusalOfImport() throws {
        let script = try CompilerBytecodeTests.compile("function f() { return function g() { return import('x') } }")
        script.refuseDynamicImport()
        let f = try Self.nested(in: script)
        #expect(f.refusesDynamicImport)
        try f.compilePending()
        #expect(try Self.nested(in: f).refusesDynamicImport)
    }
}
