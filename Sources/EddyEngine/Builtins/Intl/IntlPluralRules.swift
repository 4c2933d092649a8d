/// Intl.PluralRules (ECMA-402 §16) through ICU's plural rules (`uplrules_*`): the options
/// InitializePluralRules reads (§16.1.2: type and the digit options), select (§16.3.3) on
/// the number as formatted with those digits, and resolvedOptions with pluralCategories.
enum IntlPluralRules {
    struct Settings: Hashable {
        let locale: String
        /// UPluralType: 0 cardinal, 1 ordinal.
        let type: Int32
        let number: ICUNumberFormatter.Settings
    }

    private typealias Open = @convention(c) (UnsafePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias SelectFormatted = @convention(c) (
        OpaquePointer, OpaquePointer, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
    ) -> Int32
    private typealias Keywords = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias Close = @convention(c) (OpaquePointer) -> Void

    static let constructor = IntlBuiltins.Constructor(
        name: "PluralRules", length: 0,
        make: { agent, arguments in
            let arguments = try LocaleArguments(locales: arguments[0], options: arguments[1], method: "Intl.PluralRules",
                                                in: agent)
            _ = try arguments.string("localeMatcher", allowed: ["lookup", "best fit"])
            let type = try IntlBuiltins.option(arguments, "type", ["cardinal", "ordinal"], "cardinal")
            let digits = try NumberFormatOptions.Digits(arguments, minimumFractionDefault: 0, maximumFractionDefault: 3,
                                                        compact: false, in: agent)
            let settings = Settings(locale: arguments.locale, type: type == "ordinal" ? 1 : 0,
                                    number: ICUNumberFormatter.Settings(locale: arguments.locale,
                                                                        skeleton: digits.skeleton.joined(separator: " ")))
            var resolved: [(String, JSValue)] = [("locale", .string(JSString(arguments.tag))), ("type", .string(JSString(type)))]
            resolved += digits.resolved
            let categories = IntlPluralRules.categories(settings).map { JSValue.string(JSString($0)) }
            resolved.append(("pluralCategories", .object(agent.makeArray(categories))))
            if digits.roundingPriority != "auto" {
                resolved.append(("roundingPriority", .string(JSString(digits.roundingPriority))))
            }
            return (.pluralRules(settings), resolved)
        },
        methods: [
            BuiltinMethod("select", length: 1) { agent, this, arguments in
                let intl = try IntlBuiltins.thisObject(this, "PluralRules", method: "select", in: agent)
                guard case .pluralRules(let settings) = intl.service else { return .undefined }
                let number = try agent.toNumber(arguments[0])
                return .string(JSString(select(number, settings)))
            },
        ])

    /// ICU's rules for a locale and type, opened once (a loop of `select` opened them per call,
    /// 3× node --jitless).
    private final class Rules: @unchecked Sendable {
        let rules: OpaquePointer
        let close: Close

        init?(_ settings: Settings) {
            guard let open = ICULibrary.function("uplrules_openForType", as: Open.self),
                let close = ICULibrary.function("uplrules_close", as: Close.self)
            else { return nil }
            var status: Int32 = 0
            guard let rules = open(settings.locale, settings.type, &status), ICULibrary.succeeded(status) else { return nil }
            self.rules = rules
            self.close = close
        }

        deinit {
            close(rules)
        }
    }

    private static let cache = ICUObjectCache<Settings, Rules>()

    /// The rules ICU has for a locale and type, nil without ICU. ICU's plural rules are
    /// immutable once made, so threads share them.
    private static func withRules<T>(_ settings: Settings, _ body: (OpaquePointer) -> T?) -> T? {
        guard let rules = cache.object(for: settings, make: { Rules(settings) }) else { return nil }
        return body(rules.rules)
    }

    /// ResolvePlural (§16.5.3): the category of `number` formatted with the digit options.
    static func select(_ number: Double, _ settings: Settings) -> String {
        guard number.isFinite else { return "other" }
        guard let select = ICULibrary.function("uplrules_selectFormatted", as: SelectFormatted.self),
            let formatter = ICUNumberFormatter.formatter(for: settings.number)
        else { return "other" }
        let keyword = withRules(settings) { rules in
            formatter.withResult(of: number) { result in
                ICULibrary.string(capacity: 8) { output, capacity, status in select(rules, result, output, capacity, &status) }
            }
        }
        return keyword.map { String(decoding: $0, as: UTF16.self) } ?? "other"
    }

    /// The locale's categories, in V8's order (sorted, `other` last).
    static func categories(_ settings: Settings) -> [String] {
        guard let keywords = ICULibrary.function("uplrules_getKeywords", as: Keywords.self) else { return ["other"] }
        let found = withRules(settings) { rules -> [String]? in
            var status: Int32 = 0
            guard let enumeration = keywords(rules, &status) else { return nil }
            return ICULibrary.strings(of: enumeration)
        } ?? []
        return found.filter { $0 != "other" }.sorted() + ["other"]
    }
}
