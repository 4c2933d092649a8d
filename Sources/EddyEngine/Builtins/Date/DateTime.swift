import Glibc

/// A Date instance (§20.4.5): an ordinary object with a [[DateValue]] slot holding a time
/// value (milliseconds since the epoch, UTC, or NaN).
final class JSDate: JSObject {
    var dateValue: Double

    init(dateValue: Double, shape: Shape, prototype: JSObject) {
        self.dateValue = dateValue
        super.init(shape: shape, prototype: prototype)
    }

    /// Object.prototype.toString reports `[object Date]` (§19.1.3.6 step 12).
    override var builtinTag: String { "Date" }
}

/// The abstract operations on time values (§20.4.1): days, years, months and the local
/// time zone. Every function accepts any Double (NaN, ±Infinity, huge values) without
/// trapping; integer arithmetic happens only on values already known to be in range.
enum DateTime {
    static let msPerDay = 86_400_000.0
    static let msPerHour = 3_600_000.0
    static let msPerMinute = 60_000.0
    static let msPerSecond = 1000.0
    /// §20.4.1.1: time values lie within ±8.64e15 ms of the epoch.
    static let maxTimeValue = 8.64e15

    /// Day(t) (§20.4.1.2).
    static func day(_ t: Double) -> Double { (t / msPerDay).rounded(.down) }

    /// TimeWithinDay(t) (§20.4.1.2): a non-negative remainder.
    static func timeWithinDay(_ t: Double) -> Double {
        let remainder = t.truncatingRemainder(dividingBy: msPerDay)
        return remainder < 0 ? remainder + msPerDay : remainder
    }

    /// The days from 1970-01-01 to year-month-day of the proleptic Gregorian calendar
    /// (month 1–12), for |year| well inside Int's range.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date (month 1–12) of a day number from the epoch.
    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The fields of a finite time value (YearFromTime, MonthFromTime, DateFromTime,
    /// WeekDay, HourFromTime… of §20.4.1.3–10). `month` is 0–11, `weekday` 0 (Sunday)–6.
    struct Fields {
        var year: Int, month: Int, date: Int, weekday: Int
        var hour: Int, minute: Int, second: Int, millisecond: Int
    }

    /// The fields of `t`, or nil when `t` is not finite or far outside the time-value range.
    static func fields(_ t: Double) -> Fields? {
        guard t.isFinite, Swift.abs(t) <= maxTimeValue + 2 * msPerDay else { return nil }
        let days = Int(day(t))
        let within = Int(timeWithinDay(t))
        let (year, month, date) = civilFromDays(days)
        let weekday = ((days + 4) % 7 + 7) % 7
        return Fields(year: year, month: month - 1, date: date, weekday: weekday,
                      hour: within / 3_600_000, minute: within / 60_000 % 60, second: within / 1000 % 60,
                      millisecond: within % 1000)
    }

    /// MakeTime (§20.4.1.11).
    static func makeTime(_ hour: Double, _ minute: Double, _ second: Double, _ millisecond: Double) -> Double {
        guard hour.isFinite, minute.isFinite, second.isFinite, millisecond.isFinite else { return .nan }
        let h = hour.integerOrInfinity, m = minute.integerOrInfinity
        let s = second.integerOrInfinity, ms = millisecond.integerOrInfinity
        return h * msPerHour + m * msPerMinute + s * msPerSecond + ms
    }

    /// MakeDay (§20.4.1.12). Years and months far outside what a time value can reach give
    /// NaN, as V8 (±1,000,000 years, ±10,000,000 months).
    static func makeDay(_ year: Double, _ month: Double, _ date: Double) -> Double {
        guard year.isFinite, month.isFinite, date.isFinite else { return .nan }
        let y = year.integerOrInfinity, m = month.integerOrInfinity, dt = date.integerOrInfinity
        guard Swift.abs(y) <= 1_000_000, Swift.abs(m) <= 10_000_000 else { return .nan }
        let ym = y + (m / 12).rounded(.down)
        var mn = m.truncatingRemainder(dividingBy: 12)
        if mn < 0 { mn += 12 }
        let days = daysFromCivil(year: Int(ym), month: Int(mn) + 1, day: 1)
        return Double(days) + dt - 1
    }

    /// MakeDate (§20.4.1.13).
    static func makeDate(_ day: Double, _ time: Double) -> Double {
        guard day.isFinite, time.isFinite else { return .nan }
        return day * msPerDay + time
    }

    /// TimeClip (§20.4.1.14); never returns -0.
    static func timeClip(_ time: Double) -> Double {
        guard time.isFinite, Swift.abs(time) <= maxTimeValue else { return .nan }
        return time.integerOrInfinity
    }

    // MARK: - The local time zone (§20.4.1.7–9)

    /// The local time zone's offset from UTC, in milliseconds, at the instant `t` (UTC),
    /// DST included, and the zone's abbreviation then. Read through libc per call, after
    /// `tzset`, so the `TZ` environment variable is honoured as `localtime` does.
    static func localOffset(atUTC t: Double) -> (offset: Double, abbreviation: String) {
        let (offset, abbreviation, _) = localZone(atUTC: t)
        return (offset, abbreviation)
    }

    /// `localOffset`, and whether daylight saving time is in force then.
    static func localZone(atUTC t: Double) -> (offset: Double, abbreviation: String, isDST: Bool) {
        guard t.isFinite, Swift.abs(t) <= 1e16 else { return (0, "UTC", false) }
        var seconds = time_t((t / msPerSecond).rounded(.down))
        var broken = tm()
        tzset()
        guard localtime_r(&seconds, &broken) != nil else { return (0, "UTC", false) }
        let abbreviation = broken.tm_zone.map { String(cString: $0) } ?? ""
        return (Double(broken.tm_gmtoff) * msPerSecond, abbreviation, broken.tm_isdst > 0)
    }

    /// LocalTime(t) (§20.4.1.8).
    static func localTime(_ t: Double) -> Double {
        guard t.isFinite else { return .nan }
        return t + localOffset(atUTC: t).offset
    }

    /// UTC(t) (§20.4.1.9): a local time to a time value. A local time skipped by a
    /// transition, or repeated by one, is read with the offset in force before it (§20.4.1.7).
    static func utc(_ local: Double) -> Double {
        guard local.isFinite, Swift.abs(local) <= 1e16 else { return .nan }
        let guess = localOffset(atUTC: local).offset
        var candidates = [guess, localOffset(atUTC: local - guess).offset,
                          localOffset(atUTC: local - msPerDay).offset, localOffset(atUTC: local + msPerDay).offset]
        candidates.append(localOffset(atUTC: local - candidates[1]).offset)
        let valid = candidates.filter { localOffset(atUTC: local - $0).offset == $0 }
        // Repeated: the earlier instant (the larger offset). Skipped: the offset before the
        // transition, the smaller one.
        let offset = valid.max() ?? candidates.min() ?? 0
        return local - offset
    }

    /// The current time value (§20.4.3.1 Date.now).
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Double(spec.tv_sec) * msPerSecond + Double(spec.tv_nsec / 1_000_000)
    }
}
