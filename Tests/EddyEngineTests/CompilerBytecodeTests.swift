import EddySyntax
import Testing
@testable import EddyEngine

/// The shape of the bytecode the compiler emits: registers for uncaptured locals,
/// environments for captured ones, fused compare-and-branch in loops.
@Suite struct CompilerBytecodeTests {
    static func compile(_ source: String) throws -> FunctionCode {
        try ProgramCompiler.compileScript(try Parser.parseScript(source, name: "test.js"))
    }

    /// The code of the first function declared in `source`.
    static func firstFunction(_ source: String) throws -> FunctionCode {
        let script = try compile(source)
        for constant in script.constants {
            if case .function(let code) = constant { return code }
        }
        throw TestFailure("no function in \(source)")
    }

    @Test func loopsUseAFusedCompareAndBranch() throws {
        let code = try Self.firstFunction("function f(n) { var s = 0; for (var i = 0; i < n; i++) s += i; return s }")
        let text = code.disassembly.joined(separator: "\n")
        #expect(text.contains("jumpUnlessLess"))
        #expect(!text.contains("lessThan"))
    }

    @Test func smallIntegerLiteralsAreImmediateOperands() throws {
        let code = try Self.firstFunction("function f(n) { return n < 2 ? n : f(n - 1) + f(n + 2) }")
        let text = code.disassembly.joined(separator: "\n")
        #expect(text.contains("jumpUnlessLessInt r1 2"))
        #expect(text.contains("subtractInt") && text.contains("addInt"))
        #expect(!text.contains("loadInt"))
        // Not for -0, fractions or numbers past the immediate range.
        let other = try Self.firstFunction("function g(n) { return (n < -0) + (n - 0.5) + (n + 2e9) }")
        let otherText = other.disassembly.joined(separator: "\n")
        #expect(!otherText.contains("LessInt") && !otherText.contains("subtractInt") && !otherText.contains("addInt"))
    }

    @Test func immediateOperandsKeepTheGenericSemantics() {
        #expect(run("var s = 'a'; s + 1") == "a1")
        #expect(run("var s = '5'; s - 1") == "4")
        #expect(run("var o = { valueOf() { return 7 } }; [o + 1, o - 1].join()") == "8,6")
        #expect(run("var b = 1n; b + 1") == "throws TypeError")
        #expect(run("var b = 1n; b - 1") == "throws TypeError")
        #expect(run("var u; (u + 1) + ',' + (u - 1)") == "NaN,NaN")
        #expect(run("var r = []; for (var x of [1n, '3', null, undefined, NaN, {}, 2.5]) r.push(x < 2, x <= 2, x > 2, x >= 2); r.join()")
            == "true,true,false,false,false,false,true,true,true,true,false,false,false,false,false,false,"
            + "false,false,false,false,false,false,false,false,false,false,true,true")
        #expect(run("var log = []; var o = { valueOf() { log.push('v'); return 1 } }; if (o < 2) log.push('lt'); log.join()") == "v,lt")
        #expect(run("var o = { valueOf() { throw new RangeError() } }; o < 2") == "throws RangeError")
        #expect(run("var n = 0; for (var i = 0; i < 5; i++) n = n + 2; n") == "10")
    }

    @Test func readsAfterALexicalInitializationSkipTheTDZCheck() throws {
        func checks(_ source: String) throws -> Int {
            try Self.firstFunction(source).disassembly.count { $0.contains("checkInitialized") }
        }
        #expect(try checks("function f(n) { let s = 0; for (let i = 0; i < n; i++) { const k = i * 2; s += k } return s }") == 0)
        // Before the declaration, in its own initializer, and in a later switch clause (entered
        // by a jump past the declaration) the check stays.
        #expect(try checks("function g(c) { if (c) { return z } let z = 1; return z }") == 1)
        #expect(try checks("function g() { let z = z + 1; return z }") == 1)
        #expect(try checks("function h(c) { switch (c) { case 0: let x = 1; return x; case 1: return x } }") == 1)
        #expect(try checks("function k(c) { let [a = b, b] = c; return a + b }") == 1)
    }

    @Test func theTemporalDeadZoneStillThrows() {
        #expect(run("function g(c) { if (c) { return z } let z = 1; return z } g(true)") == "throws ReferenceError")
        #expect(run("function g() { let z = z + 1; return z } g()") == "throws ReferenceError")
        #expect(run("function h(c) { switch (c) { case 0: let x = 1; return x; case 1: return x } } h(0) + ',' + h(1)")
            == "throws ReferenceError")
        #expect(run("function h(c) { switch (c) { case 0: let x = 1; return x; case 1: return x } } h(0)") == "1")
        #expect(run("function k(c) { let [a = b, b] = c; return a + b } k([])") == "throws ReferenceError")
        #expect(run("function k() { let r = 0; for (let i = 0; i < 3; i++) { { r += i } let j = i; r += j } return r } k()") == "6")
    }

    @Test func methodCallsWithInertArgumentsAreOneInstruction() throws {
        let text = try Self.firstFunction("function f(o, a) { let b = 2; o.m(); o.n(a, b, 'x', 3, null, this, undefined); return o.p(a + 1) }")
            .disassembly.joined(separator: "\n")
        #expect(text.contains("callProperty") && text.components(separatedBy: "callProperty").count == 3)
        // An argument that could observe or run script keeps the method read first.
        #expect(text.contains("getProperty"))
    }

    @Test func methodCallsKeepTheirSemantics() {
        #expect(run("var o = { m(a, b) { return this.k + a + b }, k: 1 }; o.m(2, 3)") == "6")
        #expect(run("var o = {}; try { o.m(1) } catch (e) { e.message }") == "o.m is not a function")
        #expect(run("var o; try { o.m(1) } catch (e) { e.message }") == "Cannot read properties of undefined (reading 'm')")
        #expect(run("var log = []; var o = { get m() { log.push('get'); return function (x) { log.push(x) } } }; o.m('call'); log.join()")
            == "get,call")
        #expect(run("'abc'.charAt(1) + (1.5).toFixed(2) + [1, 2].join('-')") == "b1.501-2")
        #expect(run("function f(x) { return this.v + x } var o = { v: 1 }; f.call(o, 2) + f.apply(o, [3])") == "7")
        #expect(run("var n = 0; var o = { get m() { n++; return () => n } }; var r = 0; for (var i = 0; i < 3; i++) r += o.m(i); r") == "6")
    }

    @Test func compoundAssignmentsAndConjunctionsOfRegisterVariablesStayInPlace() throws {
        let text = try Self.firstFunction(
            "function f(n) { let s = 0; for (let i = 0; i < n; i++) { s += i; s -= 1 } while (s > 0 && n < 5) s *= 2; return s }"
        ).disassembly.joined(separator: "\n")
        #expect(text.contains("subtractInt r") && text.contains("add r") && text.contains("multiply r"))
        #expect(!text.contains("jumpIfFalse") && !text.contains("checkInitialized"))
        #expect(run("function f(n) { let s = 0; for (let i = 0; i < n; i++) { s += i; s -= 1 } while (s > 0 && s < 100) s *= 2; return s } f(5)")
            == "160")
        #expect(run("function f() { let x = 1; x += (x = 5); return x } f()") == "6")
        #expect(run("function f() { let s = 'a'; s += 1; s += null; return s } f()") == "a1null")
        #expect(run("function f() { { x += 1; let x = 0 } } f()") == "throws ReferenceError")
        #expect(run("function f() { const c = 1; c += 1 } f()") == "throws TypeError")
        #expect(run("function f(a, b) { var log = []; if ((log.push(1), a) && (log.push(2), b)) log.push(3); return log.join() } "
            + "f(1, 0) + ';' + f(0, 1) + ';' + f(1, 1)") == "1,2;1;1,2,3")
    }

    @Test func comparisonsWithNullAndUndefinedAreOneRegisterTest() throws {
        let code = try Self.firstFunction(
            "function f(a, b) { while (a !== null) a = a.next; if (b == undefined) return a === void 0; return null != b }")
        let text = code.disassembly.joined(separator: "\n")
        #expect(text.contains("jumpUnlessNullish") && text.contains("isNullish"))
        #expect(!text.contains("loadNull") && !text.contains("Equal") && !text.contains("getGlobal"))
        // Not where `undefined` is a local, nor for `void` of an expression.
        let shadowed = try Self.firstFunction("function g(x, undefined) { return [x === undefined, x === void x] }")
        #expect(!shadowed.disassembly.joined(separator: "\n").contains("isNullish"))
    }

    @Test func objectLiteralsMakeTheirLeadingFieldsInOneInstruction() throws {
        let code = try Self.firstFunction("function f(a) { return { x: a, y: 2, x2: a, [a]: 1, z: 3 } }")
        let text = code.disassembly.joined(separator: "\n")
        #expect(text.contains("newObjectLiteral") && text.contains("cacheObjectLiteral"))
        // A duplicate name ends the run of fields taken in one step.
        let duplicate = try Self.firstFunction("function g(a) { return { x: a, x: 1 } }").disassembly
        #expect(duplicate.count { $0.contains("defineField") } == 2)
        #expect(run("function h(i) { return { a: i, b: 1, a: 2, __proto__: null } } h(1); h(2); var o = h(3); [Object.keys(o), o.a, Object.getPrototypeOf(o)].join()") == "a,b,2,")
    }

    @Test func uncapturedLocalsLiveInRegistersWithoutEnvironment() throws {
        let code = try Self.firstFunction("function f(a) { var b = a + 1; return b }")
        let text = code.disassembly.joined(separator: "\n")
        #expect(!text.contains("pushEnv"))
        #expect(!text.contains("getEnv"))
        #expect(!text.contains("Global"))
    }

    @Test func capturedLocalsLiveInAnEnvironmentSlot() throws {
        let code = try Self.firstFunction("function f() { var c = 0; return function () { return ++c } }")
        let text = code.disassembly.joined(separator: "\n")
        #expect(text.contains("pushEnv 1"))
        #expect(text.contains("setEnv 0 0"))
    }

    @Test func everyOpcodeHasItsLengthFromTheTable() {
        for opcode in Opcode.allCases {
            #expect(Opcode.lengths[Int(opcode.rawValue)] == 1 + opcode.operands.count)
        }
    }

    @Test func everyOpcodeDecodesFromItsWord() {
        #expect(MemoryLayout<Opcode>.size == 1)
        for opcode in Opcode.allCases {
            #expect(Opcode.decode(opcode.rawValue) == opcode)
        }
        #expect(Opcode.decode(-1) == .nop)
        #expect(Opcode.decode(Opcode.count) == .nop)
    }

    @Test func constantsAreSharedWithinAFunction() throws {
        let script = try Self.compile("var a = 'x' + 'x' + 'x'; 1.5 + 1.5")
        let strings = script.constants.filter { if case .string(let units) = $0 { return units == Array("x".utf16) } else { return false } }
        #expect(strings.count == 1)
    }

    @Test func sourcePositionsMapInstructionsToLines() throws {
        let code = try Self.firstFunction("function f() {\n  return 1 +\n    g()\n}")
        let callPC = code.disassembly.first { $0.contains(": call ") }.flatMap { Int($0.split(separator: ":")[0]) }
        #expect(callPC != nil)
        if let callPC { #expect(code.position(at: callPC).line == 3) }
    }

    @Test func argumentsLengthAloneMakesNoArgumentsObject() throws {
        func text(_ source: String) throws -> String { try Self.firstFunction(source).disassembly.joined(separator: "\n") }
        let counted = try text("function f(a, b) { if (arguments.length === 3) return b; return arguments?.length + a }")
        #expect(counted.contains("argumentCount") && !counted.contains("createArguments"))
        // Any other use needs the object: read, passed on, a target, deleted, called, in
        // `with`, through a nested arrow or eval, or a body `var arguments` starting as it.
        for source in ["function f() { return arguments.length + arguments[0] }",
                       "function f() { return g.apply(null, arguments) || arguments.length }",
                       "function f() { arguments.length = 1; return arguments.length }",
                       "function f() { arguments.length++; return arguments.length }",
                       "function f() { delete arguments.length; return arguments.length }",
                       "function f() { return arguments.length() }",
                       "function f() { return arguments.length`x` }",
                       "function f() { [arguments.length] = [1]; return arguments.length }",
                       "function f() { with ({}) return arguments.length }",
                       "function f() { return () => arguments.length }",
                       "function f() { return eval('1') + arguments.length }",
                       "function f(a = 1) { var arguments; return arguments.length }"] {
            let code = try text(source)
            #expect(code.contains("createArguments") && !code.contains("argumentCount"), "\(source)")
        }
    }

    @Test func arrayLiteralsReserveTheirElements() throws {
        let code = try Self.firstFunction("function f(x) { return [[x, 1, 'a'], [], [x, ...x, 2]] }").disassembly
        let sizes = code.filter { $0.contains("newArray") }.compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }
        #expect(sizes == [3, 3, 0, 1])
    }
}
