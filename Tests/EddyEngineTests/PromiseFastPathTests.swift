import Testing
@testable import EddyEngine

/// `then` on %Promise% settles its derived promise without resolving functions, and skips
/// calling the original %Promise%[@@species] getter; these pin that nothing observable
/// changed. Expected values come from Node 20 (each source run in a fresh `vm` context).
@Suite struct PromiseFastPathTests {
    static let cases: [(source: String, probe: String, expected: String)] = [
        // Subclasses and species.
        ("class P extends Promise {}; var r = []; var d = P.resolve(1).then(v => v + 1); r.push(d instanceof P);"
            + " d.then(v => r.push(v));", "r.join()", "true,2"),
        ("class Q extends Promise { static get [Symbol.species]() { return Promise } };"
            + " var d = Q.resolve(1).then(x => x);", "(d instanceof Q) + ',' + (d instanceof Promise)", "false,true"),
        ("var n = 0; var p = Promise.resolve(1);"
            + " Object.defineProperty(p, 'constructor', { get() { n++; return Promise } }); p.then();", "n", "1"),
        ("var n = 0; Object.defineProperty(Promise, Symbol.species, { get() { n++; return undefined } });"
            + " var d = Promise.resolve(1).then();", "n + ',' + (d instanceof Promise)", "1,true"),
        // The original species getter moved to other constructors.
        ("var r; var o = {}; Object.defineProperty(o, Symbol.species, Object.getOwnPropertyDescriptor(Promise, Symbol.species));"
            + " var p = Promise.resolve(); p.constructor = o; try { p.then() } catch (e) { r = e.constructor.name }", "r", "TypeError"),
        ("var made = 0; function F(executor) { made++; executor(function () {}, function () {}) }"
            + " Object.defineProperty(F, Symbol.species, Object.getOwnPropertyDescriptor(Promise, Symbol.species));"
            + " var p = Promise.resolve(); p.constructor = F; var d = p.then();", "made + ',' + (d instanceof F)", "1,true"),
        // Promise.prototype.then replaced: the thenable job calls it.
        ("var log = []; var orig = Promise.prototype.then;"
            + " Promise.prototype.then = function (a, b) { log.push('then'); return orig.call(this, a, b) };"
            + " var inner = Promise.resolve('x'); Promise.resolve(1).then(() => inner).then(v => log.push(v));",
         "log.join()", "then,then,then,x"),
        // What the derived promise is resolved with.
        ("var r; var p = Promise.resolve(1).then(() => p); p.catch(e => r = e.constructor.name);", "r", "TypeError"),
        ("var r; Promise.resolve(1).then(() => ({ then(resolve) { resolve(42) } })).then(v => r = v);", "r", "42"),
        ("var r; var thenable = { get then() { throw 9 } }; Promise.resolve().then(() => thenable).catch(e => r = e);",
         "r", "9"),
        ("var r; Promise.reject(5).then(x => x).then(x => x).catch(e => r = e);", "r", "5"),
        ("var r; Promise.resolve(1).then(() => { throw 7 }).then(() => 'no', e => r = e + 1);", "r", "8"),
        ("var r; Promise.resolve(1).finally(() => 2).then(v => r = v);", "r", "1"),
        // Job ordering: adopting a promise takes two extra jobs; reactions run in order.
        ("var log = []; var a = Promise.resolve().then(() => Promise.resolve('a')); a.then(v => log.push(v));"
            + " Promise.resolve().then(() => log.push(1)).then(() => log.push(2)).then(() => log.push(3))"
            + ".then(() => log.push(4));", "log.join()", "1,2,3,a,4"),
        ("var log = []; async function f() { log.push('f1'); await null; log.push('f2'); await new Promise(r => r());"
            + " log.push('f3') } f().then(() => log.push('done')); Promise.resolve().then(() => log.push('p1'))"
            + ".then(() => log.push('p2')).then(() => log.push('p3'));", "log.join()", "f1,f2,p1,f3,p2,done,p3"),
        // Adopting a promise through the original `then`: the same lookups, once each.
        ("var made = 0; class Q extends Promise { constructor(e) { made++; super(e) } }; var r;"
            + " Promise.resolve().then(() => Q.resolve(5)).then(v => r = v + ',' + made);", "r", "5,2"),
        ("var n = 0; var inner = Promise.resolve(1);"
            + " Object.defineProperty(inner, 'constructor', { get() { n++; return Promise } }); var r;"
            + " Promise.resolve().then(() => inner).then(v => r = v + ',' + n);", "r", "1,1"),
        ("var n = 0; var inner = Promise.resolve(1); Object.defineProperty(inner, 'constructor',"
            + " { value: { get [Symbol.species]() { n++; return Promise } } }); var r;"
            + " Promise.resolve().then(() => inner).then(v => r = v + ',' + n);", "r", "1,1"),
        ("var inner = Promise.resolve(1); Object.defineProperty(inner, 'constructor', { get() { throw 'c' } }); var r;"
            + " Promise.resolve().then(() => inner).catch(e => r = e);", "r", "c"),
        ("var r; Promise.resolve().then(() => Promise.reject(3)).catch(e => r = e);", "r", "3"),
        ("var log = []; async function f() { return Promise.resolve('x') } f().then(v => log.push(v));"
            + " Promise.resolve().then(() => log.push(1)).then(() => log.push(2)).then(() => log.push(3))"
            + ".then(() => log.push(4));", "log.join()", "1,2,x,3,4"),
        ("var log = []; new Promise(r => r(Promise.resolve('y'))).then(v => log.push(v));"
            + " Promise.resolve().then(() => log.push(1)).then(() => log.push(2)).then(() => log.push(3));",
         "log.join()", "1,2,y,3"),
        ("var r = []; var p = Promise.resolve(3); p.then(v => r.push('a' + v)); p.then(v => r.push('b' + v));"
            + " p.then(v => r.push('c' + v));", "r.join()", "a3,b3,c3"),
        ("var r = []; var res; var p = new Promise(x => res = x); p.then(v => r.push('a' + v));"
            + " p.then(v => r.push('b' + v)); p.then(v => r.push('c' + v)); res(1);", "r.join()", "a1,b1,c1"),
        // `constructor` read straight from %Promise.prototype%, whatever it holds.
        ("class P extends Promise {}; Promise.prototype.constructor = P; var d = Promise.resolve(1).then();",
         "(d instanceof P) + ',' + (d.constructor === P)", "true,true"),
        // `then` called from bytecode on a plain promise runs without a native frame; every
        // other receiver, `constructor` or handler takes the native's steps.
        ("var n = 0; function X() { n++ } Promise.prototype.constructor = X; var d = Promise.resolve(1).then();",
         "n + ',' + (d instanceof Promise) + ',' + (Object.getPrototypeOf(d) === Promise.prototype)", "0,true,true"),
        ("var other = Promise.resolve(1); var d = Promise.prototype.then.call(other, v => v * 2); var r; d.then(v => r = v);",
         "r + ',' + (d !== other)", "2,true"),
        ("var p = Promise.resolve(1); p.then = 5; var d = Promise.prototype.then.call(p); var r = []; d.then(v => r.push(v));",
         "r.join() + typeof d.then", "1function"),
        ("var r = []; var p = Promise.reject(new Error('no')); var d = p.then(5, 'x'); d.catch(e => r.push(e.message));",
         "r.join()", "no"),
        // A realm remembers where it found `constructor` and @@species; changes after that
        // (a new value, a getter, a redefined species) are seen.
        ("var d1 = Promise.resolve(1).then(); class P extends Promise {}; Promise.prototype.constructor = P;"
            + " var d2 = Promise.resolve(1).then();", "(d1 instanceof P) + ',' + (d2 instanceof P)", "false,true"),
        ("Promise.resolve().then(); var n = 0; Object.defineProperty(Promise, Symbol.species, { get() { n++; return Promise } });"
            + " Promise.resolve().then(); Promise.resolve().then();", "n", "2"),
        ("Promise.resolve().then(); var n = 0;"
            + " Object.defineProperty(Promise.prototype, 'constructor', { get() { n++; return Promise } }); Promise.resolve().then();",
         "n", "1"),
        // The resolving functions of `new Promise` (their own class): Node's properties and behaviour.
        ("var f, g; new Promise((a, b) => { f = a; g = b });",
         "[f.length, JSON.stringify(f.name), Object.getOwnPropertyNames(f).join(' '), typeof f.prototype,"
            + " Object.getPrototypeOf(g) === Function.prototype, f === g].join()", "1,\"\",length name,undefined,true,false"),
        ("var f; new Promise(r => f = r); var d = Object.getOwnPropertyDescriptor(f, 'length');",
         "[d.value, d.writable, d.enumerable, d.configurable].join()", "1,false,false,true"),
        ("var f, g, r = []; var p = new Promise((a, b) => { f = a; g = b }); g(1); f(2);"
            + " p.then(v => r.push('v' + v), e => r.push('e' + e));", "r.join()", "e1"),
        ("var r = []; var p = new Promise(r2 => r2({ then(a) { a(5) } })); p.then(v => r.push(v));", "r.join()", "5"),
    ]

    @Test(arguments: cases.indices) func matchesNode(_ index: Int) {
        let (source, probe, expected) = Self.cases[index]
        #expect(runThenRead(source, probe) == expected, "\(source)")
    }

    @Test func aDerivedPromiseRejectedByItsHandlerIsReportedUntilHandled() throws {
        let agent = Agent()
        var events: [(String, PromiseRejectionOperation)] = []
        agent.hostHooks.promiseRejectionTracker = { _, promise, operation in
            events.append((promise.result.shortDescription, operation))
        }
        let derived = try agent.evaluateScript("Promise.resolve(1).then(() => { throw 'boom' })", name: "test.js")
        try agent.withRooted([derived]) {
            try agent.runJobs()
            #expect(events.map(\.0) == ["boom"])
            #expect(events.map(\.1) == [.reject])
            _ = try agent.callMethod(derived, "catch", [agent.function { _, _, _ in .undefined }])
            #expect(events.map(\.1) == [.reject, .handle])
        }
    }

    @Test func anAdoptedRejectionIsHandledAndPassedOn() throws {
        let agent = Agent()
        var events: [(String, PromiseRejectionOperation)] = []
        agent.hostHooks.promiseRejectionTracker = { _, promise, operation in
            events.append((promise.result.shortDescription, operation))
        }
        let outer = try agent.evaluateScript("var inner = Promise.reject('r'); new Promise(r => r(inner))",
                                             name: "test.js")
        #expect(events.map(\.1) == [.reject])
        try agent.withRooted([outer]) {
            try agent.runJobs()
            // inner gained a handler (the adoption); outer was rejected with nothing to handle it.
            #expect(events.map(\.1) == [.reject, .handle, .reject])
            #expect(events.map(\.0) == ["r", "r", "r"])
        }
    }

    /// `await` resumes through Swift handlers, not function objects: no native frame under
    /// the resumed body, as in Node.
    @Test func anAwaitResumesWithoutANativeFrame() {
        let source = "var s; async function f() { await null; s = new Error('x').stack } f();"
        #expect(runThenRead(source, "s.split('\\n').length + ',' + s.indexOf('(<anonymous>)')") == "2,-1")
    }

    @Test func longChainsSurviveCollectionsWhilePending() {
        let source = "var r; var p = Promise.resolve(0); for (var i = 0; i < 1000; i++) p = p.then(x => x + 1);"
            + " p.then(v => r = v);"
        #expect(runThenRead(source, "r") == "1000")
    }
}
