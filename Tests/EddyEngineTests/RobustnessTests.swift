import Testing
@testable import EddyEngine

/// Inputs a script controls must never exhaust the Swift stack or trap.
@Suite struct RobustnessTests {
    @Test func aMillionExoticPrototypesAreWalkedIteratively() throws {
        let agent = Agent(isGCStressEnabled: false)
        var object: JSObject = agent.makeArray()
        // Built with the prototype at creation: setPrototypeOf checks for cycles along the
        // whole chain, which makes building a long chain that way quadratic.
        for index in 0..<1_000_000 {
            object = index % 2 == 0
                ? JSArray.make([], prototype: object, in: agent)
                : agent.heap.register(JSStringObject(value: JSString("s"), shape: agent.rootShape,
                                                     prototype: object, names: agent.names))
        }
        let missing = agent.key("missing")
        #expect(try object.get(missing, in: agent).isUndefined)
        #expect(try !object.hasProperty(missing, in: agent))
        try object.set(missing, 1, in: agent)
        #expect(try object.get(missing, in: agent).asNumber == 1)
    }

    @Test func aLongChainOfBindsIsARangeErrorWhenCalled() throws {
        let agent = Agent(isGCStressEnabled: false)
        var function = try agent.global("Object")
        for _ in 0..<100_000 {
            function = try agent.callMethod(function, "bind", [.null])
        }
        #expect(function.isConstructor)
        do {
            _ = try agent.call(function, this: .undefined, arguments: [])
            Issue.record("expected a RangeError")
        } catch {
            #expect(errorSummary(error, agent) == "RangeError: Maximum call stack size exceeded")
        }
        #expect(agent.callDepth == 0)
    }

    @Test func deeplyNestedArraysStringifyToARangeErrorNotACrash() throws {
        let agent = Agent(isGCStressEnabled: false)
        var array = agent.makeArray([1])
        for _ in 0..<20_000 { array = agent.makeArray([.object(array)]) }
        do {
            _ = try agent.toString(.object(array))
            Issue.record("expected a RangeError")
        } catch {
            #expect(errorSummary(error, agent) == "RangeError: Maximum call stack size exceeded")
        }
        #expect(agent.callDepth == 0)
        #expect(agent.arraysBeingJoined.isEmpty)
    }

    @Test func hugeLengthsAndIndicesDoNotTrap() throws {
        let agent = Agent(isGCStressEnabled: false)
        let array = try agent.construct(agent.global("Array"), arguments: [4_294_967_295])
        #expect((array as? JSArray)?.length == 4_294_967_295)
        #expect(throws: JSException.self) { try agent.construct(agent.global("Array"), arguments: [4_294_967_296]) }
        #expect(throws: JSException.self) { try agent.callMethod(.object(array), "push", [1]) }
        try array.set(agent.key("4294967295"), "not an index", in: agent)
        #expect((array as? JSArray)?.length == 4_294_967_295)
        let arrayLike = try agent.newObject([("length", 1e300)])
        #expect(throws: JSException.self) {
            try agent.call(agent.property(agent.global("Function"), "prototype").asObject.map { _ in
                try agent.property(.object(agent.currentRealm.functionPrototype), "apply")
            } ?? .undefined, this: agent.global("Object"), arguments: [.null, .object(arrayLike)])
        }
    }
}

@Suite struct StringLimitTests {
    @Test func concatenationPastTheMaximumLengthIsARangeError() throws {
        let agent = Agent(isGCStressEnabled: false)
        var string = JSValue.string(JSString(units: [UInt16](repeating: 0x61, count: 1 << 20)))
        for _ in 0..<8 { string = try agent.add(string, string) }  // ropes: nothing is copied
        #expect(string.asString?.count == 1 << 28)
        do {
            _ = try agent.add(string, string)
            Issue.record("expected a RangeError")
        } catch {
            #expect(errorSummary(error, agent) == "RangeError: Invalid string length")
        }
        let joined = agent.makeArray([string, string, string])
        #expect(throws: JSException.self) { try agent.callMethod(.object(joined), "join") }
    }
}
