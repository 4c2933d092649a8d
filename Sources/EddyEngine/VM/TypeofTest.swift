/// A comparison of `typeof` with a string literal — `typeof x === 'function'`,
/// `'object' != typeof y` — as the fused `isType`/`jumpUnlessType` instructions encode it in
/// one immediate word: the answer compared against, and whether the comparison is negated.
/// The VM then tests the value's type without making the `typeof` string (§13.5.3) or
/// comparing strings.
struct TypeofTest: Equatable {
    /// The answers `typeof` can give (Table 41), and `none` for a literal it never gives.
    enum Answer: Int32 {
        case undefined, object, boolean, number, string, bigint, symbol, function, none

        init(name: [UInt16]) {
            switch String(decoding: name, as: UTF16.self) {
            case "undefined": self = .undefined
            case "object": self = .object
            case "boolean": self = .boolean
            case "number": self = .number
            case "string": self = .string
            case "bigint": self = .bigint
            case "symbol": self = .symbol
            case "function": self = .function
            default: self = .none
            }
        }

        /// `typeof value` (§13.5.3.1).
        @inline(__always)
        init(of value: JSValue) {
            switch value {
            case .undefined: self = .undefined
            case .null: self = .object
            case .boolean: self = .boolean
            case .number: self = .number
            case .string: self = .string
            case .bigint: self = .bigint
            case .symbol: self = .symbol
            case .object(let reference): self = reference.object.isCallable ? .function : .object
            }
        }
    }

    let answer: Answer
    let isNegated: Bool

    /// The instruction's immediate operand.
    var word: Int32 { answer.rawValue | (isNegated ? 0x10 : 0) }

    /// Whether the comparison an instruction's immediate encodes is true for `value`.
    @inline(__always)
    static func holds(word: Int32, for value: JSValue) -> Bool {
        (Answer(of: value).rawValue == word & 0xF) != (word & 0x10 != 0)
    }
}
