/// Intl.Collator (ECMA-402 §10) through ICU's collators: the options InitializeCollator
/// reads (§10.1.2), the bound `compare` (§10.3.3) and resolvedOptions (§10.3.4).
enum IntlCollator {
    static let constructor = IntlBuiltins.Constructor(
        name: "Collator", length: 0, callable: true,
        make: { agent, arguments in
            let options = try LocaleArguments(locales: arguments[0], options: arguments[1], method: "Intl.Collator", in: agent)
            let (settings, usage) = try agent.collatorSettings(options)
            let resolved: [(String, JSValue)] = [
                ("locale", .string(JSString(options.tag))), ("usage", .string(JSString(usage))),
                ("sensitivity", .string(JSString(settings.sensitivity))),
                ("ignorePunctuation", .boolean(settings.ignorePunctuation)), ("collation", "default"),
                ("numeric", .boolean(settings.numeric)), ("caseFirst", .string(JSString(settings.caseFirst ?? "false"))),
            ]
            return (.collator(settings), resolved)
        },
        accessors: [IntlLegacy.boundFunctionGetter("Collator", name: "compare", length: 2) { intl, arguments, agent in
            guard case .collator(let settings) = intl.service else { return .undefined }
            let left = try agent.toString(arguments[0]), right = try agent.toString(arguments[1])
            guard let collator = ICUCollator.collator(for: settings) else {
                return .number(left == right ? 0 : left.units.lexicographicallyPrecedes(right.units) ? -1 : 1)
            }
            return .number(Double(collator.compare(left.units, right.units)))
        }])
}
