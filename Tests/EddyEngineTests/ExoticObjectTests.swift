import Testing
@testable import EddyEngine

@Suite struct StringObjectTests {
    @Test func stringWrappersExposeReadOnlyIndexedCharacters() throws {
        let agent = Agent()
        let object = try agent.toObject("hi")
        #expect(try object.get(.index(1), in: agent).text == "i")
        #expect(try object.get(agent.key("length"), in: agent).asNumber == 2)
        #expect(try !object.set(.index(0), "x", receiver: .object(object), in: agent))
        #expect(try !object.delete(.index(0), in: agent))
        try object.createDataPropertyOrThrow(.index(5), "extra", in: agent)
        try object.createDataPropertyOrThrow(agent.key("name"), "n", in: agent)
        #expect(try agent.ownKeyNames(object) == ["0", "1", "5", "length", "name"])
        let descriptor = try #require(try object.getOwnProperty(.index(0), in: agent))
        #expect(descriptor.enumerable == true && descriptor.writable == false && descriptor.configurable == false)
        #expect(try object.defineOwnProperty(.index(0), PropertyDescriptor(value: "h"), in: agent))
        #expect(try !object.defineOwnProperty(.index(0), PropertyDescriptor(value: "x"), in: agent))
    }

    @Test func stringsIterateByCodePoint() throws {
        let agent = Agent()
        let units = Array("a😀".utf16) + [0xD800] + Array("b".utf16)
        let values = try agent.iterableToList(.string(JSString(units: units)))
        #expect(values.map { $0.asString?.count } == [1, 2, 1, 1])
        #expect(values[1].text == "😀")
    }

    @Test func primitiveWrappersKeepTheirValue() throws {
        let agent = Agent()
        let number = try agent.construct(agent.global("Number"), arguments: ["42"])
        #expect(try agent.callMethod(.object(number), "valueOf").asNumber == 42)
        #expect(try agent.callMethod(255, "toString", [16]).text == "ff")
        #expect(try agent.call(agent.global("Number"), this: .undefined, arguments: ["0x10"]).asNumber == 16)
        let boolean = try agent.construct(agent.global("Boolean"), arguments: [0])
        #expect(JSValue.object(boolean).toBoolean)  // objects are truthy
        #expect(try agent.callMethod(.object(boolean), "valueOf").toBoolean == false)
        let string = try agent.construct(agent.global("String"), arguments: [12])
        #expect(try agent.callMethod(.object(string), "toString").text == "12")
        #expect(try agent.call(agent.global("String"), this: .undefined, arguments: [.symbol(agent.makeSymbol(description: JSString("d")))]).text
            == "Symbol(d)")
    }
}

@Suite struct ArgumentsObjectTests {
    /// A mapped arguments object over `function f(a, b)` called with two arguments, whose
    /// parameters live in slots 0 and 1 of an environment.
    func makeMapped(_ agent: Agent) -> (JSArgumentsObject, Environment) {
        let environment = agent.makeEnvironment(slotCount: 2, parent: nil)
        environment.slots[0] = 1
        environment.slots[1] = 2
        let callee = agent.currentRealm.makeFunction("f", length: 2, in: agent) { _, _, _ in .undefined }
        let arguments = JSArgumentsObject.make(arguments: [1, 2], callee: callee, environment: environment,
                                               parameterSlots: [0, 1], in: agent)
        return (arguments, environment)
    }

    @Test func mappedArgumentsAliasTheParameterBindings() throws {
        let agent = Agent()
        let (arguments, environment) = makeMapped(agent)
        environment.slots[0] = "changed"
        #expect(try arguments.get(.index(0), in: agent).text == "changed")
        try arguments.set(.index(1), "written", in: agent)
        #expect(environment.slots[1]?.text == "written")
        #expect(try arguments.getOwnProperty(.index(0), in: agent)?.value?.text == "changed")
    }

    @Test func deletingOrFreezingAnArgumentUnmapsIt() throws {
        let agent = Agent()
        let (arguments, environment) = makeMapped(agent)
        #expect(try arguments.delete(.index(0), in: agent))
        environment.slots[0] = "later"
        #expect(try arguments.get(.index(0), in: agent).isUndefined)
        try arguments.definePropertyOrThrow(.index(1), PropertyDescriptor(writable: false), in: agent)
        environment.slots[1] = "later"
        #expect(try arguments.get(.index(1), in: agent).asNumber == 2)
    }

    @Test func argumentsHaveLengthCalleeAndIterator() throws {
        let agent = Agent()
        let (mapped, _) = makeMapped(agent)
        #expect(try mapped.get(agent.key("length"), in: agent).asNumber == 2)
        #expect(try mapped.get(agent.key("callee"), in: agent).isCallable)
        #expect(try agent.iterableToList(.object(mapped)).map(\.asNumber) == [1, 2])
        let toString = try agent.property(.object(agent.currentRealm.objectPrototype), "toString")
        #expect(try agent.call(toString, this: .object(mapped), arguments: []).text == "[object Arguments]")
        let callee = agent.currentRealm.makeFunction("g", length: 0, in: agent) { _, _, _ in .undefined }
        let strict = JSArgumentsObject.make(arguments: [1], callee: callee, environment: nil, parameterSlots: [],
                                            in: agent)
        #expect(throws: JSException.self) { try strict.get(agent.key("callee"), in: agent) }
    }
}
