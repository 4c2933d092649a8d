/// The String constructor and the core of %String.prototype% (§21.1): conversion,
/// `toString`/`valueOf` and iteration by code point.
enum StringBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("toString", length: 0, valueOf),
        .init("valueOf", length: 0, valueOf),
        .init(.iterator, name: "[Symbol.iterator]", length: 0, iterator),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = realm.stringPrototype
        realm.install(prototypeMethods, on: prototype, in: agent)
        let constructor = realm.makeConstructor("String", length: 1, prototype: prototype, in: agent,
                                                call: construct, construct: construct)
        realm.setIntrinsic(.string, constructor, global: "String", in: agent)
    }

    /// String ( value ) (§21.1.1.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string: JSString
        if arguments.count == 0 {
            string = JSString("")
        } else if arguments.newTarget == nil, case .symbol(let symbol) = arguments[0] {
            return JSValue(symbol.descriptiveString)
        } else {
            string = try agent.toString(arguments[0])
        }
        guard let newTarget = arguments.newTarget else { return .string(string) }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.stringPrototype }
        return .object(agent.heap.register(
            JSStringObject(value: string, shape: agent.rootShape, prototype: prototype, names: agent.names)))
    }

    /// thisStringValue (§21.1.3).
    static func thisString(_ value: JSValue, in agent: Agent) throws -> JSString {
        if case .string(let string) = value { return string }
        if case .object(let object) = value, let wrapper = object as? JSStringObject { return wrapper.primitiveValue }
        throw agent.typeError("String.prototype.valueOf requires that 'this' be a String")
    }

    /// String.prototype.toString (§21.1.3.25) and valueOf (§21.1.3.30).
    @Sendable static func valueOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .string(try thisString(this, in: agent))
    }

    /// String.prototype[@@iterator] (§21.1.3.29).
    @Sendable static func iterator(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try agent.toString(try agent.requireObjectCoercible(this))
        return .object(agent.heap.register(StringIterator(iterating: string, in: agent)))
    }
}
