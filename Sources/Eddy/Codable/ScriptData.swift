/// A JavaScript value as plain data that may cross threads: what `Encodable` Swift values
/// become before the loop thread turns them into JavaScript values, and what JavaScript
/// values become before a `Decodable` type is read from them. Objects that are not plain
/// data (functions, class instances the script keeps) travel as references.
enum ScriptData: Sendable {
    case undefined
    case null
    case boolean(Bool)
    case number(Double)
    case string(String)
    /// A BigInt as its decimal digits.
    case bigint(String)
    case array([ScriptData])
    /// A plain object's own enumerable properties, in the script's property order.
    case object([(key: String, value: ScriptData)])
    /// A value the runtime keeps (a function, or any value handed over as a `JSValue`).
    case value(JSValue)

    /// How a mismatch names what was found: JavaScript's words.
    var typeDescription: String {
        switch self {
        case .undefined: "undefined"
        case .null: "null"
        case .boolean: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .bigint: "a bigint"
        case .array: "an array"
        case .object: "an object"
        case .value(let value): value.typeDescription
        }
    }
}
