import Testing
@testable import EddyEngine

/// Number.prototype.toFixed against Node v20 (the expected strings were printed by `node`).
@Suite struct NumberToFixedTests {
    static let cases: [(String, Double, String)] = [
        ("0.5", 0, "1"),
        ("1.5", 0, "2"),
        ("2.5", 0, "3"),
        ("1.005", 2, "1.00"),
        ("1.45", 1, "1.4"),
        ("0", 2, "0.00"),
        ("-0.0", 2, "0.00"),
        ("123.456", 2, "123.46"),
        ("0.000001", 7, "0.0000010"),
        ("100000000000000000000", 2, "100000000000000000000.00"),
        ("999.995", 2, "1000.00"),
        ("0.1", 20, "0.10000000000000000555"),
        ("5e-324", 3, "0.000"),
        ("1.255", 2, "1.25"),
        ("9.995", 2, "9.99"),
        ("99.5", 0, "100"),
        ("-1.5", 0, "-2"),
        ("1.23e-10", 15, "0.000000000123000"),
        ("123456789012345680000", 0, "123456789012345683968"),
        // Both sides of the 128-bit path (22 digits), exact ties rounded up, integral values.
        ("0.125", 2, "0.13"),
        ("0.125", 22, "0.1250000000000000000000"),
        ("0.5", 23, "0.50000000000000000000000"),
        ("1.5", 30, "1.500000000000000000000000000000"),
        ("2.5", 22, "2.5000000000000000000000"),
        ("4.35", 22, "4.3499999999999996447286"),
        ("123456789012345680000", 3, "123456789012345683968.000"),
        ("123456789012345680000", 23, "123456789012345683968.00000000000000000000000"),
        ("0.0000152587890625", 15, "0.000015258789063"),
        ("0.0000152587890625", 16, "0.0000152587890625"),
        ("1e-7", 22, "0.0000001000000000000000"),
        ("1e20", 17, "100000000000000000000.00000000000000000"),
        ("1e20", 18, "100000000000000000000.000000000000000000"),
        ("2.2250738585072014e-308", 22, "0.0000000000000000000000"),
        ("0.3", 100, "0.2999999999999999888977697537484345957636833190917968750000000000000000000000000000000000000000000000"),
    ]

    @Test(arguments: cases)
    func toFixedMatchesNode(value: String, digits: Double, expected: String) throws {
        let agent = Agent()
        let number = try #require(Double(value))
        let result = try NumberBuiltins.toFixed(agent, .number(number), Arguments([.number(digits)]))
        guard case .string(let string) = result else {
            Issue.record("toFixed returned \(result)")
            return
        }
        #expect(string.stringValue == expected)
    }

    @Test func digitsOutsideZeroToHundredAreARangeError() {
        let agent = Agent()
        for digits in [-1.0, 101, .infinity] {
            #expect(throws: JSException.self) {
                _ = try NumberBuiltins.toFixed(agent, .number(1), Arguments([.number(digits)]))
            }
        }
    }

    @Test func nonNumberThisIsATypeError() {
        let agent = Agent()
        #expect(throws: JSException.self) {
            _ = try NumberBuiltins.toFixed(agent, JSValue("1"), Arguments([.number(1)]))
        }
    }
}
