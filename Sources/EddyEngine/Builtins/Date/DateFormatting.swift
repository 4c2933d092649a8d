/// The strings of Date.prototype's `to*String` methods, in V8's formats.
enum DateFormatting {
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The long names V8 (through ICU) prints in parentheses for common abbreviations.
    static let zoneNames: [String: String] = [
        "UTC": "Coordinated Universal Time", "GMT": "Greenwich Mean Time",
        "EST": "Eastern Standard Time", "EDT": "Eastern Daylight Time",
        "CST": "Central Standard Time", "CDT": "Central Daylight Time",
        "MST": "Mountain Standard Time", "MDT": "Mountain Daylight Time",
        "PST": "Pacific Standard Time", "PDT": "Pacific Daylight Time",
        "AKST": "Alaska Standard Time", "AKDT": "Alaska Daylight Time",
        "HST": "Hawaii-Aleutian Standard Time", "BST": "British Summer Time",
        "IST": "India Standard Time", "CET": "Central European Standard Time",
        "CEST": "Central European Summer Time", "EET": "Eastern European Standard Time",
        "EEST": "Eastern European Summer Time", "WET": "Western European Standard Time",
        "WEST": "Western European Summer Time", "JST": "Japan Standard Time",
        "KST": "Korean Standard Time", "AEST": "Australian Eastern Standard Time",
        "AEDT": "Australian Eastern Daylight Time", "NZST": "New Zealand Standard Time",
        "NZDT": "New Zealand Daylight Time",
    ]

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(Swift.abs(value))
        let padded = digits.count < width ? String(repeating: "0", count: width - digits.count) + digits : digits
        return value < 0 ? "-" + padded : padded
    }

    /// A year as DateString writes it (§20.4.4.41.2): at least four digits, a sign if negative.
    static func year(_ year: Int) -> String { pad(year, 4) }

    /// DateString (§20.4.4.41.2): `Tue Nov 14 2023`.
    static func dateString(_ f: DateTime.Fields) -> String {
        "\(weekdayNames[f.weekday]) \(monthNames[f.month]) \(pad(f.date, 2)) \(year(f.year))"
    }

    /// TimeString (§20.4.4.41.1): `22:13:20 GMT`.
    static func timeString(_ f: DateTime.Fields) -> String {
        "\(pad(f.hour, 2)):\(pad(f.minute, 2)):\(pad(f.second, 2)) GMT"
    }

    /// TimeZoneString (§20.4.4.41.3): `+0100 (Central European Standard Time)`.
    static func timeZoneString(_ tv: Double) -> String {
        var (offset, abbreviation) = DateTime.localOffset(atUTC: tv)
        if abbreviation == "LMT" {
            // Local mean time before the zone's first rule: V8 names the zone's standard time.
            for instant in [946_684_800_000.0, 962_409_600_000.0] {  // 2000-01-01, 2000-07-01
                let zone = DateTime.localZone(atUTC: instant)
                if !zone.isDST { abbreviation = zone.abbreviation; break }
            }
        }
        let minutes = Int((Swift.abs(offset) / DateTime.msPerMinute).rounded(.down))
        let sign = offset >= 0 ? "+" : "-"
        let numeric = "\(sign)\(pad(minutes / 60, 2))\(pad(minutes % 60, 2))"
        let name: String
        if let long = zoneNames[abbreviation] {
            name = long
        } else if abbreviation.isEmpty || abbreviation.first == "+" || abbreviation.first == "-" {
            name = minutes == 0 ? "GMT" : "GMT\(sign)\(pad(minutes / 60, 2)):\(pad(minutes % 60, 2))"
        } else {
            name = abbreviation
        }
        return "\(numeric) (\(name))"
    }

    /// ToDateString (§20.4.4.41.4).
    static func toDateString(_ tv: Double) -> String {
        guard let local = DateTime.fields(DateTime.localTime(tv)) else { return "Invalid Date" }
        return "\(dateString(local)) \(timeString(local))\(timeZoneString(tv))"
    }

    /// Date.prototype.toTimeString's result (§20.4.4.42).
    static func toTimeString(_ tv: Double) -> String {
        guard let local = DateTime.fields(DateTime.localTime(tv)) else { return "Invalid Date" }
        return "\(timeString(local))\(timeZoneString(tv))"
    }

    /// Date.prototype.toDateString's result (§20.4.4.35).
    static func toDateOnlyString(_ tv: Double) -> String {
        guard let local = DateTime.fields(DateTime.localTime(tv)) else { return "Invalid Date" }
        return dateString(local)
    }

    /// Date.prototype.toUTCString's result (§20.4.4.43): `Tue, 14 Nov 2023 22:13:20 GMT`.
    static func toUTCString(_ tv: Double) -> String {
        guard let f = DateTime.fields(tv) else { return "Invalid Date" }
        return "\(weekdayNames[f.weekday]), \(pad(f.date, 2)) \(monthNames[f.month]) \(year(f.year)) "
            + "\(pad(f.hour, 2)):\(pad(f.minute, 2)):\(pad(f.second, 2)) GMT"
    }

    /// Date.prototype.toISOString's result (§20.4.4.36, §20.4.1.15), nil for NaN.
    static func toISOString(_ tv: Double) -> String? {
        guard let f = DateTime.fields(tv) else { return nil }
        let year = (0...9999).contains(f.year) ? pad(f.year, 4) : (f.year < 0 ? "-" : "+") + pad(Swift.abs(f.year), 6)
        return "\(year)-\(pad(f.month + 1, 2))-\(pad(f.date, 2))T\(pad(f.hour, 2)):\(pad(f.minute, 2)):"
            + "\(pad(f.second, 2)).\(pad(f.millisecond, 3))Z"
    }

    /// en-US dates as node prints them without Intl options: `11/14/2023`. Years before 1 are
    /// written as ICU's era years (1 BC is 1).
    static func localeDate(_ f: DateTime.Fields) -> String {
        "\(f.month + 1)/\(f.date)/\(f.year <= 0 ? 1 - f.year : f.year)"
    }

    /// en-US times: `10:13:20 PM`.
    static func localeTime(_ f: DateTime.Fields) -> String {
        let hour12 = f.hour % 12 == 0 ? 12 : f.hour % 12
        return "\(hour12):\(pad(f.minute, 2)):\(pad(f.second, 2)) \(f.hour < 12 ? "AM" : "PM")"
    }

    static func toLocaleString(_ tv: Double, date: Bool, time: Bool) -> String {
        guard let local = DateTime.fields(DateTime.localTime(tv)) else { return "Invalid Date" }
        switch (date, time) {
        case (true, true): return "\(localeDate(local)), \(localeTime(local))"
        case (true, false): return localeDate(local)
        default: return localeTime(local)
        }
    }
}
