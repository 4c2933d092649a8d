import Testing
@testable import EddyEngine

/// Array methods call their callback through `Agent.withRepeatedCall` and read a plain
/// array's storage directly: every case where that must behave as the generic path does.
@Suite struct RepeatedCallTests {
    static let cases: [(String, String)] = [
        // Arguments, `this` and results as the spec passes them.
        ("[5, 6].map(function (x, i, a) { return [x, i, a.length, typeof this].join(':'); }).join()",
         "5:0:2:object,6:1:2:object"),
        ("[1].map(function () { 'use strict'; return this; })[0]", "undefined"),
        ("[1].map(function () { return this === globalThis; })[0]", "true"),
        ("[1].map(function () { return this.k; }, {k: 'thisArg'})[0]", "thisArg"),
        ("[1].map(function () { 'use strict'; return typeof this; }, 7)[0]", "number"),
        ("[1].map(function () { return typeof this; }, 7)[0]", "object"),
        ("var o = {f() { return [1].map(() => this.v)[0]; }, v: 'arrow'}; o.f()", "arrow"),
        ("[3, 1, 2].sort(function (a, b) { return arguments.length === 2 ? a - b : NaN; }).join()", "1,2,3"),
        ("[1, 2, 3].reduce(function (s, x, i, a) { return s + x * i + a.length; }, 0)", "17"),
        ("[1, 2, 3].reduceRight((s, x, i) => s + x + ':' + i + ' ', '')", "3:2 2:1 1:0 "),
        // Callees the direct path hands to the generic call.
        ("[1, 4, 9].map(Math.sqrt).join()", "1,2,3"),
        ("[1, 2].map(function (x) { return x + this.d; }.bind({d: 10})).join()", "11,12"),
        ("[1].map(class C {})", "throws TypeError"),
        ("[1, 2].map(function* g(x) { yield x; }).map(g => g.next().value).join()", "1,2"),
        ("[1, 2].map(async x => x)[0] instanceof Promise", "true"),
        ("[1, 2].map(parseInt).join()", "1,NaN"),
        // Holes: absent from a plain array, found on the prototype otherwise.
        ("var n = 0; [1, , 3].forEach(() => n++); n", "2"),
        ("[1, , 3].map(x => x * 2).hasOwnProperty(1)", "false"),
        ("[1, , 3].map(x => x * 2).length", "3"),
        ("Array.prototype[1] = 'p'; var seen = []; [1, , 3].forEach(x => seen.push(x)); delete Array.prototype[1]; seen.join()",
         "1,p,3"),
        ("Object.prototype[1] = 'q'; var r = [0, , 2].filter(() => true).join(); delete Object.prototype[1]; r", "0,q,2"),
        ("[, , 5].reduce((s, x) => s + x)", "5"),
        ("[, , 5].reduceRight((s, x) => s + x)", "5"),
        ("[, 'a', , 'b'].reduce((s, x, i) => s + i, '')", "13"),
        // Getters and setters on elements (the array is no longer plain).
        ("var a = [1, 2, 3]; Object.defineProperty(a, 1, {get() { return 20; }}); a.map(x => x).join()", "1,20,3"),
        ("var calls = 0; var a = [1, 2]; Object.defineProperty(a, 0, {get() { calls++; return 5; }});"
            + " a.forEach(() => {}); a.some(() => false); calls", "2"),
        // The prototype chain changing during the callback.
        ("var seen = []; [1, , 3].forEach((x, i) => { if (i === 0) Array.prototype[1] = 'late'; seen.push(x); });"
            + " delete Array.prototype[1]; seen.join()", "1,late,3"),
        ("var a = [1, , 3]; var seen = [];"
            + " a.forEach((x, i) => { if (i === 0) Object.setPrototypeOf(a, {1: 'mine'}); seen.push(x); }); seen.join()",
         "1,mine,3"),
        // The array changing during the callback: the length is read once, elements at each step.
        ("var a = [1, 2, 3]; var seen = []; a.forEach(x => { seen.push(x); a.push(x * 10); }); seen.join() + '|' + a.length",
         "1,2,3|6"),
        ("var a = [1, 2, 3, 4]; var seen = []; a.forEach(x => { seen.push(x); a.pop(); }); seen.join()", "1,2"),
        ("var a = [1, 2, 3]; a.map((x, i) => { a[i + 1] = 'c'; return x; }).join()", "1,c,c"),
        ("var a = [1, 2, 3]; a.filter((x, i) => { if (i === 0) a.length = 1; return true; }).join()", "1"),
        ("var a = [1, 2, 3]; var seen = []; a.forEach((x, i) => { if (i === 0) delete a[1]; seen.push(x); }); seen.join()",
         "1,3"),
        ("var a = [1, 2, 3]; var r = a.reduce((s, x, i) => { if (i === 1) Object.freeze(a); return s + x; }, 0); r", "6"),
        ("var a = [3, 2, 1]; a.sort((x, y) => { a.length = 0; return x - y; }); a.join()", "1,2,3"),
        // Exceptions from the callback or comparator propagate; the array keeps a permutation.
        ("try { [1, 2, 3].forEach(x => { if (x === 2) throw new RangeError('x'); }); } catch (e) { e.name }", "RangeError"),
        ("var a = [3, 1, 2]; try { a.sort(() => { throw 1; }); } catch (e) {} a.slice().sort().join()", "1,2,3"),
        ("var n = 0; try { [5, 4, 3, 2, 1].sort((x, y) => { if (++n === 3) throw 'stop'; return x - y; }); } catch (e) { e + n }",
         "stop3"),
        ("function f(d) { return [d].map(x => x > 0 ? f(x - 1) : 'done')[0]; } f(50)", "done"),
        ("function f() { return [1].map(f); } try { f(); } catch (e) { e instanceof RangeError }", "true"),
        ("[1, 2].map(x => { try { throw x; } catch (e) { return e * 3; } }).join()", "3,6"),
        // Comparators: any value converted with ToNumber, inconsistent answers tolerated.
        ("[3, 1, 2].sort((a, b) => ({valueOf() { return a - b; }})).join()", "1,2,3"),
        ("[3, 1, 2].sort((a, b) => String(b - a)).join()", "3,2,1"),
        ("[1, 2, 3, 4, 5].sort(() => Math.random() - 0.5).sort().join()", "1,2,3,4,5"),
        ("[2, 'b', 1, 'a'].sort((x, y) => String(x) < String(y) ? -1 : 1).join()", "1,2,a,b"),
        ("[3, 1, 2].sort((a, b) => { [9, 8].sort((p, q) => p - q); return a - b; }).join()", "1,2,3"),
        // All numbers are sorted as Doubles: -0 and infinities kept, stability too.
        ("[3, -0, 0, -Infinity, Infinity, 1.5].sort((a, b) => a - b).map(x => Object.is(x, -0) ? '-0' : String(x)).join()",
         "-Infinity,-0,0,1.5,3,Infinity"),
        ("[2, '1', 3].sort((a, b) => a - b).map(x => typeof x + x).join()", "string1,number2,number3"),
        // Cells the callback allocates survive collections while the native holds them.
        ("var a = []; for (var i = 0; i < 200; i++) a.push(i);"
            + " a.map(x => ({v: [x, String(x)]})).filter(o => o.v[0] % 2).map(o => o.v[1]).join().length", "344"),
        ("[1, 2, 3].find(x => x > 1)", "2"),
        ("[1, 2, 3].findIndex(x => x > 2)", "2"),
        ("var seen = []; [1, , 3].find(x => { seen.push(x); }); seen.join()", "1,,3"),
        ("[1, 2, 3].every(x => x < 3)", "false"),
        ("[1, 2, 3].some(x => x === 3)", "true"),
    ]

    @Test(arguments: cases)
    func evaluatesTo(_ testCase: (String, String)) {
        #expect(run(testCase.0) == testCase.1, "\(testCase.0)")
    }

    /// A callback of another realm is called through the generic path: it runs in its own
    /// realm, and the native's own work stays in the native's realm.
    @Test func aCallbackOfAnotherRealm() throws {
        let agent = Agent()
        let other = Realm(agent: agent)
        let callback = try agent.evaluateScript(
            "(function (x) { return [this === globalThis, Object.getPrototypeOf([]) === Array.prototype, x * 2].join(); })",
            name: "other.js", in: other)
        // Values held here across evaluations are rooted, as any Swift code must.
        try agent.withRooted([callback]) {
            let map = try agent.evaluateScript("Array.prototype.map", name: "main.js")
            try agent.withRooted([map]) {
                let source = try agent.evaluateScript("[1, 2]", name: "main.js")
                let result = try agent.call(map, this: source, arguments: [callback])
                #expect(render(result, agent) == "[true,true,2,true,true,4]")
                #expect(result.asObject?.prototype === agent.currentRealm.arrayPrototype)
            }
        }
    }
}
