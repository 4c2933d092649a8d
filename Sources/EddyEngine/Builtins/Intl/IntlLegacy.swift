/// What the ECMA-402 1.0 constructors (Collator, NumberFormat, DateTimeFormat) keep from
/// that edition: a call without `new` constructs, a legacy call on an object inheriting
/// from the prototype chains the new object onto it (§15.1.1 ChainNumberFormat,
/// §11.1.1 ChainDateTimeFormat), and `compare`/`format` are getters returning one bound
/// function per object (§10.3.3, §11.3.3, §15.3.3).
enum IntlLegacy {
    /// OrdinaryHasInstance(%Intl.<name>%, object): the constructors' `prototype` is fixed.
    static func inherits(_ object: JSObject, from className: String, in agent: Agent) throws -> Bool {
        let prototype = agent.currentRealm.intrinsic(.intlPrototype(className))
        var current = object
        while let next = try current.getPrototypeOf(in: agent) {
            if next === prototype { return true }
            current = next
        }
        return false
    }

    /// ChainNumberFormat / ChainDateTimeFormat (normative optional, as V8):
    /// `Intl.NumberFormat.call(obj)` with `obj` inheriting from the prototype stores the new
    /// object on `obj` and returns `obj`.
    static func chainLegacyConstruction(_ className: String, _ this: JSValue, _ created: JSValue,
                                        _ arguments: Arguments, in agent: Agent) throws -> JSValue {
        guard className == "NumberFormat" || className == "DateTimeFormat", arguments.newTarget == nil,
              let receiver = this.asObject, try inherits(receiver, from: className, in: agent) else { return created }
        try receiver.definePropertyOrThrow(.symbol(agent.symbols.intlFallback),
                                           PropertyDescriptor(value: created, writable: false, enumerable: false, configurable: false),
                                           in: agent)
        return this
    }

    /// The `compare`/`format` getter: one bound function per object, calling `apply`.
    static func boundFunctionGetter(_ className: String, name: String, length: Int,
                                    _ apply: @escaping @Sendable (JSIntlObject, Arguments, Agent) throws -> JSValue) -> BuiltinAccessor {
        BuiltinAccessor(name, getter: { agent, this, _ in
            let intl = try IntlBuiltins.thisObject(this, className, method: name, in: agent)
            if let function = intl.boundFunction { return .object(function) }
            let function = agent.currentRealm.makeFunction("", length: length, captures: [.object(intl)],
                                                           in: agent) { agent, _, arguments in
                guard let function = arguments.callee as? NativeFunction,
                    let intl = function.capture(0).asObject as? JSIntlObject
                else { return .undefined }
                return try apply(intl, arguments, agent)
            }
            intl.boundFunction = function
            return .object(function)
        })
    }
}
