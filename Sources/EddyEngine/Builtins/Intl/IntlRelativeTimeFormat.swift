/// Intl.RelativeTimeFormat (ECMA-402 §17) through ICU's relative date-time formatters
/// (`ureldatefmt_*`): the options InitializeRelativeTimeFormat reads (§17.1.2), format and
/// formatToParts (§17.3.3–4, PartitionRelativeTimePattern §17.5.2: the number's parts carry
/// the singular unit).
enum IntlRelativeTimeFormat {
    struct Settings {
        let locale: String
        /// UDateRelativeDateTimeFormatterStyle: 0 long, 1 short, 2 narrow.
        let style: Int32
        let numericAlways: Bool
    }

    private typealias Open = @convention(c) (
        UnsafePointer<CChar>, OpaquePointer?, Int32, Int32, UnsafeMutablePointer<Int32>
    ) -> OpaquePointer?
    private typealias Format = @convention(c) (OpaquePointer, Double, Int32, OpaquePointer, UnsafeMutablePointer<Int32>) -> Void

    /// The singular units and URelativeDateTimeUnit's numbers for them.
    private static let units = ["year": 0, "quarter": 1, "month": 2, "week": 3, "day": 4, "hour": 5, "minute": 6,
                                "second": 7] as [String: Int32]

    static let constructor = IntlBuiltins.Constructor(
        name: "RelativeTimeFormat", length: 0,
        make: { agent, arguments in
            let arguments = try LocaleArguments(locales: arguments[0], options: arguments[1],
                                                method: "Intl.RelativeTimeFormat", in: agent)
            _ = try arguments.string("localeMatcher", allowed: ["lookup", "best fit"])
            _ = try arguments.string("numberingSystem")
            let style = try IntlBuiltins.option(arguments, "style", ["long", "short", "narrow"], "long")
            let numeric = try IntlBuiltins.option(arguments, "numeric", ["always", "auto"], "always")
            let settings = Settings(locale: arguments.locale, style: style == "narrow" ? 2 : style == "short" ? 1 : 0,
                                    numericAlways: numeric == "always")
            let resolved: [(String, JSValue)] = [
                ("locale", .string(JSString(arguments.tag))), ("style", .string(JSString(style))),
                ("numeric", .string(JSString(numeric))), ("numberingSystem", "latn"),
            ]
            return (.relativeTimeFormat(settings), resolved)
        },
        methods: [
            BuiltinMethod("format", length: 2) { agent, this, arguments in
                let (text, _, _) = try format(this, arguments, method: "format", in: agent)
                return .string(JSString(units: text))
            },
            BuiltinMethod("formatToParts", length: 2) { agent, this, arguments in
                let (text, spans, unit) = try format(this, arguments, method: "formatToParts", in: agent)
                let parts = ICUFormattedValue.parts(of: spans, length: text.count, categories: [ICUFormattedValue.numberCategory])
                    .map { part in
                        let value = text[part.start..<part.end]
                        guard let span = part.span else { return (type: "literal", value: Array(value), extra: [(String, JSValue)]()) }
                        return (type: NumberFormatOptions.partType(ofField: span.field, number: 0, text: value),
                                value: Array(value), extra: [("unit", JSValue.string(JSString(unit)))])
                    }
                return try IntlBuiltins.partsArray(parts, in: agent)
            },
        ])

    /// FormatRelativeTime's steps (§17.5.2): the value, the unit (singular or plural), then
    /// ICU's text with its number fields.
    private static func format(_ this: JSValue, _ arguments: Arguments, method: String,
                               in agent: Agent) throws -> (text: [UInt16], spans: [ICUFormattedValue.Span], unit: String) {
        let intl = try IntlBuiltins.thisObject(this, "RelativeTimeFormat", method: method, in: agent)
        guard case .relativeTimeFormat(let settings) = intl.service else { throw agent.incompatibleReceiver(method, this) }
        let value = try agent.toNumber(arguments[0])
        let name = try agent.toString(arguments[1]).stringValue
        let singular = name.hasSuffix("s") ? String(name.dropLast()) : name
        guard let unit = units[singular] else {
            throw agent.rangeError("Invalid unit argument for Intl.RelativeTimeFormat.prototype.\(method)() '\(name)'")
        }
        guard value.isFinite else {
            throw agent.rangeError("Value need to be finite number for Intl.RelativeTimeFormat.prototype.\(method)()")
        }
        guard let open = ICULibrary.function("ureldatefmt_open", as: Open.self),
            let formatNumeric = ICULibrary.function("ureldatefmt_formatNumericToResult", as: Format.self),
            let formatAuto = ICULibrary.function("ureldatefmt_formatToResult", as: Format.self)
        else { throw agent.makeError(.error, "Relative time formatting needs ICU (\(ICULibrary.name)), which could not be loaded") }
        // UDISPCTX_CAPITALIZATION_NONE.
        guard let (text, spans) = ICUFormattedValue.format("ureldatefmt", open: { status in
            open(settings.locale, nil, settings.style, 0x100, &status)
        }, { formatter, result, status in
            (settings.numericAlways ? formatNumeric : formatAuto)(formatter, value, unit, result, &status)
        }) else { throw agent.rangeError("Invalid time value") }
        return (text, spans, singular)
    }
}
