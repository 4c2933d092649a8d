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
    ]

    @Test(arguments: cases)
    func evaluatesTo(_ testCase: (String, String)) {
        #expect(run(testCase.0) == testCase.1, "\(testCase.0)")
    }
}
