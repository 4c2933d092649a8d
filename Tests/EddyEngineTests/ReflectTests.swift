import Testing
@testable import EddyEngine

@Suite struct ReflectTests {
    @Test func reflectExposesTheInternalMethods() throws {
        let agent = Agent()
        let object = try agent.newObject([("a", 1)])
        let target = JSValue.object(object)
        #expect(try agent.callStatic("Reflect", "has", [target, "a"]).toBoolean)
        #expect(try agent.callStatic("Reflect", "get", [target, "a"]).asNumber == 1)
        #expect(try agent.callStatic("Reflect", "set", [target, "b", 2]).toBoolean)
        #expect(try agent.callStatic("Reflect", "deleteProperty", [target, "a"]).toBoolean)
        let keys = try agent.callStatic("Reflect", "ownKeys", [target])
        #expect(try agent.createList(fromArrayLike: keys).map(\.text) == ["b"])
        let descriptor = try agent.newObject([("value", 3), ("writable", false)])
        #expect(try agent.callStatic("Reflect", "defineProperty", [target, "c", .object(descriptor)]).toBoolean)
        #expect(try !agent.callStatic("Reflect", "set", [target, "c", 4]).toBoolean)  // false, no throw
        #expect(try !agent.callStatic("Reflect", "defineProperty", [target, "c", .object(try agent.newObject([("value", 5)]))]).toBoolean)
        #expect(try agent.callStatic("Reflect", "preventExtensions", [target]).toBoolean)
        #expect(try !agent.callStatic("Reflect", "isExtensible", [target]).toBoolean)
        #expect(try !agent.callStatic("Reflect", "setPrototypeOf", [target, .null]).toBoolean)
        #expect(try agent.callStatic("Reflect", "getPrototypeOf", [target]).asObject === agent.currentRealm.objectPrototype)
        #expect(throws: JSException.self) { try agent.callStatic("Reflect", "get", [1, "a"]) }
    }

    @Test func getAndSetHonourTheReceiver() throws {
        let agent = Agent()
        let prototype = agent.makeObject()
        try prototype.definePropertyOrThrow(agent.key("who"), PropertyDescriptor(
            getter: agent.function { agent, this, _ in try agent.property(this, "name") }), in: agent)
        let receiver = try agent.newObject([("name", "receiver")])
        #expect(try agent.callStatic("Reflect", "get", [.object(prototype), "who", .object(receiver)]).text == "receiver")
        let target = agent.makeObject()
        #expect(try agent.callStatic("Reflect", "set", [.object(target), "x", 1, .object(receiver)]).toBoolean)
        #expect(try receiver.get(agent.key("x"), in: agent).asNumber == 1)
        #expect(try !target.hasOwnProperty(agent.key("x"), in: agent))
    }

    @Test func applyAndConstructTakeArgumentLists() throws {
        let agent = Agent()
        let max = agent.function { agent, this, arguments in
            .number(try arguments.values.map { try agent.toNumber($0) }.max() ?? -.infinity)
        }
        #expect(try agent.callStatic("Reflect", "apply", [max, .undefined, .object(agent.makeArray([1, 5, 3]))]).asNumber == 5)
        let array = try agent.callStatic("Reflect", "construct", [agent.global("Array"), .object(agent.makeArray([1, 2]))])
        #expect((array.asObject as? JSArray)?.length == 2)
        // newTarget chooses the prototype.
        let error = try agent.callStatic("Reflect", "construct", [agent.global("Error"), .object(agent.makeArray(["m"])), agent.global("TypeError")])
        #expect(error.asObject?.prototype === agent.currentRealm.errorPrototype(.typeError))
        #expect(throws: JSException.self) { try agent.callStatic("Reflect", "construct", [max, .object(agent.makeArray())]) }
    }
}
