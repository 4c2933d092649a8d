import Synchronization

/// ICU date formats (`udat_*`, patterns from `udatpg_getBestPattern`) for
/// Intl.DateTimeFormat and Date's toLocaleString family with options, and the time zone
/// functions they need (`ucal_*`).
final class ICUDateFormatter: @unchecked Sendable {
    /// A format: from dateStyle/timeStyle, or from a skeleton (`yMMMd`, `jm`) ICU turns
    /// into the locale's best pattern.
    struct Settings: Hashable {
        var locale: String
        var timeZone: String
        var skeleton: String?
        var dateStyle: Int32
        var timeStyle: Int32
    }

    private typealias OpenGenerator = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias BestPattern = @convention(c) (
        OpaquePointer, UnsafePointer<UInt16>, Int32, Int32, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
    ) -> Int32
    /// UDATPG_MATCH_HOUR_FIELD_LENGTH: a 2-digit hour stays 2-digit, as V8 asks.
    private static let matchHourFieldLength: Int32 = 1 << 11
    private typealias CloseGenerator = @convention(c) (OpaquePointer) -> Void
    private typealias Open = @convention(c) (
        Int32, Int32, UnsafePointer<CChar>, UnsafePointer<UInt16>?, Int32, UnsafePointer<UInt16>?, Int32,
        UnsafeMutablePointer<Int32>
    ) -> OpaquePointer?
    private typealias Format = @convention(c) (
        OpaquePointer, Double, UnsafeMutablePointer<UInt16>, Int32, OpaquePointer?, UnsafeMutablePointer<Int32>
    ) -> Int32
    private typealias Close = @convention(c) (OpaquePointer) -> Void
    private typealias DefaultTimeZone = @convention(c) (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    private typealias SetDefaultTimeZone = @convention(c) (UnsafePointer<UInt16>, UnsafeMutablePointer<Int32>) -> Void
    private typealias CanonicalTimeZone = @convention(c) (
        UnsafePointer<UInt16>, Int32, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int8>?,
        UnsafeMutablePointer<Int32>
    ) -> Int32

    /// UDateFormatStyle: UDAT_FULL…UDAT_SHORT, UDAT_NONE, UDAT_PATTERN.
    static let styles: [String: Int32] = ["full": 0, "long": 1, "medium": 2, "short": 3]
    static let noStyle: Int32 = -1
    private static let patternStyle: Int32 = -2

    private static let cache = ICUObjectCache<Settings, ICUDateFormatter>()

    private let format: OpaquePointer
    private let formatFunction: Format
    private let closeFunction: Close
    private let lock = Mutex(())
    /// The ICU pattern in use (`M/d/y, h:mm a`): what resolvedOptions reads the hour cycle from.
    let pattern: String

    private init(format: OpaquePointer, pattern: String, formatFunction: Format, closeFunction: Close) {
        self.format = format
        self.pattern = pattern
        self.formatFunction = formatFunction
        self.closeFunction = closeFunction
    }

    deinit {
        closeFunction(format)
    }

    /// The system's time zone as ICU sees it (`TZ`, else /etc/localtime), or UTC.
    static func defaultTimeZone() -> String {
        guard let function = ICULibrary.function("ucal_getDefaultTimeZone", as: DefaultTimeZone.self),
            let units = ICULibrary.string(capacity: 64, { output, capacity, status in function(output, capacity, &status) })
        else { return "UTC" }
        // ECMA-402's DefaultTimeZone is a primary identifier: `Etc/UTC` and `GMT` are `UTC`.
        let zone = String(decoding: units, as: UTF16.self)
        return isUTCAlias(zone) ? "UTC" : zone
    }

    /// Names ECMA-402 resolves to its primary identifier `UTC`, in any case.
    private static func isUTCAlias(_ name: String) -> Bool {
        ["UTC", "ETC/UTC", "ETC/GMT", "GMT"].contains(name.uppercased())
    }

    /// Makes ICU's default zone the host's again (it reads `TZ` once, when first asked), after
    /// the embedder changed `TZ`: the host zone is detected afresh and made the default.
    static func redetectDefaultTimeZone() {
        guard let host = ICULibrary.function("ucal_getHostTimeZone", as: DefaultTimeZone.self),
            let setDefault = ICULibrary.function("ucal_setDefaultTimeZone", as: SetDefaultTimeZone.self),
            var units = ICULibrary.string(capacity: 64, { output, capacity, status in host(output, capacity, &status) })
        else { return }
        units.append(0)
        var status: Int32 = 0
        units.withUnsafeBufferPointer { zone in
            if let start = zone.baseAddress { setDefault(start, &status) }
        }
    }

    /// The canonical ID of a time zone name (`asia/tokyo` → `Asia/Tokyo`), nil when ICU
    /// does not know it.
    static func canonicalTimeZone(_ name: String) -> String? {
        if isUTCAlias(name) { return "UTC" }
        guard let function = ICULibrary.function("ucal_getCanonicalTimeZoneID", as: CanonicalTimeZone.self) else { return nil }
        let id = Array(name.utf16)
        let units = id.withUnsafeBufferPointer { input -> [UInt16]? in
            guard let start = input.baseAddress else { return nil }
            return ICULibrary.string(capacity: 64) { output, capacity, status in
                function(start, Int32(input.count), output, capacity, nil, &status)
            }
        }
        guard let units, !units.isEmpty else { return nil }
        let canonical = String(decoding: units, as: UTF16.self)
        return canonical == "Etc/Unknown" ? nil : canonical
    }

    /// The formatter for `settings`, or nil when ICU cannot be loaded.
    static func formatter(for settings: Settings) -> ICUDateFormatter? {
        cache.object(for: settings) { make(settings) }
    }

    private static func make(_ settings: Settings) -> ICUDateFormatter? {
        guard let open = ICULibrary.function("udat_open", as: Open.self),
            let format = ICULibrary.function("udat_format", as: Format.self),
            let close = ICULibrary.function("udat_close", as: Close.self)
        else { return nil }
        var pattern: [UInt16]?
        if let skeleton = settings.skeleton {
            guard let best = bestPattern(for: skeleton, locale: settings.locale) else { return nil }
            pattern = withHourLetter(of: skeleton, in: best)
        } else if settings.dateStyle >= 2, settings.timeStyle != noStyle {
            pattern = combinedPattern(settings)
        }
        let zone = Array(settings.timeZone.utf16)
        var status: Int32 = 0
        let made: OpaquePointer?
        if let pattern {
            made = open(patternStyle, patternStyle, settings.locale, zone, Int32(zone.count), pattern, Int32(pattern.count), &status)
        } else {
            made = open(settings.timeStyle, settings.dateStyle, settings.locale, zone, Int32(zone.count), nil, 0, &status)
        }
        guard let made, ICULibrary.succeeded(status) else { return nil }
        let formatter = ICUDateFormatter(format: made, pattern: String(decoding: pattern ?? [], as: UTF16.self),
                                         formatFunction: format, closeFunction: close)
        return formatter
    }

    private typealias ToStylePattern = @convention(c) (
        OpaquePointer, Int8, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
    ) -> Int32
    private typealias GlueForStyle = @convention(c) (
        OpaquePointer, Int32, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
    ) -> UnsafePointer<UInt16>?

    /// A medium or short date with a time: the date's and the time's patterns joined by the
    /// locale's glue for the date style (udatpg_getDateTimeFormatForStyle). CLDR 42+ keeps the
    /// words (`at`, `à`) for the full and long styles; the data of the ICU Swift ships still
    /// has them in some locales' medium glue (`Mar 8, 2026 at 6:30 AM`, Node: `Mar 8, 2026,
    /// 6:30 AM`), so a glue with a quoted word becomes CLDR's plain `{1}, {0}`.
    private static func combinedPattern(_ settings: Settings) -> [UInt16]? {
        guard let open = ICULibrary.function("udat_open", as: Open.self),
            let toPattern = ICULibrary.function("udat_toPattern", as: ToStylePattern.self),
            let close = ICULibrary.function("udat_close", as: Close.self),
            let openGenerator = ICULibrary.function("udatpg_open", as: OpenGenerator.self),
            let glueFor = ICULibrary.function("udatpg_getDateTimeFormatForStyle", as: GlueForStyle.self),
            let closeGenerator = ICULibrary.function("udatpg_close", as: CloseGenerator.self)
        else { return nil }
        func pattern(time: Int32, date: Int32) -> [UInt16]? {
            var status: Int32 = 0
            guard let format = open(time, date, settings.locale, nil, 0, nil, 0, &status), ICULibrary.succeeded(status) else {
                return nil
            }
            defer { close(format) }
            return ICULibrary.string(capacity: 64) { output, capacity, status in toPattern(format, 0, output, capacity, &status) }
        }
        var status: Int32 = 0, length: Int32 = 0
        guard let date = pattern(time: noStyle, date: settings.dateStyle),
            let time = pattern(time: settings.timeStyle, date: noStyle),
            let generator = openGenerator(settings.locale, &status), ICULibrary.succeeded(status)
        else { return nil }
        defer { closeGenerator(generator) }
        guard let start = glueFor(generator, settings.dateStyle, &length, &status), ICULibrary.succeeded(status) else { return nil }
        var glue = Array(UnsafeBufferPointer(start: start, count: Int(length)))
        if glue.contains(0x27) { glue = Array("{1}, {0}".utf16) }
        var combined: [UInt16] = []
        var index = 0
        while index < glue.count {
            // {0} is the time, {1} the date.
            if index + 2 < glue.count, glue[index] == 0x7B, glue[index + 2] == 0x7D, glue[index + 1] == 0x30 || glue[index + 1] == 0x31 {
                combined += glue[index + 1] == 0x30 ? time : date
                index += 3
            } else {
                combined.append(glue[index])
                index += 1
            }
        }
        return combined
    }

    /// The pattern with its hour fields in the skeleton's hour letter: ICU keeps to the
    /// locale's own cycle (`h` for `K`, `H` for `k`), so V8 rewrites the hour fields of the
    /// pattern it gets, and Node's `hour12: false` in English shows 24:05.
    private static func withHourLetter(of skeleton: String, in pattern: [UInt16]) -> [UInt16] {
        let hourLetters: Set<UInt16> = Set("hHkK".utf16)
        guard let wanted = skeleton.utf16.first(where: { hourLetters.contains($0) }) else { return pattern }
        let quote = UInt16(UInt8(ascii: "'"))
        var quoted = false
        return pattern.map { unit in
            if unit == quote { quoted.toggle() }
            return !quoted && hourLetters.contains(unit) ? wanted : unit
        }
    }

    /// Whether the locale's own clock runs from 0 (`H` or `K` in its `j` pattern: German,
    /// Japanese) rather than from 1 (`h` or `k`: American English).
    static func clockStartsAtZero(locale: String) -> Bool {
        guard let pattern = bestPattern(for: "j", locale: locale) else { return false }
        return String(decoding: pattern, as: UTF16.self).contains { $0 == "H" || $0 == "K" }
    }

    private static func bestPattern(for skeleton: String, locale: String) -> [UInt16]? {
        guard let openGenerator = ICULibrary.function("udatpg_open", as: OpenGenerator.self),
            let best = ICULibrary.function("udatpg_getBestPatternWithOptions", as: BestPattern.self),
            let closeGenerator = ICULibrary.function("udatpg_close", as: CloseGenerator.self)
        else { return nil }
        var status: Int32 = 0
        guard let generator = openGenerator(locale, &status), ICULibrary.succeeded(status) else { return nil }
        defer { closeGenerator(generator) }
        let units = Array(skeleton.utf16)
        return units.withUnsafeBufferPointer { input -> [UInt16]? in
            guard let start = input.baseAddress else { return nil }
            return ICULibrary.string(capacity: 64) { output, capacity, status in
                best(generator, start, Int32(input.count), matchHourFieldLength, output, capacity, &status)
            }
        }
    }

    /// The text of a time value (milliseconds since the epoch). CLDR puts a narrow
    /// no-break space before AM/PM; V8 writes a plain space there, for the web's sake, and
    /// so does this.
    func string(from time: Double) -> [UInt16]? {
        let text = lock.withLock { _ in
            ICULibrary.string(capacity: 64) { output, capacity, status in
                formatFunction(format, time, output, capacity, nil, &status)
            }
        }
        return text?.map { $0 == 0x202F ? 0x20 : $0 }
    }

    private typealias OpenIterator = @convention(c) (UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias NextField = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Int32
    private typealias ToPattern = @convention(c) (
        OpaquePointer, Int8, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
    ) -> Int32
    private typealias Skeleton = @convention(c) (
        OpaquePointer?, UnsafePointer<UInt16>, Int32, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
    ) -> Int32

    /// The text of a time value with its fields (`udat_formatForFields`): ICU's
    /// UDateFormatField numbers and their ranges, for formatToParts. The narrow no-break
    /// space stays, as V8 leaves it in parts.
    func fields(from time: Double) -> (text: [UInt16], fields: [(field: Int32, start: Int, end: Int)])? {
        guard let formatForFields = ICULibrary.function("udat_formatForFields", as: Format.self),
            let open = ICULibrary.function("ufieldpositer_open", as: OpenIterator.self),
            let next = ICULibrary.function("ufieldpositer_next", as: NextField.self),
            let close = ICULibrary.function("ufieldpositer_close", as: Close.self)
        else { return nil }
        var status: Int32 = 0
        guard let iterator = open(&status), ICULibrary.succeeded(status) else { return nil }
        defer { close(iterator) }
        let text = lock.withLock { _ in
            ICULibrary.string(capacity: 64) { output, capacity, status in
                formatForFields(format, time, output, capacity, iterator, &status)
            }
        }
        guard let text else { return nil }
        var fields: [(field: Int32, start: Int, end: Int)] = []
        var start: Int32 = 0, end: Int32 = 0
        while true {
            let field = next(iterator, &start, &end)
            guard field >= 0, start >= 0, end >= start, Int(end) <= text.count else { break }
            fields.append((field, Int(start), Int(end)))
        }
        return (text, fields)
    }

    /// The skeleton of the pattern in use (`yMd`, `hmma`), which interval formats take.
    func skeleton() -> [UInt16]? {
        guard let toPattern = ICULibrary.function("udat_toPattern", as: ToPattern.self),
            let getSkeleton = ICULibrary.function("udatpg_getSkeleton", as: Skeleton.self),
            let pattern = lock.withLock({ _ in
                ICULibrary.string(capacity: 64) { output, capacity, status in toPattern(format, 0, output, capacity, &status) }
            })
        else { return nil }
        return pattern.withUnsafeBufferPointer { input -> [UInt16]? in
            guard let start = input.baseAddress else { return nil }
            return ICULibrary.string(capacity: 64) { output, capacity, status in
                getSkeleton(nil, start, Int32(input.count), output, capacity, &status)
            }
        }
    }

    private typealias OpenInterval = @convention(c) (
        UnsafePointer<CChar>, UnsafePointer<UInt16>, Int32, UnsafePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
    ) -> OpaquePointer?
    private typealias FormatInterval = @convention(c) (
        OpaquePointer, Double, Double, OpaquePointer, UnsafeMutablePointer<Int32>
    ) -> Void

    /// The text and fields of the interval `start` – `end` (`udtitvfmt_*`) in this
    /// format's locale, time zone and fields (the skeleton of its pattern, as V8 does).
    static func intervalFields(_ settings: Settings, from start: Double, to end: Double)
        -> (text: [UInt16], spans: [ICUFormattedValue.Span])? {
        guard let open = ICULibrary.function("udtitvfmt_open", as: OpenInterval.self),
            let format = ICULibrary.function("udtitvfmt_formatToResult", as: FormatInterval.self),
            let skeleton = formatter(for: settings)?.skeleton()
        else { return nil }
        let zone = Array(settings.timeZone.utf16)
        return ICUFormattedValue.format("udtitvfmt", open: { status in
            open(settings.locale, skeleton, Int32(skeleton.count), zone, Int32(zone.count), &status)
        }) { formatter, result, status in format(formatter, start, end, result, &status) }
    }
}
