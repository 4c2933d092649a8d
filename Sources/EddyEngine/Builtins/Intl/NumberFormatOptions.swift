/// The options of Intl.NumberFormat and of Number/BigInt toLocaleString (ECMA-402 §15.1.2
/// InitializeNumberFormat, §15.1.3 SetNumberFormatDigitOptions, §15.1.4
/// SetNumberFormatUnitOptions), read in ECMA-402's order with V8's messages, turned into an
/// ICU number skeleton as V8 builds one, with what resolvedOptions reports in V8's order.
struct NumberFormatOptions {
    let settings: ICUNumberFormatter.Settings
    let resolved: [(String, JSValue)]

    /// The skeleton of the default options: decimal, 0–3 fraction digits, half-up.
    static let standardSkeleton = ".### rounding-mode-half-up"

    /// The units ECMA-402 sanctions (§6.6.2 IsSanctionedSingleUnitIdentifier).
    static let sanctionedUnits = [
        "acre", "bit", "byte", "celsius", "centimeter", "day", "degree", "fahrenheit", "fluid-ounce", "foot", "gallon",
        "gigabit", "gigabyte", "gram", "hectare", "hour", "inch", "kilobit", "kilobyte", "kilogram", "kilometer", "liter",
        "megabit", "megabyte", "meter", "microsecond", "mile", "mile-scandinavian", "milliliter", "millimeter",
        "millisecond", "minute", "month", "nanosecond", "ounce", "percent", "petabyte", "pound", "second", "stone",
        "terabit", "terabyte", "week", "yard", "year",
    ]

    private static let roundingModes: [String: String] = [
        "ceil": "ceiling", "floor": "floor", "expand": "up", "trunc": "down", "halfCeil": "half-ceiling",
        "halfFloor": "half-floor", "halfExpand": "half-up", "halfTrunc": "half-down", "halfEven": "half-even",
    ]

    /// The digit options (SetNumberFormatDigitOptions): the skeleton's precision stems and
    /// the resolved entries, shared with Intl.PluralRules.
    struct Digits {
        var skeleton: [String] = []
        var resolved: [(String, JSValue)] = []
        var roundingMode = "halfExpand"
        var roundingPriority = "auto"
        var trailingZeroDisplay = "auto"

        init(_ arguments: LocaleArguments, minimumFractionDefault: Int, maximumFractionDefault: Int,
             compact: Bool, in agent: Agent) throws {
            let minimumInteger = try arguments.integer("minimumIntegerDigits", in: 1...21) ?? 1
            let minimumFraction = try arguments.integer("minimumFractionDigits", in: 0...100)
            let maximumFraction = try arguments.integer("maximumFractionDigits", in: 0...100)
            let minimumSignificant = try arguments.integer("minimumSignificantDigits", in: 1...21)
            let maximumSignificant = try arguments.integer("maximumSignificantDigits", in: 1...21)
            let increment = try arguments.integer("roundingIncrement", in: 1...5000) ?? 1
            roundingMode = try arguments.string("roundingMode", allowed: Array(NumberFormatOptions.roundingModes.keys).sorted())
                ?? "halfExpand"
            roundingPriority = try arguments.string("roundingPriority", allowed: ["auto", "morePrecision", "lessPrecision"])
                ?? "auto"
            trailingZeroDisplay = try arguments.string("trailingZeroDisplay", allowed: ["auto", "stripIfInteger"]) ?? "auto"
            let hasSignificant = minimumSignificant != nil || maximumSignificant != nil
            let hasFraction = minimumFraction != nil || maximumFraction != nil
            var needSignificant = true, needFraction = true
            if roundingPriority == "auto" {
                needSignificant = hasSignificant
                if needSignificant || (!hasFraction && compact) { needFraction = false }
            }
            var significant: (Int, Int)?, fraction: (Int, Int)?
            if needSignificant {
                let minimum = minimumSignificant ?? 1
                let maximum = maximumSignificant ?? 21
                guard maximum >= minimum else { throw agent.rangeError("maximumSignificantDigits value is out of range.") }
                significant = (minimum, maximum)
            }
            if needFraction {
                if hasFraction {
                    var minimum = minimumFraction, maximum = maximumFraction
                    if minimum == nil {
                        minimum = min(minimumFractionDefault, maximum ?? 0)
                    } else if maximum == nil {
                        maximum = max(maximumFractionDefault, minimum ?? 0)
                    } else if let low = minimum, let high = maximum, low > high {
                        throw agent.rangeError("maximumFractionDigits value is out of range.")
                    }
                    fraction = (minimum ?? 0, maximum ?? 0)
                } else {
                    fraction = (minimumFractionDefault, maximumFractionDefault)
                }
            }
            if !needSignificant && !needFraction {
                // Compact notation's own rounding: V8 reports it as morePrecision of 0–0
                // fraction and 1–2 significant digits, which ICU's default does.
                significant = (1, 2)
                fraction = (0, 0)
                roundingPriority = "morePrecision"
            } else {
                var stems: [String] = []
                if let fraction {
                    let (minimum, maximum) = fraction
                    stems.append(minimum == 0 && maximum == 0 ? "precision-integer"
                        : "." + String(repeating: "0", count: minimum) + String(repeating: "#", count: maximum - minimum))
                }
                if let significant {
                    let (minimum, maximum) = significant
                    stems.append(String(repeating: "@", count: minimum) + String(repeating: "#", count: maximum - minimum))
                }
                var precision = stems.joined(separator: "/")
                if stems.count == 2 {
                    precision = stems[0].replacing(text: "precision-integer", with: ".") + "/" + stems[1]
                        + (roundingPriority == "morePrecision" ? "r" : "s")
                }
                if increment > 1, let maximum = fraction?.1 {
                    // precision-increment/0.05: the increment scaled by the fraction digits.
                    var digits = String(increment)
                    while digits.count <= maximum { digits = "0" + digits }
                    precision = "precision-increment/" + digits.prefix(digits.count - maximum) + "." + digits.suffix(maximum)
                }
                if trailingZeroDisplay == "stripIfInteger" { precision += "/w" }
                skeleton.append(precision)
            }
            skeleton.append("rounding-mode-" + (NumberFormatOptions.roundingModes[roundingMode] ?? "half-up"))
            if minimumInteger > 1 { skeleton.append("integer-width/+" + String(repeating: "0", count: minimumInteger)) }
            resolved.append(("minimumIntegerDigits", .number(Double(minimumInteger))))
            if let significant {
                resolved += [("minimumSignificantDigits", .number(Double(significant.0))),
                             ("maximumSignificantDigits", .number(Double(significant.1)))]
            }
            if let fraction {
                resolved += [("minimumFractionDigits", .number(Double(fraction.0))),
                             ("maximumFractionDigits", .number(Double(fraction.1)))]
            }
            incrementValue = increment
        }

        var incrementValue = 1
    }

    init(_ arguments: LocaleArguments, in agent: Agent) throws {
        _ = try arguments.string("localeMatcher", allowed: ["lookup", "best fit"])
        _ = try arguments.string("numberingSystem")
        // SetNumberFormatUnitOptions.
        let style = try arguments.string("style", allowed: ["decimal", "percent", "currency", "unit"]) ?? "decimal"
        var currency = try arguments.string("currency")
        if let code = currency {
            guard code.utf8.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw agent.rangeError("Invalid currency code : \(code)")
            }
            currency = code.uppercased()
        }
        let currencyDisplay = try arguments.string("currencyDisplay", allowed: ["code", "symbol", "narrowSymbol", "name"])
            ?? "symbol"
        let currencySign = try arguments.string("currencySign", allowed: ["standard", "accounting"]) ?? "standard"
        let unit = try arguments.string("unit")
        if let unit, !NumberFormatOptions.isWellFormedUnit(unit) {
            throw agent.rangeError("Invalid unit argument for Intl.NumberFormat() '\(unit)'")
        }
        let unitDisplay = try arguments.string("unitDisplay", allowed: ["short", "narrow", "long"]) ?? "short"
        var skeleton: [String] = []
        var resolved: [(String, JSValue)] = [
            ("locale", .string(JSString(arguments.tag))), ("numberingSystem", "latn"), ("style", .string(JSString(style))),
        ]
        var fractionDefaults = (0, 3)
        switch style {
        case "currency":
            guard let currency else { throw agent.typeError("Currency code is required with currency style.") }
            skeleton.append("currency/" + currency)
            switch currencyDisplay {
            case "code": skeleton.append("unit-width-iso-code")
            case "name": skeleton.append("unit-width-full-name")
            case "narrowSymbol": skeleton.append("unit-width-narrow")
            default: break
            }
            let digits = ICUNumberFormatter.fractionDigits(ofCurrency: currency)
            fractionDefaults = (digits, digits)
            resolved += [("currency", .string(JSString(currency))), ("currencyDisplay", .string(JSString(currencyDisplay))),
                         ("currencySign", .string(JSString(currencySign)))]
        case "unit":
            guard let unit else { throw agent.typeError("Invalid unit argument for Intl.NumberFormat() ''") }
            skeleton.append("unit/" + unit)
            skeleton.append(unitDisplay == "long" ? "unit-width-full-name" : unitDisplay == "narrow" ? "unit-width-narrow"
                : "unit-width-short")
            resolved += [("unit", .string(JSString(unit))), ("unitDisplay", .string(JSString(unitDisplay)))]
        case "percent":
            skeleton += ["percent", "scale/100"]
            fractionDefaults = (0, 0)
        default:
            break
        }
        let notation = try arguments.string("notation", allowed: ["standard", "scientific", "engineering", "compact"])
            ?? "standard"
        let digits = try Digits(arguments, minimumFractionDefault: fractionDefaults.0,
                                maximumFractionDefault: fractionDefaults.1, compact: notation == "compact", in: agent)
        let compactDisplay = try arguments.string("compactDisplay", allowed: ["short", "long"]) ?? "short"
        let grouping = try NumberFormatOptions.useGrouping(arguments, default: notation == "compact" ? "min2" : "auto",
                                                           in: agent)
        let signDisplay = try arguments.string("signDisplay", allowed: ["auto", "never", "always", "exceptZero", "negative"])
            ?? "auto"

        skeleton += digits.skeleton
        switch notation {
        case "scientific": skeleton.append("scientific")
        case "engineering": skeleton.append("engineering")
        case "compact": skeleton.append(compactDisplay == "long" ? "compact-long" : "compact-short")
        default: break
        }
        switch grouping {
        case "min2": skeleton.append("group-min2")
        case "always": skeleton.append("group-on-aligned")
        case "false": skeleton.append("group-off")
        default: break
        }
        let signStems = ["never": "sign-never", "always": "sign-always", "exceptZero": "sign-except-zero",
                         "negative": "sign-negative"]
        if style == "currency" && currencySign == "accounting" {
            let accounting = ["auto": "sign-accounting", "always": "sign-accounting-always",
                              "exceptZero": "sign-accounting-except-zero", "negative": "sign-accounting-negative"]
            skeleton.append(accounting[signDisplay] ?? "sign-never")
        } else if let stem = signStems[signDisplay] {
            skeleton.append(stem)
        }

        resolved += digits.resolved
        resolved += [("useGrouping", grouping == "false" ? .boolean(false) : .string(JSString(grouping))),
                     ("notation", .string(JSString(notation)))]
        if notation == "compact" { resolved.append(("compactDisplay", .string(JSString(compactDisplay)))) }
        resolved += [("signDisplay", .string(JSString(signDisplay))), ("roundingMode", .string(JSString(digits.roundingMode))),
                     ("roundingIncrement", .number(Double(digits.incrementValue))),
                     ("trailingZeroDisplay", .string(JSString(digits.trailingZeroDisplay))),
                     ("roundingPriority", .string(JSString(digits.roundingPriority)))]
        settings = ICUNumberFormatter.Settings(locale: arguments.locale, skeleton: skeleton.joined(separator: " "))
        self.resolved = resolved
    }

    /// GetBooleanOrStringNumberFormatOption(options, "useGrouping", …) (§15.1.2 step 30):
    /// `"false"` stands for the value false.
    private static func useGrouping(_ arguments: LocaleArguments, default fallback: String, in agent: Agent) throws -> String {
        guard let options = arguments.options else { return fallback }
        let value = try options.get(agent.key("useGrouping"), in: agent)
        if value.isUndefined { return fallback }
        if case .boolean(true) = value { return "always" }
        if !value.toBoolean { return "false" }
        let text = try agent.toString(value).stringValue
        if text == "true" || text == "false" { return fallback }
        guard ["min2", "auto", "always"].contains(text) else {
            throw agent.rangeError("Value \(text) out of range for \(arguments.method) options property useGrouping")
        }
        return text
    }

    /// IsWellFormedUnitIdentifier (§6.6.3): a sanctioned unit, or two joined by `-per-`.
    static func isWellFormedUnit(_ unit: String) -> Bool {
        if sanctionedUnits.contains(unit) { return true }
        guard let range = unit.firstRange(ofText: "-per-") else { return false }
        return sanctionedUnits.contains(String(unit[..<range.lowerBound]))
            && sanctionedUnits.contains(String(unit[range.upperBound...]))
    }

    /// The type of a number field in formatToParts (§15.5.4 PartitionNumberPattern, as V8
    /// names ICU's UNumberFormatFields); a sign is told by its text.
    static func partType(ofField field: Int32, number: Double, text: ArraySlice<UInt16>) -> String {
        switch field {
        case 0: return number.isNaN ? "nan" : number.isInfinite ? "infinity" : "integer"
        case 1: return "fraction"
        case 2: return "decimal"
        case 3: return "exponentSeparator"
        case 4: return "exponentMinusSign"
        case 5: return "exponentInteger"
        case 6: return "group"
        case 7: return "currency"
        case 8: return "percentSign"
        case 10: return text.first == 0x2B ? "plusSign" : "minusSign"
        case 11: return "unit"
        case 12: return "compact"
        case 13: return "approximatelySign"
        default: return "unknown"
        }
    }
}
