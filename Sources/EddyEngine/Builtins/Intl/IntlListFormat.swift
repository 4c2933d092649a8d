/// Intl.ListFormat (ECMA-402 §13) through ICU's list formatters (`ulistfmt_*`): the options
/// InitializeListFormat reads (§13.1.2), format and formatToParts (§13.3.3–4) of the strings
/// of an iterable (§13.5.5 StringListFromIterable).
enum IntlListFormat {
    struct Settings {
        let locale: String
        /// UListFormatterType: 0 and, 1 or, 2 units.
        let type: Int32
        /// UListFormatterWidth: 0 wide, 1 short, 2 narrow.
        let width: Int32
    }

    private typealias Open = @convention(c) (UnsafePointer<CChar>, Int32, Int32, UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias Format = @convention(c) (
        OpaquePointer, UnsafePointer<UnsafePointer<UInt16>?>, UnsafePointer<Int32>, Int32, OpaquePointer,
        UnsafeMutablePointer<Int32>
    ) -> Void

    static let constructor = IntlBuiltins.Constructor(
        name: "ListFormat", length: 0,
        make: { agent, arguments in
            let arguments = try LocaleArguments(locales: arguments[0], options: arguments[1], method: "Intl.ListFormat",
                                                in: agent)
            _ = try arguments.string("localeMatcher", allowed: ["lookup", "best fit"])
            let type = try IntlBuiltins.option(arguments, "type", ["conjunction", "disjunction", "unit"], "conjunction")
            let style = try IntlBuiltins.option(arguments, "style", ["long", "short", "narrow"], "long")
            let settings = Settings(locale: arguments.locale,
                                    type: type == "disjunction" ? 1 : type == "unit" ? 2 : 0,
                                    width: style == "narrow" ? 2 : style == "short" ? 1 : 0)
            let resolved: [(String, JSValue)] = [("locale", .string(JSString(arguments.tag))),
                                                 ("type", .string(JSString(type))), ("style", .string(JSString(style)))]
            return (.listFormat(settings), resolved)
        },
        methods: [
            BuiltinMethod("format", length: 1) { agent, this, arguments in
                let (text, _) = try format(this, arguments[0], method: "format", in: agent)
                return .string(JSString(units: text))
            },
            BuiltinMethod("formatToParts", length: 1) { agent, this, arguments in
                let (text, spans) = try format(this, arguments[0], method: "formatToParts", in: agent)
                let parts = ICUFormattedValue.parts(of: spans, length: text.count, categories: [ICUFormattedValue.listCategory])
                    .map { part in
                        (type: part.span?.field == 1 ? "element" : "literal", value: Array(text[part.start..<part.end]),
                         extra: [(String, JSValue)]())
                    }
                return try IntlBuiltins.partsArray(parts, in: agent)
            },
        ])

    /// StringListFromIterable (§13.5.5): the strings of `iterable`, closing it on a
    /// non-string.
    private static func strings(_ iterable: JSValue, in agent: Agent) throws -> [[UInt16]] {
        if iterable.isUndefined { return [] }
        var record = try agent.getIterator(iterable)
        var strings: [[UInt16]] = []
        while let value = try agent.iteratorStepValue(&record) {
            guard let string = value.asString else {
                let error = agent.typeError("Iterable yielded \(try agent.toString(value).stringValue) which is not a string")
                try agent.iteratorClose(record, error: error)
                throw error
            }
            strings.append(Array(string.units))
        }
        return strings
    }

    private static func format(_ this: JSValue, _ iterable: JSValue, method: String,
                               in agent: Agent) throws -> (text: [UInt16], spans: [ICUFormattedValue.Span]) {
        let intl = try IntlBuiltins.thisObject(this, "ListFormat", method: method, in: agent)
        guard case .listFormat(let settings) = intl.service else { throw agent.incompatibleReceiver(method, this) }
        let strings = try self.strings(iterable, in: agent)
        guard let open = ICULibrary.function("ulistfmt_openForType", as: Open.self),
            let format = ICULibrary.function("ulistfmt_formatStringsToResult", as: Format.self)
        else { throw agent.makeError(.error, "List formatting needs ICU (\(ICULibrary.name)), which could not be loaded") }
        // ICU wants one pointer per string; a buffer holds them all while it runs.
        let joined: [UInt16] = strings.reduce(into: []) { $0 += $1 } + [0]
        let lengths = strings.map { Int32($0.count) }
        let read = joined.withUnsafeBufferPointer { buffer -> (text: [UInt16], spans: [ICUFormattedValue.Span])? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            var pointers: [UnsafePointer<UInt16>?] = []
            for string in strings {
                pointers.append(base + offset)
                offset += string.count
            }
            return ICUFormattedValue.format("ulistfmt", open: { status in
                open(settings.locale, settings.type, settings.width, &status)
            }) { formatter, result, status in
                format(formatter, pointers, lengths, Int32(strings.count), result, &status)
            }
        }
        guard let read else { throw agent.rangeError("Invalid list") }
        return read
    }
}
