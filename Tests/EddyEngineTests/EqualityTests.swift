import Testing
@testable import EddyEngine

@Suite struct EqualityTests {
    static let looseEqualityTable: [(Primitive, Primitive, Bool)] = [
        (.undefined, .null, true), (.null, .undefined, true), (.null, 0, false), (.undefined, 0, false),
        (0, "", true), (0, "0", true), ("", "0", false), (false, "0", true), (false, "false", false),
        (true, 1, true), (true, 2, false), (.number(.nan), .number(.nan), false), (1, "1.0", true),
        ("  \n12 ", 12, true), ("0x10", 16, true), (-0.0, 0, true), (false, .undefined, false),
        (false, .null, false), ("abc", "abc", true),
    ]

    @Test(arguments: looseEqualityTable)
    func looseEqualityMatchesTheSpecTable(x: Primitive, y: Primitive, expected: Bool) throws {
        let agent = Agent()
        #expect(try agent.isLooselyEqual(x.value, y.value) == expected)
        #expect(try agent.isLooselyEqual(y.value, x.value) == expected)
    }

    @Test func looseEqualityConvertsObjectsThroughToPrimitive() throws {
        let agent = Agent()
        let array = agent.makeArray([1, 2])
        let joined = agent.makeObject()
        try joined.createDataPropertyOrThrow(agent.key("toString"), agent.function { _, _, _ in "1,2" }, in: agent)
        #expect(try agent.isLooselyEqual(.object(joined), "1,2"))
        #expect(try !agent.isLooselyEqual(.object(array), .object(agent.makeArray([1, 2]))))
        #expect(try agent.isLooselyEqual(.object(array), .object(array)))
    }

    @Test func strictEqualityAndSameValueDifferOnZeroAndNaN() {
        let agent = Agent()
        #expect(JSValue.isStrictlyEqual(0, -0.0))
        #expect(!JSValue.isSameValue(0, -0.0))
        #expect(JSValue.isSameValueZero(0, -0.0))
        #expect(!JSValue.isStrictlyEqual(.number(.nan), .number(.nan)))
        #expect(JSValue.isSameValue(.number(.nan), .number(.nan)))
        #expect(JSValue.isSameValueZero(.number(.nan), .number(.nan)))
        #expect(!JSValue.isStrictlyEqual(1, "1"))
        #expect(JSValue.isStrictlyEqual(JSValue("a long string of text"), .string(JSString.concatenate(JSString("a long string "), JSString("of text")))))
        let symbol = agent.makeSymbol(description: JSString("s"))
        #expect(JSValue.isStrictlyEqual(.symbol(symbol), .symbol(symbol)))
        #expect(!JSValue.isStrictlyEqual(.symbol(symbol), .symbol(agent.makeSymbol(description: JSString("s")))))
    }

    @Test func relationalComparisonReturnsUndefinedForNaN() throws {
        let agent = Agent()
        #expect(try agent.isLessThan(1, 2) == true)
        #expect(try agent.isLessThan("10", "9") == true)  // strings compare by code units
        #expect(try agent.isLessThan("10", 9) == false)
        #expect(try agent.isLessThan(.number(.nan), 1) == nil)
        #expect(try agent.isLessThan(.undefined, 1) == nil)
        #expect(try agent.isLessThan(.null, 1) == true)
    }

    @Test func plusConcatenatesWhenEitherSideIsAString() throws {
        let agent = Agent()
        #expect(try agent.add(1, 2).asNumber == 3)
        #expect(try agent.add("1", 2).text == "12")
        #expect(try agent.add(1, "2").text == "12")
        #expect(try agent.add(true, 1).asNumber == 2)
        #expect(try agent.add(.null, .undefined).asNumber?.isNaN == true)
        #expect(try agent.add("a", .undefined).text == "aundefined")
    }

    @Test func typeofNamesEveryKind() {
        let agent = Agent()
        #expect(JSValue.undefined.typeofName == "undefined")
        #expect(JSValue.null.typeofName == "object")
        #expect(JSValue(true).typeofName == "boolean")
        #expect(JSValue(1).typeofName == "number")
        #expect(JSValue("s").typeofName == "string")
        #expect(JSValue.symbol(agent.makeSymbol(description: JSString("s"))).typeofName == "symbol")
        #expect(JSValue.object(agent.makeObject()).typeofName == "object")
        #expect(agent.function { _, _, _ in .undefined }.typeofName == "function")
    }

    @Test func toBooleanFollowsTheTable() {
        let agent = Agent()
        #expect(!JSValue.undefined.toBoolean)
        #expect(!JSValue(0).toBoolean)
        #expect(!JSValue(-0.0).toBoolean)
        #expect(!JSValue.number(.nan).toBoolean)
        #expect(!JSValue("").toBoolean)
        #expect(JSValue("0").toBoolean)
        #expect(JSValue.symbol(agent.makeSymbol(description: JSString("s"))).toBoolean)
    }
}
