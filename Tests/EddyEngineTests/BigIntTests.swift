import Testing
@testable import EddyEngine

/// BigInt values (§6.1.6.2), their operators and the BigInt function (§21.2), as
/// (source, expected) rows; expectations from node v20. Broader comparisons with node run
/// as golden tests (Tests/Golden/bigint).
@Suite struct BigIntTests {
    static let language: [(String, String)] = [
        ("typeof 1n + typeof 0x1fn + typeof Object(1n)", "bigintbigintobject"),
        ("String(0x1fn + 0o17n + 0b11n + 1_000n)", "1049"),
        ("String(123456789012345678901234567890n * 10n ** 20n)", "12345678901234567890123456789000000000000000000000"),
        ("String(7n / 2n) + String(-7n / 2n) + String(-7n % 2n) + String(7n % -2n)", "3-3-11"),
        ("String(-5n >> 1n) + ',' + String(-1n >> 100n) + ',' + String(5n << -1n) + ',' + String(-8n >> -2n)", "-3,-1,2,-32"),
        ("String(-6n & -3n) + ',' + String(-6n | 3n) + ',' + String(-6n ^ 3n) + ',' + String(~0n)", "-8,-5,-7,-1"),
        ("String((-2n) ** 3n) + ',' + String(0n ** 0n) + ',' + String((-1n) ** (2n ** 80n + 1n))", "-8,1,-1"),
        ("let x = 1n; x++; ++x; x += 2n; x -= 1n; x *= 3n; String(x) + typeof x", "12bigint"),
        ("let o = { v: 2n }; o.v **= 10n; o.v--; String(o.v)", "1023"),
        ("0n ? 'truthy' : 'falsy'", "falsy"),
        ("(1n == 1) + ',' + (1n === 1) + ',' + (2n > 1.5) + ',' + (1n < '2') + ',' + (1n == '0x1') + ',' + (1n < 'x')", "true,false,true,true,true,false"),
        ("(9007199254740993n > 9007199254740992) + ',' + (9007199254740993n == 9007199254740992)", "true,false"),
        ("(10n < Infinity) + ',' + (10n > -Infinity) + ',' + (10n < NaN) + ',' + (10n >= NaN)", "true,true,false,false"),
        ("Object.is(0n, -0n) + ',' + [1n, 2n].includes(2n) + ',' + [0n].indexOf(-0n) + ',' + new Set([1n, 1n, 1]).size", "true,true,0,2"),
        ("new Map([[2n ** 70n, 'big']]).get(2n ** 70n)", "big"),
        ("({ 1n: 'one', 0x10n: 'hex' })[16] + Object.keys({ 5n: 0 })", "hex5"),
        ("`${-12n}` + (3n + 'x') + [1n, 2n]", "-123x1,2"),
        ("switch (2n) { case 2: 'number'; break; case 2n: 'bigint' }", "bigint"),
    ]

    static let errors: [(String, String)] = [
        ("1n + 1", "throws TypeError"),
        ("1n * undefined", "throws TypeError"),
        ("+1n", "throws TypeError"),
        ("Math.sqrt(4n)", "throws TypeError"),
        ("1n >>> 0n", "throws TypeError"),
        ("1n / 0n", "throws RangeError"),
        ("1n % 0n", "throws RangeError"),
        ("2n ** -1n", "throws RangeError"),
        ("1n << (2n ** 40n)", "throws RangeError"),
        ("2n ** (2n ** 40n)", "throws RangeError"),
        ("new BigInt(1)", "throws TypeError"),
        ("JSON.stringify({ a: 1n })", "throws TypeError"),
        ("JSON.stringify(Object(1n))", "throws TypeError"),
        ("BigInt(1.5)", "throws RangeError"),
        ("BigInt(NaN)", "throws RangeError"),
        ("BigInt('1e3')", "throws SyntaxError"),
        ("BigInt('-0x1')", "throws SyntaxError"),
        ("BigInt(undefined)", "throws TypeError"),
        ("BigInt(Symbol())", "throws TypeError"),
        ("BigInt.asIntN(-1, 0n)", "throws RangeError"),
        ("BigInt.asUintN(2 ** 40, -1n)", "throws RangeError"),
        ("BigInt.asIntN(8, 1)", "throws TypeError"),
        ("BigInt.prototype.toString.call(1)", "throws TypeError"),
        ("(1n).toString(37)", "throws RangeError"),
        ("eval('01n')", "throws SyntaxError"),
        ("eval('1.5n')", "throws SyntaxError"),
        ("eval('1e3n')", "throws SyntaxError"),
        ("eval('08n')", "throws SyntaxError"),
    ]

    static let builtins: [(String, String)] = [
        ("String(BigInt(2 ** 60)) + ',' + String(BigInt(-0)) + ',' + String(BigInt(true))", "1152921504606846976,0,1"),
        ("String(BigInt('  0x1F  ')) + String(BigInt('')) + String(BigInt('-12')) + String(BigInt('0b101'))", "310-125"),
        ("String(BigInt({ valueOf() { return 7n } })) + String(BigInt(['42']))", "742"),
        ("String(BigInt.asIntN(64, 2n ** 63n)) + ',' + String(BigInt.asUintN(64, -1n))", "-9223372036854775808,18446744073709551615"),
        ("String(BigInt.asIntN(3, 25n)) + String(BigInt.asUintN(3, 25n)) + String(BigInt.asIntN(0, 5n))", "110"),
        ("(255n).toString(16) + (-255n).toString(36) + (2n ** 64n).toString(2).length", "ff-7365"),
        ("Number(2n ** 53n + 1n) + ',' + Number(2n ** 1024n) + ',' + Number(-(2n ** 64n))", "9007199254740992,Infinity,-18446744073709552000"),
        ("Object.prototype.toString.call(1n) + Object(5n).valueOf() + (Object(5n) + 1n)", "[object BigInt]56"),
        ("BigInt.name + BigInt.length + BigInt.asIntN.length + BigInt.prototype[Symbol.toStringTag]", "BigInt12BigInt"),
        ("Object.getOwnPropertyNames(BigInt.prototype).join()", "constructor,toLocaleString,toString,valueOf"),
        ("BigInt.prototype.toJSON = function () { return String(this) }; JSON.stringify([1n, { a: 2n }])", "[\"1\",{\"a\":\"2\"}]"),
    ]

    @Test(arguments: language)
    func operatorsFollowTheSpecification(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }

    @Test(arguments: errors)
    func badOperandsThrowTheErrorsV8Throws(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }

    @Test(arguments: builtins)
    func theBigIntFunctionConvertsAndFormats(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }

    /// The magnitude arithmetic against Int128 on operands of one and two limbs.
    @Test func arithmeticMatchesInt128() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let a = Int64.random(in: .min ... .max, using: &generator) >> Int64.random(in: 0...63, using: &generator)
            var b = Int64.random(in: .min ... .max, using: &generator) >> Int64.random(in: 0...63, using: &generator)
            if b == 0 { b = 7 }
            let x = BigInteger(a), y = BigInteger(b)
            let (wideA, wideB) = (Int128(a), Int128(b))
            #expect((x + y).string(radix: 10) == String(wideA + wideB))
            #expect((x - y).string(radix: 10) == String(wideA - wideB))
            #expect((x * y).string(radix: 10) == String(wideA * wideB))
            let (quotient, remainder) = x.quotientAndRemainder(dividingBy: y)
            #expect(quotient.string(radix: 10) == String(wideA / wideB), "\(a) / \(b)")
            #expect(remainder.string(radix: 10) == String(wideA % wideB), "\(a) % \(b)")
            #expect((x < y) == (a < b) && (x == y) == (a == b))
            #expect(x.intValue == Int(a))
        }
    }

    /// Values cross between the inline (Int) and the limb forms at Int's bounds, and each
    /// value has one form: equal values are equal and hash alike whichever way they came.
    @Test func valuesAtIntsBoundsKeepOneForm() {
        let maximum = BigInteger(Int.max), minimum = BigInteger(Int.min)
        let above = maximum + 1
        #expect(above.intValue == nil && above.string(radix: 10) == "9223372036854775808")
        #expect((above - 1) == maximum && (above - 1).intValue == Int.max)
        #expect((-minimum).string(radix: 10) == "9223372036854775808" && -minimum == above)
        #expect((minimum - 1).string(radix: 16) == "-8000000000000001")
        #expect((minimum * -1) == above && (minimum * -1).hashValue == above.hashValue)
        #expect(minimum.quotientAndRemainder(dividingBy: BigInteger(-1)).quotient == above)
        #expect(BigInteger(limbs: [0, 0x8000_0000], isNegative: true) == minimum)
        #expect(BigInteger(limbs: [0xFFFF_FFFF, 0x7FFF_FFFF, 0], isNegative: false).intValue == Int.max)
        #expect(above.magnitude == above && minimum.magnitude == above && minimum.bitWidth == 64)
        #expect(BigInteger(exactly: 0x1p63)! == above && BigInteger(exactly: -0x1p63)! == minimum)
    }

    /// Division of many-limb operands: q·d + r = n with |r| < |d| and r of n's sign.
    @Test func divisionOfLargeOperandsReconstructsTheDividend() {
        var generator = SystemRandomNumberGenerator()
        func random(limbs: Int) -> BigInteger {
            BigInteger(limbs: (0..<limbs).map { _ in UInt32.random(in: 0 ... .max, using: &generator) },
                       isNegative: Bool.random(using: &generator))
        }
        for _ in 0..<1_000 {
            let dividend = random(limbs: Int.random(in: 1...12, using: &generator))
            // Divisors with a top limb of all ones or just one bit exercise the estimate's corrections.
            var divisor = random(limbs: Int.random(in: 1...8, using: &generator))
            if Bool.random(using: &generator) { divisor = divisor + BigInteger(1).shiftedLeft(by: divisor.bitWidth) - 1 }
            guard !divisor.isZero else { continue }
            let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
            #expect(quotient * divisor + remainder == dividend)
            #expect(remainder.magnitude < divisor.magnitude)
            #expect(remainder.isZero || remainder.isNegative == dividend.isNegative)
        }
    }

    /// The product as taught in school, limb by limb: the reference for the engine's.
    func schoolbookProduct(_ left: [UInt32], _ right: [UInt32]) -> [UInt32] {
        var result = [UInt32](repeating: 0, count: left.count + right.count)
        for i in left.indices {
            var carry: UInt64 = 0
            for j in right.indices {
                let product = UInt64(left[i]) * UInt64(right[j]) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            result[i + right.count] = UInt32(carry)
        }
        return result
    }

    /// Karatsuba's product (with its unbalanced slices) against the schoolbook one.
    @Test func longProductsMatchTheSchoolbookProduct() {
        var generator = SystemRandomNumberGenerator()
        func limbs(_ count: Int) -> [UInt32] { (0..<count).map { _ in UInt32.random(in: 0 ... .max, using: &generator) } }
        for (left, right) in [(40, 40), (41, 79), (97, 300), (512, 512), (1000, 45), (5000, 3), (333, 1024), (4500, 60), (48, 47)] {
            let a = limbs(left), b = limbs(right)
            #expect(BigInteger.trimmed(BigInteger.product(a, b, watch: Unwatched())) == BigInteger.trimmed(schoolbookProduct(a, b)), "\(left)×\(right)")
        }
        // All ones: every carry propagates.
        let ones = [UInt32](repeating: .max, count: 700)
        #expect(BigInteger.trimmed(BigInteger.product(ones, ones, watch: Unwatched())) == BigInteger.trimmed(schoolbookProduct(ones, ones)))
    }

    /// Division through Newton's reciprocal against long division, on operands past the
    /// threshold, including divisors one below a power of two (the corrections' worst case).
    @Test func newtonDivisionMatchesLongDivision() {
        var generator = SystemRandomNumberGenerator()
        func random(limbs: Int) -> BigInteger {
            BigInteger(limbs: (0..<limbs).map { _ in UInt32.random(in: 0 ... .max, using: &generator) }, isNegative: false)
        }
        for (dividendLimbs, divisorLimbs) in [(200, 90), (400, 150), (1200, 600), (2000, 100), (900, 899)] {
            let dividend = random(limbs: dividendLimbs)
            for divisor in [random(limbs: divisorLimbs), BigInteger(1).shiftedLeft(by: 32 * divisorLimbs - 1) - 1] {
                let (quotient, remainder) = BigInteger.quotientAndRemainder(dividend, divisor, watch: Unwatched())
                let (longQuotient, longRemainder) = BigInteger.longDivision(dividend.limbs, divisor.limbs, watch: Unwatched())
                #expect(quotient.limbs == BigInteger.trimmed(longQuotient), "\(dividendLimbs)/\(divisorLimbs)")
                #expect(remainder.limbs == BigInteger.trimmed(longRemainder))
            }
        }
    }

    /// Long values through the divide-and-conquer conversions: round trips, and digits that
    /// are known without any conversion (10^k − 1 is k nines).
    @Test func longTextConvertsBothWays() {
        var generator = SystemRandomNumberGenerator()
        let value = BigInteger(limbs: (0..<3000).map { _ in UInt32.random(in: 0 ... .max, using: &generator) }, isNegative: true)
        for radix in [10, 7, 16, 36] {
            let text = value.string(radix: radix)
            #expect(BigInteger(digits: Array(text.utf16).dropFirst(), radix: radix) == -value, "radix \(radix)")
        }
        let nines = BigInteger(10).power(30_000) - 1
        #expect(nines.string(radix: 10) == String(repeating: "9", count: 30_000))
        #expect(BigInteger(digits: Array(String(repeating: "9", count: 30_000).utf16)[...], radix: 10) == nines)
        // Padding inside: 10^k + 1 has zeros the conversion must keep.
        #expect((nines + 2).string(radix: 10) == "1" + String(repeating: "0", count: 29_999) + "1")
    }

    /// Digits in every radix read back as the same integer.
    @Test func textRoundTripsInEveryRadix() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let value = BigInteger(limbs: (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                UInt32.random(in: 0 ... .max, using: &generator)
            }, isNegative: false)
            let radix = Int.random(in: 2...36, using: &generator)
            let text = value.string(radix: radix)
            #expect(BigInteger(digits: Array(text.utf16)[...], radix: radix) == value, "\(text) in radix \(radix)")
        }
        #expect(BigInteger(2).power(100).string(radix: 10) == "1267650600228229401496703205376")
        #expect(BigInteger(-255).string(radix: 16) == "-ff")
        #expect(BigInteger(digits: Array("12a".utf16)[...], radix: 10) == nil)
    }

    /// The bitwise operators and shifts against Swift's own on Int64 operands: two's
    /// complement semantics for negative values.
    @Test func bitwiseOperatorsMatchTwosComplementIntegers() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let a = Int64.random(in: .min / 2 ... .max / 2, using: &generator) >> Int64.random(in: 0...62, using: &generator)
            let b = Int64.random(in: .min / 2 ... .max / 2, using: &generator) >> Int64.random(in: 0...62, using: &generator)
            let x = BigInteger(a), y = BigInteger(b)
            #expect(BigIntArithmetic.bitwise(x, y, &) == BigInteger(a & b))
            #expect(BigIntArithmetic.bitwise(x, y, |) == BigInteger(a | b))
            #expect(BigIntArithmetic.bitwise(x, y, ^) == BigInteger(a ^ b))
            #expect(BigIntArithmetic.bitwiseNot(x) == BigInteger(~a))
            let shift = Int.random(in: 0...70, using: &generator)
            #expect(try BigIntArithmetic.signedRightShift(x, BigInteger(shift)) == BigInteger(a >> shift), "\(a) >> \(shift)")
            #expect(try BigIntArithmetic.leftShift(x, BigInteger(-shift)) == BigInteger(a >> shift))
        }
    }

    /// Number(bigint) rounds to nearest, ties to even, as converting the exact value would.
    @Test func numberConversionRoundsToNearestEven() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            // A double's integer value, plus an offset below, at or above half an ulp.
            let double = Double(sign: .plus, exponent: Int.random(in: 53...1000, using: &generator),
                                significand: Double.random(in: 1..<2, using: &generator))
            let exact = BigInteger(exactly: double)!
            let halfUlp = BigInteger(exactly: double.ulp / 2)!
            #expect(BigIntArithmetic.double(from: exact) == double)
            #expect(BigIntArithmetic.double(from: exact + halfUlp - 1) == double)
            #expect(BigIntArithmetic.double(from: exact - halfUlp + 1) == double)
            let tie = BigIntArithmetic.double(from: exact + halfUlp)
            #expect(tie == (double.significandBitPattern & 1 == 0 ? double : double.nextUp))
            #expect(BigIntArithmetic.double(from: -exact) == -double)
        }
        let one = BigInteger(1)
        #expect(BigIntArithmetic.double(from: one.shiftedLeft(by: 1024)) == .infinity)
        #expect(BigIntArithmetic.double(from: one.shiftedLeft(by: 1024) - one.shiftedLeft(by: 970)) == .infinity)
        #expect(BigIntArithmetic.double(from: one.shiftedLeft(by: 1024) - one.shiftedLeft(by: 970) - 1) == .greatestFiniteMagnitude)
    }
}
