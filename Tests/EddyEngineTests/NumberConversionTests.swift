import Testing
@testable import EddyEngine

/// Number::toString and StringToNumber against tables produced by Node v20 on this machine.
@Suite struct NumberConversionTests {
    /// (IEEE 754 bits, String(x) in Node).
    static let numberToStringTable: [(UInt64, String)] = [
        (0x3FD3333333333334, "0.30000000000000004"),
        (0x444B1AE4D6E2EF50, "1e+21"),
        (0x3E7AD7F29ABCAF48, "1e-7"),
        (0x8000000000000000, "0"),
        (0x0000000000000000, "0"),
        (0x441AC53A7E04BCDA, "123456789012345680000"),
        (0x3FF8000000000000, "1.5"),
        (0xBFF8000000000000, "-1.5"),
        (0x3EB0C6F7A0B5ED8D, "0.000001"),
        (0x4415AF1D78B58C40, "100000000000000000000"),
        (0x0000000000000000, "0"),
        (0x0000000000000001, "5e-324"),
        (0x7FEFFFFFFFFFFFFF, "1.7976931348623157e+308"),
        (0x7FF8000000000000, "NaN"),
        (0x7FF0000000000000, "Infinity"),
        (0xFFF0000000000000, "-Infinity"),
        (0x4059000000000000, "100"),
        (0x4132D68700000000, "1234567"),
        (0x3EB4B3FD5942CD96, "0.000001234"),
        (0x3E8091B5AEFFDB8E, "1.2345e-7"),
        (0x4340000000000000, "9007199254740992"),
        (0x4340000000000001, "9007199254740994"),
        (0x43F0000000000000, "18446744073709552000"),
        (0x3C36B082C2148B8E, "1.23e-18"),
        (0x3FD5555555555555, "0.3333333333333333"),
        (0x3FE5555555555555, "0.6666666666666666"),
        (0x4011666666666666, "4.35"),
        (0x3FE0000000000000, "0.5"),
        (0x7E37E43C8800759C, "1e+300"),
        (0x4340000000000000, "9007199254740992"),
        (0xBE7AD7F29ABCAF48, "-1e-7"),
        (0x444DD0C885F9A0D8, "1.1e+21"),
        (0x43E56A95319D63E1, "12345678901234567000"),
        (0x3FB999999999999A, "0.1"),
        (0x400921F9F01B866E, "3.14159"),
        (0x4039000000000000, "25"),
        (0x54B249AD2594C37D, "1e+100"),
        (0x41EFFFFFFFE00000, "4294967295"),
        (0x41F0000000000000, "4294967296"),
        (0xC05EDD2F1A9FBE77, "-123.456"),
        (0x430C6BF526340000, "1000000000000000"),
        (0x4341C37937E08000, "10000000000000000"),
        (0x4376345785D8A000, "100000000000000000"),
    ]

    @Test(arguments: numberToStringTable)
    func numberToStringMatchesNode(bits: UInt64, expected: String) {
        #expect(NumberFormatting.string(from: Double(bitPattern: bits)) == expected)
    }

    /// (input, Number(input) in Node as IEEE 754 bits).
    static let stringToNumberTable: [(String, UInt64)] = [
        ("", 0x0000000000000000),
        ("  ", 0x0000000000000000),
        ("\u{9}\u{a} 42 \u{a0}\u{2028}", 0x4045000000000000),
        ("0x1F", 0x403F000000000000),
        ("0X1f", 0x403F000000000000),
        ("0o17", 0x402E000000000000),
        ("0b101", 0x4014000000000000),
        ("0b102", 0x7FF8000000000000),
        ("0x", 0x7FF8000000000000),
        ("-0x10", 0x7FF8000000000000),
        ("+0x10", 0x7FF8000000000000),
        ("Infinity", 0x7FF0000000000000),
        ("-Infinity", 0xFFF0000000000000),
        ("+Infinity", 0x7FF0000000000000),
        ("infinity", 0x7FF8000000000000),
        ("1e3", 0x408F400000000000),
        ("1E-3", 0x3F50624DD2F1A9FC),
        (".5", 0x3FE0000000000000),
        ("5.", 0x4014000000000000),
        (".", 0x7FF8000000000000),
        ("+.5e1", 0x4014000000000000),
        ("1e", 0x7FF8000000000000),
        ("1e+", 0x7FF8000000000000),
        ("12abc", 0x7FF8000000000000),
        ("  -0  ", 0x8000000000000000),
        ("1_000", 0x7FF8000000000000),
        ("0.1", 0x3FB999999999999A),
        ("00012", 0x4028000000000000),
        ("1.7976931348623159e308", 0x7FF0000000000000),
        ("\u{feff}7", 0x401C000000000000),
        ("\u{3000}7\u{3000}", 0x401C000000000000),
        ("0x1fffffffffffff", 0x433FFFFFFFFFFFFF),
        ("0x20000000000001", 0x4340000000000000),
        ("0x20000000000003", 0x4340000000000002),
        ("0b111111111111111111111111111111111111111111111111111111111111", 0x43B0000000000000),
        ("0o777777777777777777777", 0x43E0000000000000),
        ("NaN", 0x7FF8000000000000),
        ("-", 0x7FF8000000000000),
        ("+", 0x7FF8000000000000),
        ("1 2", 0x7FF8000000000000),
        ("9007199254740993", 0x4340000000000000),
        ("5e-324", 0x0000000000000001),
        ("2e-324", 0x0000000000000000),
        ("\u{180e}1", 0x7FF8000000000000),
    ]

    @Test(arguments: stringToNumberTable)
    func stringToNumberMatchesNode(input: String, expectedBits: UInt64) {
        let result = NumberParsing.number(from: JSString(input))
        let expected = Double(bitPattern: expectedBits)
        if expected.isNaN {
            #expect(result.isNaN, "\(input.debugDescription) → \(result)")
        } else {
            #expect(result.bitPattern == expectedBits, "\(input.debugDescription) → \(result)")
        }
    }

    static let toInt32Table: [(Double, Int32)] = [
        (0.0, 0), (-0.0, 0), (1.9, 1), (-1.9, -1), (2147483648, -2147483648), (4294967296, 0),
        (4294967297, 1), (-2147483649, 2147483647), (Double.nan, 0), (Double.infinity, 0), (1e21, -559939584),
    ]

    @Test(arguments: toInt32Table)
    func toInt32WrapsModulo2to32(input: Double, expected: Int32) {
        #expect(input.toInt32 == expected)
    }

    @Test func smallIntegerConversionsWrap() {
        #expect((-1.0).toUint32 == 4_294_967_295)
        #expect((65537.0).toUint16 == 1)
        #expect((32768.0).toInt16 == -32768)
        #expect((257.0).toUint8 == 1)
        #expect((128.0).toInt8 == -128)
        #expect((2.5).toUint8Clamp == 2)
        #expect((3.5).toUint8Clamp == 4)
        #expect((300.0).toUint8Clamp == 255)
        #expect((-5.0).toLength == 0)
        #expect((1e300).toLength == 9_007_199_254_740_991)
    }

    @Test func toIndexRejectsNegativeAndHuge() throws {
        let agent = Agent()
        #expect(try agent.toIndex(.undefined) == 0)
        #expect(try agent.toIndex(3.7) == 3)
        #expect(throws: JSException.self) { try agent.toIndex(-1) }
        #expect(throws: JSException.self) { try agent.toIndex(1e300) }
    }

    @Test func toStringOfPrimitives() throws {
        let agent = Agent()
        #expect(try agent.toString(.undefined).stringValue == "undefined")
        #expect(try agent.toString(.null).stringValue == "null")
        #expect(try agent.toString(true).stringValue == "true")
        #expect(try agent.toString(-0.0).stringValue == "0")
        #expect(throws: JSException.self) { try agent.toString(.symbol(JSSymbol("s"))) }
    }
}
