import EddyEngine

/// A JavaScript value held by Swift: a primitive carried as Swift data, or a handle to an
/// object (or symbol) that lives in one runtime's heap.
///
/// A handle keeps its object alive until the last copy of the `JSValue` is dropped, from
/// any thread. Reading a primitive works anywhere; everything that runs JavaScript on an
/// object (`call`, `property`, `decode`) runs on the runtime's loop thread: the `async`
/// forms go there and back, the synchronous forms work when already on it (inside a
/// function the runtime calls, or inside `Runtime.perform`).
public struct JSValue: Sendable {
    enum Storage: Sendable {
        case undefined
        case null
        case boolean(Bool)
        case number(Double)
        case string(String)
        /// A BigInt as its decimal digits.
        case bigint(String)
        case reference(ValueReference)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// `undefined`.
    public static let undefined = JSValue(storage: .undefined)
    /// `null`.
    public static let null = JSValue(storage: .null)

    /// A JavaScript boolean.
    public init(_ value: Bool) { storage = .boolean(value) }
    /// A JavaScript number.
    public init(_ value: Double) { storage = .number(value) }
    /// A JavaScript number; integers beyond 2^53 round to the nearest number.
    public init(_ value: Int) { storage = .number(Double(value)) }
    /// A JavaScript string.
    public init(_ value: String) { storage = .string(value) }

    // MARK: - What it is

    /// `typeof` of the value: `"undefined"`, `"object"` (also for `null`), `"boolean"`,
    /// `"number"`, `"string"`, `"bigint"`, `"symbol"` or `"function"`.
    public var typeOf: String {
        switch storage {
        case .undefined: "undefined"
        case .null: "object"
        case .boolean: "boolean"
        case .number: "number"
        case .string: "string"
        case .bigint: "bigint"
        case .reference(let reference): reference.typeOf
        }
    }

    /// Whether the value is `undefined`.
    public var isUndefined: Bool {
        if case .undefined = storage { return true }
        return false
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = storage { return true }
        return false
    }

    /// Whether the value is an object (functions and arrays included).
    public var isObject: Bool {
        if case .reference(let reference) = storage { return reference.typeOf != "symbol" }
        return false
    }

    /// Whether the value can be called.
    public var isFunction: Bool {
        if case .reference(let reference) = storage { return reference.typeOf == "function" }
        return false
    }

    /// Whether the value is an array.
    public var isArray: Bool {
        if case .reference(let reference) = storage { return reference.isArray }
        return false
    }

    // MARK: - Primitives

    /// The string, if the value is one.
    /// - Throws: `RuntimeError.typeMismatch` for any other value.
    public func string() throws -> String {
        guard case .string(let value) = storage else { throw mismatch("a string") }
        return value
    }

    /// The number, if the value is one.
    public func double() throws -> Double {
        guard case .number(let value) = storage else { throw mismatch("a number") }
        return value
    }

    /// The number, if the value is a whole number that fits in `Int`.
    public func int() throws -> Int {
        guard case .number(let value) = storage else { throw mismatch("an integer") }
        guard let integer = Int(exactly: value) else {
            throw RuntimeError.typeMismatch(expected: "an integer", found: "the number \(JSValue.numberText(value))")
        }
        return integer
    }

    /// A BigInt's decimal digits (`"-12"` for `-12n`), if the value is one: they convert
    /// into any integer type, or a big-integer library's, exactly.
    public func bigintDigits() throws -> String {
        guard case .bigint(let digits) = storage else { throw mismatch("a bigint") }
        return digits
    }

    /// The boolean, if the value is one.
    public func bool() throws -> Bool {
        guard case .boolean(let value) = storage else { throw mismatch("a boolean") }
        return value
    }

    private func mismatch(_ expected: String) -> RuntimeError {
        .typeMismatch(expected: expected, found: typeDescription)
    }

    /// JavaScript's words for the value in a mismatch: "a string", "undefined", "a function".
    var typeDescription: String {
        switch storage {
        case .undefined: "undefined"
        case .null: "null"
        case .boolean: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .bigint: "a bigint"
        case .reference(let reference):
            switch reference.typeOf {
            case "function": "a function"
            case "symbol": "a symbol"
            default: reference.isArray ? "an array" : "an object"
            }
        }
    }

    /// A number as JavaScript prints it, for messages (`3`, not `3.0`).
    static func numberText(_ value: Double) -> String {
        if let integer = Int(exactly: value) { return String(integer) }
        return String(value)
    }

    /// The value as data for a conversion: primitives as they are, handles as themselves.
    var data: ScriptData {
        switch storage {
        case .undefined: .undefined
        case .null: .null
        case .boolean(let value): .boolean(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .bigint(let digits): .bigint(digits)
        case .reference: .value(self)
        }
    }
}

extension JSValue: CustomStringConvertible {
    /// A short description for logs: primitives as JavaScript writes them, handles by kind.
    public var description: String {
        switch storage {
        case .undefined: "undefined"
        case .null: "null"
        case .boolean(let value): String(value)
        case .number(let value): JSValue.numberText(value)
        case .string(let value): "'\(value)'"
        case .bigint(let digits): digits + "n"
        case .reference(let reference): "[\(reference.typeOf == "function" ? "Function" : reference.isArray ? "Array" : reference.typeOf == "symbol" ? "Symbol" : "Object")]"
        }
    }
}

extension JSValue: Encodable {
    /// Encodes primitives as themselves. Inside the runtime's own conversions a handle
    /// passes through as the object it refers to; other encoders cannot carry one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch storage {
        case .undefined, .null: try container.encodeNil()
        case .boolean(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .bigint(let digits): try container.encode(digits)
        case .reference:
            throw EncodingError.invalidValue(self, .init(
                codingPath: encoder.codingPath,
                debugDescription: "A JavaScript object handle can only be encoded by its own runtime"))
        }
    }
}

extension JSValue: Decodable {
    /// Decodes primitives; inside the runtime's own conversions, functions and other kept
    /// values come back as handles.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self.init(value)
        } else if let value = try? container.decode(Double.self) {
            self.init(value)
        } else {
            self.init(try container.decode(String.self))
        }
    }
}

/// Keeps one object or symbol of a runtime alive for Swift, and lets it go when dropped.
final class ValueReference: Sendable {
    let thread: LoopThread
    /// Read only on the loop thread (or to release it); never mutated.
    let value: UncheckedEngineValue
    /// `typeof`, fixed when the reference was made (an object never changes it).
    let typeOf: String
    let isArray: Bool

    init(thread: LoopThread, value: EddyEngine.JSValue, isArray: Bool) {
        self.thread = thread
        self.value = UncheckedEngineValue(value)
        self.typeOf = value.typeName
        self.isArray = isArray
    }

    deinit {
        thread.release(value)
    }
}

/// An engine value that crosses threads only to come back to its loop thread: the engine's
/// types are not `Sendable`, and nothing touches them elsewhere.
struct UncheckedEngineValue: @unchecked Sendable {
    let value: EddyEngine.JSValue
    init(_ value: EddyEngine.JSValue) { self.value = value }
}
