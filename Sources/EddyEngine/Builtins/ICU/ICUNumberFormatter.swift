import Synchronization

/// ICU number formatters (`unumf_*`, ICU's number skeletons, as V8 builds them) for
/// Intl.NumberFormat, Number/BigInt toLocaleString and the formatters that show numbers
/// (PluralRules, RelativeTimeFormat), configured from ECMA-402's number format options
/// (§15.1.2 InitializeNumberFormat, read by `NumberFormatOptions`): `(1234.5).toLocaleString()`
/// is `1,234.5`, `'de'` gives `1.234,5`.
final class ICUNumberFormatter: @unchecked Sendable {
    /// A locale and an ICU number skeleton (`currency/EUR unit-width-iso-code .00`).
    struct Settings: Hashable {
        var locale: String
        var skeleton: String
    }

    private typealias Open = @convention(c) (
        UnsafePointer<UInt16>, Int32, UnsafePointer<CChar>, UnsafeMutablePointer<Int32>
    ) -> OpaquePointer?
    private typealias OpenResult = @convention(c) (UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias FormatDouble = @convention(c) (OpaquePointer, Double, OpaquePointer, UnsafeMutablePointer<Int32>) -> Void
    private typealias FormatDecimal = @convention(c) (
        OpaquePointer, UnsafePointer<CChar>, Int32, OpaquePointer, UnsafeMutablePointer<Int32>
    ) -> Void
    private typealias AsValue = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias ResultToString = @convention(c) (
        OpaquePointer, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
    ) -> Int32
    private typealias Close = @convention(c) (OpaquePointer) -> Void
    private typealias OpenRange = @convention(c) (
        UnsafePointer<UInt16>, Int32, Int32, Int32, UnsafePointer<CChar>, OpaquePointer?, UnsafeMutablePointer<Int32>
    ) -> OpaquePointer?
    private typealias FormatRange = @convention(c) (
        OpaquePointer, Double, Double, OpaquePointer, UnsafeMutablePointer<Int32>
    ) -> Void

    private struct Functions {
        let open: Open
        let openResult: OpenResult
        let formatDouble: FormatDouble
        let formatDecimal: FormatDecimal
        let asValue: AsValue
        let toString: ResultToString
        let close: Close
        let closeResult: Close
    }

    private static let functions: Functions? = {
        guard let open = ICULibrary.function("unumf_openForSkeletonAndLocale", as: Open.self),
            let openResult = ICULibrary.function("unumf_openResult", as: OpenResult.self),
            let formatDouble = ICULibrary.function("unumf_formatDouble", as: FormatDouble.self),
            let formatDecimal = ICULibrary.function("unumf_formatDecimal", as: FormatDecimal.self),
            let asValue = ICULibrary.function("unumf_resultAsValue", as: AsValue.self),
            let toString = ICULibrary.function("unumf_resultToString", as: ResultToString.self),
            let close = ICULibrary.function("unumf_close", as: Close.self),
            let closeResult = ICULibrary.function("unumf_closeResult", as: Close.self)
        else { return nil }
        return Functions(open: open, openResult: openResult, formatDouble: formatDouble, formatDecimal: formatDecimal,
                         asValue: asValue, toString: toString, close: close, closeResult: closeResult)
    }()

    private static let cache = ICUObjectCache<Settings, ICUNumberFormatter>()

    private let formatter: OpaquePointer
    /// One result object, reused for every call under the lock.
    private let result: OpaquePointer
    private let functions: Functions
    /// ICU's formatters are not documented as safe to use from two threads at once.
    private let lock = Mutex(())

    private init(formatter: OpaquePointer, result: OpaquePointer, functions: Functions) {
        self.formatter = formatter
        self.result = result
        self.functions = functions
    }

    deinit {
        functions.closeResult(result)
        functions.close(formatter)
    }

    /// The formatter of `toLocaleString()` with no arguments: the default locale, decimal,
    /// zero to three fraction digits, grouping.
    static let standard = formatter(for: Settings(locale: LocaleArguments.defaultLocale,
                                                  skeleton: NumberFormatOptions.standardSkeleton))

    /// The formatter of the last `toLocaleString(tag)` (a locale string, no options), as V8
    /// keeps one: the tag's code units and what they resolved to.
    private static let lastTagged = Mutex<(tag: [UInt16], formatter: ICUNumberFormatter)?>(nil)

    /// The formatter of `toLocaleString(tag)`: the last one when `tag` is the last tag, else
    /// the formatter of the settings `resolve` reads (whose errors, a bad tag's RangeError,
    /// are thrown and nothing is kept).
    static func taggedFormatter(for tag: [UInt16], resolve: () throws -> Settings) rethrows -> ICUNumberFormatter? {
        if let last = lastTagged.withLock({ $0 }), last.tag == tag { return last.formatter }
        guard let made = formatter(for: try resolve()) else { return nil }
        lastTagged.withLock { $0 = (tag, made) }
        return made
    }

    /// The formatter for `settings`, or nil when ICU cannot be loaded.
    static func formatter(for settings: Settings) -> ICUNumberFormatter? {
        cache.object(for: settings) { make(settings) }
    }

    private static func make(_ settings: Settings) -> ICUNumberFormatter? {
        guard let functions else { return nil }
        let skeleton = Array(settings.skeleton.utf16)
        var status: Int32 = 0
        var made = functions.open(skeleton, Int32(skeleton.count), settings.locale, &status)
        if made == nil || !ICULibrary.succeeded(status) {
            status = 0
            made = functions.open(skeleton, Int32(skeleton.count), LocaleArguments.defaultLocale, &status)
        }
        guard let formatter = made, ICULibrary.succeeded(status) else { return nil }
        guard let result = functions.openResult(&status), ICULibrary.succeeded(status) else {
            functions.close(formatter)
            return nil
        }
        return ICUNumberFormatter(formatter: formatter, result: result, functions: functions)
    }

    private typealias CurrencyDigits = @convention(c) (UnsafePointer<UInt16>, UnsafeMutablePointer<Int32>) -> Int32

    /// The number of fraction digits a currency is written with (2 for EUR, 0 for JPY).
    static func fractionDigits(ofCurrency code: String) -> Int {
        guard let function = ICULibrary.function("ucurr_getDefaultFractionDigits", as: CurrencyDigits.self) else { return 2 }
        var status: Int32 = 0
        let digits = function(Array(code.utf16) + [0], &status)
        return ICULibrary.succeeded(status) && digits >= 0 ? Int(digits) : 2
    }

    /// Formats under the lock and reads the result with `read`.
    private func formatted<T>(_ format: (OpaquePointer, inout Int32) -> Void, _ read: (OpaquePointer) -> T?) -> T? {
        lock.withLock { _ in
            var status: Int32 = 0
            format(result, &status)
            guard ICULibrary.succeeded(status), let value = functions.asValue(result, &status) else { return nil }
            return read(value)
        }
    }

    private func format(_ number: Double) -> (OpaquePointer, inout Int32) -> Void {
        { [functions, formatter] result, status in functions.formatDouble(formatter, number, result, &status) }
    }

    private func format(decimal digits: String) -> (OpaquePointer, inout Int32) -> Void {
        { [functions, formatter] result, status in
            functions.formatDecimal(formatter, digits, Int32(digits.utf8.count), result, &status)
        }
    }

    /// Formats a Number and hands ICU's result (a `UFormattedNumber`) to `body`, under the
    /// lock: plural rules select on it.
    func withResult<T>(of number: Double, _ body: (OpaquePointer) -> T?) -> T? {
        lock.withLock { _ in
            var status: Int32 = 0
            functions.formatDouble(formatter, number, result, &status)
            return ICULibrary.succeeded(status) ? body(result) : nil
        }
    }

    /// A Number's text: formatted and read in place, with no closures made per call (the
    /// common `toLocaleString()` of a loop).
    func string(from number: Double) -> [UInt16]? {
        lock.withLock { _ in
            var status: Int32 = 0
            functions.formatDouble(formatter, number, result, &status)
            guard ICULibrary.succeeded(status) else { return nil }
            return ICULibrary.string(capacity: 32) { output, capacity, status in
                functions.toString(result, output, capacity, &status)
            }
        }
    }

    /// The text of a number given by its decimal digits (a BigInt's, or a numeric string).
    func string(fromDecimal digits: String) -> [UInt16]? {
        formatted(format(decimal: digits), ICUFormattedValue.text(of:))
    }

    /// A Number's text and its fields.
    func fields(from number: Double) -> (text: [UInt16], spans: [ICUFormattedValue.Span])? {
        formatted(format(number), ICUFormattedValue.read)
    }

    /// A decimal's text and its fields.
    func fields(fromDecimal digits: String) -> (text: [UInt16], spans: [ICUFormattedValue.Span])? {
        formatted(format(decimal: digits), ICUFormattedValue.read)
    }

    /// The text and fields of the range `start` – `end` (`unumrf_*`, §15.5.8
    /// FormatNumericRange): equal ends print once with `~`, as V8 asks
    /// (UNUM_IDENTITY_FALLBACK_APPROXIMATELY).
    static func rangeFields(_ settings: Settings, from start: Double, to end: Double)
        -> (text: [UInt16], spans: [ICUFormattedValue.Span])? {
        guard let open = ICULibrary.function("unumrf_openForSkeletonWithCollapseAndIdentityFallback", as: OpenRange.self),
            let format = ICULibrary.function("unumrf_formatDoubleRange", as: FormatRange.self)
        else { return nil }
        let skeleton = Array(settings.skeleton.utf16)
        return ICUFormattedValue.format("unumrf", open: { status in
            open(skeleton, Int32(skeleton.count), 0, 2, settings.locale, nil, &status)
        }) { formatter, result, status in format(formatter, start, end, result, &status) }
    }
}
