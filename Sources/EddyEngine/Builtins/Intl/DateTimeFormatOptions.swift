/// The options of Intl.DateTimeFormat and of Date's toLocaleString family (ECMA-402 §11.1.2
/// InitializeDateTimeFormat, §11.1.1 ToDateTimeOptions): read in ECMA-402's order, turned
/// into an ICU skeleton (or date and time styles), with what resolvedOptions reports.
struct DateTimeFormatOptions {
    /// Which fields ToDateTimeOptions requires and which it adds when none is given.
    enum Fields { case date, time, any, all }

    let settings: ICUDateFormatter.Settings
    let resolved: [(String, JSValue)]

    /// Each component option: its name, its values and their skeleton letters.
    private static let components: [(name: String, letters: [String: String])] = [
        ("weekday", ["narrow": "EEEEE", "short": "EEE", "long": "EEEE"]),
        ("era", ["narrow": "GGGGG", "short": "G", "long": "GGGG"]),
        ("year", ["2-digit": "yy", "numeric": "y"]),
        ("month", ["2-digit": "MM", "numeric": "M", "narrow": "MMMMM", "short": "MMM", "long": "MMMM"]),
        ("day", ["2-digit": "dd", "numeric": "d"]),
        ("dayPeriod", ["narrow": "BBBBB", "short": "B", "long": "BBBB"]),
        ("hour", ["2-digit": "jj", "numeric": "j"]),
        ("minute", ["2-digit": "mm", "numeric": "m"]),
        ("second", ["2-digit": "ss", "numeric": "s"]),
    ]

    private static let timeZoneNames: [String: String] = [
        "short": "z", "long": "zzzz", "shortOffset": "O", "longOffset": "OOOO", "shortGeneric": "v",
        "longGeneric": "vvvv",
    ]

    init(_ arguments: LocaleArguments, required: Fields, defaults: Fields, in agent: Agent) throws {
        _ = try arguments.string("localeMatcher", allowed: ["lookup", "best fit"])
        _ = try arguments.string("calendar")
        _ = try arguments.string("numberingSystem")
        let hour12 = try arguments.boolean("hour12")
        let hourCycle = try arguments.string("hourCycle", allowed: ["h11", "h12", "h23", "h24"])
        var timeZone = ICUDateFormatter.defaultTimeZone()
        if let name = try arguments.string("timeZone") {
            guard let canonical = ICUDateFormatter.canonicalTimeZone(name) else {
                throw agent.rangeError("Invalid time zone specified: \(name)")
            }
            timeZone = canonical
        }
        var chosen: [(name: String, value: String)] = []
        for component in DateTimeFormatOptions.components {
            if let value = try arguments.string(component.name, allowed: Array(component.letters.keys).sorted()) {
                chosen.append((component.name, value))
            }
        }
        let fractional = try arguments.integer("fractionalSecondDigits", in: 1...3)
        let timeZoneName = try arguments.string("timeZoneName", allowed: Array(DateTimeFormatOptions.timeZoneNames.keys).sorted())
        let dateStyle = try arguments.string("dateStyle", allowed: ["full", "long", "medium", "short"])
        let timeStyle = try arguments.string("timeStyle", allowed: ["full", "long", "medium", "short"])
        if dateStyle != nil || timeStyle != nil {
            if let first = chosen.first {
                throw agent.typeError("Can't set option \(first.name) when \(dateStyle != nil ? "dateStyle" : "timeStyle") is used")
            }
            if required == .date && dateStyle == nil {
                throw agent.typeError("Invalid option : timeStyle")
            }
            if required == .time && timeStyle == nil {
                throw agent.typeError("Invalid option : dateStyle")
            }
        } else {
            // ToDateTimeOptions: add the defaults when no field of the required kind is set.
            let names = Set(chosen.map(\.name))
            let hasDate = !names.isDisjoint(with: ["weekday", "year", "month", "day"])
            let hasTime = !names.isDisjoint(with: ["dayPeriod", "hour", "minute", "second"]) || fractional != nil
            let needsDefaults = switch required {
            case .date: !hasDate
            case .time: !hasTime
            case .any, .all: !hasDate && !hasTime
            }
            if needsDefaults {
                if defaults == .date || defaults == .all {
                    chosen += [("year", "numeric"), ("month", "numeric"), ("day", "numeric")]
                }
                if defaults == .time || defaults == .all {
                    chosen += [("hour", "numeric"), ("minute", "numeric"), ("second", "numeric")]
                }
                let order = DateTimeFormatOptions.components.map(\.name)
                chosen.sort { order.firstIndex(of: $0.name) ?? 0 < order.firstIndex(of: $1.name) ?? 0 }
            }
        }

        // The skeleton: each field's letters; the hour's from hour12/hourCycle.
        var skeleton: String?
        if dateStyle == nil && timeStyle == nil {
            var letters = ""
            for (name, value) in chosen {
                guard var text = DateTimeFormatOptions.components.first(where: { $0.name == name })?.letters[value] else { continue }
                if name == "hour" {
                    // hour12 picks the locale's 12- or 24-hour clock as V8 11 (Node 20) does:
                    // one that starts at 0 where the locale's own clock does (German 0:05 PM,
                    // 00:05), else at 1 (English 12:05 PM, 24:05).
                    let fromZero = hour12 != nil && ICUDateFormatter.clockStartsAtZero(locale: arguments.locale)
                    let letter: Character = switch (hourCycle, hour12) {
                    case (_, true?): fromZero ? "K" : "h"
                    case (_, false?): fromZero ? "H" : "k"
                    case ("h11"?, nil): "K"
                    case ("h12"?, nil): "h"
                    case ("h23"?, nil): "H"
                    case ("h24"?, nil): "k"
                    // A day period names the half of the day itself: V8 asks for a 12-hour
                    // hour with it ("h B", not "h a").
                    default: chosen.contains { $0.name == "dayPeriod" } ? "h" : "j"
                    }
                    text = String(repeating: letter, count: text.count)
                }
                letters += text
            }
            if let fractional { letters += String(repeating: "S", count: fractional) }
            if let timeZoneName, let zone = DateTimeFormatOptions.timeZoneNames[timeZoneName] { letters += zone }
            skeleton = letters
        }
        settings = ICUDateFormatter.Settings(
            locale: arguments.locale, timeZone: timeZone, skeleton: skeleton,
            dateStyle: dateStyle.flatMap { ICUDateFormatter.styles[$0] } ?? ICUDateFormatter.noStyle,
            timeStyle: timeStyle.flatMap { ICUDateFormatter.styles[$0] } ?? ICUDateFormatter.noStyle)

        var resolved: [(String, JSValue)] = [
            ("locale", .string(JSString(arguments.tag))), ("calendar", "gregory"), ("numberingSystem", "latn"),
            ("timeZone", .string(JSString(timeZone))),
        ]
        // Like V8, report the fields as the locale's pattern shows them (German `HH:mm` is a
        // 2-digit hour on a 24-hour cycle; French `dd/MM/y` a 2-digit day and month), not as
        // they were asked for; with styles, only the hour cycle is reported.
        let shown = ICUDateFormatter.formatter(for: settings).map { DateTimeFormatOptions.fieldsShown(in: $0.pattern) } ?? [:]
        let hasHour = chosen.contains { $0.name == "hour" } || timeStyle != nil
        if hasHour {
            let cycle = shown["hourCycle"] ?? hourCycle ?? (hour12 == true ? "h12" : hour12 == false ? "h23" : "h12")
            resolved.append(("hourCycle", .string(JSString(cycle))))
            resolved.append(("hour12", .boolean(cycle == "h11" || cycle == "h12")))
        }
        for (name, value) in chosen {
            // Without a pattern, V8's choice for minute and second: 2-digit, as they are shown.
            let fallback = (name == "minute" || name == "second") && hasHour ? "2-digit" : value
            resolved.append((name, .string(JSString(shown[name] ?? fallback))))
        }
        if let fractional { resolved.append(("fractionalSecondDigits", .number(Double(fractional)))) }
        if let timeZoneName { resolved.append(("timeZoneName", .string(JSString(timeZoneName)))) }
        if let dateStyle { resolved.append(("dateStyle", .string(JSString(dateStyle)))) }
        if let timeStyle { resolved.append(("timeStyle", .string(JSString(timeStyle)))) }
        self.resolved = resolved
    }

    /// The component options an ICU pattern (`dd/MM/y, HH:mm`) shows, by the length of each
    /// field's run of letters outside quoted literals, with the hour cycle its hour letter
    /// implies (V8's resolvedOptions reads them the same way).
    static func fieldsShown(in pattern: String) -> [String: String] {
        var runs: [(letter: Character, count: Int)] = []
        var quoted = false
        for character in pattern {
            if character == "'" {
                quoted.toggle()
                continue
            }
            guard !quoted, character.isASCII, character.isLetter else { continue }
            if let last = runs.last, last.letter == character {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((character, 1))
            }
        }
        let text = { (count: Int) -> String in count >= 5 ? "narrow" : count == 4 ? "long" : "short" }
        let digits = { (count: Int) -> String in count == 2 ? "2-digit" : "numeric" }
        var shown: [String: String] = [:]
        for (letter, count) in runs {
            switch letter {
            case "G": shown["era"] = text(count)
            case "y": shown["year"] = digits(count)
            case "M", "L": shown["month"] = count >= 3 ? text(count) : digits(count)
            case "E", "c": shown["weekday"] = text(count)
            case "d": shown["day"] = digits(count)
            case "h", "H", "K", "k":
                shown["hour"] = digits(count)
                shown["hourCycle"] = ["h": "h12", "H": "h23", "K": "h11", "k": "h24"][letter]
            case "m": shown["minute"] = digits(count)
            case "s": shown["second"] = digits(count)
            default: break
            }
        }
        return shown
    }

    /// FormatDateTime: the time value (a Date's, or now for undefined) in this format.
    static func format(_ value: JSValue, with settings: ICUDateFormatter.Settings, in agent: Agent) throws -> JSValue {
        let time = value.isUndefined ? DateTime.now() : try agent.toNumber(value)
        guard time.isFinite, abs(time) <= 8.64e15 else { throw agent.rangeError("Invalid time value") }
        guard let text = ICUDateFormatter.formatter(for: settings)?.string(from: time.rounded(.towardZero)) else {
            throw agent.makeError(.error, "Date formatting needs ICU (\(ICULibrary.name)), which could not be loaded")
        }
        return .string(JSString(units: text))
    }
}
