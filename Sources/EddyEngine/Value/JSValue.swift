/// A JavaScript language value (§6.1). Nine bytes of payload and tag: every case carries at
/// most one word, so copying a value is cheap.
package enum JSValue {
    case undefined
    case null
    case boolean(Bool)
    case number(Double)
    case string(JSString)
    /// Declared between string and symbol: the VM reads the tags (string first among the
    /// references, symbol and object compared by identity; see `VM.firstIdentityTag`).
    case bigint(JSBigInt)
    case symbol(JSSymbol)
    case object(JSObject)
}

extension JSValue {
    init(_ string: String) { self = .string(JSString(string)) }
    init(_ number: Double) { self = .number(number) }
    init(_ number: Int) { self = .number(Double(number)) }
    init(_ boolean: Bool) { self = .boolean(boolean) }
    init(_ object: JSObject?) { self = object.map { .object($0) } ?? .null }

    @inline(__always) package var isUndefined: Bool {
        if case .undefined = self { return true }
        return false
    }

    @inline(__always) package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// `undefined` or `null`: the values property access and ToObject reject.
    @inline(__always) package var isNullish: Bool {
        switch self {
        case .undefined, .null: return true
        default: return false
        }
    }

    @inline(__always) var asObject: JSObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    @inline(__always) var asString: JSString? {
        if case .string(let string) = self { return string }
        return nil
    }

    @inline(__always) var asNumber: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    @inline(__always) var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}

extension JSValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral
{
    package init(stringLiteral value: String) { self.init(value) }
    package init(floatLiteral value: Double) { self = .number(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(booleanLiteral value: Bool) { self = .boolean(value) }
}

extension JSValue: CustomDebugStringConvertible {
    /// A debugging rendering; never calls into JavaScript.
    package var debugDescription: String {
        switch self {
        case .undefined: return "undefined"
        case .null: return "null"
        case .boolean(let value): return value ? "true" : "false"
        case .number(let value): return NumberFormatting.string(from: value)
        case .string(let value): return "\"\(value.stringValue)\""
        case .bigint(let value): return value.string() + "n"
        case .symbol(let value): return value.descriptiveString
        case .object(let object): return "[object \(type(of: object))]"
        }
    }
}
