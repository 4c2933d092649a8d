/// The Reflect object (§26.1): the internal methods of objects, as functions.
enum ReflectBuiltins {
    static let methods: [BuiltinMethod] = [
        .init("apply", length: 3, apply),
        .init("construct", length: 2, construct),
        .init("defineProperty", length: 3, defineProperty),
        .init("deleteProperty", length: 2, deleteProperty),
        .init("get", length: 2, get),
        .init("getOwnPropertyDescriptor", length: 2, getOwnPropertyDescriptor),
        .init("getPrototypeOf", length: 1, getPrototypeOf),
        .init("has", length: 2, has),
        .init("isExtensible", length: 1, isExtensible),
        .init("ownKeys", length: 1, ownKeys),
        .init("preventExtensions", length: 1, preventExtensions),
        .init("set", length: 3, set),
        .init("setPrototypeOf", length: 2, setPrototypeOf),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let reflect = realm.makeOrdinaryObject(in: agent)
        realm.install(methods, on: reflect, in: agent)
        reflect.hideForwardersFromStackTraces(["apply", "construct"], in: agent)
        reflect.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Reflect"), attributes: .configurable)
        realm.globalObject.defineBuiltinProperty(agent.key("Reflect"), .object(reflect))
    }

    private static func target(_ value: JSValue, _ method: String, in agent: Agent) throws -> JSObject {
        guard let object = value.asObject else {
            throw agent.typeError("Reflect.\(method) called on non-object")
        }
        return object
    }

    /// Reflect.apply (§26.1.1).
    @Sendable static func apply(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard arguments[0].isCallable else { throw agent.typeError("Reflect.apply target is not a function") }
        let list = try agent.createList(fromArrayLike: arguments[2])
        return try agent.call(arguments[0], this: arguments[1], arguments: list)
    }

    /// Reflect.construct (§26.1.2).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard arguments[0].isConstructor else { throw agent.typeError("Reflect.construct target is not a constructor") }
        var newTarget = arguments[0]
        if arguments.count > 2 {
            newTarget = arguments[2]
            guard newTarget.isConstructor else { throw agent.typeError("Reflect.construct newTarget is not a constructor") }
        }
        let list = try agent.createList(fromArrayLike: arguments[1])
        return .object(try agent.construct(arguments[0], arguments: list, newTarget: newTarget.asObject))
    }

    /// Reflect.defineProperty (§26.1.3).
    @Sendable static func defineProperty(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try target(arguments[0], "defineProperty", in: agent)
        let key = try agent.toPropertyKey(arguments[1])
        let descriptor = try agent.toPropertyDescriptor(arguments[2])
        return .boolean(try object.defineOwnProperty(key, descriptor, in: agent))
    }

    /// Reflect.deleteProperty (§26.1.4).
    @Sendable static func deleteProperty(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try target(arguments[0], "deleteProperty", in: agent)
        return .boolean(try object.delete(agent.toPropertyKey(arguments[1]), in: agent))
    }

    /// Reflect.get (§26.1.5).
    @Sendable static func get(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try target(arguments[0], "get", in: agent)
        let key = try agent.toPropertyKey(arguments[1])
        let receiver = arguments.count > 2 ? arguments[2] : arguments[0]
        return try object.get(key, receiver: receiver, in: agent)
    }

    /// Reflect.getOwnPropertyDescriptor (§26.1.6).
    @Sendable static func getOwnPropertyDescriptor(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try target(arguments[0], "getOwnPropertyDescriptor", in: agent)
        return agent.fromPropertyDescriptor(try object.getOwnProperty(agent.toPropertyKey(arguments[1]), in: agent))
    }

    /// Reflect.getPrototypeOf (§26.1.7).
    @Sendable static func getPrototypeOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        JSValue(try target(arguments[0], "getPrototypeOf", in: agent).getPrototypeOf(in: agent))
    }

    /// Reflect.has (§26.1.8).
    @Sendable static func has(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try target(arguments[0], "has", in: agent)
        return .boolean(try object.hasProperty(agent.toPropertyKey(arguments[1]), in: agent))
    }

    /// Reflect.isExtensible (§26.1.9).
    @Sendable static func isExtensible(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(try target(arguments[0], "isExtensible", in: agent).isExtensible(in: agent))
    }

    /// Reflect.ownKeys (§26.1.10).
    @Sendable static func ownKeys(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let keys = try target(arguments[0], "ownKeys", in: agent).ownPropertyKeys(in: agent)
        return .object(agent.makeArray(keys.map(\.value)))
    }

    /// Reflect.preventExtensions (§26.1.11).
    @Sendable static func preventExtensions(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(try target(arguments[0], "preventExtensions", in: agent).preventExtensions(in: agent))
    }

    /// Reflect.set (§26.1.12).
    @Sendable static func set(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try target(arguments[0], "set", in: agent)
        let key = try agent.toPropertyKey(arguments[1])
        let receiver = arguments.count > 3 ? arguments[3] : arguments[0]
        return .boolean(try object.set(key, arguments[2], receiver: receiver, in: agent))
    }

    /// Reflect.setPrototypeOf (§26.1.13).
    @Sendable static func setPrototypeOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try target(arguments[0], "setPrototypeOf", in: agent)
        let prototype = arguments[1]
        guard prototype.isObject || prototype.isNull else {
            throw agent.typeError("Object prototype may only be an Object or null: \(prototype.shortDescription)")
        }
        return .boolean(try object.setPrototypeOf(prototype.asObject, in: agent))
    }
}
