/// Intl.supportedValuesOf ( key ) (ECMA-402 §8.3.2): the calendars, collations, numbering
/// systems and units as V8 lists them (fixed lists, from Node 20's ICU), the currencies and
/// time zones from this ICU's own data, each sorted.
enum IntlSupportedValues {
    private static let calendars = [
        "buddhist", "chinese", "coptic", "dangi", "ethioaa", "ethiopic", "gregory", "hebrew", "indian", "islamic",
        "islamic-civil", "islamic-rgsa", "islamic-tbla", "islamic-umalqura", "iso8601", "japanese", "persian", "roc",
    ]
    private static let collations = [
        "compat", "dict", "emoji", "eor", "phonebk", "phonetic", "pinyin", "searchjl", "stroke", "trad", "unihan", "zhuyin",
    ]
    private static let numberingSystems = [
        "adlm", "ahom", "arab", "arabext", "bali", "beng", "bhks", "brah", "cakm", "cham", "deva", "diak", "fullwide",
        "gara", "gong", "gonm", "gujr", "gukh", "guru", "hanidec", "hmng", "hmnp", "java", "kali", "kawi", "khmr", "knda",
        "krai", "lana", "lanatham", "laoo", "latn", "lepc", "limb", "mathbold", "mathdbl", "mathmono", "mathsanb",
        "mathsans", "mlym", "modi", "mong", "mroo", "mtei", "mymr", "mymrepka", "mymrpao", "mymrshan", "mymrtlng", "nagm",
        "newa", "nkoo", "olck", "onao", "orya", "osma", "outlined", "rohg", "saur", "segment", "shrd", "sind", "sinh",
        "sora", "sund", "sunu", "takr", "talu", "tamldec", "telu", "thai", "tibt", "tirh", "tnsa", "tols", "vaii", "wara",
        "wcho",
    ]

    private typealias OpenCurrencies = @convention(c) (UInt32, UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias OpenZones = @convention(c) (
        Int32, UnsafePointer<CChar>?, UnsafePointer<Int32>?, UnsafeMutablePointer<Int32>
    ) -> OpaquePointer?

    @Sendable static func supportedValuesOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let key = try agent.toString(arguments[0]).stringValue
        let values: [String]
        switch key {
        case "calendar": values = calendars
        case "collation": values = collations
        case "numberingSystem": values = numberingSystems
        case "unit": values = NumberFormatOptions.sanctionedUnits
        case "currency":
            // UCURR_COMMON | UCURR_NON_DEPRECATED.
            var status: Int32 = 0
            let enumeration = ICULibrary.function("ucurr_openISOCurrencies", as: OpenCurrencies.self)?(1 | 8, &status)
            values = enumeration.map { ICULibrary.strings(of: $0) }?.sorted() ?? []
        case "timeZone":
            // UCAL_ZONE_TYPE_CANONICAL_LOCATION.
            var status: Int32 = 0
            let enumeration = ICULibrary.function("ucal_openTimeZoneIDEnumeration", as: OpenZones.self)?(2, nil, nil, &status)
            values = (enumeration.map { ICULibrary.strings(of: $0) } ?? []).sorted()
        default:
            throw agent.rangeError("Invalid key : \(key)")
        }
        return .object(agent.makeArray(values.map { .string(JSString($0)) }))
    }
}
