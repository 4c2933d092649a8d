/// The legacy accessor methods of Object.prototype (ES2017 Annex B §B.2.2.2–5), which
/// older packages still call, also on primitives (`String.prototype.__defineGetter__`).
extension ObjectBuiltins {
    static let legacyAccessorMethods: [BuiltinMethod] = [
        .init("__defineGetter__", length: 2, defineGetter),
        .init("__defineSetter__", length: 2, defineSetter),
        .init("__lookupGetter__", length: 1, lookupGetter),
        .init("__lookupSetter__", length: 1, lookupSetter),
    ]

    /// Object.prototype.__defineGetter__ ( P, getter ) (§B.2.2.2).
    @Sendable static func defineGetter(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try defineLegacyAccessor(agent, this, arguments, isGetter: true)
    }

    /// Object.prototype.__defineSetter__ ( P, setter ) (§B.2.2.3).
    @Sendable static func defineSetter(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try defineLegacyAccessor(agent, this, arguments, isGetter: false)
    }

    /// Object.prototype.__lookupGetter__ ( P ) (§B.2.2.4).
    @Sendable static func lookupGetter(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try lookupLegacyAccessor(agent, this, arguments, isGetter: true)
    }

    /// Object.prototype.__lookupSetter__ ( P ) (§B.2.2.5).
    @Sendable static func lookupSetter(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try lookupLegacyAccessor(agent, this, arguments, isGetter: false)
    }

    private static func defineLegacyAccessor(_ agent: Agent, _ this: JSValue, _ arguments: Arguments,
                                             isGetter: Bool) throws -> JSValue {
        let object = try agent.toObject(this)
        let function = arguments[1]
        guard function.isCallable else {
            throw agent.typeError("Object.prototype.__define\(isGetter ? "Getter" : "Setter")__: Expecting function")
        }
        var descriptor = PropertyDescriptor(enumerable: true, configurable: true)
        if isGetter { descriptor.getter = function } else { descriptor.setter = function }
        let key = try agent.toPropertyKey(arguments[0])
        try object.definePropertyOrThrow(key, descriptor, in: agent)
        return .undefined
    }

    /// The getter or setter of the first own property `P` along the prototype chain; a data
    /// property there ends the search with undefined.
    private static func lookupLegacyAccessor(_ agent: Agent, _ this: JSValue, _ arguments: Arguments,
                                             isGetter: Bool) throws -> JSValue {
        var object: JSObject? = try agent.toObject(this)
        let key = try agent.toPropertyKey(arguments[0])
        while let current = object {
            if let descriptor = try current.getOwnProperty(key, in: agent) {
                guard descriptor.isAccessor else { return .undefined }
                return (isGetter ? descriptor.getter : descriptor.setter) ?? .undefined
            }
            object = try current.getPrototypeOf(in: agent)
        }
        return .undefined
    }
}
