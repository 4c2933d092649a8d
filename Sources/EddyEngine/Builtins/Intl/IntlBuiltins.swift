/// The `Intl` object (ECMA-402 §8) with Collator (§10), NumberFormat (§11) and
/// DateTimeFormat (§12), through ICU: `compare`/`format` getters that return bound
/// functions, resolvedOptions, supportedLocalesOf, and Intl.getCanonicalLocales.
/// PluralRules, RelativeTimeFormat, ListFormat, Locale, DisplayNames and Segmenter are not
/// here, nor formatToParts.
enum IntlBuiltins {
    private enum Kind: CaseIterable {
        case collator, numberFormat, dateTimeFormat

        var name: String {
            switch self {
            case .collator: return "Collator"
            case .numberFormat: return "NumberFormat"
            case .dateTimeFormat: return "DateTimeFormat"
            }
        }

        /// The bound function's getter: `compare` or `format`.
        var functionName: String { self == .collator ? "compare" : "format" }
        var functionLength: Int { self == .collator ? 2 : 1 }
        var intrinsic: IntrinsicObject { .intlPrototype(name) }
    }

    static func install(in realm: Realm, agent: Agent) {
        let intl = agent.makeObject(prototype: realm.objectPrototype)
        intl.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Intl"), attributes: .configurable)
        realm.install([BuiltinMethod("getCanonicalLocales", length: 1, getCanonicalLocales)], on: intl, in: agent)
        for kind in Kind.allCases {
            let prototype = agent.makeObject(prototype: realm.objectPrototype)
            let body: NativeFunctionBody = { agent, this, arguments in
                try chainLegacyConstruction(kind, this, try construct(kind, arguments, in: agent), arguments, in: agent)
            }
            let constructor = realm.makeConstructor(kind.name, length: 0, prototype: prototype, in: agent,
                                                    call: body, construct: body)
            realm.install([BuiltinMethod("supportedLocalesOf", length: 1, supportedLocalesOf)], on: constructor, in: agent)
            realm.install([
                BuiltinMethod("resolvedOptions", length: 0, { agent, this, _ in
                    try resolvedOptions(this, kind, in: agent)
                }),
            ], on: prototype, in: agent)
            realm.install([
                BuiltinAccessor(kind.functionName, getter: { agent, this, _ in try boundFunction(this, kind, in: agent) }),
            ], on: prototype, in: agent)
            prototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Intl.\(kind.name)"),
                                            attributes: .configurable)
            realm.setIntrinsic(kind.intrinsic, prototype)
            intl.defineBuiltinProperty(agent.key(kind.name), .object(constructor))
        }
        realm.globalObject.defineBuiltinProperty(agent.key("Intl"), .object(intl))
    }

    /// The constructors, called or constructed alike (§10.1.1, §11.1.1, §12.1.1).
    private static func construct(_ kind: Kind, _ arguments: Arguments, in agent: Agent) throws -> JSValue {
        var prototype = agent.currentRealm.intrinsic(kind.intrinsic)
        if let newTarget = arguments.newTarget {
            prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(kind.intrinsic) }
        }
        let options = try LocaleArguments(locales: arguments[0], options: arguments[1], method: "Intl.\(kind.name)", in: agent)
        let service: JSIntlObject.Service
        var resolved: [(String, JSValue)] = [("locale", .string(JSString(options.tag)))]
        switch kind {
        case .collator:
            let (settings, usage) = try agent.collatorSettings(options)
            service = .collator(settings)
            resolved += [
                ("usage", .string(JSString(usage))), ("sensitivity", .string(JSString(settings.sensitivity))),
                ("ignorePunctuation", .boolean(settings.ignorePunctuation)), ("collation", "default"),
                ("numeric", .boolean(settings.numeric)), ("caseFirst", .string(JSString(settings.caseFirst ?? "false"))),
            ]
        case .numberFormat:
            let settings = try agent.numberFormatSettings(options)
            service = .numberFormat(settings)
            resolved += numberFormatResolvedOptions(settings)
        case .dateTimeFormat:
            let format = try DateTimeFormatOptions(options, required: .any, defaults: .date, in: agent)
            service = .dateTimeFormat(format.settings)
            resolved = format.resolved
        }
        return .object(agent.heap.register(JSIntlObject(service: service, resolvedOptions: resolved,
                                                        prototype: prototype, in: agent)))
    }

    private static func numberFormatResolvedOptions(_ settings: ICUNumberFormatter.Settings) -> [(String, JSValue)] {
        var resolved: [(String, JSValue)] = [("numberingSystem", "latn")]
        switch settings.style {
        case .decimal: resolved.append(("style", "decimal"))
        case .percent: resolved.append(("style", "percent"))
        case .currency(let code, let display):
            resolved += [("style", "currency"), ("currency", .string(JSString(code))),
                         ("currencyDisplay", .string(JSString(display))), ("currencySign", "standard")]
        }
        resolved.append(("minimumIntegerDigits", .number(Double(settings.minimumIntegerDigits))))
        switch settings.digits {
        case .fraction(let minimum, let maximum):
            resolved += [("minimumFractionDigits", .number(Double(minimum))), ("maximumFractionDigits", .number(Double(maximum)))]
        case .significant(let minimum, let maximum):
            resolved += [("minimumSignificantDigits", .number(Double(minimum))),
                         ("maximumSignificantDigits", .number(Double(maximum)))]
        case .currencyDefault:
            let digits: Double
            if case .currency(let code, _) = settings.style { digits = Double(ICUNumberFormatter.fractionDigits(ofCurrency: code)) } else { digits = 2 }
            resolved += [("minimumFractionDigits", .number(digits)), ("maximumFractionDigits", .number(digits))]
        }
        resolved += [
            ("useGrouping", settings.usesGrouping ? "auto" : .boolean(false)), ("notation", "standard"),
            ("signDisplay", "auto"), ("roundingMode", "halfExpand"), ("roundingIncrement", 1),
            ("trailingZeroDisplay", "auto"), ("roundingPriority", "auto"),
        ]
        return resolved
    }

    private static func thisObject(_ this: JSValue, _ kind: Kind, method: String, in agent: Agent) throws -> JSIntlObject {
        if let object = this.asObject, let intl = object as? JSIntlObject, intl.className == kind.name {
            return intl
        }
        // UnwrapNumberFormat / UnwrapDateTimeFormat (ECMA-402 §15.5.2, §11.5.6): an object
        // a legacy call initialized holds the real one under the fallback symbol.
        if kind != .collator, let object = this.asObject, try inherits(object, from: kind, in: agent),
           let inner = try object.get(.symbol(agent.symbols.intlFallback), receiver: this, in: agent).asObject,
           let intl = inner as? JSIntlObject, intl.className == kind.name {
            return intl
        }
        throw agent.incompatibleReceiver("Intl.\(kind.name).prototype.\(method)", this)
    }

    /// OrdinaryHasInstance(%Intl.<kind>%, object): the constructors' `prototype` is fixed.
    private static func inherits(_ object: JSObject, from kind: Kind, in agent: Agent) throws -> Bool {
        let prototype = agent.currentRealm.intrinsic(kind.intrinsic)
        var current = object
        while let next = try current.getPrototypeOf(in: agent) {
            if next === prototype { return true }
            current = next
        }
        return false
    }

    /// ChainNumberFormat / ChainDateTimeFormat (ECMA-402 §15.1.1, §11.1.1 step 5, normative
    /// optional, as V8): `Intl.NumberFormat.call(obj)` with `obj` inheriting from the
    /// prototype stores the new object on `obj` and returns `obj`.
    private static func chainLegacyConstruction(_ kind: Kind, _ this: JSValue, _ created: JSValue,
                                                _ arguments: Arguments, in agent: Agent) throws -> JSValue {
        guard kind != .collator, arguments.newTarget == nil, let receiver = this.asObject,
              try inherits(receiver, from: kind, in: agent) else { return created }
        try receiver.definePropertyOrThrow(.symbol(agent.symbols.intlFallback),
                                           PropertyDescriptor(value: created, writable: false, enumerable: false, configurable: false),
                                           in: agent)
        return this
    }

    /// resolvedOptions ( ) (§10.3.4, §11.3.5, §12.3.5): a new plain object.
    private static func resolvedOptions(_ this: JSValue, _ kind: Kind, in agent: Agent) throws -> JSValue {
        let intl = try thisObject(this, kind, method: "resolvedOptions", in: agent)
        let object = agent.makeObject(prototype: agent.currentRealm.objectPrototype)
        for (name, value) in intl.resolvedOptions {
            try object.createDataPropertyOrThrow(agent.key(name), value, in: agent)
        }
        return .object(object)
    }

    /// get compare / get format (§10.3.3, §11.3.3, §12.3.3): one bound function per object.
    private static func boundFunction(_ this: JSValue, _ kind: Kind, in agent: Agent) throws -> JSValue {
        let intl = try thisObject(this, kind, method: kind.functionName, in: agent)
        if let function = intl.boundFunction { return .object(function) }
        let function = agent.currentRealm.makeFunction("", length: kind.functionLength, captures: [.object(intl)],
                                                       in: agent) { agent, _, arguments in
            guard let function = arguments.callee as? NativeFunction,
                let intl = function.capture(0).asObject as? JSIntlObject
            else { return .undefined }
            return try apply(intl, arguments, in: agent)
        }
        intl.boundFunction = function
        return .object(function)
    }

    private static func apply(_ intl: JSIntlObject, _ arguments: Arguments, in agent: Agent) throws -> JSValue {
        switch intl.service {
        case .collator(let settings):
            let left = try agent.toString(arguments[0]), right = try agent.toString(arguments[1])
            guard let collator = ICUCollator.collator(for: settings) else {
                return .number(left == right ? 0 : left.units.lexicographicallyPrecedes(right.units) ? -1 : 1)
            }
            return .number(Double(collator.compare(left.units, right.units)))
        case .numberFormat(let settings):
            return try agent.formatNumber(try agent.toNumeric(arguments[0]), with: settings)
        case .dateTimeFormat(let settings):
            return try DateTimeFormatOptions.format(arguments[0], with: settings, in: agent)
        }
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
}

