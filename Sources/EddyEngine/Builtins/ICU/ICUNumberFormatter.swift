import Synchronization

/// ICU number formats (`unum_*`) for Number.prototype.toLocaleString and
/// BigInt.prototype.toLocaleString, configured from ECMA-402's number format options
/// (§11.1.1 SetNumberFormatDigitOptions, §11.1.2 InitializeNumberFormat) as V8 does:
/// `(1234.5).toLocaleString()` is `1,234.5`, `'de'` gives `1.234,5`.
final class ICUNumberFormatter: @unchecked Sendable {
    struct Settings: Hashable {
        enum Style: Hashable { case decimal, percent, currency(code: String, display: String) }
        enum Digits: Hashable {
            case fraction(minimum: Int, maximum: Int)
            case significant(minimum: Int, maximum: Int)
            /// A currency's own number of fraction digits.
            case currencyDefault
        }

        var locale: String
        var style: Style
        var minimumIntegerDigits: Int
        var digits: Digits
        var usesGrouping: Bool
    }

    private typealias Open = @convention(c) (
        Int32, UnsafePointer<UInt16>?, Int32, UnsafePointer<CChar>, OpaquePointer?, UnsafeMutablePointer<Int32>
    ) -> OpaquePointer?
    private typealias SetAttribute = @convention(c) (OpaquePointer, Int32, Int32) -> Void
    private typealias SetTextAttribute = @convention(c) (
        OpaquePointer, Int32, UnsafePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
    ) -> Void
    private typealias FormatDouble = @convention(c) (
        OpaquePointer, Double, UnsafeMutablePointer<UInt16>, Int32, OpaquePointer?, UnsafeMutablePointer<Int32>
    ) -> Int32
    private typealias FormatDecimal = @convention(c) (
        OpaquePointer, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<UInt16>, Int32, OpaquePointer?,
        UnsafeMutablePointer<Int32>
    ) -> Int32
    private typealias Close = @convention(c) (OpaquePointer) -> Void

    private struct Functions {
        let open: Open
        let setAttribute: SetAttribute
        let setTextAttribute: SetTextAttribute
        let formatDouble: FormatDouble
        let formatDecimal: FormatDecimal
        let close: Close
    }

    private static let functions: Functions? = {
        guard let open = ICULibrary.function("unum_open", as: Open.self),
            let setAttribute = ICULibrary.function("unum_setAttribute", as: SetAttribute.self),
            let setTextAttribute = ICULibrary.function("unum_setTextAttribute", as: SetTextAttribute.self),
            let formatDouble = ICULibrary.function("unum_formatDouble", as: FormatDouble.self),
            let formatDecimal = ICULibrary.function("unum_formatDecimal", as: FormatDecimal.self),
            let close = ICULibrary.function("unum_close", as: Close.self)
        else { return nil }
        return Functions(open: open, setAttribute: setAttribute, setTextAttribute: setTextAttribute,
                         formatDouble: formatDouble, formatDecimal: formatDecimal, close: close)
    }()

    // UNumberFormatStyle and UNumberFormatAttribute (unum.h).
    private static let decimalStyle: Int32 = 1, currencyStyle: Int32 = 2, percentStyle: Int32 = 3
    private static let isoCurrencyStyle: Int32 = 10, pluralCurrencyStyle: Int32 = 11
    private static let groupingUsed: Int32 = 1, minimumIntegerDigits: Int32 = 4
    private static let maximumFractionDigits: Int32 = 6, minimumFractionDigits: Int32 = 7, roundingMode: Int32 = 11
    private static let significantDigitsUsed: Int32 = 16, minimumSignificantDigits: Int32 = 17
    private static let maximumSignificantDigits: Int32 = 18
    /// UNUM_ROUND_HALFUP: ECMA-402's "halfExpand".
    private static let halfUp: Int32 = 6
    private static let currencyCode: Int32 = 5

    private static let cache = ICUObjectCache<Settings, ICUNumberFormatter>()

    private let format: OpaquePointer
    private let functions: Functions
    /// ICU's formats are not documented as safe to use from two threads at once.
    private let lock = Mutex(())

    private init(format: OpaquePointer, functions: Functions) {
        self.format = format
        self.functions = functions
    }

    deinit {
        functions.close(format)
    }

    /// The formatter of `toLocaleString()` with no arguments: the default locale, decimal,
    /// zero to three fraction digits, grouping (what `numberFormatSettings` reads from no
    /// options).
    static let standard = formatter(for: Settings(locale: LocaleArguments.defaultLocale, style: .decimal,
                                                  minimumIntegerDigits: 1, digits: .fraction(minimum: 0, maximum: 3),
                                                  usesGrouping: true))

    /// The formatter for `settings`, or nil when ICU cannot be loaded.
    static func formatter(for settings: Settings) -> ICUNumberFormatter? {
        cache.object(for: settings) { make(settings) }
    }

    private static func make(_ settings: Settings) -> ICUNumberFormatter? {
        guard let functions else { return nil }
        let style: Int32
        switch settings.style {
        case .decimal: style = decimalStyle
        case .percent: style = percentStyle
        case .currency(_, let display):
            style = display == "code" ? isoCurrencyStyle : display == "name" ? pluralCurrencyStyle : currencyStyle
        }
        var status: Int32 = 0
        var made = functions.open(style, nil, 0, settings.locale, nil, &status)
        if made == nil || !ICULibrary.succeeded(status) {
            status = 0
            made = functions.open(style, nil, 0, LocaleArguments.defaultLocale, nil, &status)
        }
        guard let format = made, ICULibrary.succeeded(status) else { return nil }
        let formatter = ICUNumberFormatter(format: format, functions: functions)
        if case .currency(let code, _) = settings.style {
            var status: Int32 = 0
            functions.setTextAttribute(format, currencyCode, Array(code.utf16), Int32(code.utf16.count), &status)
        }
        functions.setAttribute(format, roundingMode, halfUp)
        functions.setAttribute(format, groupingUsed, settings.usesGrouping ? 1 : 0)
        functions.setAttribute(format, minimumIntegerDigits, Int32(settings.minimumIntegerDigits))
        switch settings.digits {
        case .fraction(let minimum, let maximum):
            functions.setAttribute(format, significantDigitsUsed, 0)
            functions.setAttribute(format, minimumFractionDigits, Int32(minimum))
            functions.setAttribute(format, maximumFractionDigits, Int32(maximum))
        case .significant(let minimum, let maximum):
            functions.setAttribute(format, significantDigitsUsed, 1)
            functions.setAttribute(format, minimumSignificantDigits, Int32(minimum))
            functions.setAttribute(format, maximumSignificantDigits, Int32(maximum))
        case .currencyDefault:
            break
        }
        return formatter
    }

    private typealias CurrencyDigits = @convention(c) (UnsafePointer<UInt16>, UnsafeMutablePointer<Int32>) -> Int32

    /// The number of fraction digits a currency is written with (2 for EUR, 0 for JPY).
    static func fractionDigits(ofCurrency code: String) -> Int {
        guard let function = ICULibrary.function("ucurr_getDefaultFractionDigits", as: CurrencyDigits.self) else { return 2 }
        var status: Int32 = 0
        let digits = function(Array(code.utf16) + [0], &status)
        return ICULibrary.succeeded(status) && digits >= 0 ? Int(digits) : 2
    }

    /// A Number's text.
    func string(from number: Double) -> [UInt16]? {
        lock.withLock { _ in
            ICULibrary.string(capacity: 32) { output, capacity, status in
                functions.formatDouble(format, number, output, capacity, nil, &status)
            }
        }
    }

    /// The text of an integer given by its decimal digits (a BigInt's).
    func string(fromDecimal digits: String) -> [UInt16]? {
        lock.withLock { _ in
            ICULibrary.string(capacity: digits.utf8.count * 2 + 8) { output, capacity, status in
                functions.formatDecimal(format, digits, Int32(digits.utf8.count), output, capacity, nil, &status)
            }
        }
    }
}
