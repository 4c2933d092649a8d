import Testing
@testable import EddyEngine

@Suite struct LanguageOperationTests {
    @Test func forInListsEnumerableKeysOfTheChainOnce() throws {
        let agent = Agent()
        let prototype = try agent.newObject([("inherited", 1), ("shadowed", 2)])
        try prototype.definePropertyOrThrow(agent.key("hiddenThere"), PropertyDescriptor(value: 1, enumerable: false), in: agent)
        let object = agent.makeObject(prototype: prototype)
        try object.createDataPropertyOrThrow(agent.key("own"), 1, in: agent)
        try object.definePropertyOrThrow(agent.key("shadowed"), PropertyDescriptor(value: 3, enumerable: false), in: agent)
        try object.createDataPropertyOrThrow(.index(1), 1, in: agent)
        try object.createDataPropertyOrThrow(.symbol(agent.makeSymbol(description: JSString("s"))), 1, in: agent)
        #expect(try agent.forInKeys(.object(object)).map(\.text) == ["1", "own", "inherited"])
        #expect(try agent.forInKeys(.null).isEmpty)
        #expect(try agent.forInKeys("ab").map(\.text) == ["0", "1"])
    }

    @Test func copyDataPropertiesSkipsExcludedAndNonEnumerableKeys() throws {
        let agent = Agent()
        let source = try agent.newObject([("a", 1), ("b", 2), ("c", 3)])
        try source.definePropertyOrThrow(agent.key("hidden"), PropertyDescriptor(value: 1, enumerable: false), in: agent)
        let target = agent.makeObject()
        try agent.copyDataProperties(into: target, from: .object(source), excluding: [agent.key("b")])
        #expect(try agent.ownKeyNames(target) == ["a", "c"])
        try agent.copyDataProperties(into: target, from: .undefined)
    }

    @Test func putValueThrowsOnlyInStrictCode() throws {
        let agent = Agent()
        let frozen = try agent.newObject([("x", 1)])
        _ = try agent.callStatic("Object", "freeze", [.object(frozen)])
        try agent.putValue(.object(frozen), agent.key("x"), 2, isStrict: false)
        #expect(throws: JSException.self) { try agent.putValue(.object(frozen), agent.key("x"), 2, isStrict: true) }
        try agent.putValue("primitive", agent.key("x"), 2, isStrict: false)
        #expect(throws: JSException.self) { try agent.putValue("primitive", agent.key("x"), 2, isStrict: true) }
        #expect(throws: JSException.self) { try agent.putValue(.undefined, agent.key("x"), 2, isStrict: false) }
        let plain = agent.makeObject()
        try agent.putValue(.object(plain), agent.key("y"), 3, isStrict: true)
        #expect(try plain.get(agent.key("y"), in: agent).asNumber == 3)
    }

    @Test func globalIdentifiersReadAndWriteTheGlobalObject() throws {
        let agent = Agent()
        let name = agent.key("answer")
        do {
            _ = try agent.getGlobal(name)
            Issue.record("expected a ReferenceError")
        } catch {
            #expect(errorSummary(error, agent) == "ReferenceError: answer is not defined")
        }
        #expect(try agent.getGlobal(name, isTypeofOperand: true).isUndefined)
        #expect(throws: JSException.self) { try agent.setGlobal(name, 42, isStrict: true) }
        try agent.setGlobal(name, 42, isStrict: false)
        #expect(try agent.getGlobal(name).asNumber == 42)
        try agent.setGlobal(name, 43, isStrict: true)
        #expect(try agent.global("answer").asNumber == 43)
        try agent.setGlobal(agent.key("undefined"), 1, isStrict: false)  // read-only: ignored
        #expect(try agent.getGlobal(agent.key("undefined")).isUndefined)
        #expect(throws: JSException.self) { try agent.setGlobal(agent.key("undefined"), 1, isStrict: true) }
        #expect(try agent.getGlobal(agent.key("toString")).isCallable)  // inherited from Object.prototype
    }

    @Test func inAndDeleteOperators() throws {
        let agent = Agent()
        let object = try agent.newObject([("x", 1)])
        #expect(try agent.hasPropertyOperator("x", .object(object)))
        #expect(try agent.hasPropertyOperator("toString", .object(object)))
        #expect(throws: JSException.self) { try agent.hasPropertyOperator("x", "string") }
        #expect(try agent.deleteProperty(.object(object), agent.key("x"), isStrict: true))
        let array = JSValue.object(agent.makeArray())
        #expect(try !agent.deleteProperty(array, agent.key("length"), isStrict: false))
        #expect(throws: JSException.self) { try agent.deleteProperty(array, agent.key("length"), isStrict: true) }
    }

    @Test func arraysJoinAndConvertToStrings() throws {
        let agent = Agent()
        let array = agent.makeArray([1, .null, "a", .undefined, 2.5])
        #expect(try agent.callMethod(.object(array), "join").text == "1,,a,,2.5")
        #expect(try agent.callMethod(.object(array), "join", [" - "]).text == "1 -  - a -  - 2.5")
        #expect(try agent.add(.object(agent.makeArray([1, 2])), "x").text == "1,2x")
        let cyclic = agent.makeArray([1])
        cyclic.append(.object(cyclic))
        #expect(try agent.toString(.object(cyclic)).stringValue == "1,")
    }
}
