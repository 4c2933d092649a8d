import Testing

/// The fast paths of calls and global variables must keep the semantics they skip work for.
@Suite struct CallPathTests {
    static let cases: [(String, String)] = [
        // A sloppy function that never reads `this` skips binding it; those that do (directly,
        // through an arrow, or through direct eval) still see the global object or a wrapper.
        ("function f() { return this === globalThis; } f()", "true"),
        ("function f() { return (() => this)() === globalThis; } f()", "true"),
        ("function f() { return eval('this') === globalThis; } f()", "true"),
        ("function f() { return typeof this; } f.call(5)", "object"),
        ("function f() { return this === this; } f.call('s')", "true"),
        ("function f(n) { return n < 2 ? n : f(n - 1) + f(n - 2); } f(15)", "610"),
        // Global inline caches: a deleted and re-added global lands at a new position.
        ("var r = 0; for (var i = 0; i < 3; i++) { globalThis.g = i; r += g; delete globalThis.g; } r", "3"),
        ("var s = 0; function h() { return s; } h(); s = 7; h()", "7"),
        ("var x = 1; function k() { return x; } k(); delete globalThis.x; globalThis.x = 2; k()", "2"),
        // Natives called from bytecode take pooled argument arrays: one a native keeps
        // (through `arguments` of a bound function) is not emptied by the next call.
        ("function f(...a) { return a; } var b = f.bind(null, 1, 2); var r = b(3); Math.max(4, 5, 6); r.join()", "1,2,3"),
        ("var s = []; [1, 2, 3].forEach(function (x) { s.push(Math.max(x, 2), Math.min(x, 2)); }); s.join()",
         "2,1,2,2,3,2"),
        ("function f() { return eval('typeof this'); } f.call(undefined)", "object"),
        ("(function () { 'use strict'; return eval('typeof this'); })()", "undefined"),
        // Strict equality read in place: objects and symbols by identity, strings by content,
        // numbers by value.
        ("var o = {}, p = {}, q = o; [o === q, o !== p, o === null, null === o, o === undefined].join()",
         "true,true,false,false,false"),
        ("var s = Symbol(), t = Symbol(); [s === s, s === t, s === 's', 'ab' === 'a' + 'b', 1 === 1.0].join()",
         "true,false,false,true,true"),
        ("var n = 0, l = {next: {next: null}}; while (l !== null) { n++; l = l.next; } n", "2"),
        ("[NaN === NaN, 0 === -0, '1' === 1, true === 1, undefined === null].join()", "false,true,false,false,false"),
        // Remainder: integer operands take a fast path; signs and zeros as the spec says.
        ("[7 % 3, -7 % 3, 7 % -3, 5.5 % 2, 2147483647 % 10, 4294967296 % 7].join()", "1,-1,1,1.5,7,4"),
        ("[Object.is(-0 % 5, -0), Object.is(0 % 5, 0), Object.is(-4 % 2, -0), 5 % 0, 3 % Infinity].join()",
         "true,true,true,NaN,3"),
        // Strings: `length` and String.prototype methods read through the site's cache, which
        // follows a reassigned or deleted method and serves objects seen at the same site.
        ("var n = 0; for (var s of ['ab', 'cde', '']) n += s.length; n", "5"),
        ("function f(s) { return s.charAt(0); } var r = f('xy'); String.prototype.charAt = function () { return 'patched'; };" +
         " r + ',' + f('xy')", "x,patched"),
        ("function f(s) { return s.trim; } f(' a '); delete String.prototype.trim; typeof f(' a ')", "undefined"),
        ("function f(v) { return v.length; } [f('abc'), f([1, 2]), f({length: 7}), f('')].join()", "3,2,7,0"),
        ("function f(v) { return v.slice; } [f('s') === String.prototype.slice, f([]) === Array.prototype.slice," +
         " f({slice: 1})].join()", "true,true,1"),
        ("String.prototype.extra = 5; function g(s) { return s.extra; } [g('a'), g('b')].join()", "5,5"),
        // One-character strings are shared: comparisons and property keys stay by content.
        ("var s = 'a0\\u00e9\\u20ac'; var c = []; for (var i = 0; i < s.length; i++) c.push(s.substring(i, i + 1) === s[i]," +
         " s.charAt(i) === s.slice(i, i + 1)); c.join()", "true,true,true,true,true,true,true,true"),
        ("var o = {}; o['x'.substring(0, 1)] = 1; o['0'.charAt(0)] = 2; JSON.stringify(o) + ('0' === '10'.substring(1))",
         "{\"0\":2,\"x\":1}true"),
        // Object literals and constructors make their slots at once; growing past that works.
        ("var o = {a: 1, b: 2}; o.c = 3; o.d = 4; Object.keys(o).join() + o.d", "a,b,c,d4"),
        ("function P(x) { this.x = x; if (x > 1) this.y = x; } new P(2); var p = new P(1); p.z = 3; JSON.stringify(p)",
         "{\"x\":1,\"z\":3}"),
        ("class A { constructor() { this.a = 1; } } class B extends A { constructor() { super(); this.b = 2; } }" +
         " new B(); JSON.stringify([new B(), new A()])", "[{\"a\":1,\"b\":2},{\"a\":1}]"),
    ]

    @Test(arguments: cases)
    func evaluatesTo(_ testCase: (String, String)) {
        #expect(run(testCase.0) == testCase.1, "\(testCase.0)")
    }
}
