import Testing
@testable import EddyEngine

/// Classes, generators, async functions, destructuring, errors: `source → value`.
@Suite struct LanguageFeatureTests {
    static let classes: [(String, String)] = [
        // Fields (ES2022): instance fields before a base constructor's body, after super() in
        // a derived one; static fields and blocks in order with `this` the class.
        ("class A { x = 1; y = this.x + 1 }; new A().y", "2"),
        ("class A { ['k' + 1] = 'v'; z }; var a = new A(); a.k1 + ',' + ('z' in a) + ',' + a.z", "v,true,undefined"),
        ("class A { a = 1 } class B extends A { b = this.a + 1; constructor() { super(); this.c = this.b } }; new B().c", "2"),
        ("class A { f = 1; constructor() { this.g = this.f + 1 } }; new A().g", "2"),
        // A class's source text is the whole class, with an explicit constructor too (§20.2.3.5).
        ("class P { constructor() {} m() {} }; String(P)", "class P { constructor() {} m() {} }"),
        // A parent constructor that returns an object: the derived body resumes after super().
        ("class B { constructor(o) { return o } } class C extends B { y = 1; constructor(o) { super(o); this.z = this.y + 1 } };"
            + "var o = {}; new C(o); o.y + o.z", "3"),
        ("class A { f = (() => { throw new Error('x') })() }; try { new A() } catch (e) { e.message }", "x"),
        ("class A { static x = 1; static y = A.x + 1; static { this.z = this.y * 10 } }; A.z", "20"),
        ("try { eval('class A { m() { this.#p } }') } catch (e) { e.constructor.name }", "SyntaxError"),
        ("class A { constructor(x) { this.x = x } get double() { return this.x * 2 } }; new A(4).double", "8"),
        ("class A { static make() { return new A() } m() { return 'm' } }; A.make().m()", "m"),
        ("class A { m() { return 'a' } } class B extends A { m() { return super.m() + 'b' } }; new B().m()", "ab"),
        ("class A { constructor(v) { this.v = v } } class B extends A { constructor() { super(7) } }; new B().v", "7"),
        ("class A { constructor(v) { this.v = v } } class B extends A {}; new B(3).v", "3"),
        ("class B extends Error { constructor(m) { super(m) } }; var e = new B('boom'); (e instanceof Error) + e.message", "trueboom"),
        ("class A {}; typeof A", "function"),
        ("class A {}; try { A() } catch (e) { e.constructor.name }", "TypeError"),
        ("class A extends null {}; Object.getPrototypeOf(A.prototype) === null", "true"),
        ("class A { constructor() { this.t = new.target === A } }; new A().t", "true"),
        ("var C = class Named { who() { return Named.name } }; new C().who()", "Named"),
        ("class A { ['x' + 1]() { return 1 } }; new A().x1()", "1"),
        ("class B extends Object { constructor() { try { this.x = 1 } catch (e) { super(); return } } }; new B().x", "undefined"),
        ("class A { static get s() { return 's' } }; A.s", "s"),
        ("class A { m() {} }; Object.getOwnPropertyDescriptor(A.prototype, 'm').enumerable", "false"),
        ("let o = { __proto__: { p: 1 }, m() { return super.p } }; o.m()", "1"),
        ("class B { constructor() { this.v = 1 } } class D extends B { constructor() { var f = () => this; super(); this.r = f() } }; new D().r.v", "1"),
        ("class B {} class D extends B { constructor() { var s = () => super(); s(); this.ok = true } }; new D().ok", "true"),
        ("class B {} class D extends B { constructor() { var f = () => this; try { f() } catch (e) { super(); this.e = e.constructor.name } } }; new D().e", "ReferenceError"),
        ("{ function inBlock() { return 'b' } } inBlock()", "b"),
        // `new` of a subclass of Function gives the new function the subclass's prototype.
        ("class G extends Function {}; var g = new G('return 7'); (g instanceof G) + ',' + g()", "true,7"),
        ("Object.getPrototypeOf(Function('return 1')) === Function.prototype", "true"),
    ]

    static let generators: [(String, String)] = [
        ("function* g() { yield 1; yield 2 } var it = g(); it.next().value + it.next().value + String(it.next().done)", "3true"),
        ("function* g() { var x = yield 1; return x * 2 } var it = g(); it.next(); it.next(21).value", "42"),
        ("function* g() { yield* [1, 2]; yield 3 } var s = 0; for (var v of g()) s += v; s", "6"),
        ("function* g() { try { yield 1 } finally { log = 'closed' } } var log; var it = g(); it.next(); it.return(5).value + log", "5closed"),
        ("function* g() { try { yield 1 } catch (e) { yield 'caught ' + e } } var it = g(); it.next(); it.throw('x').value", "caught x"),
        ("function* g() { yield 1; yield 2; yield 3 } var r = ''; for (var v of g()) { if (v == 2) break; r += v } r", "1"),
        ("function* g(a, b = a * 2) { yield b } g(5).next().value", "10"),
        ("var o = { *g() { yield this.v }, v: 'me' }; o.g().next().value", "me"),
        ("function* g() { yield 1 } var it = g(); it[Symbol.iterator]() === it", "true"),
        ("function* g() {} Object.getPrototypeOf(g) === Object.getPrototypeOf(function* () {})", "true"),
        ("var [a, b] = (function* () { yield 'x'; yield 'y' })(); a + b", "xy"),
        // `yield*` hands on the inner iterator's result objects as they are (§14.4.14):
        // no `done` added, `value` not read while the delegation goes on.
        ("var inner = { [Symbol.iterator]() { return this }, next() { return this.r }, r: { value: 1 } };"
            + "function* g() { yield* inner } var it = g(); var r = it.next(); (r === inner.r) + ',' + ('done' in r)", "true,false"),
        ("var reads = 0; var res = { done: false, get value() { reads++ } };"
            + "var inner = { [Symbol.iterator]() { return this }, next() { return {} }, return() { return res } };"
            + "function* g() { yield* inner } var it = g(); it.next(); it.return(); var a = reads; res.done = true;"
            + "var last = it.return(); a + ',' + reads + ',' + last.done", "0,1,true"),
    ]

    static let destructuring: [(String, String)] = [
        ("var { a, ...rest } = { a: 1, b: 2, c: 3 }; Object.keys(rest).length", "2"),
        ("var [x, ...ys] = [1, 2, 3]; ys.length", "2"),
        ("var a, b; [a, b] = [b, a] = [1, 2]; a + ',' + b", "1,2"),
        ("function f({ x = 1, y } = {}) { return x + (y || 0) } f() + f({ y: 5 })", "7"),
        ("var o = {}; ({ a: o.p, b: o['q'] } = { a: 1, b: 2 }); o.p + o.q", "3"),
        ("for (var [k, v] of [['a', 1], ['b', 2]]) {} k + v", "b2"),
        ("var { length } = 'four'; length", "4"),
        // A rest element reads each remaining getter once, and never the named ones again.
        ("var n = 0; var { ...r } = { get v() { n++; return 2 } }; n + ',' + r.v", "1,2"),
        ("var n = 0; var { a, ...r } = { get a() { n++; return 1 }, b: 2 }; n + ',' + a + ',' + Object.keys(r)", "1,1,b"),
        ("var n = 0, a, r; ({ a, ...r } = { get a() { n++ }, get b() { n += 10 } }); n", "11"),
        ("var s = Symbol(); var { [s]: x, 1: y, ...r } = { [s]: 's', 1: 'one', z: 'z' }; x + y + Object.keys(r)", "sonez"),
        ("var o = { a: 1 }; ({ ...o.copy } = { b: 2 }); Object.keys(o.copy).join()", "b"),
        // An assignment target's reference comes before the value is read; its key is
        // converted when it is written (§13.15.5.6, as V8).
        ("var log = []; var t = { set q(v) { log.push('set ' + v) } }; var k = { toString() { log.push('key'); return 'q' } };"
            + "({ p: (log.push('target'), t)[k] } = { get p() { log.push('get'); return 1 } }); log.join()", "target,get,key,set 1"),
        ("var log = []; var t = {}; var k = { toString() { log.push('key'); return 'q' } };"
            + "[(log.push('target'), t)[k] = 'd'] = { [Symbol.iterator]() { log.push('iter'); return { next() { log.push('step'); return { done: true } } } } };"
            + "log.join() + ',' + t.q", "iter,target,step,key,d"),
        ("try { var { ...r } = null } catch (e) { e.constructor.name + ': ' + e.message }",
         "TypeError: Cannot destructure 'null' as it is null."),
    ]

    static let evalAndWith: [(String, String)] = [
        ("function f() { var local = 'seen'; return eval('local') } f()", "seen"),
        ("function f() { var n = 1; eval('n = n + 41'); return n } f()", "42"),
        ("function f() { let x = 'outside'; { let x = 'inside'; return eval('x') } } f()", "inside"),
        ("function f(a) { return eval('(() => a * 2)')() } f(21)", "42"),
        ("var x = 'global'; function f() { var x = 'local'; return (0, eval)('x') } f()", "global"),
        ("function f() { 'use strict'; eval('var inner = 1'); return typeof inner } f()", "undefined"),
        ("function f() { const c = 1; try { eval('c = 2') } catch (e) { return e.constructor.name } } f()", "TypeError"),
        ("var o = { p: 'from o' }; with (o) { p }", "from o"),
        ("var o = { p: 1 }; with (o) { p = 2 } o.p", "2"),
        ("var p = 'outer'; var o = { p: 1, [Symbol.unscopables]: { p: true } }; with (o) { p }", "outer"),
        ("function f() { var v = 1; with ({}) { return eval('v') } } f()", "1"),
        ("function f() { eval('var made = 5'); return made } f() + ',' + typeof made", "5,undefined"),
        ("function f() { var x = 15; var r = (function () { x /= (eval('var x = 2'), 3); return x })(); return r + ',' + x } f()", "2,5"),
        ("function f() { eval('function g() { return 7 }'); return g() } f()", "7"),
        ("function F() { return eval('new.target') } new F() === F", "true"),
        ("var o = { m() { return eval('super.x') }, __proto__: { x: 'sx' } }; o.m()", "sx"),
        ("class A { constructor() { this.a = 1 } } class B extends A { constructor() { eval('super()') } }; new B().a", "1"),
        ("function f() { let x; try { eval('var x') } catch (e) { return e.constructor.name } } f()", "SyntaxError"),
        // An eval in parameter expressions may not declare a var named as a parameter
        // (§19.2.1.3 step 3.d), other names are seen by later parameters; in the body it may.
        ("function f(a = eval('var a = 1')) {} try { f() } catch (e) { e.constructor.name + ': ' + e.message }",
         "SyntaxError: Identifier 'a' has already been declared"),
        ("function* g(a = eval('var a')) {} try { g(); 'created' } catch (e) { e.constructor.name }", "SyntaxError"),
        ("function f(a, b = eval('var c = 3'), d = c) { return a + d } f(1)", "4"),
        ("function f(a = 1) { eval('var a = 2'); return a } f()", "2"),
        // §19.2.1.3 step 3.d: `arguments` is bound where the parameters are (V8 allows it; test262 does not).
        ("function f(a = eval('var arguments = 5')) { return a } String(f())", "throws SyntaxError"),
        ("eval('1; try { 2 } finally { 3 }')", "2"),
    ]

    /// Inline caches must notice prototype changes made after they were filled.
    static let inlineCacheInvalidation: [(String, String)] = [
        ("function P() { this.x = 1 } for (var i = 0; i < 3; i++) new P(); var log = '';"
            + "Object.defineProperty(Object.prototype, 'x', { set(v) { log += 'set' }, configurable: true });"
            + "var b = new P(); log + ',' + b.hasOwnProperty('x')", "set,false"),
        ("function P() { this.y = 1 } for (var i = 0; i < 3; i++) new P(); var log = '';"
            + "Object.defineProperty(P.prototype, 'y', { set(v) { log += 'proto' } }); new P(); log", "proto"),
        ("function P() { this.z = 1 } for (var i = 0; i < 3; i++) new P();"
            + "Object.defineProperty(P.prototype, 'z', { value: 9, writable: false }); var o = new P(); o.z + ',' + o.hasOwnProperty('z')",
         "9,false"),
        ("var o = { m() { return 1 } }; var c = Object.create(o); var r = 0; for (var i = 0; i < 3; i++) r += c.m();"
            + "o.m = function () { return 10 }; r + c.m()", "13"),
        ("var o = { m() { return 1 } }; var c = Object.create(o); for (var i = 0; i < 3; i++) c.m();"
            + "Object.setPrototypeOf(c, { m() { return 7 } }); c.m()", "7"),
        ("var g = 1; function f() { return g } f(); f(); this.g = 5; f()", "5"),
        ("var h = 1; function f() { return h } f(); f(); delete this.h; try { f() } catch (e) { e.constructor.name }", "1"),
    ]

    @Test(arguments: inlineCacheInvalidation)
    func inlineCachesSeeLaterChanges(_ testCase: (String, String)) {
        #expect(run(testCase.0) == testCase.1, "\(testCase.0)")
    }

    @Test(arguments: evalAndWith)
    func evalAndWithSeeTheRightBindings(_ testCase: (String, String)) {
        #expect(run(testCase.0) == testCase.1, "\(testCase.0)")
    }

    static let errors: [(String, String)] = [
        // A call that ends right where a `try` begins is not inside it.
        ("function v() { throw 'outer' } function g() { v(); try { return 'no' } catch (e) { return 'inner' } }; try { g() } catch (e) { e }", "outer"),
        ("function v() { throw new Error('x') } function g() { v(); try {} catch (e) {} }; try { g(); 'none' } catch (e) { e.stack.split('\\n')[2].trim().slice(0, 4) }", "at g"),
        ("undefinedName", "throws ReferenceError"),
        ("null.x", "throws TypeError"),
        ("undefined()", "throws TypeError"),
        ("let a = a", "throws ReferenceError"),
        ("{ x; let x = 1 }", "throws ReferenceError"),
        ("const c = 1; c = 2", "throws TypeError"),
        ("'use strict'; undeclared = 1", "throws ReferenceError"),
        ("'use strict'; Object.freeze([1])[0] = 2", "throws TypeError"),
        ("function f() { f() } f()", "throws RangeError"),
        ("new (function () {}.bind())() instanceof Object", "true"),
        ("throw 5", "throws 5"),
        ("var x = ;", "throws SyntaxError"),
        ("break;", "throws SyntaxError"),
        ("new 5", "throws TypeError"),
        ("({}) instanceof 5", "throws TypeError"),
        ("'x' in 5", "throws TypeError"),
        ("class A extends 5 {}", "throws TypeError"),
        ("class A extends Object { constructor() {} }; new A()", "throws ReferenceError"),
        ("function* g() { yield 1 } var it = g(); it.next(); it.throw(new RangeError())", "throws RangeError"),
    ]

    @Test(arguments: classes)
    func classesEvaluate(_ testCase: (String, String)) {
        #expect(run(testCase.0) == testCase.1, "\(testCase.0)")
    }

    @Test(arguments: generators)
    func generatorsEvaluate(_ testCase: (String, String)) {
        #expect(run(testCase.0) == testCase.1, "\(testCase.0)")
    }

    @Test(arguments: destructuring)
    func destructuringEvaluates(_ testCase: (String, String)) {
        #expect(run(testCase.0) == testCase.1, "\(testCase.0)")
    }

    @Test(arguments: errors)
    func errorsAreThrown(_ testCase: (String, String)) {
        #expect(run(testCase.0) == testCase.1, "\(testCase.0)")
    }

    static let asyncCases: [(String, String, String)] = [
        ("var r; (async function () { r = await 5 })()", "r", "5"),
        ("var r = []; (async () => { r.push(1); await null; r.push(3) })(); r.push(2)", "'' + r[0] + r[1] + r[2]", "123"),
        ("var r; async function f() { throw new TypeError('t') } f().then(null, e => r = e.constructor.name)", "r", "TypeError"),
        ("var r; async function f() { try { await Promise.reject(1) } catch (e) { return e + 1 } } f().then(v => r = v)", "r", "2"),
        ("var r; async function f(a = b) {} f().then(null, e => r = e.constructor.name)", "r", "ReferenceError"),
        ("var r = 0; async function f() { for (var i = 0; i < 3; i++) r += await i } f()", "r", "3"),
        ("var o = { async m() { return this.v }, v: 'me' }; var r; o.m().then(v => r = v)", "r", "me"),
        ("var r = []; (async () => { for await (var x of [Promise.resolve(1), 2]) r.push(x) })()", "r[0] + r[1]", "3"),
        ("var log = ''; var it = { [Symbol.asyncIterator]() { var n = 0; return { next() { n++; return Promise.resolve({ value: n, done: n > 2 }) } } } };"
            + "(async () => { for await (var v of it) log += v })()", "log", "12"),
    ]

    @Test(arguments: asyncCases)
    func asyncFunctionsSettle(_ testCase: (String, String, String)) {
        #expect(runThenRead(testCase.0, testCase.1) == testCase.2, "\(testCase.0)")
    }
}
