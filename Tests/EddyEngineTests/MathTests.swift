import Testing
@testable import EddyEngine

/// The Math object (§20.2), against the values node v20 prints.
@Suite struct MathTests {
    static let cases: [(String, String)] = [
        ("Math.max()", "-Infinity"),
        ("Math.min()", "Infinity"),
        ("Object.is(Math.max(-0, 0), 0)", "true"),
        ("Object.is(Math.min(0, -0), -0)", "true"),
        ("Math.max(1, NaN, 3)", "NaN"),
        ("var n = 0; Math.max(NaN, {valueOf() { n++; return 1; }}); n", "1"),
        ("Math.round(0.49999999999999994)", "0"),
        ("Math.round(2.5) + ',' + Math.round(-2.5)", "3,-2"),
        ("Object.is(Math.round(-0.4), -0)", "true"),
        ("Math.round(4503599627370495.5)", "4503599627370496"),
        ("Math.fround(5.5) + ',' + Math.fround(5.05)", "5.5,5.050000190734863"),
        ("Math.clz32(1) + ',' + Math.clz32(0) + ',' + Math.clz32(-1)", "31,32,0"),
        ("Math.imul(0xffffffff, 5)", "-5"),
        ("Math.imul(3, 4)", "12"),
        ("Math.hypot(3, 4)", "5"),
        ("Math.hypot()", "0"),
        ("Math.hypot(NaN, Infinity)", "Infinity"),
        ("Math.hypot(1e200, 1e200)", "1.414213562373095e+200"),
        ("Math.sign(-3) + ',' + Math.sign(NaN)", "-1,NaN"),
        ("Object.is(Math.sign(-0), -0)", "true"),
        ("Math.trunc(-4.7)", "-4"),
        ("Math.cbrt(27)", "3"),
        ("Math.expm1(0) + ',' + Math.log1p(0)", "0,0"),
        ("Math.atan2(1, 1) === Math.PI / 4", "true"),
        ("Math.pow(2, 10)", "1024"),
        ("Math.pow(1, Infinity)", "NaN"),
        ("Math.pow(NaN, 0)", "1"),
        ("Math.sqrt(-1)", "NaN"),
        ("Math.PI", "3.141592653589793"),
        ("Math.SQRT1_2", "0.7071067811865476"),
        ("Object.prototype.toString.call(Math)", "[object Math]"),
        ("Math.max.length + Math.hypot.length + Math.random.length", "4"),
        ("var r = Math.random(); r >= 0 && r < 1", "true"),
        ("Math.abs(Symbol())", "throws TypeError"),
        ("new Math.max()", "throws TypeError"),
        ("Math.PI = 3; Math.PI", "3.141592653589793"),
    ]

    @Test(arguments: cases)
    func math(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }

    @Test func xorShiftIsDeterministicPerSeedAndInRange() {
        var first = XorShift128Plus(seed0: 1, seed1: 2)
        var second = XorShift128Plus(seed0: 1, seed1: 2)
        for _ in 0..<1000 {
            let value = first.nextDouble()
            #expect(value == second.nextDouble())
            #expect(value >= 0 && value < 1)
        }
    }
}
