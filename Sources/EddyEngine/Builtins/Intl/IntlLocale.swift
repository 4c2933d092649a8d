/// Intl.Locale (ECMA-402 §14): a language tag read and canonicalized through ICU
/// (§14.1.1 with the options of §14.1.2 ApplyOptionsToTag and §14.1.3
/// ApplyUnicodeExtensionToTag), its parts as getters (§14.3), toString, and
/// maximize/minimize through ICU's likely subtags (`uloc_addLikelySubtags`).
enum IntlLocale {
    struct Settings {
        /// The canonical tag: `en-Latn-US-u-ca-gregory`.
        let tag: String
        let language: String
        let script: String?
        let region: String?
        /// The base name: language, script, region and variants.
        let baseName: String
        /// The `-u-` keywords, by key (`ca`, `hc`, `kn`…).
        let keywords: [String: String]

        /// Splits a canonical tag into its parts (unicode_locale_id's grammar).
        init(tag: String) {
            self.tag = tag
            let subtags = tag.split(separator: "-").map(String.init)
            var index = 1
            language = subtags.first ?? "und"
            var script: String?, region: String?
            if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(\.isLetter) {
                script = subtags[index]
                index += 1
            }
            if index < subtags.count, subtags[index].count == 2 || (subtags[index].count == 3 && subtags[index].allSatisfy(\.isNumber)) {
                region = subtags[index]
                index += 1
            }
            while index < subtags.count, subtags[index].count > 1 { index += 1 }
            self.script = script
            self.region = region
            baseName = subtags[..<index].joined(separator: "-")
            var keywords: [String: String] = [:]
            if let start = subtags.firstIndex(of: "u") {
                var key: String?
                var value: [String] = []
                for subtag in subtags[(start + 1)...] {
                    if subtag.count == 1 { break }
                    if subtag.count == 2 {
                        if let key { keywords[key] = value.joined(separator: "-") }
                        key = subtag
                        value = []
                    } else {
                        value.append(subtag)
                    }
                }
                if let key { keywords[key] = value.joined(separator: "-") }
            }
            self.keywords = keywords
        }
    }

    private typealias Likely = @convention(c) (
        UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>
    ) -> Int32

    /// The keyword options of the constructor (§14.1.1 steps 13–31) and their keys.
    private static let keywordOptions: [(option: String, key: String, allowed: [String]?)] = [
        ("calendar", "ca", nil), ("collation", "co", nil), ("hourCycle", "hc", ["h11", "h12", "h23", "h24"]),
        ("caseFirst", "kf", ["upper", "lower", "false"]), ("numeric", "kn", nil), ("numberingSystem", "nu", nil),
    ]

    static let constructor = IntlBuiltins.Constructor(
        name: "Locale", length: 1, hasResolvedOptions: false,
        make: { agent, arguments in
            let first = arguments[0]
            guard first.asString != nil || first.isObject else {
                throw agent.typeError("First argument to Intl.Locale constructor can't be empty or missing")
            }
            var tag: String
            if let locale = first.asObject as? JSIntlObject, case .locale(let settings) = locale.service {
                tag = settings.tag
            } else {
                tag = try agent.toString(first).stringValue
            }
            tag = try canonical(tag, in: agent)
            let options = try LocaleArguments(locales: .undefined, options: arguments[1], method: "locale", in: agent)
            // ApplyOptionsToTag: language, script and region replace the tag's.
            var parts = Settings(tag: tag)
            let language = try options.string("language"), script = try options.string("script")
            let region = try options.string("region")
            if language != nil || script != nil || region != nil {
                let rest = String(tag.dropFirst(parts.baseName.count))
                let variants = parts.baseName.split(separator: "-").dropFirst(1 + (parts.script == nil ? 0 : 1)
                    + (parts.region == nil ? 0 : 1)).joined(separator: "-")
                let base = [language ?? parts.language, script ?? parts.script, region ?? parts.region,
                            variants.isEmpty ? nil : variants].compactMap { $0 }.joined(separator: "-")
                tag = try canonical(base + rest, in: agent)
                parts = Settings(tag: tag)
            }
            // ApplyUnicodeExtensionToTag: the keyword options replace the tag's keywords.
            var keywords = parts.keywords
            var changed = false
            for (option, key, allowed) in keywordOptions {
                let value: String?
                if option == "numeric" {
                    value = try options.boolean("numeric").map { $0 ? "true" : "false" }
                } else if let allowed {
                    value = try options.string(option, allowed: allowed)
                } else {
                    value = try options.string(option)
                    if let value, value.split(separator: "-", omittingEmptySubsequences: false)
                        .contains(where: { !(3...8).contains($0.count) || !$0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) {
                        throw agent.rangeError("Incorrect locale information provided")
                    }
                }
                if let value {
                    keywords[key] = value
                    changed = true
                }
            }
            if changed {
                let extensionStart = tag.firstRange(ofText: "-u-")?.lowerBound ?? tag.endIndex
                var rebuilt = String(tag[..<extensionStart])
                let keys = keywords.keys.sorted()
                rebuilt += "-u" + keys.map { key in
                    let value = keywords[key] ?? ""
                    return "-" + key + (value.isEmpty || value == "true" ? "" : "-" + value)
                }.joined()
                tag = try canonical(rebuilt, in: agent)
                parts = Settings(tag: tag)
            }
            return (.locale(parts), [])
        },
        methods: [
            BuiltinMethod("toString", length: 0) { agent, this, _ in
                .string(JSString(try settings(this, "toString", in: agent).tag))
            },
            BuiltinMethod("maximize", length: 0) { agent, this, _ in
                try likely(this, "maximize", function: "uloc_addLikelySubtags", in: agent)
            },
            BuiltinMethod("minimize", length: 0) { agent, this, _ in
                try likely(this, "minimize", function: "uloc_minimizeSubtags", in: agent)
            },
        ],
        accessors: [
            getter("language") { .string(JSString($0.language)) },
            getter("script") { $0.script.map { .string(JSString($0)) } ?? .undefined },
            getter("region") { $0.region.map { .string(JSString($0)) } ?? .undefined },
            getter("baseName") { .string(JSString($0.baseName)) },
            getter("calendar") { keyword($0, "ca") },
            getter("caseFirst") { keyword($0, "kf") },
            getter("collation") { keyword($0, "co") },
            getter("hourCycle") { keyword($0, "hc") },
            getter("numeric") { .boolean($0.keywords["kn"].map { $0.isEmpty || $0 == "true" } ?? false) },
            getter("numberingSystem") { keyword($0, "nu") },
        ])

    private static func keyword(_ settings: Settings, _ key: String) -> JSValue {
        settings.keywords[key].map { .string(JSString($0.isEmpty ? "true" : $0)) } ?? .undefined
    }

    private static func getter(_ name: String, _ value: @escaping @Sendable (Settings) -> JSValue) -> BuiltinAccessor {
        BuiltinAccessor(name, getter: { agent, this, _ in value(try settings(this, name, in: agent)) })
    }

    private static func settings(_ this: JSValue, _ method: String, in agent: Agent) throws -> Settings {
        let intl = try IntlBuiltins.thisObject(this, "Locale", method: method, in: agent)
        guard case .locale(let settings) = intl.service else { throw agent.incompatibleReceiver(method, this) }
        return settings
    }

    /// The canonical form of a well-formed tag (through ICU's locale ID and back).
    private static func canonical(_ tag: String, in agent: Agent) throws -> String {
        // `und` (no language) is ICU's empty ID.
        guard LocaleArguments.isWellFormedLanguageTag(tag),
            let id = LocaleArguments.languageID(forTag: tag) ?? (tag.lowercased().hasPrefix("und") ? "" : nil)
        else { throw agent.rangeError("Incorrect locale information provided") }
        return LocaleArguments.languageTag(forID: id)
    }

    /// maximize ( ) / minimize ( ) (§14.3.3–4): a new Locale with ICU's likely subtags
    /// added or removed, keywords kept.
    private static func likely(_ this: JSValue, _ method: String, function: String, in agent: Agent) throws -> JSValue {
        let current = try settings(this, method, in: agent)
        var tag = current.tag
        if let likely = ICULibrary.function(function, as: Likely.self),
           let id = LocaleArguments.languageID(forTag: tag) ?? (tag.hasPrefix("und") ? "" : nil),
           let changed = LocaleArguments.localeText({ buffer, capacity, status in likely(id, buffer, capacity, &status) }) {
            tag = LocaleArguments.languageTag(forID: changed)
        }
        let locale = JSIntlObject(service: .locale(Settings(tag: tag)), resolvedOptions: [],
                                  prototype: agent.currentRealm.intrinsic(.intlPrototype("Locale")), in: agent)
        return .object(agent.heap.register(locale))
    }
}
