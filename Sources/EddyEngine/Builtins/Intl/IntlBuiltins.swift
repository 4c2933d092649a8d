/// The `Intl` object (ECMA-402 §8) and what its constructors share: each service
/// (Collator §10, DateTimeFormat §11, DisplayNames §12, ListFormat §13, Locale §14,
/// NumberFormat §15, PluralRules §16, RelativeTimeFormat §17, Segmenter §18) is a
/// `JSIntlObject` made by a constructor this file installs from the service's own table
/// (its file says what it reads and how it formats), with `supportedLocalesOf`,
/// `resolvedOptions` and the `Intl.X` string tag.
enum IntlBuiltins {
    /// One Intl constructor: what `new Intl.X(locales, options)` makes, and its prototype's
    /// methods and accessors.
    struct Constructor: Sendable {
        let name: String
        let length: Int
        /// Whether a call without `new` constructs anyway (the ECMA-402 1.0 constructors).
        var callable = false
        /// Whether the prototype has resolvedOptions (Locale has not).
        var hasResolvedOptions = true
        let make: @Sendable (Agent, Arguments) throws -> (JSIntlObject.Service, [(String, JSValue)])
        var methods: [BuiltinMethod] = []
        var accessors: [BuiltinAccessor] = []
        /// Extra set-up once the prototype exists (Segmenter's Segments prototypes).
        var prepare: (@Sendable (Realm, Agent, JSObject) -> Void)?
    }

    static func install(in realm: Realm, agent: Agent) {
        let intl = agent.makeObject(prototype: realm.objectPrototype)
        intl.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Intl"), attributes: .configurable)
        realm.install([BuiltinMethod("getCanonicalLocales", length: 1, getCanonicalLocales),
                       BuiltinMethod("supportedValuesOf", length: 1, IntlSupportedValues.supportedValuesOf)],
                      on: intl, in: agent)
        let constructors = [IntlDateTimeFormat.constructor, IntlNumberFormat.constructor, IntlCollator.constructor,
                            IntlPluralRules.constructor, IntlRelativeTimeFormat.constructor, IntlListFormat.constructor,
                            IntlLocale.constructor, IntlDisplayNames.constructor, IntlSegmenter.constructor]
        for descriptor in constructors {
            let prototype = agent.makeObject(prototype: realm.objectPrototype)
            let name = descriptor.name
            let body: NativeFunctionBody = { agent, this, arguments in
                if arguments.newTarget == nil && !descriptor.callable {
                    throw agent.typeError("Constructor Intl.\(name) requires 'new'")
                }
                let made = try construct(descriptor, arguments, in: agent)
                return try IntlLegacy.chainLegacyConstruction(name, this, made, arguments, in: agent)
            }
            let constructor = realm.makeConstructor(name, length: descriptor.length, prototype: prototype, in: agent,
                                                    call: body, construct: body)
            if name != "Locale" {
                realm.install([BuiltinMethod("supportedLocalesOf", length: 1, supportedLocalesOf)], on: constructor, in: agent)
            }
            if descriptor.hasResolvedOptions {
                realm.install([BuiltinMethod("resolvedOptions", length: 0, { agent, this, _ in
                    try resolvedOptions(this, name, in: agent)
                })], on: prototype, in: agent)
            }
            realm.install(descriptor.methods, on: prototype, in: agent)
            realm.install(descriptor.accessors, on: prototype, in: agent)
            prototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Intl.\(name)"),
                                            attributes: .configurable)
            realm.setIntrinsic(.intlPrototype(name), prototype)
            descriptor.prepare?(realm, agent, prototype)
            intl.defineBuiltinProperty(agent.key(name), .object(constructor))
        }
        realm.globalObject.defineBuiltinProperty(agent.key("Intl"), .object(intl))
    }

    /// The constructors (§10.1.1, §11.1.1, …): the prototype from NewTarget, then the
    /// service's own initialization.
    private static func construct(_ descriptor: Constructor, _ arguments: Arguments, in agent: Agent) throws -> JSValue {
        var prototype = agent.currentRealm.intrinsic(.intlPrototype(descriptor.name))
        if let newTarget = arguments.newTarget {
            prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.intlPrototype(descriptor.name)) }
        }
        let (service, resolved) = try descriptor.make(agent, arguments)
        return .object(agent.heap.register(JSIntlObject(service: service, resolvedOptions: resolved,
                                                        prototype: prototype, in: agent)))
    }

    /// The receiver of a prototype method, checked to be a `className` object; NumberFormat
    /// and DateTimeFormat also unwrap a legacy-initialized object (§15.5.2, §11.5.6).
    static func thisObject(_ this: JSValue, _ className: String, method: String, in agent: Agent) throws -> JSIntlObject {
        if let intl = this.asObject as? JSIntlObject, intl.className == className {
            return intl
        }
        if className == "NumberFormat" || className == "DateTimeFormat", let object = this.asObject,
           try IntlLegacy.inherits(object, from: className, in: agent),
           let inner = try object.get(.symbol(agent.symbols.intlFallback), receiver: this, in: agent).asObject as? JSIntlObject,
           inner.className == className {
            return inner
        }
        throw agent.incompatibleReceiver("Intl.\(className).prototype.\(method)", this)
    }

    /// resolvedOptions ( ) (§10.3.4, §11.3.7, …): a new plain object.
    private static func resolvedOptions(_ this: JSValue, _ className: String, in agent: Agent) throws -> JSValue {
        let intl = try thisObject(this, className, method: "resolvedOptions", in: agent)
        return .object(try plainObject(intl.resolvedOptions, in: agent))
    }

    /// A plain object with `entries` as its data properties, in order.
    static func plainObject(_ entries: [(String, JSValue)], in agent: Agent) throws -> JSObject {
        let object = agent.makeObject(prototype: agent.currentRealm.objectPrototype)
        for (name, value) in entries {
            try object.createDataPropertyOrThrow(agent.key(name), value, in: agent)
        }
        return object
    }

    /// An array of `{ type, value }` parts (the formatToParts results), each with the
    /// extra entries given.
    static func partsArray(_ parts: [(type: String, value: [UInt16], extra: [(String, JSValue)])],
                           in agent: Agent) throws -> JSValue {
        var objects: [JSValue] = []
        for part in parts {
            let entries = [("type", JSValue.string(JSString(part.type))), ("value", .string(JSString(units: part.value)))]
                + part.extra
            objects.append(.object(try plainObject(entries, in: agent)))
        }
        return .object(agent.makeArray(objects))
    }

    /// Intl.getCanonicalLocales ( locales ) (§8.3.1).
    @Sendable static func getCanonicalLocales(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let tags = try LocaleArguments.requestedLocales(arguments[0], in: agent).map { JSValue.string(JSString(LocaleArguments.languageTag(forID: $0))) }
        return .object(agent.makeArray(tags))
    }

    /// supportedLocalesOf ( locales [ , options ] ): every requested locale, canonical
    /// (ICU falls back from any locale to its data, so each is served).
    @Sendable static func supportedLocalesOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try getCanonicalLocales(agent, this, arguments)
    }

    /// The option `name` as a string from `allowed`, with `fallback` when absent.
    static func option(_ arguments: LocaleArguments, _ name: String, _ allowed: [String], _ fallback: String) throws -> String {
        try arguments.string(name, allowed: allowed) ?? fallback
    }
}
