/// Intl.DateTimeFormat (ECMA-402 §11) through ICU's date formats: the bound `format`
/// (§11.3.3), formatToParts (§11.3.4), formatRange and formatRangeToParts (§11.3.5–6),
/// with the options `DateTimeFormatOptions` reads.
enum IntlDateTimeFormat {
    static let constructor = IntlBuiltins.Constructor(
        name: "DateTimeFormat", length: 0, callable: true,
        make: { agent, arguments in
            let options = try LocaleArguments(locales: arguments[0], options: arguments[1], method: "Intl.DateTimeFormat",
                                              in: agent)
            let format = try DateTimeFormatOptions(options, required: .any, defaults: .date, in: agent)
            return (.dateTimeFormat(format.settings), format.resolved)
        },
        methods: [
            BuiltinMethod("formatToParts", length: 1) { agent, this, arguments in
                let settings = try settings(this, method: "formatToParts", in: agent)
                let (text, spans) = try fields(settings, try timeValue(arguments[0], in: agent), in: agent)
                let parts = ICUFormattedValue.parts(of: spans, length: text.count, categories: [1]).map { part in
                    (type: part.span.map { partType(ofField: $0.field) } ?? "literal",
                     value: Array(text[part.start..<part.end]), extra: [(String, JSValue)]())
                }
                return try IntlBuiltins.partsArray(parts, in: agent)
            },
            BuiltinMethod("formatRange", length: 2) { agent, this, arguments in
                let (text, _) = try range(this, arguments, method: "formatRange", in: agent)
                return .string(JSString(units: text))
            },
            BuiltinMethod("formatRangeToParts", length: 2) { agent, this, arguments in
                let (text, spans) = try range(this, arguments, method: "formatRangeToParts", in: agent)
                let parts = ICUFormattedValue.parts(of: spans, length: text.count, categories: [1]).map { part in
                    let side = ICUFormattedValue.field(of: ICUFormattedValue.dateIntervalSpanCategory, covering: part, in: spans)
                    let source = side == 0 ? "startRange" : side == 1 ? "endRange" : "shared"
                    return (type: part.span.map { partType(ofField: $0.field) } ?? "literal",
                            value: Array(text[part.start..<part.end]), extra: [("source", JSValue.string(JSString(source)))])
                }
                return try IntlBuiltins.partsArray(parts, in: agent)
            },
        ],
        accessors: [IntlLegacy.boundFunctionGetter("DateTimeFormat", name: "format", length: 1) { intl, arguments, agent in
            guard case .dateTimeFormat(let settings) = intl.service else { return .undefined }
            return try DateTimeFormatOptions.format(arguments[0], with: settings, in: agent)
        }])

    private static func settings(_ this: JSValue, method: String, in agent: Agent) throws -> ICUDateFormatter.Settings {
        let intl = try IntlBuiltins.thisObject(this, "DateTimeFormat", method: method, in: agent)
        guard case .dateTimeFormat(let settings) = intl.service else { throw agent.incompatibleReceiver(method, this) }
        return settings
    }

    private static func missingICU(_ agent: Agent) -> JSException {
        agent.makeError(.error, "Date formatting needs ICU (\(ICULibrary.name)), which could not be loaded")
    }

    /// The text of one date in a format with its fields as spans (category UFIELD_CATEGORY_DATE).
    private static func fields(_ settings: ICUDateFormatter.Settings, _ time: Double,
                               in agent: Agent) throws -> (text: [UInt16], spans: [ICUFormattedValue.Span]) {
        guard let (text, fields) = ICUDateFormatter.formatter(for: settings)?.fields(from: time) else {
            throw missingICU(agent)
        }
        return (text, fields.map { ICUFormattedValue.Span(category: 1, field: $0.field, start: $0.start, end: $0.end) })
    }

    /// A date argument's time value (now for undefined), TimeClip'd (§11.5.6 step 1).
    private static func timeValue(_ value: JSValue, in agent: Agent) throws -> Double {
        let time = value.isUndefined ? DateTime.now() : try agent.toNumber(value)
        guard time.isFinite, abs(time) <= 8.64e15 else { throw agent.rangeError("Invalid time value") }
        return time.rounded(.towardZero)
    }

    /// formatRange's checks (§11.3.5): both dates given and valid.
    private static func range(_ this: JSValue, _ arguments: Arguments, method: String,
                              in agent: Agent) throws -> (text: [UInt16], spans: [ICUFormattedValue.Span]) {
        let settings = try settings(this, method: method, in: agent)
        if arguments[0].isUndefined || arguments[1].isUndefined { throw agent.typeError("Invalid time value") }
        let start = try timeValue(arguments[0], in: agent), end = try timeValue(arguments[1], in: agent)
        guard let result = ICUDateFormatter.intervalFields(settings, from: start, to: end) else { throw missingICU(agent) }
        // Ends that show the same are one date, formatted as format would (as V8 does).
        if !result.spans.contains(where: { $0.category == ICUFormattedValue.dateIntervalSpanCategory }) {
            return try fields(settings, start, in: agent)
        }
        return result
    }

    /// The part type of an ICU date field (UDateFormatField), as V8 names them.
    static func partType(ofField field: Int32) -> String {
        switch field {
        case 0: return "era"
        case 1, 18, 20: return "year"
        case 2, 26: return "month"
        case 3: return "day"
        case 4, 5, 15, 16: return "hour"
        case 6: return "minute"
        case 7: return "second"
        case 8: return "fractionalSecond"
        case 9, 19, 25: return "weekday"
        case 14, 35, 36: return "dayPeriod"
        case 17, 23, 24, 29, 31, 32, 33: return "timeZoneName"
        case 30: return "yearName"
        case 34: return "relatedYear"
        default: return "literal"
        }
    }
}
