/// ICU's language-sensitive case mappings (`u_strToLower`, `u_strToUpper`), for the locales
/// whose rules differ from the Unicode Character Database's default ones: Turkish and
/// Azerbaijani dotted and dotless i, Lithuanian's retained dot above, Greek's uppercase
/// without accents. These are the languages V8 hands to ICU in toLocaleLowerCase and
/// toLocaleUpperCase; every other locale maps as toLowerCase and toUpperCase do.
enum ICUCaseMapping {
    private typealias Convert = @convention(c) (
        UnsafeMutablePointer<UInt16>, Int32, UnsafePointer<UInt16>, Int32, UnsafePointer<CChar>, UnsafeMutablePointer<Int32>
    ) -> Int32

    /// The languages with their own case rules (ICU's ucase.cpp `ucase_getCaseLocale`).
    static let languages: Set<String> = ["az", "el", "lt", "tr"]

    private struct Functions: @unchecked Sendable {
        let lower: Convert
        let upper: Convert
    }

    private static let functions: Functions? = {
        guard let lower = ICULibrary.function("u_strToLower", as: Convert.self),
            let upper = ICULibrary.function("u_strToUpper", as: Convert.self)
        else { return nil }
        return Functions(lower: lower, upper: upper)
    }()

    /// `units` mapped by `language`'s rules, or nil when ICU is not there or fails.
    static func convert(_ units: [UInt16], toUpper: Bool, language: String) -> [UInt16]? {
        guard let functions, units.count < Int(Int32.max / 4) else { return nil }
        let convert = toUpper ? functions.upper : functions.lower
        return units.withUnsafeBufferPointer { source -> [UInt16]? in
            guard let base = source.baseAddress else { return [] }
            return language.withCString { locale in
                // Case mapping grows UTF-16 text by at most a factor of 3 (SpecialCasing).
                ICULibrary.string(capacity: units.count + 8) { buffer, capacity, status in
                    convert(buffer, capacity, base, Int32(source.count), locale, &status)
                }
            }
        }
    }
}
