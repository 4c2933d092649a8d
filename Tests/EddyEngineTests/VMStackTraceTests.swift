import Testing
@testable import EddyEngine

/// `err.stack`: `Name: message`, then one `at` line per frame, innermost first.
@Suite struct VMStackTraceTests {
    @Test func stackListsBytecodeFramesInnermostFirst() {
        let source = """
        function inner() { throw new Error('boom') }
        function outer() { inner() }
        try { outer() } catch (e) { e.stack }
        """
        #expect(run(source) == """
        Error: boom
            at inner (test.js:1:26)
            at outer (test.js:2:20)
            at test.js:3:7
        """)
    }

    @Test func stackLeavesOutForwardingBuiltins() {
        let source = """
        function cb() { return new Error('in callback').stack }
        [1].map ? 0 : 0;
        var f = cb.bind(null);
        f.call(null)
        """
        let stack = run(source)
        #expect(stack.hasPrefix("Error: in callback\n    at cb (test.js:1:24)"))
        // As in V8, `call` only forwards: it has no frame of its own.
        #expect(!stack.contains("at call"))
        #expect(stack.contains("at test.js:4:3"))
    }

    @Test func errorsThrownByTheVMCarryTheFaultingPosition() {
        let source = """
        function f(o) {
          return o.missing.field
        }
        try { f({}) } catch (e) { e.stack }
        """
        let stack = run(source)
        // At the property read, as node reports it (the name after the dot).
        #expect(stack.hasPrefix("TypeError: Cannot read properties of undefined (reading 'field')\n    at f (test.js:2:20)"))
    }

    /// V8's messages for destructuring or iterating null or undefined (node 20), naming the
    /// first property when the pattern has one.
    @Test(arguments: [
        ("const {a} = null", "Cannot destructure property 'a' of 'null' as it is null."),
        ("const {a, b: [c]} = undefined", "Cannot destructure property 'a' of 'undefined' as it is undefined."),
        ("(function ({x}) {})(null)", "Cannot destructure property 'x' of 'null' as it is null."),
        ("const {} = null", "Cannot destructure 'null' as it is null."),
        ("const {[1 + 1]: v} = undefined", "Cannot destructure 'undefined' as it is undefined."),
        ("let a; ({ a } = null)", "Cannot destructure property 'a' of 'null' as it is null."),
        ("const {a} = 0; a", ""),
        ("const [x] = null", "null is not iterable"),
        ("for (const x of undefined);", "undefined is not iterable"),
    ])
    func destructuringNullishNamesTheFirstProperty(source: String, message: String) {
        #expect(run("try { \(source); '' } catch (e) { e.message }") == message)
    }

    @Test func syntaxErrorsReportFileLineAndColumn() {
        let agent = Agent()
        do {
            _ = try agent.evaluateScript("var a = 1;\nvar = 2;", name: "bad.js")
            Issue.record("no error")
        } catch let exception as JSException {
            let stack = (try? agent.getV(exception.value, agent.key("stack"))).flatMap { $0.asString?.stringValue } ?? ""
            #expect(errorName(exception.value, agent) == "SyntaxError")
            #expect(stack.contains("bad.js:2:5"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func deepRecursionIsARangeErrorNotACrash() {
        #expect(run("function f(n) { return f(n + 1) + 1 } try { f(0) } catch (e) { e instanceof RangeError }") == "true")
    }

    @Test func deepNativeReentryIsARangeError() {
        #expect(run("function f() { return [0].map(f) } try { f() } catch (e) { e.constructor.name }") != "swift error")
        #expect(run("var o = {}; o.valueOf = function () { return +o }; try { +o } catch (e) { e.constructor.name }") == "RangeError")
    }
}

extension VMStackTraceTests {
    @Test(arguments: [
        ("var o = {}; try { o.missing() } catch (e) { e.message }", "o.missing is not a function"),
        ("try { undefinedFunction() } catch (e) { e.constructor.name }", "ReferenceError"),
        ("var f = 1; try { f() } catch (e) { e.message }", "f is not a function"),
        ("try { [].nope() } catch (e) { e.message }", "(intermediate value).nope is not a function"),
        ("var C = 5; try { new C() } catch (e) { e.message }", "C is not a constructor"),
        // Calls, computed members, literals and optional chains as node v20 names them.
        ("var foo = () => 1; try { foo()() } catch (e) { e.message }", "foo(...) is not a function"),
        ("var foo = () => ({}); try { foo().bar() } catch (e) { e.message }", "foo(...).bar is not a function"),
        ("var a = [1]; try { a[0]() } catch (e) { e.message }", "a[0] is not a function"),
        ("var a = { k: 1 }; try { a['k']() } catch (e) { e.message }", "a.k is not a function"),
        ("var a = { b: 1 }; try { a?.b() } catch (e) { e.message }", "a?.b is not a function"),
        ("try { null() } catch (e) { e.message }", "null is not a function"),
        ("try { (function () {})()() } catch (e) { e.message }", "(intermediate value)(...) is not a function"),
        ("try { new (new Proxy({}, {}))() } catch (e) { e.message }", "(intermediate value) is not a constructor"),
    ])
    func typeErrorsNameTheCalleeAsWritten(_ testCase: (String, String)) {
        #expect(run(testCase.0) == testCase.1)
    }
}
