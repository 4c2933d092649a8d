/// Intl.NumberFormat (ECMA-402 §15) through ICU's number skeletons: the bound `format`
/// (§15.3.3), formatToParts (§15.3.4), formatRange and formatRangeToParts (§15.3.5–6),
/// with the options `NumberFormatOptions` reads.
enum IntlNumberFormat {
    static let constructor = IntlBuiltins.Constructor(
        name: "NumberFormat", length: 0, callable: true,
        make: { agent, arguments in
            let arguments = try LocaleArguments(locales: arguments[0], options: arguments[1], method: "Intl.NumberFormat",
                                                in: agent)
            let options = try NumberFormatOptions(arguments, in: agent)
            return (.numberFormat(options.settings), options.resolved)
        },
        methods: [
            BuiltinMethod("formatToParts", length: 1) { agent, this, arguments in
                let settings = try settings(this, method: "formatToParts", in: agent)
                return try IntlBuiltins.partsArray(try parts(of: try agent.toNumeric(arguments[0]), settings, in: agent),
                                                   in: agent)
            },
            BuiltinMethod("formatRange", length: 2) { agent, this, arguments in
                let (text, _) = try range(this, arguments, method: "formatRange", in: agent)
                return .string(JSString(units: text))
            },
            BuiltinMethod("formatRangeToParts", length: 2) { agent, this, arguments in
                let (text, spans) = try range(this, arguments, method: "formatRangeToParts", in: agent)
                let categories: Set<Int32> = [ICUFormattedValue.numberCategory]
                let parts = ICUFormattedValue.parts(of: spans, length: text.count, categories: categories).map { part in
                    let value = text[part.start..<part.end]
                    let type = part.span.map { NumberFormatOptions.partType(ofField: $0.field, number: 0, text: value) }
                        ?? "literal"
                    let side = ICUFormattedValue.field(of: ICUFormattedValue.numberRangeSpanCategory, covering: part, in: spans)
                    let source = side == 0 ? "startRange" : side == 1 ? "endRange" : "shared"
                    return (type: type, value: Array(value), extra: [("source", JSValue.string(JSString(source)))])
                }
                return try IntlBuiltins.partsArray(parts, in: agent)
            },
        ],
        accessors: [IntlLegacy.boundFunctionGetter("NumberFormat", name: "format", length: 1) { intl, arguments, agent in
            guard case .numberFormat(let settings) = intl.service else { return .undefined }
            return try agent.formatNumber(try agent.toNumeric(arguments[0]), with: settings)
        }])

    private static func settings(_ this: JSValue, method: String, in agent: Agent) throws -> ICUNumberFormatter.Settings {
        let intl = try IntlBuiltins.thisObject(this, "NumberFormat", method: method, in: agent)
        guard case .numberFormat(let settings) = intl.service else { throw agent.incompatibleReceiver(method, this) }
        return settings
    }

    /// PartitionNumberPattern (§15.5.4): the parts of a Number or BigInt in `settings`.
    static func parts(of numeric: JSValue, _ settings: ICUNumberFormatter.Settings,
                      in agent: Agent) throws -> [(type: String, value: [UInt16], extra: [(String, JSValue)])] {
        let formatter = ICUNumberFormatter.formatter(for: settings)
        let number: Double
        let fields: (text: [UInt16], spans: [ICUFormattedValue.Span])?
        if case .bigint(let bigint) = numeric {
            number = 0
            fields = formatter?.fields(fromDecimal: bigint.string())
        } else {
            number = numeric.asNumber ?? .nan
            fields = formatter?.fields(from: number)
        }
        guard let (text, spans) = fields else {
            throw agent.makeError(.error, "Number formatting needs ICU (\(ICULibrary.name)), which could not be loaded")
        }
        return ICUFormattedValue.parts(of: spans, length: text.count, categories: [ICUFormattedValue.numberCategory]).map { part in
            let value = text[part.start..<part.end]
            let type = part.span.map { NumberFormatOptions.partType(ofField: $0.field, number: number, text: value) } ?? "literal"
            return (type: type, value: Array(value), extra: [])
        }
    }

    /// FormatNumericRange's checks (§15.5.8): both ends given and not NaN.
    private static func range(_ this: JSValue, _ arguments: Arguments, method: String,
                              in agent: Agent) throws -> (text: [UInt16], spans: [ICUFormattedValue.Span]) {
        let settings = try settings(this, method: method, in: agent)
        if arguments[0].isUndefined { throw agent.typeError("Invalid start : undefined") }
        if arguments[1].isUndefined { throw agent.typeError("Invalid end : undefined") }
        let start = try agent.toNumeric(arguments[0]), end = try agent.toNumeric(arguments[1])
        let low = try start.asNumber ?? agent.toNumber(.string(try agent.toString(start)))
        let high = try end.asNumber ?? agent.toNumber(.string(try agent.toString(end)))
        if low.isNaN { throw agent.rangeError("Invalid start : NaN") }
        if high.isNaN { throw agent.rangeError("Invalid end : NaN") }
        guard let result = ICUNumberFormatter.rangeFields(settings, from: low, to: high) else {
            throw agent.makeError(.error, "Number formatting needs ICU (\(ICULibrary.name)), which could not be loaded")
        }
        return result
    }
}
