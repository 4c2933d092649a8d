/// The Date constructor (§20.4.2–3) and %Date.prototype% (§20.4.4), with Annex B's
/// getYear, setYear and toGMTString (§B.2.4).
enum DateBuiltins {
    static let constructorMethods: [BuiltinMethod] = [
        .init("now", length: 0, now),  // §20.4.3.1
        .init("parse", length: 1, parse),  // §20.4.3.2
        .init("UTC", length: 7, utc),  // §20.4.3.4
    ]

    /// A getter of a field of the local (or UTC) time.
    private static func getter(_ name: String, utc: Bool, _ field: @escaping @Sendable (DateTime.Fields) -> Int)
        -> BuiltinMethod
    {
        .init(name, length: 0) { agent, this, _ in
            let tv = try thisTimeValue(this, name, in: agent)
            guard let fields = DateTime.fields(utc ? tv : DateTime.localTime(tv)) else { return .number(.nan) }
            return .number(Double(field(fields)))
        }
    }

    static let prototypeMethods: [BuiltinMethod] = [
        getter("getDate", utc: false) { $0.date },  // §20.4.4.2
        getter("getDay", utc: false) { $0.weekday },  // §20.4.4.3
        getter("getFullYear", utc: false) { $0.year },  // §20.4.4.4
        getter("getHours", utc: false) { $0.hour },  // §20.4.4.5
        getter("getMilliseconds", utc: false) { $0.millisecond },  // §20.4.4.6
        getter("getMinutes", utc: false) { $0.minute },  // §20.4.4.7
        getter("getMonth", utc: false) { $0.month },  // §20.4.4.8
        getter("getSeconds", utc: false) { $0.second },  // §20.4.4.9
        .init("getTime", length: 0, valueOf),  // §20.4.4.10
        .init("getTimezoneOffset", length: 0, getTimezoneOffset),  // §20.4.4.11
        getter("getUTCDate", utc: true) { $0.date },  // §20.4.4.12
        getter("getUTCDay", utc: true) { $0.weekday },  // §20.4.4.13
        getter("getUTCFullYear", utc: true) { $0.year },  // §20.4.4.14
        getter("getUTCHours", utc: true) { $0.hour },  // §20.4.4.15
        getter("getUTCMilliseconds", utc: true) { $0.millisecond },  // §20.4.4.16
        getter("getUTCMinutes", utc: true) { $0.minute },  // §20.4.4.17
        getter("getUTCMonth", utc: true) { $0.month },  // §20.4.4.18
        getter("getUTCSeconds", utc: true) { $0.second },  // §20.4.4.19
        getter("getYear", utc: false) { $0.year - 1900 },  // §B.2.4.1
        .init("setDate", length: 1) { try setDate($0, $1, $2, utc: false, "setDate") },  // §20.4.4.20
        .init("setFullYear", length: 3) { try setFullYear($0, $1, $2, utc: false, "setFullYear") },  // §20.4.4.21
        .init("setHours", length: 4) { try setTime($0, $1, $2, from: 0, utc: false, "setHours") },  // §20.4.4.22
        .init("setMilliseconds", length: 1) { try setTime($0, $1, $2, from: 3, utc: false, "setMilliseconds") },  // §20.4.4.23
        .init("setMinutes", length: 3) { try setTime($0, $1, $2, from: 1, utc: false, "setMinutes") },  // §20.4.4.24
        .init("setMonth", length: 2) { try setMonth($0, $1, $2, utc: false, "setMonth") },  // §20.4.4.25
        .init("setSeconds", length: 2) { try setTime($0, $1, $2, from: 2, utc: false, "setSeconds") },  // §20.4.4.26
        .init("setTime", length: 1, setTime),  // §20.4.4.27
        .init("setUTCDate", length: 1) { try setDate($0, $1, $2, utc: true, "setUTCDate") },  // §20.4.4.28
        .init("setUTCFullYear", length: 3) { try setFullYear($0, $1, $2, utc: true, "setUTCFullYear") },  // §20.4.4.29
        .init("setUTCHours", length: 4) { try setTime($0, $1, $2, from: 0, utc: true, "setUTCHours") },  // §20.4.4.30
        .init("setUTCMilliseconds", length: 1) { try setTime($0, $1, $2, from: 3, utc: true, "setUTCMilliseconds") },  // §20.4.4.31
        .init("setUTCMinutes", length: 3) { try setTime($0, $1, $2, from: 1, utc: true, "setUTCMinutes") },  // §20.4.4.32
        .init("setUTCMonth", length: 2) { try setMonth($0, $1, $2, utc: true, "setUTCMonth") },  // §20.4.4.33
        .init("setUTCSeconds", length: 2) { try setTime($0, $1, $2, from: 2, utc: true, "setUTCSeconds") },  // §20.4.4.34
        .init("setYear", length: 1, setYear),  // §B.2.4.2
        .init("toDateString", length: 0) { agent, this, _ in  // §20.4.4.35
            JSValue(DateFormatting.toDateOnlyString(try thisTimeValue(this, "toDateString", in: agent)))
        },
        .init("toISOString", length: 0, toISOString),  // §20.4.4.36
        .init("toJSON", length: 1, toJSON),  // §20.4.4.37
        .init("toLocaleDateString", length: 0) { agent, this, arguments in  // §20.4.4.38
            try toLocaleString(this, arguments, "toLocaleDateString", required: .date, defaults: .date, in: agent)
        },
        .init("toLocaleString", length: 0) { agent, this, arguments in  // §20.4.4.39
            try toLocaleString(this, arguments, "toLocaleString", required: .any, defaults: .all, in: agent)
        },
        .init("toLocaleTimeString", length: 0) { agent, this, arguments in  // §20.4.4.40
            try toLocaleString(this, arguments, "toLocaleTimeString", required: .time, defaults: .time, in: agent)
        },
        .init("toString", length: 0) { agent, this, _ in  // §20.4.4.41
            JSValue(DateFormatting.toDateString(try thisTimeValue(this, "toString", in: agent)))
        },
        .init("toTimeString", length: 0) { agent, this, _ in  // §20.4.4.42
            JSValue(DateFormatting.toTimeString(try thisTimeValue(this, "toTimeString", in: agent)))
        },
        .init("toUTCString", length: 0) { agent, this, _ in  // §20.4.4.43
            JSValue(DateFormatting.toUTCString(try thisTimeValue(this, "toUTCString", in: agent)))
        },
        .init("valueOf", length: 0, valueOf),  // §20.4.4.44
        .init(.toPrimitive, name: "[Symbol.toPrimitive]", length: 1, attributes: .configurable, toPrimitive),  // §20.4.4.45
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = agent.makeObject(prototype: realm.objectPrototype)
        realm.setIntrinsic(.datePrototype, prototype)
        realm.install(prototypeMethods, on: prototype, in: agent)
        // Date.prototype.toGMTString is the same function object as toUTCString (§B.2.4.3).
        if case .data(let toUTCString, _)? = prototype.storedProperty(agent.key("toUTCString")) {
            prototype.defineBuiltinProperty(agent.key("toGMTString"), toUTCString)
        }
        let constructor = realm.makeConstructor("Date", length: 7, prototype: prototype, in: agent,
                                                call: construct, construct: construct)
        realm.install(constructorMethods, on: constructor, in: agent)
        realm.globalObject.defineBuiltinProperty(agent.key("Date"), .object(constructor))
    }

    /// thisTimeValue (§20.4.4): the [[DateValue]] of a Date, else a TypeError.
    static func thisDate(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSDate {
        guard let object = this.asObject, let date = object as? JSDate else {
            throw agent.typeError("this is not a Date object.")
        }
        return date
    }

    static func thisTimeValue(_ this: JSValue, _ method: String, in agent: Agent) throws -> Double {
        try thisDate(this, method, in: agent).dateValue
    }

    // MARK: - The constructor

    /// Date ( ...values ) (§20.4.2.1–3).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else {
            return JSValue(DateFormatting.toDateString(DateTime.now()))
        }
        let timeValue: Double
        switch arguments.count {
        case 0:
            timeValue = DateTime.now()
        case 1:
            let value = arguments[0]
            if let object = value.asObject, let date = object as? JSDate {
                timeValue = DateTime.timeClip(date.dateValue)
            } else {
                let primitive = try agent.toPrimitive(value)
                if case .string(let string) = primitive {
                    timeValue = DateParsing.parse(string.units)
                } else {
                    timeValue = DateTime.timeClip(try agent.toNumber(primitive))
                }
            }
        default:
            let finalDate = try makeDate(from: arguments, in: agent)
            timeValue = DateTime.timeClip(DateTime.utc(finalDate))
        }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.datePrototype) }
        return .object(agent.heap.register(JSDate(dateValue: timeValue, shape: agent.rootShape, prototype: prototype)))
    }

    /// The date the arguments (year, month[, date, hours, minutes, seconds, ms]) of Date and
    /// Date.UTC denote, converted in order, two-digit years meaning 1900–1999.
    static func makeDate(from arguments: Arguments, in agent: Agent) throws -> Double {
        let y = try agent.toNumber(arguments[0])
        let m = arguments.count > 1 ? try agent.toNumber(arguments[1]) : 0
        let dt = arguments.count > 2 ? try agent.toNumber(arguments[2]) : 1
        let h = arguments.count > 3 ? try agent.toNumber(arguments[3]) : 0
        let min = arguments.count > 4 ? try agent.toNumber(arguments[4]) : 0
        let s = arguments.count > 5 ? try agent.toNumber(arguments[5]) : 0
        let milli = arguments.count > 6 ? try agent.toNumber(arguments[6]) : 0
        return DateTime.makeDate(DateTime.makeDay(fullYear(y), m, dt), DateTime.makeTime(h, min, s, milli))
    }

    /// Years 0–99 are 1900–1999 (§20.4.2.1 step 4.h).
    static func fullYear(_ y: Double) -> Double {
        if y.isNaN { return y }
        let integer = y.integerOrInfinity
        return integer >= 0 && integer <= 99 ? 1900 + integer : y
    }

    /// toLocaleString, toLocaleDateString, toLocaleTimeString (ECMA-402 §20.4.1–3): V8's
    /// en-US text directly without locales and options, else through an
    /// Intl.DateTimeFormat of those arguments.
    private static func toLocaleString(_ this: JSValue, _ arguments: Arguments, _ method: String,
                                       required: DateTimeFormatOptions.Fields, defaults: DateTimeFormatOptions.Fields,
                                       in agent: Agent) throws -> JSValue {
        let time = try thisTimeValue(this, method, in: agent)
        if arguments[0].isUndefined && arguments[1].isUndefined {
            return JSValue(DateFormatting.toLocaleString(time, date: defaults != .time, time: defaults != .date))
        }
        guard time.isFinite else { return JSValue("Invalid Date") }
        let options = try LocaleArguments(locales: arguments[0], options: arguments[1],
                                          method: "Date.prototype.\(method)", in: agent)
        let format = try DateTimeFormatOptions(options, required: required, defaults: defaults, in: agent)
        return try DateTimeFormatOptions.format(.number(time), with: format.settings, in: agent)
    }

    /// Date.now ( ) (§20.4.3.1).
    @Sendable static func now(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .number(DateTime.now())
    }

    /// Date.parse ( string ) (§20.4.3.2).
    @Sendable static func parse(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .number(DateParsing.parse(try agent.toString(arguments[0]).units))
    }

    /// Date.UTC ( year [ , month [ , date [ , hours [ , minutes [ , seconds [ , ms ] ] ] ] ] ] ) (§20.4.3.4).
    @Sendable static func utc(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .number(DateTime.timeClip(try makeDate(from: arguments, in: agent)))
    }

    // MARK: - Getters

    /// Date.prototype.getTime, Date.prototype.valueOf (§20.4.4.10, §20.4.4.44).
    @Sendable static func valueOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .number(try thisTimeValue(this, "valueOf", in: agent))
    }

    /// Date.prototype.getTimezoneOffset ( ) (§20.4.4.11).
    @Sendable static func getTimezoneOffset(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let t = try thisTimeValue(this, "getTimezoneOffset", in: agent)
        guard t.isFinite else { return .number(.nan) }
        return .number((t - DateTime.localTime(t)) / DateTime.msPerMinute)
    }

    // MARK: - Setters

    /// Stores a new time value: TimeClip(UTC(date)) for local setters.
    private static func store(_ date: JSDate, _ value: Double, utc: Bool) -> JSValue {
        let clipped = DateTime.timeClip(utc ? value : DateTime.utc(value))
        date.dateValue = clipped
        return .number(clipped)
    }

    /// setDate / setUTCDate ( date ) (§20.4.4.20, §20.4.4.28).
    static func setDate(_ agent: Agent, _ this: JSValue, _ arguments: Arguments, utc: Bool, _ name: String) throws
        -> JSValue
    {
        let date = try thisDate(this, name, in: agent)
        let t = utc ? date.dateValue : DateTime.localTime(date.dateValue)
        let dt = try agent.toNumber(arguments[0])
        guard let f = DateTime.fields(t) else { return .number(.nan) }
        let newDate = DateTime.makeDate(DateTime.makeDay(Double(f.year), Double(f.month), dt),
                                        DateTime.timeWithinDay(t))
        return store(date, newDate, utc: utc)
    }

    /// setFullYear / setUTCFullYear ( year [ , month [ , date ] ] ) (§20.4.4.21, §20.4.4.29):
    /// a NaN time value counts as +0.
    static func setFullYear(_ agent: Agent, _ this: JSValue, _ arguments: Arguments, utc: Bool, _ name: String)
        throws -> JSValue
    {
        let date = try thisDate(this, name, in: agent)
        let t = date.dateValue.isNaN ? 0 : (utc ? date.dateValue : DateTime.localTime(date.dateValue))
        let y = try agent.toNumber(arguments[0])
        guard let f = DateTime.fields(t) else { return .number(.nan) }
        let m = arguments.count > 1 ? try agent.toNumber(arguments[1]) : Double(f.month)
        let dt = arguments.count > 2 ? try agent.toNumber(arguments[2]) : Double(f.date)
        let newDate = DateTime.makeDate(DateTime.makeDay(y, m, dt), DateTime.timeWithinDay(t))
        return store(date, newDate, utc: utc)
    }

    /// setMonth / setUTCMonth ( month [ , date ] ) (§20.4.4.25, §20.4.4.33).
    static func setMonth(_ agent: Agent, _ this: JSValue, _ arguments: Arguments, utc: Bool, _ name: String) throws
        -> JSValue
    {
        let date = try thisDate(this, name, in: agent)
        let t = utc ? date.dateValue : DateTime.localTime(date.dateValue)
        let m = try agent.toNumber(arguments[0])
        let fields = DateTime.fields(t)
        let dt = arguments.count > 1 ? try agent.toNumber(arguments[1]) : Double(fields?.date ?? 0)
        guard let f = fields else { return .number(.nan) }
        let newDate = DateTime.makeDate(DateTime.makeDay(Double(f.year), m, dt), DateTime.timeWithinDay(t))
        return store(date, newDate, utc: utc)
    }

    /// setHours, setMinutes, setSeconds, setMilliseconds and their UTC forms
    /// (§20.4.4.22–24, 26, 30–32, 34): the arguments replace the time fields from `first`
    /// (0 hours, 1 minutes, 2 seconds, 3 milliseconds) on, converted in order.
    static func setTime(_ agent: Agent, _ this: JSValue, _ arguments: Arguments, from first: Int, utc: Bool,
                        _ name: String) throws -> JSValue
    {
        let date = try thisDate(this, name, in: agent)
        let t = utc ? date.dateValue : DateTime.localTime(date.dateValue)
        let fields = DateTime.fields(t)
        var parts = [Double(fields?.hour ?? 0), Double(fields?.minute ?? 0), Double(fields?.second ?? 0),
                     Double(fields?.millisecond ?? 0)]
        for position in first..<4 where position == first || position - first < arguments.count {
            parts[position] = try agent.toNumber(arguments[position - first])
        }
        guard fields != nil else { return .number(.nan) }
        let newDate = DateTime.makeDate(DateTime.day(t), DateTime.makeTime(parts[0], parts[1], parts[2], parts[3]))
        return store(date, newDate, utc: utc)
    }

    /// Date.prototype.setTime ( time ) (§20.4.4.27).
    @Sendable static func setTime(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let date = try thisDate(this, "setTime", in: agent)
        let t = try agent.toNumber(arguments[0])
        return store(date, t, utc: true)
    }

    /// Date.prototype.setYear ( year ) (§B.2.4.2).
    @Sendable static func setYear(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let date = try thisDate(this, "setYear", in: agent)
        let t = date.dateValue.isNaN ? 0 : DateTime.localTime(date.dateValue)
        let y = try agent.toNumber(arguments[0])
        guard !y.isNaN, let f = DateTime.fields(t) else {
            date.dateValue = .nan
            return .number(.nan)
        }
        let newDate = DateTime.makeDate(DateTime.makeDay(fullYear(y), Double(f.month), Double(f.date)),
                                        DateTime.timeWithinDay(t))
        return store(date, newDate, utc: false)
    }

    // MARK: - Conversions

    /// Date.prototype.toISOString ( ) (§20.4.4.36).
    @Sendable static func toISOString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let text = DateFormatting.toISOString(try thisTimeValue(this, "toISOString", in: agent)) else {
            throw agent.rangeError("Invalid time value")
        }
        return JSValue(text)
    }

    /// Date.prototype.toJSON ( key ) (§20.4.4.37).
    @Sendable static func toJSON(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let tv = try agent.toPrimitive(.object(object), preferring: .number)
        if case .number(let number) = tv, !number.isFinite { return .null }
        return try agent.invoke(.object(object), agent.key("toISOString"))
    }

    /// Date.prototype [ @@toPrimitive ] ( hint ) (§20.4.4.45).
    @Sendable static func toPrimitive(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = this.asObject else {
            throw agent.typeError("Date.prototype [ @@toPrimitive ] called on non-object")
        }
        let hint = arguments[0]
        if case .string(let string) = hint {
            switch string.stringValue {
            case "string", "default": return try agent.ordinaryToPrimitive(object, preferring: .string)
            case "number": return try agent.ordinaryToPrimitive(object, preferring: .number)
            default: break
            }
        }
        throw agent.typeError("Invalid hint: \(hint.shortDescription)")
    }
}
