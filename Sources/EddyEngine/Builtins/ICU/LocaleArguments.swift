import Synchronization

/// The `locales` and `options` arguments of the locale-sensitive methods, read as ECMA-402
/// reads them (§9.2.1 CanonicalizeLocaleList, §9.2.12 GetOption, §9.2.14 DefaultNumberOption)
/// with V8's messages, for the `Intl` constructors and the methods that take the same
/// arguments.
struct LocaleArguments {
    /// The locale ICU is asked for (`de_DE`, `de@collation=phonebook`).
    let locale: String
    /// The same locale as a BCP 47 tag, as resolvedOptions reports it (`de-DE`).
    var tag: String { LocaleArguments.languageTag(forID: locale) }
    let options: JSObject?
    /// The method, for error messages: `String.prototype.localeCompare`.
    let method: String
    let agent: Agent

    /// The default locale, as Node reports it on a machine without a `LANG` preference.
    static let defaultLocale = "en_US"

    init(locales: JSValue, options: JSValue, method: String, in agent: Agent) throws {
        self.method = method
        self.agent = agent
        locale = try LocaleArguments.requestedLocale(locales, in: agent) ?? LocaleArguments.defaultLocale
        self.options = options.isUndefined ? nil : try agent.toObject(options)
    }

    /// The first locale of `locales` as ICU names it, or nil for none.
    private static func requestedLocale(_ locales: JSValue, in agent: Agent) throws -> String? {
        try requestedLocales(locales, in: agent).first
    }

    /// Every locale of `locales` as ICU names it (§9.2.1 CanonicalizeLocaleList), without
    /// repeats.
    static func requestedLocales(_ locales: JSValue, in agent: Agent) throws -> [String] {
        var tags: [JSValue] = []
        switch locales {
        case .undefined:
            return []
        case .string:
            tags = [locales]
        default:
            let list = try agent.toObject(locales)
            let length = try list.lengthOfArrayLike(in: agent)
            var index = 0.0
            while index < length {
                let key = agent.indexKey(index)
                if try list.hasProperty(key, in: agent) {
                    let tag = try list.get(key, in: agent)
                    guard tag.asString != nil || tag.isObject else {
                        throw agent.typeError("Language ID should be string or object.")
                    }
                    tags.append(tag)
                }
                index += 1
            }
        }
        var ids: [String] = []
        for tag in tags {
            let text = try agent.toString(tag).stringValue
            guard let id = canonicalID(forTag: text) else {
                throw agent.rangeError("Incorrect locale information provided")
            }
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// The ICU locale ID of a well-formed tag, nil for a malformed one. Remembered: checking
    /// and converting `'en-US'` was most of a `toLocaleString('en-US')` loop (10× node).
    private static func canonicalID(forTag text: String) -> String? {
        if let known = knownIDs.withLock({ $0[text] }) { return known }
        guard isWellFormedLanguageTag(text), let id = languageID(forTag: text) else { return nil }
        knownIDs.withLock { known in
            if known.count > 64 { known.removeAll() }
            known[text] = id
        }
        return id
    }

    private static let knownIDs = Mutex<[String: String]>([:])

    private typealias ToLanguageTag = @convention(c) (
        UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32, Int8, UnsafeMutablePointer<Int32>
    ) -> Int32

    /// The BCP 47 tag of an ICU locale ID (`uloc_toLanguageTag`).
    static func languageTag(forID id: String) -> String {
        guard let toLanguageTag = ICULibrary.function("uloc_toLanguageTag", as: ToLanguageTag.self) else {
            return id.replacing(text: "_", with: "-")
        }
        return localeText { buffer, capacity, status in toLanguageTag(id, buffer, capacity, 0, &status) }
            ?? id.replacing(text: "_", with: "-")
    }

    /// What an ICU locale function writes as a C string (a tag or a locale ID, well under
    /// 160 bytes), or nil when it fails.
    static func localeText(_ write: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 160)
        var status: Int32 = 0
        let length = buffer.withUnsafeMutableBufferPointer { write($0.baseAddress!, Int32($0.count), &status) }
        guard ICULibrary.succeeded(status), length > 0, Int(length) < buffer.count else { return nil }
        return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// BCP 47's shape (§6.2 IsStructurallyValidLanguageTag, loosely): subtags of one to
    /// eight letters and digits joined by `-`, the first a language of 2–3 or 5–8 letters.
    static func isWellFormedLanguageTag(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, [2, 3, 5, 6, 7, 8].contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    private typealias ForLanguageTag = @convention(c) (
        UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>
    ) -> Int32

    /// ICU's locale ID for a BCP 47 tag (`uloc_forLanguageTag`), extensions included.
    static func languageID(forTag tag: String) -> String? {
        guard let forLanguageTag = ICULibrary.function("uloc_forLanguageTag", as: ForLanguageTag.self) else {
            return tag.replacing(text: "-", with: "_")
        }
        return localeText { buffer, capacity, status in forLanguageTag(tag, buffer, capacity, nil, &status) }
    }

    // MARK: Options

    /// GetOption with type "string" and a list of allowed values.
    func string(_ name: String, allowed: [String]) throws -> String? {
        guard let options else { return nil }
        let value = try options.get(agent.key(name), in: agent)
        if value.isUndefined { return nil }
        let text = try agent.toString(value).stringValue
        guard allowed.contains(text) else {
            throw agent.rangeError("Value \(text) out of range for \(method) options property \(name)")
        }
        return text
    }

    /// GetOption with type "string" and no list (a currency code, checked by the caller).
    func string(_ name: String) throws -> String? {
        guard let options else { return nil }
        let value = try options.get(agent.key(name), in: agent)
        return value.isUndefined ? nil : try agent.toString(value).stringValue
    }

    /// GetOption with type "boolean".
    func boolean(_ name: String) throws -> Bool? {
        guard let options else { return nil }
        let value = try options.get(agent.key(name), in: agent)
        return value.isUndefined ? nil : value.toBoolean
    }

    /// GetNumberOption / DefaultNumberOption: an integer in `range`, or nil when absent.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let options else { return nil }
        let value = try options.get(agent.key(name), in: agent)
        if value.isUndefined { return nil }
        let number = try agent.toNumber(value)
        guard number.isFinite, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw agent.rangeError("\(name) value is out of range.")
        }
        return Int(number.rounded(.down))
    }
}
