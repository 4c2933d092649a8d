/// Date.parse's string reading (§20.4.3.2): the Date Time String Format of §20.4.1.15, then
/// the forms toString and toUTCString produce and the common ones V8 accepts
/// (`Nov 14 2023 10:00 PM`, `2023/11/14 22:13:20`, `11/14/2023`). Anything else is NaN.
enum DateParsing {
    /// The time value `text` denotes, or NaN.
    static func parse(_ text: [UInt16]) -> Double {
        var start = 0, end = text.count
        while start < end, isSpace(text[start]) { start += 1 }
        while end > start, isSpace(text[end - 1]) { end -= 1 }
        // As V8: surrounding white space makes a string a legacy one (`YYYY-MM-DD` then
        // denotes local time).
        if start == 0, end == text.count, let iso = parseISO(text) { return iso }
        return parseLegacy(Array(text[start..<end])) ?? .nan
    }

    static func isSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x0B || unit == 0x0C || unit == 0xA0
    }

    static func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }

    /// Reads exactly `count` digits at `index`.
    private static func digits(_ units: [UInt16], _ index: inout Int, _ count: Int) -> Int? {
        guard index + count <= units.count else { return nil }
        var value = 0
        for offset in 0..<count {
            let unit = units[index + offset]
            guard isDigit(unit) else { return nil }
            value = value * 10 + Int(unit - 0x30)
        }
        index += count
        return value
    }

    /// The Date Time String Format (§20.4.1.15) with expanded years (§20.4.1.15.1):
    /// `YYYY[-MM[-DD]][THH:mm[:ss[.sss]][Z|±HH:mm]]`. Date-only forms are UTC, date-time
    /// forms without an offset local time. A space may stand for `T`, as V8 allows.
    static func parseISO(_ units: [UInt16]) -> Double? {
        var index = 0
        func peek(_ character: Character) -> Bool {
            index < units.count && units[index] == UInt16(character.asciiValue!)
        }
        var year: Int
        if peek("+") || peek("-") {
            let negative = peek("-")
            index += 1
            guard let value = digits(units, &index, 6) else { return nil }
            if negative && value == 0 { return nil }  // -000000 is not a year (§20.4.1.15.1)
            year = negative ? -value : value
        } else {
            guard let value = digits(units, &index, 4) else { return nil }
            year = value
        }
        var month = 1, day = 1
        if peek("-") {
            index += 1
            guard let value = digits(units, &index, 2), (1...12).contains(value) else { return nil }
            month = value
            if peek("-") {
                index += 1
                guard let value = digits(units, &index, 2), (1...31).contains(value) else { return nil }
                day = value
            }
        }
        let date = DateTime.makeDay(Double(year), Double(month - 1), Double(day))
        if index == units.count { return DateTime.timeClip(DateTime.makeDate(date, 0)) }
        guard peek("T") || peek("t") || peek(" ") else { return nil }
        index += 1
        guard let hour = digits(units, &index, 2), peek(":") else { return nil }
        index += 1
        guard let minute = digits(units, &index, 2) else { return nil }
        var second = 0, millisecond = 0.0
        if peek(":") {
            index += 1
            guard let value = digits(units, &index, 2) else { return nil }
            second = value
            if peek(".") || peek(",") {
                index += 1
                var scale = 100.0, count = 0
                while index < units.count, isDigit(units[index]) {
                    millisecond += Double(units[index] - 0x30) * scale
                    scale /= 10
                    index += 1
                    count += 1
                }
                guard count > 0 else { return nil }
                millisecond = millisecond.rounded(.down)
            }
        }
        guard hour <= 24, minute <= 59, second <= 59 else { return nil }
        if hour == 24, minute != 0 || second != 0 || millisecond != 0 { return nil }
        let time = DateTime.makeTime(Double(hour), Double(minute), Double(second), millisecond)
        let local = DateTime.makeDate(date, time)
        if index == units.count { return DateTime.timeClip(DateTime.utc(local)) }
        if peek("Z") || peek("z") {
            index += 1
            return index == units.count ? DateTime.timeClip(local) : nil
        }
        guard peek("+") || peek("-") else { return nil }
        let sign = peek("-") ? -1.0 : 1.0
        index += 1
        guard let offsetHours = digits(units, &index, 2) else { return nil }
        if peek(":") { index += 1 }
        guard let offsetMinutes = digits(units, &index, 2), index == units.count,
            offsetHours <= 23, offsetMinutes <= 59
        else { return nil }
        let offset = sign * (Double(offsetHours) * DateTime.msPerHour + Double(offsetMinutes) * DateTime.msPerMinute)
        return DateTime.timeClip(local - offset)
    }

    private static let monthPrefixes = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let weekdayPrefixes = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

    /// The North American zone abbreviations V8's legacy parser knows (dateparser.cc's
    /// KeywordTable), as hours east of UTC: `March 7, 2021 10:00 PST`.
    private static let usZoneOffsets: [String: Double] = [
        "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7,
    ]

    /// The legacy forms: words (month and weekday names, AM/PM, GMT/UTC/Z), numbers, times
    /// `h:mm[:ss[.mmm]]`, slashed dates, UTC offsets, and parenthesized comments.
    static func parseLegacy(_ units: [UInt16]) -> Double? {
        var index = 0
        var month: Int?
        var numbers: [(value: Int, digitCount: Int)] = []
        var slashed: [(value: Int, digitCount: Int)]?
        var time: (hour: Int, minute: Int, second: Int, millisecond: Int)?
        var meridiem: Bool?  // true for PM
        var offset: Double?  // milliseconds east of UTC
        var sawZone = false
        var offsetFromAbbreviation = false
        var negativeYear = false

        func readNumber() -> (value: Int, digitCount: Int)? {
            var value = 0, count = 0
            while index < units.count, isDigit(units[index]) {
                if count < 9 { value = value * 10 + Int(units[index] - 0x30) }
                count += 1
                index += 1
            }
            return count == 0 || count > 9 ? nil : (value, count)
        }
        func at(_ character: Character) -> Bool {
            index < units.count && units[index] == UInt16(character.asciiValue!)
        }

        while index < units.count {
            let unit = units[index]
            if isSpace(unit) || at(",") || at(".") {
                index += 1
            } else if at("(") {
                var depth = 0
                while index < units.count {
                    if at("(") { depth += 1 } else if at(")") { depth -= 1 }
                    index += 1
                    if depth == 0 { break }
                }
            } else if (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A) {
                var word = ""
                while index < units.count,
                    (units[index] >= 0x41 && units[index] <= 0x5A) || (units[index] >= 0x61 && units[index] <= 0x7A)
                {
                    word.append(Character(Unicode.Scalar(UInt8(units[index] | 0x20))))
                    index += 1
                }
                if word == "am" || word == "pm" {
                    guard meridiem == nil else { return nil }
                    meridiem = word == "pm"
                } else if word == "gmt" || word == "utc" || word == "ut" || word == "z" {
                    sawZone = true
                    offset = offset ?? 0
                } else if let hours = usZoneOffsets[word] {
                    // The last zone named wins, and a numeric offset after it replaces it.
                    sawZone = true
                    offset = hours * DateTime.msPerHour
                    offsetFromAbbreviation = true
                } else if word.count >= 3, let found = monthPrefixes.firstIndex(where: { word.hasPrefix($0) }) {
                    guard month == nil else { return nil }
                    month = found + 1
                } else if word.count >= 3, weekdayPrefixes.contains(where: { word.hasPrefix($0) }) {
                    continue
                } else {
                    return nil
                }
            } else if (at("+") || at("-")) && (time != nil || sawZone) && (offsetFromAbbreviation || offset.map({ $0 == 0 }) ?? true) {
                let sign = at("-") ? -1.0 : 1.0
                index += 1
                guard let first = readNumber() else { return nil }
                var hours = first.value, minutes = 0
                if at(":") {
                    index += 1
                    guard let second = readNumber(), second.digitCount == 2 else { return nil }
                    minutes = second.value
                } else if first.digitCount > 2 {
                    hours = first.value / 100
                    minutes = first.value % 100
                }
                guard hours <= 23, minutes <= 59 else { return nil }
                offset = sign * (Double(hours) * DateTime.msPerHour + Double(minutes) * DateTime.msPerMinute)
                sawZone = true
                offsetFromAbbreviation = false
            } else if at("-") {
                // A date separator (`14-Nov-2023`) or the sign of a year written by toString.
                index += 1
                if index < units.count, isDigit(units[index]), month != nil, numbers.count == 1 { negativeYear = true }
            } else if isDigit(unit) {
                guard let number = readNumber() else { return nil }
                if at(":") {
                    guard time == nil else { return nil }
                    index += 1
                    guard let minute = readNumber() else { return nil }
                    var second = 0, millisecond = 0
                    if at(":") {
                        index += 1
                        guard let value = readNumber() else { return nil }
                        second = value.value
                        if at("."), index + 1 < units.count, isDigit(units[index + 1]) {
                            index += 1
                            guard let fraction = readNumber() else { return nil }
                            var value = fraction.value, count = fraction.digitCount
                            while count > 3 { value /= 10; count -= 1 }
                            while count < 3 { value *= 10; count += 1 }
                            millisecond = value
                        }
                    }
                    time = (number.value, minute.value, second, millisecond)
                } else if at("-"), number.digitCount >= 3, index + 1 < units.count, isDigit(units[index + 1]),
                    slashed == nil, numbers.isEmpty, month == nil, time == nil
                {
                    // Year first with dashes, `2000-1-01`: local time like the slashed form.
                    var parts = [number]
                    while at("-"), index + 1 < units.count, isDigit(units[index + 1]) {
                        index += 1
                        guard let next = readNumber() else { return nil }
                        parts.append(next)
                    }
                    guard parts.count == 3 else { return nil }
                    slashed = parts
                } else if at("/") {
                    guard slashed == nil, numbers.isEmpty, month == nil else { return nil }
                    var parts = [number]
                    while at("/") {
                        index += 1
                        guard let next = readNumber() else { return nil }
                        parts.append(next)
                    }
                    guard parts.count == 3 else { return nil }
                    // y/m/d when the first part is a year, else m/d/y.
                    slashed = number.digitCount >= 3 ? [parts[0], parts[1], parts[2]] : [parts[2], parts[0], parts[1]]
                } else {
                    numbers.append(number)
                }
            } else {
                return nil
            }
        }

        var year: Int, monthNumber: Int, day: Int, yearDigits: Int
        if let slashed {
            guard numbers.isEmpty else { return nil }
            (year, monthNumber, day, yearDigits) = (slashed[0].value, slashed[1].value, slashed[2].value,
                                                    slashed[0].digitCount)
        } else {
            guard let month, numbers.count == 2 || numbers.count == 1 else { return nil }
            monthNumber = month
            if numbers.count == 1 {
                (day, year, yearDigits) = (1, numbers[0].value, numbers[0].digitCount)
            } else if numbers[0].digitCount >= 3 || numbers[0].value > 31 {
                (year, day, yearDigits) = (numbers[0].value, numbers[1].value, numbers[0].digitCount)
            } else {
                (day, year, yearDigits) = (numbers[0].value, numbers[1].value, numbers[1].digitCount)
            }
            if negativeYear { year = -year }
        }
        // Two-digit years: 00–49 are 2000–2049, 50–99 are 1950–1999.
        if yearDigits <= 2, year >= 0 { year += year < 50 ? 2000 : 1900 }
        guard (1...12).contains(monthNumber), (1...31).contains(day) else { return nil }
        var (hour, minute, second, millisecond) = time ?? (0, 0, 0, 0)
        if let meridiem {
            guard hour >= 1 && hour <= 12 else { return nil }
            hour = hour % 12 + (meridiem ? 12 : 0)
        }
        guard hour <= 24, minute <= 59, second <= 59 else { return nil }
        let local = DateTime.makeDate(
            DateTime.makeDay(Double(year), Double(monthNumber - 1), Double(day)),
            DateTime.makeTime(Double(hour), Double(minute), Double(second), Double(millisecond)))
        if let offset { return DateTime.timeClip(local - offset) }
        return DateTime.timeClip(DateTime.utc(local))
    }
}
