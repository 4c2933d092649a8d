/// The Boolean constructor and %Boolean.prototype% (§19.3).
enum BooleanBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("toString", length: 0, toString),
        .init("valueOf", length: 0, valueOf),
    ]

    static func install(in realm: Realm, agent: Agent) {
        realm.install(prototypeMethods, on: realm.booleanPrototype, in: agent)
        let constructor = realm.makeConstructor("Boolean", length: 1, prototype: realm.booleanPrototype, in: agent,
                                                call: construct, construct: construct)
        realm.setIntrinsic(.boolean, constructor, global: "Boolean", in: agent)
    }

    /// Boolean ( value ) (§19.3.1.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let value = JSValue.boolean(arguments[0].toBoolean)
        guard let newTarget = arguments.newTarget else { return value }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.booleanPrototype }
        return .object(agent.heap.register(JSPrimitiveWrapper(value: value, shape: agent.rootShape, prototype: prototype)))
    }

    /// thisBooleanValue (§19.3.3).
    private static func thisBoolean(_ value: JSValue, method: String, in agent: Agent) throws -> Bool {
        try agent.thisPrimitiveValue(value, type: "Boolean", method: method) {
            if case .boolean(let boolean) = $0 { return boolean }
            return nil
        }
    }

    /// Boolean.prototype.toString (§19.3.3.2).
    @Sendable static func toString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        JSValue(try thisBoolean(this, method: "toString", in: agent) ? "true" : "false")
    }

    /// Boolean.prototype.valueOf (§19.3.3.3).
    @Sendable static func valueOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(try thisBoolean(this, method: "valueOf", in: agent))
    }
}
