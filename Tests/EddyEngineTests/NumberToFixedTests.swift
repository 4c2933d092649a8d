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
