/// The locale-sensitive methods that ECMA-402 redefines (§18–§19 of ECMA-402: String
/// .prototype.localeCompare, Number.prototype.toLocaleString, BigInt.prototype
/// .toLocaleString), through ICU. Without ICU they fall back to ECMAScript's own
/// implementation-defined behaviour: code-unit order, `ToString`.
extension Agent {
    /// String.prototype.localeCompare ( that [ , locales [ , options ] ] ) (ECMA-402 §18.1.1).
    func localeCompare(_ string: JSString, _ that: JSString, locales: JSValue, options: JSValue) throws -> Int? {
        if locales.isUndefined && options.isUndefined {
            // The common `a.localeCompare(b)` of a sort comparator: nothing to read.
            return ICUCollator.defaultCollator?.compare(string.units, that.units)
        }
        let arguments = try LocaleArguments(locales: locales, options: options,
                                            method: "String.prototype.localeCompare", in: self)
        let settings = try collatorSettings(arguments).settings
        return ICUCollator.collator(for: settings)?.compare(string.units, that.units)
    }

    /// The collator options (ECMA-402 §10.1.1 InitializeCollator), and the usage.
    func collatorSettings(_ arguments: LocaleArguments) throws -> (settings: ICUCollator.Settings, usage: String) {
        let usage = try arguments.string("usage", allowed: ["sort", "search"]) ?? "sort"
        let numeric = try arguments.boolean("numeric") ?? false
        let caseFirst = try arguments.string("caseFirst", allowed: ["upper", "lower", "false"])
        let sensitivity = try arguments.string("sensitivity", allowed: ["base", "accent", "case", "variant"]) ?? "variant"
        let ignorePunctuation = try arguments.boolean("ignorePunctuation") ?? false
        return (ICUCollator.Settings(locale: arguments.locale, sensitivity: sensitivity, numeric: numeric,
                                     caseFirst: caseFirst, ignorePunctuation: ignorePunctuation), usage)
    }

    /// The number format settings of a toLocaleString call (ECMA-402 §11.1.2
    /// InitializeNumberFormat, §11.1.1 SetNumberFormatDigitOptions).
    func numberFormatSettings(locales: JSValue, options: JSValue, method: String) throws -> ICUNumberFormatter.Settings {
        try numberFormatSettings(LocaleArguments(locales: locales, options: options, method: method, in: self))
    }

    func numberFormatSettings(_ arguments: LocaleArguments) throws -> ICUNumberFormatter.Settings {
        try NumberFormatOptions(arguments, in: self).settings
    }

    /// Number.prototype.toLocaleString ( [ locales [ , options ] ] ) (ECMA-402 §19.2.1).
    func localeString(of number: Double, locales: JSValue, options: JSValue) throws -> JSValue {
        if locales.isUndefined && options.isUndefined {
            // The common `n.toLocaleString()`: no settings to read, hash or look up (a loop of
            // them ran 2.8× node --jitless's time doing that).
            guard let text = ICUNumberFormatter.standard?.string(from: number) else {
                return .string(NumberFormatting.jsString(from: number))
            }
            return .string(JSString(units: text))
        }
        if options.isUndefined, case .string(let tag) = locales {
            // `n.toLocaleString('de')` in a loop: V8 keeps the formatter of the last locale
            // string given without options, so the tag is not canonicalized, nor the
            // settings read and hashed, on every call.
            let units = tag.units
            let formatter = try ICUNumberFormatter.taggedFormatter(for: units) {
                try numberFormatSettings(locales: locales, options: options, method: "Number.prototype.toLocaleString")
            }
            guard let text = formatter?.string(from: number) else { return .string(NumberFormatting.jsString(from: number)) }
            return .string(JSString(units: text))
        }
        let settings = try numberFormatSettings(locales: locales, options: options, method: "Number.prototype.toLocaleString")
        return try formatNumber(.number(number), with: settings)
    }

    /// BigInt.prototype.toLocaleString ( [ locales [ , options ] ] ) (ECMA-402 §19.3.1).
    func localeString(of bigint: JSBigInt, locales: JSValue, options: JSValue) throws -> JSValue {
        let settings = try numberFormatSettings(locales: locales, options: options, method: "BigInt.prototype.toLocaleString")
        return try formatNumber(.bigint(bigint), with: settings)
    }

    /// FormatNumeric (ECMA-402 §15.5.4) of a Number or a BigInt; ToString without ICU.
    func formatNumber(_ numeric: JSValue, with settings: ICUNumberFormatter.Settings) throws -> JSValue {
        let formatter = ICUNumberFormatter.formatter(for: settings)
        switch numeric {
        case .bigint(let bigint):
            guard let text = formatter?.string(fromDecimal: bigint.string()) else { return JSValue(bigint.string()) }
            return .string(JSString(units: text))
        default:
            let number = numeric.asNumber ?? .nan
            guard let text = formatter?.string(from: number) else { return .string(NumberFormatting.jsString(from: number)) }
            return .string(JSString(units: text))
        }
    }
}
