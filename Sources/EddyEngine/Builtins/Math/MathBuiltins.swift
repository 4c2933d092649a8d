import Glibc

/// The Math object (§20.2): value properties and functions, each converting its arguments
/// with ToNumber first, in order.
enum MathBuiltins {
    static let constants: [(String, Double)] = [
        ("E", M_E), ("LN10", M_LN10), ("LN2", M_LN2), ("LOG10E", M_LOG10E), ("LOG2E", M_LOG2E),
        ("PI", Double.pi), ("SQRT1_2", 0.5.squareRoot()), ("SQRT2", 2.0.squareRoot()),
    ]

    static let methods: [BuiltinMethod] = [
        unary("abs") { Swift.abs($0) },  // §20.2.2.1
        unary("acos") { Glibc.acos($0) },  // §20.2.2.2
        unary("acosh") { Glibc.acosh($0) },  // §20.2.2.3
        unary("asin") { Glibc.asin($0) },  // §20.2.2.4
        unary("asinh") { Glibc.asinh($0) },  // §20.2.2.5
        unary("atan") { Glibc.atan($0) },  // §20.2.2.6
        unary("atanh") { Glibc.atanh($0) },  // §20.2.2.7
        binary("atan2") { Glibc.atan2($0, $1) },  // §20.2.2.8
        unary("cbrt", cbrt),  // §20.2.2.9
        unary("ceil") { $0.rounded(.up) },  // §20.2.2.10
        .init("clz32", length: 1, clz32),  // §20.2.2.11
        unary("cos") { Glibc.cos($0) },  // §20.2.2.12
        unary("cosh") { Glibc.cosh($0) },  // §20.2.2.13
        unary("exp") { Glibc.exp($0) },  // §20.2.2.14
        unary("expm1") { Glibc.expm1($0) },  // §20.2.2.15
        unary("floor") { $0.rounded(.down) },  // §20.2.2.16
        unary("fround") { Double(Float($0)) },  // §20.2.2.17
        .init("hypot", length: 2, hypot),  // §20.2.2.18
        .init("imul", length: 2, imul),  // §20.2.2.19
        unary("log") { Glibc.log($0) },  // §20.2.2.20
        unary("log1p") { Glibc.log1p($0) },  // §20.2.2.21
        unary("log10") { Glibc.log10($0) },  // §20.2.2.22
        unary("log2") { Glibc.log2($0) },  // §20.2.2.23
        .init("max", length: 2, max, fast: fastMax),  // §20.2.2.24
        .init("min", length: 2, min, fast: fastMin),  // §20.2.2.25
        binary("pow") { NumericOperator.power($0, $1) },  // §20.2.2.26
        .init("random", length: 0, random),  // §20.2.2.27
        unary("round", round),  // §20.2.2.28
        unary("sign", sign),  // §20.2.2.29
        unary("sin") { Glibc.sin($0) },  // §20.2.2.30
        unary("sinh") { Glibc.sinh($0) },  // §20.2.2.31
        unary("sqrt") { $0.squareRoot() },  // §20.2.2.32
        unary("tan") { Glibc.tan($0) },  // §20.2.2.33
        unary("tanh") { Glibc.tanh($0) },  // §20.2.2.34
        unary("trunc") { $0.rounded(.towardZero) },  // §20.2.2.35
    ]

    static func install(in realm: Realm, agent: Agent) {
        let math = realm.makeOrdinaryObject(in: agent)
        for (name, value) in constants {
            math.defineBuiltinProperty(agent.key(name), .number(value), attributes: [])
        }
        realm.install(methods, on: math, in: agent)
        // Math[@@toStringTag] (§20.2.1.9).
        math.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Math"), attributes: .configurable)
        realm.globalObject.defineBuiltinProperty(agent.key("Math"), .object(math))
    }

    /// A one-argument function of a number: `f(ToNumber(x))`.
    static func unary(_ name: String, _ function: @escaping @Sendable (Double) -> Double) -> BuiltinMethod {
        .init(name, length: 1, { agent, _, arguments in
            .number(function(try agent.toNumber(arguments[0])))
        }, fast: { _, _, arguments in
            arguments.number(0).map { .number(function($0)) }
        })
    }

    /// A two-argument function of numbers, converting x before y.
    static func binary(_ name: String, _ function: @escaping @Sendable (Double, Double) -> Double) -> BuiltinMethod {
        .init(name, length: 2, { agent, _, arguments in
            let x = try agent.toNumber(arguments[0])
            let y = try agent.toNumber(arguments[1])
            return .number(function(x, y))
        }, fast: { _, _, arguments in
            guard let x = arguments.number(0), let y = arguments.number(1) else { return nil }
            return .number(function(x, y))
        })
    }

    /// Math.clz32 ( x ) (§20.2.2.11).
    @Sendable static func clz32(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .number(Double(try agent.toUint32(arguments[0]).leadingZeroBitCount))
    }

    /// Math.hypot ( value1, value2, ...values ) (§20.2.2.18): every argument is converted
    /// before any infinity or NaN decides the result; the sum is scaled against overflow.
    @Sendable static func hypot(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        var numbers: [Double] = []
        for argument in arguments.values { numbers.append(try agent.toNumber(argument)) }
        if numbers.contains(where: \.isInfinite) { return .number(.infinity) }
        if numbers.contains(where: \.isNaN) { return .number(.nan) }
        let largest = numbers.map { Swift.abs($0) }.max() ?? 0
        if largest == 0 { return .number(0) }
        var sum = 0.0
        var compensation = 0.0
        for number in numbers {
            // Kahan summation of the scaled squares.
            let scaled = number / largest
            let term = scaled * scaled - compensation
            let total = sum + term
            compensation = (total - sum) - term
            sum = total
        }
        return .number(sum.squareRoot() * largest)
    }

    /// Math.imul ( x, y ) (§20.2.2.19).
    @Sendable static func imul(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let a = try agent.toUint32(arguments[0])
        let b = try agent.toUint32(arguments[1])
        return .number(Double(Int32(bitPattern: a &* b)))
    }

    /// Math.max ( value1, value2, ...values ) (§20.2.2.24): NaN wins, +0 is larger than −0.
    @Sendable static func max(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        var result = -Double.infinity
        for argument in arguments.values { result = larger(result, try agent.toNumber(argument)) }
        return .number(result)
    }

    /// Math.min ( value1, value2, ...values ) (§20.2.2.25): NaN wins, −0 is smaller than +0.
    @Sendable static func min(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        var result = Double.infinity
        for argument in arguments.values { result = smaller(result, try agent.toNumber(argument)) }
        return .number(result)
    }

    @Sendable static func fastMax(_ agent: Agent, _ this: JSValue, _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        var result = -Double.infinity
        for index in arguments.indices {
            guard let number = arguments.number(index) else { return nil }
            result = larger(result, number)
        }
        return .number(result)
    }

    @Sendable static func fastMin(_ agent: Agent, _ this: JSValue, _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        var result = Double.infinity
        for index in arguments.indices {
            guard let number = arguments.number(index) else { return nil }
            result = smaller(result, number)
        }
        return .number(result)
    }

    private static func larger(_ result: Double, _ number: Double) -> Double {
        if number.isNaN || result.isNaN { return .nan }
        return number > result || (number == 0 && result == 0 && result.sign == .minus) ? number : result
    }

    private static func smaller(_ result: Double, _ number: Double) -> Double {
        if number.isNaN || result.isNaN { return .nan }
        return number < result || (number == 0 && result == 0 && number.sign == .minus) ? number : result
    }

    /// Math.random ( ) (§20.2.2.27): the agent's xorshift128+ generator.
    @Sendable static func random(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .number(agent.randomGenerator.nextDouble())
    }

    /// Math.round ( x ) (§20.2.2.28): ties toward +∞, −0 kept for −0.5 ≤ x < 0. Computed
    /// without `x + 0.5`, which rounds wrongly just below 0.5 and past 2^52.
    @Sendable static func round(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x }
        if x < 0 && x >= -0.5 { return -0.0 }
        let floor = x.rounded(.down)
        return x - floor >= 0.5 ? floor + 1 : floor
    }

    /// Math.cbrt ( x ) (§20.2.2.9): glibc's cube root, refined by one Newton step when that
    /// lands closer (glibc gives 3.0000000000000004 for 27).
    @Sendable static func cbrt(_ x: Double) -> Double {
        let root = Glibc.cbrt(x)
        guard root.isFinite, root != 0 else { return root }
        let refined = root - (root * root * root - x) / (3 * root * root)
        return Swift.abs(refined * refined * refined - x) < Swift.abs(root * root * root - x) ? refined : root
    }

    /// Math.sign ( x ) (§20.2.2.29).
    @Sendable static func sign(_ x: Double) -> Double {
        if x.isNaN || x == 0 { return x }
        return x < 0 ? -1 : 1
    }
}

/// xorshift128+ (Vigna), the generator V8 uses for Math.random, seeded from the system.
struct XorShift128Plus {
    private var state0: UInt64
    private var state1: UInt64

    init() {
        var system = SystemRandomNumberGenerator()
        state0 = system.next() | 1
        state1 = system.next()
    }

    init(seed0: UInt64, seed1: UInt64) {
        state0 = seed0 == 0 && seed1 == 0 ? 1 : seed0
        state1 = seed1
    }

    mutating func next() -> UInt64 {
        var s1 = state0
        let s0 = state1
        state0 = s0
        s1 ^= s1 << 23
        s1 ^= s1 >> 17
        s1 ^= s0
        s1 ^= s0 >> 26
        state1 = s1
        return state0 &+ state1
    }

    /// A double in [0, 1) from the top 53 bits.
    mutating func nextDouble() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}
