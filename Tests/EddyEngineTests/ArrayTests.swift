import Testing
@testable import EddyEngine

@Suite struct ArrayTests {
    @Test func anArrayOfLengthNFilledInOrderStaysDense() throws {
        let agent = Agent()
        let array = try #require(try agent.construct(agent.global("Array"), arguments: [100_000]) as? JSArray)
        #expect(array.length == 100_000)
        #expect(array.elements.isEmpty)
        for index in 0..<100_000 {
            try array.set(.index(UInt32(index)), .number(Double(index)), in: agent)
        }
        #expect(!array.hasSparseElements)
        #expect(array.elements.count == 100_000)
        #expect(array.length == 100_000)
        #expect(try array.get(.index(99_999), in: agent).asNumber == 99_999)
    }

    @Test func holesAreAbsentPropertiesNotValues() throws {
        let agent = Agent()
        let array = agent.makeArray([1])
        try array.set(.index(3), 4, in: agent)
        #expect(array.length == 4)
        #expect(!array.hasSparseElements)
        #expect(try array.get(.index(1), in: agent).isUndefined)
        #expect(try !array.hasProperty(.index(1), in: agent))
        #expect(try agent.ownKeyNames(array) == ["0", "3", "length"])
        // A hole reads through to the prototype chain.
        try agent.currentRealm.arrayPrototype.createDataPropertyOrThrow(.index(2), "inherited", in: agent)
        #expect(try array.get(.index(2), in: agent).text == "inherited")
        _ = try agent.currentRealm.arrayPrototype.delete(.index(2), in: agent)
    }

    /// Stores a few holes past the end pad them in the interpreter's fast path as `[[Set]]`
    /// does; a frozen array and a non-writable length still refuse (node v20's output).
    @Test func indexStoresJustPastTheEndPadHoles() {
        let source = """
            const a = new Array(6); a[2] = 'x'; a[5] = 'y'; const b = []; b[3] = 1; b[12] = 2;
            const c = Object.freeze([]); c[1] = 1;
            const d = [0]; Object.defineProperty(d, 'length', { writable: false }); d[3] = 3;
            JSON.stringify([a.length, 0 in a, 1 in a, a[2], a[5], b.length, 2 in b, b[3], b[12], 11 in b,
                c.length, d.length, 3 in d])
            """
        #expect(run(source) == #"[6,false,false,"x","y",13,false,1,2,false,0,1,false]"#)
    }

    @Test func settingLengthTruncatesAndExtends() throws {
        let agent = Agent()
        let array = agent.makeArray([1, 2, 3, 4, 5])
        try array.set(agent.key("length"), 2, in: agent)
        #expect(array.length == 2)
        #expect(try array.get(.index(2), in: agent).isUndefined)
        try array.set(agent.key("length"), 10, in: agent)
        #expect(array.length == 10)
        #expect(try !array.hasProperty(.index(5), in: agent))
        #expect(throws: JSException.self) { try array.set(agent.key("length"), -1, in: agent) }
        #expect(throws: JSException.self) { try array.set(agent.key("length"), 1.5, in: agent) }
        #expect(try agent.toNumber(array.get(agent.key("length"), in: agent)) == 10)
    }

    @Test func aNonConfigurableElementStopsTruncation() throws {
        let agent = Agent()
        let array = agent.makeArray([1, 2, 3, 4])
        try array.definePropertyOrThrow(.index(1), PropertyDescriptor(value: 2, configurable: false), in: agent)
        #expect(array.hasSparseElements)
        #expect(try !array.defineOwnProperty(agent.key("length"), PropertyDescriptor(value: 0), in: agent))
        #expect(array.length == 2)
        #expect(try array.get(.index(1), in: agent).asNumber == 2)
        #expect(try !array.hasProperty(.index(2), in: agent))
    }

    @Test func aReadOnlyLengthBlocksGrowth() throws {
        let agent = Agent()
        let array = agent.makeArray([1])
        try array.definePropertyOrThrow(agent.key("length"), PropertyDescriptor(writable: false), in: agent)
        #expect(try !array.set(.index(1), 2, receiver: .object(array), in: agent))
        #expect(try !array.defineOwnProperty(agent.key("length"), PropertyDescriptor(value: 5), in: agent))
        #expect(try !array.defineOwnProperty(agent.key("length"), PropertyDescriptor(writable: true), in: agent))
        #expect(try array.defineOwnProperty(agent.key("length"), PropertyDescriptor(value: 1), in: agent))
        #expect(array.length == 1)
        #expect(throws: JSException.self) { try agent.callMethod(.object(array), "push", [2]) }
    }

    @Test func lengthIsNotEnumerableOrDeletable() throws {
        let agent = Agent()
        let array = agent.makeArray([1])
        let descriptor = try #require(try array.getOwnProperty(agent.key("length"), in: agent))
        #expect(descriptor.enumerable == false)
        #expect(descriptor.configurable == false)
        #expect(descriptor.writable == true)
        #expect(try !array.delete(agent.key("length"), in: agent))
        #expect(try !array.defineOwnProperty(agent.key("length"), PropertyDescriptor(enumerable: true), in: agent))
    }

    @Test func farIndicesGoSparseAndKeepOrder() throws {
        let agent = Agent()
        let array = agent.makeArray([0])
        try array.set(.index(4_000_000_000), "far", in: agent)
        try array.set(.index(5), "near", in: agent)
        #expect(array.hasSparseElements)
        #expect(array.length == 4_000_000_001)
        #expect(try agent.ownKeyNames(array) == ["0", "5", "4000000000", "length"])
        try array.set(agent.key("length"), 6, in: agent)
        #expect(try agent.ownKeyNames(array) == ["0", "5", "length"])
    }

    @Test func pushAppendsAndReturnsTheLength() throws {
        let agent = Agent()
        let array = agent.makeArray()
        #expect(try agent.callMethod(.object(array), "push", [1, 2, 3]).asNumber == 3)
        #expect(array.elements.count == 3)
        let arrayLike = try agent.newObject([("length", 1)])
        let push = try agent.property(.object(agent.currentRealm.arrayPrototype), "push")
        #expect(try agent.call(push, this: .object(arrayLike), arguments: ["x"]).asNumber == 2)
        #expect(try arrayLike.get(.index(1), in: agent).text == "x")
    }

    @Test func arrayIteratorsYieldValuesKeysAndEntries() throws {
        let agent = Agent()
        let array = JSValue.object(agent.makeArray(["a", "b"]))
        #expect(try agent.iterableToList(array).map(\.text) == ["a", "b"])
        let keys = try agent.callMethod(array, "keys")
        #expect(try agent.iterableToList(keys).map(\.asNumber) == [0, 1])
        let entries = try agent.iterableToList(try agent.callMethod(array, "entries"))
        #expect(try agent.createList(fromArrayLike: entries[1]).map(\.debugDescription) == ["1", "\"b\""])
        let iterator = try agent.callMethod(array, "values")
        #expect(try agent.callMethod(iterator, "toString").text == "[object Array Iterator]")
        #expect(try agent.getV(agent.global("Array"), agent.key("isArray")).isCallable)
        #expect(try agent.callStatic("Array", "isArray", [array]).toBoolean)
        #expect(try !agent.callStatic("Array", "isArray", [.object(agent.makeObject())]).toBoolean)
    }
}
