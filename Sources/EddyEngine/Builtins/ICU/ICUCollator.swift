import Synchronization

/// ICU collators (`ucol_*`) for String.prototype.localeCompare, configured from ECMA-402's
/// collator options as V8 configures them (§10.1.1 InitializeCollator), so strings sort as
/// in Node: `'a'.localeCompare('B') < 0`, accents after their base letter, and
/// `sensitivity`, `numeric`, `caseFirst`, `ignorePunctuation` honoured.
final class ICUCollator: @unchecked Sendable {
    struct Settings: Hashable {
        var locale: String
        var sensitivity: String
        var numeric: Bool
        var caseFirst: String?
        var ignorePunctuation: Bool

        /// What `localeCompare` without locales and options uses.
        static let `default` = Settings(locale: LocaleArguments.defaultLocale, sensitivity: "variant", numeric: false,
                                        caseFirst: nil, ignorePunctuation: false)
    }

    private typealias Open = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias SetAttribute = @convention(c) (OpaquePointer, Int32, Int32, UnsafeMutablePointer<Int32>) -> Void
    private typealias Compare = @convention(c) (OpaquePointer, UnsafePointer<UInt16>, Int32, UnsafePointer<UInt16>, Int32) -> Int32
    private typealias Close = @convention(c) (OpaquePointer) -> Void

    // UColAttribute and UColAttributeValue (ucol.h).
    private static let alternateHandling: Int32 = 1, caseFirstAttribute: Int32 = 2, caseLevel: Int32 = 3
    private static let normalizationMode: Int32 = 4, strength: Int32 = 5, numericCollation: Int32 = 7
    private static let primary: Int32 = 0, secondary: Int32 = 1, tertiary: Int32 = 2
    private static let off: Int32 = 16, on: Int32 = 17, shifted: Int32 = 20
    private static let lowerFirst: Int32 = 24, upperFirst: Int32 = 25

    private static let functions: (open: Open, setAttribute: SetAttribute, compare: Compare, close: Close)? = {
        guard let open = ICULibrary.function("ucol_open", as: Open.self),
            let setAttribute = ICULibrary.function("ucol_setAttribute", as: SetAttribute.self),
            let compare = ICULibrary.function("ucol_strcoll", as: Compare.self),
            let close = ICULibrary.function("ucol_close", as: Close.self)
        else { return nil }
        return (open, setAttribute, compare, close)
    }()

    private static let cache = ICUObjectCache<Settings, ICUCollator>()

    private let collator: OpaquePointer
    private let compareFunction: Compare
    private let closeFunction: Close

    private init(collator: OpaquePointer, compare: Compare, close: Close) {
        self.collator = collator
        compareFunction = compare
        closeFunction = close
    }

    deinit {
        closeFunction(collator)
    }

    /// The collator of `Settings.default`, made once: sort comparators call for it the most.
    static let defaultCollator: ICUCollator? = collator(for: .default)

    /// The collator for `settings`, or nil when ICU cannot be loaded.
    static func collator(for settings: Settings) -> ICUCollator? {
        cache.object(for: settings) { make(settings) }
    }

    private static func make(_ settings: Settings) -> ICUCollator? {
        guard let functions else { return nil }
        var status: Int32 = 0
        var made = functions.open(settings.locale, &status)
        if made == nil || !ICULibrary.succeeded(status) {
            // A locale ICU has no data for falls back to the root collation.
            status = 0
            made = functions.open("", &status)
        }
        guard let made, ICULibrary.succeeded(status) else { return nil }
        func set(_ attribute: Int32, _ value: Int32) {
            var status: Int32 = 0
            functions.setAttribute(made, attribute, value, &status)
        }
        set(normalizationMode, on)
        switch settings.sensitivity {
        case "base": set(strength, primary)
        case "accent": set(strength, secondary)
        case "case":
            set(strength, primary)
            set(caseLevel, on)
        default: set(strength, tertiary)
        }
        if settings.numeric { set(numericCollation, on) }
        switch settings.caseFirst {
        case "upper": set(caseFirstAttribute, upperFirst)
        case "lower": set(caseFirstAttribute, lowerFirst)
        case "false": set(caseFirstAttribute, off)
        default: break
        }
        if settings.ignorePunctuation { set(alternateHandling, shifted) }
        let collator = ICUCollator(collator: made, compare: functions.compare, close: functions.close)
        return collator
    }

    /// -1, 0 or 1 as `left` sorts before, with or after `right`.
    func compare(_ left: [UInt16], _ right: [UInt16]) -> Int {
        // ICU wants a pointer even for an empty string.
        let first = left.isEmpty ? [0] : left, second = right.isEmpty ? [0] : right
        return Int(compareFunction(collator, first, Int32(left.count), second, Int32(right.count)))
    }
}
