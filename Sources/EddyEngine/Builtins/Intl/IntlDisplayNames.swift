/// Intl.DisplayNames (ECMA-402 §12) through ICU's locale display names (`uldn_*`) and date
/// field names (`udatpg_getFieldDisplayName`): the options the constructor reads (§12.1.1)
/// and `of` (§12.3.3) with its code checks (§12.5.1 CanonicalCodeForDisplayNames).
enum IntlDisplayNames {
    struct Settings {
        let locale: String
        let type: String
        let style: String
        let fallbackToCode: Bool
        let dialect: Bool
    }

    private typealias Open = @convention(c) (
        UnsafePointer<CChar>, UnsafePointer<Int32>, Int32, UnsafeMutablePointer<Int32>
    ) -> OpaquePointer?
    private typealias Name = @convention(c) (
        OpaquePointer, UnsafePointer<CChar>, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
    ) -> Int32
    private typealias KeyValueName = @convention(c) (
        OpaquePointer, UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutablePointer<UInt16>, Int32,
        UnsafeMutablePointer<Int32>
    ) -> Int32
    private typealias Close = @convention(c) (OpaquePointer) -> Void
    private typealias OpenGenerator = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias FieldName = @convention(c) (
        OpaquePointer, Int32, Int32, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
    ) -> Int32

    private static let dateTimeFields = [
        "era": 0, "year": 1, "quarter": 2, "month": 3, "weekOfYear": 4, "weekday": 6, "day": 9, "dayPeriod": 10,
        "hour": 11, "minute": 12, "second": 13, "timeZoneName": 15,
    ] as [String: Int32]

    static let constructor = IntlBuiltins.Constructor(
        name: "DisplayNames", length: 2,
        make: { agent, arguments in
            let arguments = try LocaleArguments(locales: arguments[0], options: arguments[1], method: "Intl.DisplayNames",
                                                in: agent)
            guard arguments.options != nil else { throw agent.typeError("invalid_argument") }
            _ = try arguments.string("localeMatcher", allowed: ["lookup", "best fit"])
            let style = try IntlBuiltins.option(arguments, "style", ["narrow", "short", "long"], "long")
            guard let type = try arguments.string("type", allowed: ["language", "region", "script", "currency", "calendar",
                                                                      "dateTimeField"])
            else { throw agent.typeError("invalid_argument") }
            let fallback = try IntlBuiltins.option(arguments, "fallback", ["code", "none"], "code")
            let languageDisplay = try IntlBuiltins.option(arguments, "languageDisplay", ["dialect", "standard"], "dialect")
            var resolved: [(String, JSValue)] = [
                ("locale", .string(JSString(arguments.tag))), ("style", .string(JSString(style))),
                ("type", .string(JSString(type))), ("fallback", .string(JSString(fallback))),
            ]
            if type == "language" { resolved.append(("languageDisplay", .string(JSString(languageDisplay)))) }
            return (.displayNames(Settings(locale: arguments.locale, type: type, style: style,
                                           fallbackToCode: fallback == "code", dialect: languageDisplay == "dialect")),
                    resolved)
        },
        methods: [
            BuiltinMethod("of", length: 1) { agent, this, arguments in
                let intl = try IntlBuiltins.thisObject(this, "DisplayNames", method: "of", in: agent)
                guard case .displayNames(let settings) = intl.service else { return .undefined }
                let code = try agent.toString(arguments[0]).stringValue
                guard let canonical = canonicalCode(code, type: settings.type) else { throw agent.rangeError("invalid_argument") }
                if let name = displayName(canonical, settings), !name.isEmpty {
                    return .string(JSString(name))
                }
                return settings.fallbackToCode ? .string(JSString(canonical)) : .undefined
            },
        ])

    /// CanonicalCodeForDisplayNames (§12.5.1): the code in its canonical case, nil when it
    /// is not well-formed for the type.
    private static func canonicalCode(_ code: String, type: String) -> String? {
        let letters = code.allSatisfy { $0.isASCII && $0.isLetter }
        switch type {
        case "language":
            guard LocaleArguments.isWellFormedLanguageTag(code) else { return nil }
            return LocaleArguments.languageTag(forID: LocaleArguments.languageID(forTag: code) ?? code)
        case "region":
            if code.count == 2 && letters { return code.uppercased() }
            if code.count == 3 && code.allSatisfy({ $0.isASCII && $0.isNumber }) { return code }
            return nil
        case "script":
            guard code.count == 4 && letters else { return nil }
            return code.prefix(1).uppercased() + code.dropFirst().lowercased()
        case "currency":
            return code.count == 3 && letters ? code.uppercased() : nil
        case "dateTimeField":
            return dateTimeFields[code] != nil ? code : nil
        default:
            let parts = code.split(separator: "-", omittingEmptySubsequences: false)
            guard !parts.isEmpty, parts.allSatisfy({ (3...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
            else { return nil }
            return code.lowercased()
        }
    }

    /// ICU's name for `code`, nil or empty when it has none.
    private static func displayName(_ code: String, _ settings: Settings) -> String? {
        if settings.type == "dateTimeField" {
            guard let open = ICULibrary.function("udatpg_open", as: OpenGenerator.self),
                let name = ICULibrary.function("udatpg_getFieldDisplayName", as: FieldName.self),
                let close = ICULibrary.function("udatpg_close", as: Close.self),
                let field = dateTimeFields[code]
            else { return nil }
            var status: Int32 = 0
            guard let generator = open(settings.locale, &status), ICULibrary.succeeded(status) else { return nil }
            defer { close(generator) }
            let width: Int32 = settings.style == "narrow" ? 2 : settings.style == "short" ? 1 : 0
            return ICULibrary.string(capacity: 32) { output, capacity, status in
                name(generator, field, width, output, capacity, &status)
            }.map { String(decoding: $0, as: UTF16.self) }
        }
        guard let open = ICULibrary.function("uldn_openForContext", as: Open.self),
            let close = ICULibrary.function("uldn_close", as: Close.self)
        else { return nil }
        // UDisplayContext: dialect or standard names, full or short length, no substitute.
        let contexts: [Int32] = [settings.dialect ? 1 : 0, settings.style == "long" ? 0x200 : 0x201, 0x301]
        var status: Int32 = 0
        guard let names = open(settings.locale, contexts, Int32(contexts.count), &status), ICULibrary.succeeded(status) else {
            return nil
        }
        defer { close(names) }
        let units: [UInt16]?
        switch settings.type {
        case "currency", "calendar":
            guard let keyValue = ICULibrary.function("uldn_keyValueDisplayName", as: KeyValueName.self) else { return nil }
            let key = settings.type
            let value = settings.type == "calendar" && code == "gregory" ? "gregorian" : code
            units = ICULibrary.string(capacity: 64) { output, capacity, status in
                keyValue(names, key, value, output, capacity, &status)
            }
        case "language":
            return languageName(code, names: names, dialect: settings.dialect, locale: settings.locale)
        default:
            let function = settings.type == "region" ? "uldn_regionDisplayName" : "uldn_scriptDisplayName"
            units = name(function, code, names: names)
        }
        return units.map { String(decoding: $0, as: UTF16.self) }
    }

    private static func name(_ function: String, _ code: String, names: OpaquePointer) -> [UInt16]? {
        guard let name = ICULibrary.function(function, as: Name.self) else { return nil }
        return ICULibrary.string(capacity: 64) { output, capacity, status in name(names, code, output, capacity, &status) }
            .flatMap { $0.isEmpty || $0 == Array(code.utf16) ? nil : $0 }
    }

    private typealias TableString = @convention(c) (
        UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>?, UnsafePointer<CChar>,
        UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
    ) -> UnsafePointer<UInt16>?
    private typealias Version = @convention(c) (UnsafeMutablePointer<UInt8>) -> Void

    /// The name CLDR gives a language-script or language-region ID (`en_US`, `zh_Hant`),
    /// which `uldn_languageDisplayName` refuses (it takes a bare language), read from ICU's
    /// language data (`icudt<major>l-lang`, table Languages).
    private static func dialectName(_ id: String, locale: String) -> [UInt16]? {
        guard id.contains(text: "_"), let lookup = ICULibrary.function("uloc_getTableStringWithFallback", as: TableString.self),
            let version = ICULibrary.function("u_getVersion", as: Version.self)
        else { return nil }
        var digits = [UInt8](repeating: 0, count: 4)
        version(&digits)
        var status: Int32 = 0, length: Int32 = 0
        guard let text = lookup("icudt\(digits[0])l-lang", locale, "Languages", nil, id, &length, &status),
            ICULibrary.succeeded(status), length > 0
        else { return nil }
        return Array(UnsafeBufferPointer(start: text, count: Int(length)))
    }

    /// A language tag's name as CLDR's locale display pattern builds it: the language's
    /// name (with dialect names, the longest of language-script-region, language-script and
    /// language-region that has one: `American English`, `Traditional Chinese`), then the
    /// other subtags' names in parentheses. Built here because the ICU Swift ships abbreviates
    /// regions in `uldn_localeDisplayName` (`English (US)`), which V8's ICU does not.
    private static func languageName(_ code: String, names: OpaquePointer, dialect: Bool, locale: String) -> String? {
        let parts = IntlLocale.Settings(tag: code)
        var candidates: [(id: String, rest: [(function: String, code: String)])] = []
        let script = parts.script.map { ("uldn_scriptDisplayName", $0) }
        let region = parts.region.map { ("uldn_regionDisplayName", $0) }
        if dialect {
            if let script, let region {
                candidates.append((parts.language + "_" + script.1 + "_" + region.1, []))
            }
            if let script { candidates.append((parts.language + "_" + script.1, [region].compactMap { $0 })) }
            if let region { candidates.append((parts.language + "_" + region.1, [script].compactMap { $0 })) }
        }
        candidates.append((parts.language, [script, region].compactMap { $0 }))
        for candidate in candidates {
            guard let language = name("uldn_languageDisplayName", candidate.id, names: names)
                ?? dialectName(candidate.id, locale: locale)
            else { continue }
            var text = String(decoding: language, as: UTF16.self)
            let rest = candidate.rest.map { name($0.function, $0.code, names: names).map { String(decoding: $0, as: UTF16.self) } ?? $0.code }
            if !rest.isEmpty { text += " (" + rest.joined(separator: ", ") + ")" }
            return text
        }
        return nil
    }
}
